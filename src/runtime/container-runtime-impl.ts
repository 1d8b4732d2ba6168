import { inject, injectable, multiInject, optional } from 'inversify';
import { ErrorBoundary } from '../services/error-boundary';
import { LazyProvider } from '../services/lazy-features';
import { Logger } from '../services/logger';
import { QaInspector, QaInspectorProvider } from '../services/qa-inspector';
import { QaJournal } from '../services/qa-journal';
import { ContainerRuntime } from './container-runtime';
import { DataElementContribution } from './data-element';
import { DataElementRegistry } from './data-element-registry';
import { HostAuthorization } from './host-authorization';
import { RuntimeMessages } from './messages';
import { PublicApi } from './public-api';
import { qaMonitorHooks } from './qa-monitor-hooks';
import { RuleEngine } from './rule-engine';
import { RuleMonitor } from './rule-monitor';

@injectable()
export class ContainerRuntimeImpl implements ContainerRuntime {

    @inject(HostAuthorization) protected readonly hostAuthorization!: HostAuthorization;
    @inject(PublicApi) protected readonly publicApi!: PublicApi;
    @inject(DataElementRegistry) protected readonly dataElements!: DataElementRegistry;
    @multiInject(DataElementContribution) @optional() protected readonly contributions: DataElementContribution[] | undefined;
    @inject(RuleEngine) protected readonly ruleEngine!: RuleEngine;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(ErrorBoundary) protected readonly boundary!: ErrorBoundary;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(RuleMonitor) protected readonly monitor!: RuleMonitor;
    @inject(QaInspectorProvider) @optional() protected readonly inspector: LazyProvider<QaInspector> | undefined;

    start(): boolean {
        if (!this.hostAuthorization.isAuthorized()) {
            this.logger.error(`${RuntimeMessages.hostNotAllowed} [${RuntimeMessages.hostNotAllowedCode}]`);
            return false;
        }
        this.publicApi.install();
        if (this.journal.active) {
            this.startQa();
        }
        for (const contribution of this.contributions ?? []) {
            this.boundary.run('Failed to register data elements.', () => contribution.registerDataElements(this.dataElements));
        }
        this.ruleEngine.start();
        return true;
    }

    /** QA is on: the journal hears the rules from the first one, and the inspector comes in its own file. */
    protected startQa(): void {
        this.monitor.subscribe(qaMonitorHooks(this.journal));
        this.inspector?.()
            .then(inspector => inspector.show())
            .catch(error => this.logger.warn('The QA inspector could not start.', error));
    }
}
