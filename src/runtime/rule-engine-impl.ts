import { inject, injectable, multiInject, optional } from 'inversify';
import { DEFAULT_RULE_ORDER, DEFAULT_RULE_TIMEOUT_MS } from '../config/constants';
import { ErrorBoundary } from './error-boundary';
import { Logger } from './logger';
import { RuntimeMessages } from './messages';
import { Rule, RuleEvent, TriggerSpec } from './rule';
import { RuleEngine } from './rule-engine';
import { MonitoredRule, RuleMonitor } from './rule-monitor';
import { TriggerMatch, TriggerOccurrence, TriggerSource, TriggerSubscription } from './trigger-source';

type Phase = 'condition' | 'action';
type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };
type Pending<T> = T | Promise<T>;

function isThenable(value: unknown): value is PromiseLike<unknown> {
    return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** Continues with `next` at once for a plain value, after settlement for a promise. */
function andThen<T, R>(value: Pending<T>, next: (value: T) => Pending<R>): Pending<R> {
    return isThenable(value) ? (value as Promise<T>).then(next) : next(value as T);
}

@injectable()
export class RuleEngineImpl implements RuleEngine {

    @multiInject(Rule) @optional() protected readonly boundRules: Rule[] | undefined;
    @multiInject(TriggerSource) @optional() protected readonly sources: TriggerSource[] | undefined;
    @inject(RuleMonitor) protected readonly monitor!: RuleMonitor;
    @inject(Logger) protected readonly logger!: Logger;

    protected readonly queue: Array<() => Pending<void>> = [];
    protected started = false;
    protected draining = false;
    protected idleWaiters: Array<() => void> = [];
    protected disposers: Array<() => void> = [];
    protected stopped = false;

    get rules(): readonly Rule[] {
        return this.boundRules ?? [];
    }

    start(): void {
        if (this.started) {
            return;
        }
        const byType = new Map<string, TriggerSource>();
        for (const source of this.sources ?? []) {
            for (const type of source.types) {
                byType.set(type, source);
            }
        }
        const bySource = new Map<TriggerSource, TriggerSubscription[]>();
        for (const subscription of this.subscriptions()) {
            const source = byType.get(subscription.spec.type);
            if (!source) {
                this.logger.error(RuntimeMessages.unknownTriggerType(subscription.rule.id, subscription.spec.type));
                continue;
            }
            const list = bySource.get(source) ?? [];
            list.push(subscription);
            bySource.set(source, list);
        }
        // Occurrences fired while sources activate (library loaded, above all) wait in the queue
        // until every source listens, so a rule that triggers another during start-up is not lost.
        for (const source of this.sources ?? []) {
            try {
                this.disposers.push(source.activate(bySource.get(source) ?? [], occurrence => this.dispatch(occurrence)));
            } catch (error) {
                this.logger.error(`Failed to activate the trigger source for ${source.types.join(', ')}.`, ErrorBoundary.describe(error));
            }
        }
        this.started = true;
        this.drain();
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

    protected runMatches(occurrence: TriggerOccurrence, from: number): Pending<void> {
        for (let index = from; index < occurrence.matches.length; index++) {
            const result = this.runRule(occurrence, occurrence.matches[index]);
            if (isThenable(result)) {
                return (result as Promise<void>).then(() => this.runMatches(occurrence, index + 1));
            }
        }
    }

    protected runRule(occurrence: TriggerOccurrence, match: TriggerMatch): Pending<void> {
        const rule = match.subscription.rule;
        const info: MonitoredRule = { id: rule.id, order: this.orderOf(rule) };
        const event: RuleEvent = { ...(match.event ?? occurrence.event), $type: occurrence.type, $rule: { id: rule.id } };
        this.monitor.notify('ruleTriggered', { rule: info, event });
        return andThen(this.invoke(rule, 'condition', event), condition => {
            if (!condition.ok) {
                this.logger.error(RuntimeMessages.ruleComponentFailed('condition', rule.id, ErrorBoundary.describe(condition.error)));
                this.monitor.notify('ruleConditionFailed', { rule: info, event, error: condition.error });
                return;
            }
            if (!condition.value) {
                this.logger.log(RuntimeMessages.conditionNotMet(rule.id));
                this.monitor.notify('ruleConditionFailed', { rule: info, event });
                return;
            }
            return andThen(this.invoke(rule, 'action', event), action => {
                if (!action.ok) {
                    this.logger.error(RuntimeMessages.ruleComponentFailed('action', rule.id, ErrorBoundary.describe(action.error)));
                    this.monitor.notify('ruleActionFailed', { rule: info, event, error: action.error });
                    return;
                }
                this.logger.log(RuntimeMessages.ruleFired(rule.id));
                this.monitor.notify('ruleCompleted', { rule: info, event });
            });
        });
    }

    /** Calls a condition or action inside the boundary: errors become outcomes, async work is timed. */
    protected invoke(rule: Rule, phase: Phase, event: RuleEvent): Pending<Outcome> {
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
        const timeoutMs = rule.timeout ?? DEFAULT_RULE_TIMEOUT_MS;
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

    protected orderOf(rule: Rule): number {
        return typeof rule.order === 'number' && Number.isFinite(rule.order) ? rule.order : DEFAULT_RULE_ORDER;
    }
}
