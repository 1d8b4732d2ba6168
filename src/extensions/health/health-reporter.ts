import { HealthSettings } from '../../config/health';
import type { BrowserWindow } from '../../services/browser-window';
import type { QaJournal } from '../../services/qa-journal';
import type { TrackerService } from '../../services/tracker-service';
import type { HealthFactsOptions } from './health-facts';
import { HealthFacts } from './health-facts';
import type { HealthMeterOptions } from './health-meter';
import { HealthMeter } from './health-meter';
import { HealthReportBuilder } from './health-report-builder';

export interface HealthReporterOptions {
    readonly window: BrowserWindow;
    /** What the container did on the page: the journal records on a sampled page. */
    readonly journal: Pick<QaJournal, 'entries'>;
    /** The beacons' gate: consent allows tracking now, and this page's page view left. */
    readonly tracker: Pick<TrackerService, 'allowed' | 'pageViewSent'>;
    /** What the report says of the page (HealthFacts). */
    readonly facts: HealthFactsOptions;
    /** What it measures beside the journal (HealthMeter, which starts watching when the reporter is built). */
    readonly meter: HealthMeterOptions;
    /** Where the report goes (HealthSettings, through the service aliases of a QA page). */
    readonly reportUrl: string;
    /** When the container started (HealthSample.started): the costs count from it. */
    readonly started: number;
}

/**
 * Sends the page's one health report as it is left (docs/health.md), in the health file: built
 * from the journal and the meter, gated as beacons are, and handed to sendBeacon as `text/plain`
 * (no preflight, no cookies read). A report the browser refuses is dropped: never retried or
 * stored. Nothing of it reaches the page: a failure sends nothing and says nothing.
 */
export class HealthReporter {
    protected done = false;
    protected readonly facts: HealthFacts;
    protected readonly meter: HealthMeter;

    constructor(protected readonly options: HealthReporterOptions) {
        this.facts = new HealthFacts(options.facts);
        this.meter = new HealthMeter(options.meter);
    }

    /** Whether a report left. Once per page. */
    send(): boolean {
        if (this.done) {
            return false;
        }
        this.done = true;
        try {
            const { window, journal, tracker, reportUrl, started } = this.options;
            const { facts, meter } = this;
            // The tracker's gate (docs/requirements.md §5.5), read now: a page whose page view did not go sends none either.
            const page = tracker.allowed && tracker.pageViewSent ? facts.read() : undefined;
            if (!page) {
                return false;
            }
            const json = JSON.stringify(new HealthReportBuilder(page).build(journal.entries, { started, ...meter.measure() }));
            // A string body goes as text/plain;charset=UTF-8: a simple request, no preflight.
            return (
                new TextEncoder().encode(json).length <= HealthSettings.maxBytes && window.navigator.sendBeacon(reportUrl, json) === true
            );
        } catch {
            // The report is the container's own business: the page never hears of it.
            return false;
        }
    }
}
