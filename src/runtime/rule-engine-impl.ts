import { inject, injectable, named } from 'inversify';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import { PageEvents } from '../services/page-events';
import { ContributionProvider } from './contribution-provider';
import { RuntimeMessages } from './messages';
import type { Pending } from './pending';
import { isThenable } from './pending';
import type { RuleClass, RuleDescriptor, TriggerSpec } from './rule';
import { RuleContribution, RuleFactory } from './rule';
import type { RuleEngine } from './rule-engine';
import { RuleMonitor } from './rule-monitor';
import { RuleRunner } from './rule-runner';
import { TaskBudget } from './task-budget';
import type { TriggerOccurrence, TriggerSource, TriggerSourceClass, TriggerSubscription } from './trigger-source';
import { TriggerSourceContribution, TriggerSourceFactory } from './trigger-source';

/** Trigger occurrences whose rules run in one task at most (TaskBudget): the rest wait, in order. */
const OCCURRENCES_PER_TASK = 10;

@injectable()
export class RuleEngineImpl implements RuleEngine {
    @inject(ContributionProvider) @named(RuleContribution) protected readonly ruleClasses!: ContributionProvider<RuleClass>;
    @inject(ContributionProvider)
    @named(TriggerSourceContribution)
    protected readonly sourceClasses!: ContributionProvider<TriggerSourceClass>;
    @inject(RuleFactory) protected readonly createRule!: RuleFactory;
    @inject(TriggerSourceFactory) protected readonly createSource!: TriggerSourceFactory;
    @inject(RuleMonitor) protected readonly monitor!: RuleMonitor;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly pageEvents!: PageEvents;

    protected readonly queue: Array<() => Pending<void>> = [];
    protected readonly subscriptionsByType = new Map<string, TriggerSubscription[]>();
    protected readonly active = new Map<TriggerSourceClass, TriggerSource>();
    protected runner: RuleRunner | undefined;
    protected started = false;
    protected prepared = false;
    protected draining = false;
    protected idleWaiters: Array<() => void> = [];
    protected disposers: Array<() => void> = [];
    protected stopped = false;
    protected readonly budget = new TaskBudget(OCCURRENCES_PER_TASK, () => this.resume());
    /** The queue waits for the next task; `leaveHeard`: the page's unload is listened for. */
    protected yielded = false;
    protected leaveHeard = false;

    get rules(): readonly RuleDescriptor[] {
        return this.ruleClasses.getContributions();
    }

    start(): void {
        if (!this.started) {
            this.prepare();
            this.started = true;
            this.drain();
        }
    }

    /**
     * Once the engine is started, or before: page code may call in while the container still
     * starts (`_satellite.track`, `pageBottom`), and what it sets off waits in the queue, behind
     * library loaded, until the engine starts.
     */
    source<T extends TriggerSource>(type: string): T | undefined {
        const sourceClass = this.sourceClassOf(type);
        if (!sourceClass || this.stopped) {
            return undefined;
        }
        this.prepare();
        return this.activate(sourceClass) as T | undefined;
    }

    /**
     * Subscribes the rules and activates only the sources some rule listens to; the rest, and those
     * only page code sets off, wait until page code needs them. Occurrences fired meanwhile (library
     * loaded, above all) wait in the queue until the engine starts, so a rule that triggers another
     * during start-up is not lost.
     */
    protected prepare(): void {
        if (this.prepared) {
            return;
        }
        this.prepared = true;
        for (const subscription of this.subscriptions()) {
            const list = this.subscriptionsByType.get(subscription.spec.type) ?? [];
            list.push(subscription);
            this.subscriptionsByType.set(subscription.spec.type, list);
        }
        for (const [type, list] of this.subscriptionsByType) {
            if (!this.sourceClassOf(type)) {
                for (const { rule } of list) {
                    this.logger.error(RuntimeMessages.unknownTriggerType(rule.id, type));
                }
            }
        }
        for (const sourceClass of this.sourceClasses.getContributions()) {
            if (!sourceClass.onDemand && (sourceClass.eager || sourceClass.types.some(type => this.subscriptionsByType.has(type)))) {
                this.activate(sourceClass);
            }
        }
    }

    stop(): void {
        for (const dispose of this.disposers.splice(0)) {
            try {
                dispose();
            } catch {
                // Listeners that cannot be removed stay; the engine no longer runs their rules.
            }
        }
        this.queue.length = 0;
        this.started = false;
        this.stopped = true;
    }

    whenIdle(): Promise<void> {
        if (!this.draining && this.queue.length === 0) {
            return Promise.resolve();
        }
        return new Promise(resolve => this.idleWaiters.push(resolve));
    }

    /** The source of `sourceClass`, constructed and given its subscriptions the first time. */
    protected activate(sourceClass: TriggerSourceClass): TriggerSource | undefined {
        let source = this.active.get(sourceClass);
        if (!source) {
            try {
                source = this.createSource(sourceClass);
                this.active.set(sourceClass, source);
                const subscriptions = sourceClass.types.flatMap(type => this.subscriptionsByType.get(type) ?? []);
                this.disposers.push(source.activate(subscriptions, occurrence => this.dispatch(occurrence)));
            } catch (error) {
                this.logger.error(
                    `Failed to activate the trigger source for ${sourceClass.types.join(', ')}.`,
                    ErrorBoundary.describe(error)
                );
            }
        }
        return source;
    }

    protected sourceClassOf(type: string): TriggerSourceClass | undefined {
        return this.sourceClasses.getContributions().find(sourceClass => sourceClass.types.includes(type));
    }

    /** Every (rule, trigger) pair, stably sorted by rule order. */
    protected subscriptions(): TriggerSubscription[] {
        const subscriptions: TriggerSubscription[] = [];
        for (const rule of this.rules) {
            try {
                const specs: readonly TriggerSpec[] = Array.isArray(rule.trigger) ? rule.trigger : [rule.trigger as TriggerSpec];
                for (const spec of specs) {
                    subscriptions.push({ rule, spec });
                }
            } catch (error) {
                this.logger.error(`Rule "${rule?.id}" has an unreadable trigger.`, ErrorBoundary.describe(error));
            }
        }
        return subscriptions.sort((a, b) => RuleRunner.orderOf(a.rule) - RuleRunner.orderOf(b.rule));
    }

    protected dispatch(occurrence: TriggerOccurrence): void {
        if (this.stopped) {
            return;
        }
        this.monitor.notify('triggerFired', {
            type: occurrence.type,
            event: occurrence.event,
            rules: occurrence.matches.map(match => match.subscription.rule.id)
        });
        if (occurrence.matches.length === 0) {
            return;
        }
        this.queue.push(() => this.runMatches(occurrence, 0));
        if (this.started && !this.draining) {
            this.drain();
        }
    }

    protected drain(): void {
        this.draining = true;
        while (this.queue.length > 0) {
            if (!this.budget.take()) {
                this.yieldToPage();
                return;
            }
            const task = this.queue.shift()!;
            const result = task();
            if (isThenable(result)) {
                result.then(
                    () => this.drain(),
                    () => this.drain()
                );
                return;
            }
        }
        this.draining = false;
        for (const resolve of this.idleWaiters.splice(0)) {
            resolve();
        }
    }

    /** Goes on in a later task; if the page is hidden first (PageEvents.leaving), everything queued runs then (nothing tracked is lost). */
    protected yieldToPage(): void {
        this.yielded = true;
        if (!this.leaveHeard) {
            this.leaveHeard = true;
            this.pageEvents.onLeave(() => {
                this.budget.unlimit();
                this.resume();
            });
        }
    }

    protected resume(): void {
        if (this.yielded) {
            this.yielded = false;
            this.drain();
        }
    }

    /** Made on first use: the injections it takes are there only after construction. */
    protected get ruleRunner(): RuleRunner {
        return (this.runner ??= new RuleRunner({ createRule: this.createRule, monitor: this.monitor, logger: this.logger }));
    }

    protected runMatches(occurrence: TriggerOccurrence, from: number): Pending<void> {
        for (let index = from; index < occurrence.matches.length; index++) {
            const result = this.ruleRunner.run(occurrence, occurrence.matches[index]);
            if (isThenable(result)) {
                return result.then(() => this.runMatches(occurrence, index + 1));
            }
        }
    }
}
