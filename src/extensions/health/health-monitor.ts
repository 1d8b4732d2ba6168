import { inject, injectable } from 'inversify';
import type { StartupContribution } from '../../runtime/startup-contribution';
import { HealthSample } from '../../services/health-sample';
import type { LazyProvider } from '../../services/lazy-features';
import { PageEvents } from '../../services/page-events';
import type { HealthReporter } from './health-reporter';

/** After the tracker's step: the reporter is asked for before the rules start. */
export const HEALTH_STEP = { id: 'health-monitor', order: 35 };

/** `() => Promise<HealthReporter>`: the reporter, built in the health file once it is in. */
export const HealthReporterProvider = Symbol('HealthReporterProvider');

/**
 * The bundle's part of the health reports: on a page drawn for one (the journal records there
 * already), it asks for the reporter, which comes with the health file after the window's load, and sends the report
 * when the page is left. A page not drawn does nothing more than the draw. A page left before the
 * health file came sends none: fetching it then would cost the visitor for our sake.
 */
@injectable()
export class HealthMonitor implements StartupContribution {
    readonly startupStep = HEALTH_STEP;

    @inject(HealthSample) protected readonly sample!: HealthSample;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(HealthReporterProvider) protected readonly reporter!: LazyProvider<HealthReporter>;

    protected ready: HealthReporter | undefined;

    start(): void {
        if (!this.sample.sampled) {
            return;
        }
        this.reporter().then(
            reporter => (this.ready = reporter),
            () => undefined
        );
        const leaving = this.events.leaving;
        const send = () => void this.ready?.send();
        if (leaving.aborted) {
            send();
        } else {
            leaving.addEventListener('abort', send, { once: true });
        }
    }
}
