import { inject, injectable, named } from 'inversify';
import { ContributionProvider } from './contribution-provider';
import { DEFAULT_RULE_ORDER, DEFAULT_RULE_TIMEOUT_MS } from '../config/constants';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import { PageEvents } from '../services/page-events';
import { RuntimeMessages } from './messages';
import { Rule, RuleClass, RuleContribution, RuleDescriptor, RuleEvent, RuleFactory, TriggerSpec } from './rule';
import { RuleEngine } from './rule-engine';
import { TaskBudget } from './task-budget';
import { MonitoredRule, RuleMonitor } from './rule-monitor';
import {
    TriggerMatch, TriggerOccurrence, TriggerSource, TriggerSourceClass, TriggerSourceContribution, TriggerSourceFactory, TriggerSubscription
} from './trigger-source';

type Phase = 'condition' | 'action';
type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };
type Pending<T> = T | Promise<T>;

/** Trigger occurrences whose rules run in one task at most (TaskBudget): the rest wait, in order. */
const OCCURRENCES_PER_TASK = 10;

function isThenable(value: unknown): value is PromiseLike<unknown> {
    return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** Continues with `next` at once for a plain value, after settlement for a promise. */
function andThen<T, R>(value: Pending<T>, next: (value: T) => Pending<R>): Pending<R> {
    return isThenable(value) ? (value as Promise<T>).then(next) : next(value as T);
}

@injectable()
export class RuleEngineImpl implements RuleEngine {

    @inject(ContributionProvider) @named(RuleContribution) protected readonly ruleClasses!: ContributionProvider<RuleClass>;
    @inject(ContributionProvider) @named(TriggerSourceContribution) protected readonly sourceClasses!: ContributionProvider<TriggerSourceClass>;
    @inject(RuleFactory) protected readonly createRule!: RuleFactory;
    @inject(TriggerSourceFactory) protected readonly createSource!: TriggerSourceFactory;
    @inject(RuleMonitor) protected readonly monitor!: RuleMonitor;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly pageEvents!: PageEvents;

    protected readonly queue: Array<() => Pending<void>> = [];
    protected readonly subscriptionsByType = new Map<string, TriggerSubscription[]>();
    protected readonly active = new Map<TriggerSourceClass, TriggerSource>();
    /** Rules constructed so far: a rule that runs again (every click) is not asked of the container again. */
    protected readonly constructed = new Map<RuleDescriptor, Rule>();
    protected started = false;
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
        if (this.started) {
            return;
        }
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
        // Only the sources some rule listens to; the rest wait until page code needs them.
        // Occurrences fired while sources activate (library loaded, above all) wait in the queue
        // until every source listens, so a rule that triggers another during start-up is not lost.
        for (const sourceClass of this.sourceClasses.getContributions()) {
            if (sourceClass.eager || sourceClass.types.some(type => this.subscriptionsByType.has(type))) {
                this.activate(sourceClass);
            }
        }
        this.started = true;
        this.drain();
    }

    /** Undefined before start, when subscriptions are not known yet, and after stop. */
    source<T extends TriggerSource>(type: string): T | undefined {
        const sourceClass = this.sourceClassOf(type);
        return sourceClass && this.started ? this.activate(sourceClass) as T | undefined : undefined;
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
                this.logger.error(`Failed to activate the trigger source for ${sourceClass.types.join(', ')}.`, ErrorBoundary.describe(error));
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
        return subscriptions.sort((a, b) => this.orderOf(a.rule) - this.orderOf(b.rule));
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
                result.then(() => this.drain(), () => this.drain());
                return;
            }
        }
        this.draining = false;
        for (const resolve of this.idleWaiters.splice(0)) {
            resolve();
        }
    }

    /** Goes on in a later task; if the page is left first, everything queued runs then (nothing tracked is lost). */
    protected yieldToPage(): void {
        this.yielded = true;
        if (!this.leaveHeard) {
            this.leaveHeard = true;
            this.pageEvents.on('pagehide', () => {
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

    protected runMatches(occurrence: TriggerOccurrence, from: number): Pending<void> {
        for (let index = from; index < occurrence.matches.length; index++) {
            const result = this.runRule(occurrence, occurrence.matches[index]);
            if (isThenable(result)) {
                return (result as Promise<void>).then(() => this.runMatches(occurrence, index + 1));
            }
        }
    }

    protected runRule(occurrence: TriggerOccurrence, match: TriggerMatch): Pending<void> {
        const descriptor = match.subscription.rule;
        const info: MonitoredRule = { id: descriptor.id, order: this.orderOf(descriptor) };
        const event: RuleEvent = { ...(match.event ?? occurrence.event), $type: occurrence.type, $rule: { id: descriptor.id } };
        this.monitor.notify('ruleTriggered', { rule: info, event });
        let rule = this.constructed.get(descriptor);
        try {
            if (!rule) {
                rule = this.createRule(descriptor as RuleClass);
                this.constructed.set(descriptor, rule);
            }
        } catch (error) {
            this.logger.error(RuntimeMessages.ruleComponentFailed('condition', descriptor.id, ErrorBoundary.describe(error)));
            this.monitor.notify('ruleConditionFailed', { rule: info, event, error });
            return;
        }
        const constructed = rule;
        return andThen(this.invoke(constructed, descriptor, 'condition', event), condition => {
            if (!condition.ok) {
                this.logger.error(RuntimeMessages.ruleComponentFailed('condition', descriptor.id, ErrorBoundary.describe(condition.error)));
                this.monitor.notify('ruleConditionFailed', { rule: info, event, error: condition.error });
                return;
            }
            if (!condition.value) {
                this.logger.log(RuntimeMessages.conditionNotMet(descriptor.id));
                this.monitor.notify('ruleConditionFailed', { rule: info, event });
                return;
            }
            return andThen(this.invoke(constructed, descriptor, 'action', event), action => {
                if (!action.ok) {
                    this.logger.error(RuntimeMessages.ruleComponentFailed('action', descriptor.id, ErrorBoundary.describe(action.error)));
                    this.monitor.notify('ruleActionFailed', { rule: info, event, error: action.error });
                    return;
                }
                this.logger.log(RuntimeMessages.ruleFired(descriptor.id));
                this.monitor.notify('ruleCompleted', { rule: info, event });
            });
        });
    }

    /** Calls a condition or action inside the boundary: errors become outcomes, async work is timed. */
    protected invoke(rule: Rule, descriptor: RuleDescriptor, phase: Phase, event: RuleEvent): Pending<Outcome> {
        let value: unknown;
        try {
            if (phase === 'action' && typeof rule.action !== 'function') {
                throw new Error(RuntimeMessages.moduleNotFunction);
            }
            value = phase === 'condition'
                ? (typeof rule.condition === 'function' ? rule.condition(event) : true)
                : rule.action(event);
        } catch (error) {
            return { ok: false, error };
        }
        if (!isThenable(value)) {
            return { ok: true, value };
        }
        const timeoutMs = descriptor.timeout ?? DEFAULT_RULE_TIMEOUT_MS;
        return new Promise<Outcome>(resolve => {
            // Past the timeout the work is abandoned: its late result or rejection is ignored.
            const timer = setTimeout(() => resolve({ ok: false, error: this.timeoutError(phase, timeoutMs) }), timeoutMs);
            Promise.resolve(value).then(
                result => {
                    clearTimeout(timer);
                    resolve({ ok: true, value: result });
                },
                error => {
                    clearTimeout(timer);
                    resolve({ ok: false, error });
                });
        });
    }

    protected timeoutError(phase: Phase, timeoutMs: number): Error {
        const error = new Error(RuntimeMessages.timeout(phase, timeoutMs));
        error.name = 'TimeoutError';
        return error;
    }

    protected orderOf(rule: RuleDescriptor): number {
        return typeof rule.order === 'number' && Number.isFinite(rule.order) ? rule.order : DEFAULT_RULE_ORDER;
    }
}
