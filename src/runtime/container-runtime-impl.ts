import { inject, injectable, named, optional } from 'inversify';
import { BrowserWindow } from '../services/browser-window';
import { DomainDirectory } from '../services/domain-directory';
import { ErrorBoundary } from '../services/error-boundary';
import type { LazyProvider } from '../services/lazy-features';
import { Logger } from '../services/logger';
import { PageHost } from '../services/page-host';
import type { QaInspector } from '../services/qa-inspector';
import { QaInspectorProvider } from '../services/qa-inspector';
import { QaJournal } from '../services/qa-journal';
import type { ContainerRuntime } from './container-runtime';
import { ContributionProvider } from './contribution-provider';
import { DataElementContribution } from './data-element';
import { DataElementRegistry } from './data-element-registry';
import { HostAuthorizationImpl } from './host-authorization-impl';
import { RuntimeMessages } from './messages';
import { PublicApi } from './public-api';
import { qaMonitorHooks } from './qa-monitor-hooks';
import { RuleEngine } from './rule-engine';
import { RuleMonitor } from './rule-monitor';
import { StartupContribution } from './startup-contribution';
import { runInSlices } from './task-budget';

@injectable()
export class ContainerRuntimeImpl implements ContainerRuntime {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(DomainDirectory) protected readonly domains!: DomainDirectory;
    @inject(PageHost) protected readonly pageHost!: PageHost;
    @inject(PublicApi) protected readonly publicApi!: PublicApi;
    @inject(DataElementRegistry) protected readonly dataElements!: DataElementRegistry;
    @inject(ContributionProvider)
    @named(DataElementContribution)
    protected readonly contributions!: ContributionProvider<DataElementContribution>;
    @inject(ContributionProvider) @named(StartupContribution) protected readonly startup!: ContributionProvider<StartupContribution>;
    @inject(RuleEngine) protected readonly ruleEngine!: RuleEngine;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(RuleMonitor) protected readonly monitor!: RuleMonitor;
    @inject(QaInspectorProvider) @optional() protected readonly inspector: LazyProvider<QaInspector> | undefined;

    protected guard: ErrorBoundary | undefined;

    /** Keeps this part's failures away from the page; built here, it needs only the logger. */
    protected get boundary(): ErrorBoundary {
        return (this.guard ??= new ErrorBoundary(this.logger));
    }

    /**
     * `_satellite` and the data elements at once, in the task that loaded the bundle: page code may
     * call in as soon as it is there. Then each start-up step, and last the rule engine, each in a
     * task of its own where the browser can yield, so a tap is never held behind the whole start;
     * the steps keep their order, and no rule runs before they ran. What page code sets off in
     * between (`_satellite.track`, `pageBottom`) waits for the engine, in order.
     */
    start(): boolean {
        if (!new HostAuthorizationImpl(this.domains, this.pageHost).isAuthorized()) {
            this.logger.error(`${RuntimeMessages.hostNotAllowed} [${RuntimeMessages.hostNotAllowedCode}]`);
            return false;
        }
        this.publicApi.install();
        if (this.journal.active) {
            this.startQa();
        }
        for (const contribution of this.contributions.getContributions()) {
            this.boundary.run('Failed to register data elements.', () => contribution.registerDataElements(this.dataElements));
        }
        const steps = this.startupSteps();
        for (const step of steps) {
            if (step.beforeFirstPaint) {
                this.boundary.run(`Start-up step ${step.startupStep.id} failed.`, () => step.beforeFirstPaint!());
            }
        }
        runInSlices(this.window, [
            ...steps.map(step => () => {
                const ran = this.boundary.run(`Start-up step ${step.startupStep.id} failed.`, () => {
                    step.start();
                    return true;
                });
                this.journal.record({
                    kind: 'startup',
                    time: Date.now(),
                    id: step.startupStep.id,
                    order: step.startupStep.order,
                    failed: !ran
                });
            }),
            () => this.ruleEngine.start()
        ]);
        return true;
    }

    /** The start-up steps in their order; equal orders keep the order the modules bound them in. */
    protected startupSteps(): StartupContribution[] {
        return [...this.startup.getContributions()].sort((a, b) => a.startupStep.order - b.startupStep.order);
    }

    /**
     * The journal keeps entries (QA is on, or the page sends a health report): it hears the rules
     * from the first one; with QA on, the inspector comes in its own file.
     */
    protected startQa(): void {
        this.monitor.subscribe(qaMonitorHooks(this.journal));
        if (!this.journal.inspecting) {
            return;
        }
        this.inspector?.()
            .then(inspector => inspector.show())
            .catch(error => this.logger.warn('The QA inspector could not start.', error));
    }
}
