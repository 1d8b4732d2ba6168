import { DEFAULT_RULE_ORDER, DEFAULT_RULE_TIMEOUT_MS } from '../config/constants';
import { ErrorBoundary } from '../services/error-boundary';
import type { Logger } from '../services/logger';
import { RuntimeMessages } from './messages';
import type { Pending } from './pending';
import { andThen, isThenable } from './pending';
import type { Rule, RuleClass, RuleDescriptor, RuleEvent, RuleFactory } from './rule';
import type { MonitoredRule, RuleMonitor } from './rule-monitor';
import type { TriggerMatch, TriggerOccurrence } from './trigger-source';

type Phase = 'condition' | 'action';
type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** What running a rule takes: how to construct it, and who hears how it went. */
export interface RuleRunnerOptions {
    readonly createRule: RuleFactory;
    readonly monitor: RuleMonitor;
    readonly logger: Logger;
}

/**
 * Runs one rule for one trigger occurrence: its condition, then its action, each inside the error
 * boundary and, when asynchronous, bounded by the rule's timeout (docs/requirements.md §8.4). A
 * rule is constructed on its first run and kept. The rule engine decides when a rule runs; this, how.
 */
export class RuleRunner {
    /** Rules constructed so far: a rule that runs again (every click) is not asked of the container again. */
    protected readonly constructed = new Map<RuleDescriptor, Rule>();

    constructor(protected readonly options: RuleRunnerOptions) {}

    /** A rule's order among the rules of one trigger: its own where it is a finite number, else the default. */
    static orderOf(rule: RuleDescriptor): number {
        return typeof rule.order === 'number' && Number.isFinite(rule.order) ? rule.order : DEFAULT_RULE_ORDER;
    }

    run(occurrence: TriggerOccurrence, match: TriggerMatch): Pending<void> {
        const descriptor = match.subscription.rule;
        const info: MonitoredRule = { id: descriptor.id, order: RuleRunner.orderOf(descriptor) };
        const event: RuleEvent = { ...(match.event ?? occurrence.event), $type: occurrence.type, $rule: { id: descriptor.id } };
        this.options.monitor.notify('ruleTriggered', { rule: info, event });
        let rule = this.constructed.get(descriptor);
        try {
            if (!rule) {
                rule = this.options.createRule(descriptor as RuleClass);
                this.constructed.set(descriptor, rule);
            }
        } catch (error) {
            this.options.logger.error(RuntimeMessages.ruleComponentFailed('condition', descriptor.id, ErrorBoundary.describe(error)));
            this.options.monitor.notify('ruleConditionFailed', { rule: info, event, error });
            return;
        }
        const constructed = rule;
        return andThen(this.invoke(constructed, descriptor, 'condition', event), condition => {
            if (!condition.ok) {
                this.options.logger.error(
                    RuntimeMessages.ruleComponentFailed('condition', descriptor.id, ErrorBoundary.describe(condition.error))
                );
                this.options.monitor.notify('ruleConditionFailed', { rule: info, event, error: condition.error });
                return;
            }
            if (!condition.value) {
                this.options.logger.log(RuntimeMessages.conditionNotMet(descriptor.id));
                this.options.monitor.notify('ruleConditionFailed', { rule: info, event });
                return;
            }
            return andThen(this.invoke(constructed, descriptor, 'action', event), action => {
                if (!action.ok) {
                    this.options.logger.error(
                        RuntimeMessages.ruleComponentFailed('action', descriptor.id, ErrorBoundary.describe(action.error))
                    );
                    this.options.monitor.notify('ruleActionFailed', { rule: info, event, error: action.error });
                    return;
                }
                this.options.logger.log(RuntimeMessages.ruleFired(descriptor.id));
                this.options.monitor.notify('ruleCompleted', { rule: info, event });
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
            value = phase === 'condition' ? (typeof rule.condition === 'function' ? rule.condition(event) : true) : rule.action(event);
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
                }
            );
        });
    }

    protected timeoutError(phase: Phase, timeoutMs: number): Error {
        const error = new Error(RuntimeMessages.timeout(phase, timeoutMs));
        error.name = 'TimeoutError';
        return error;
    }
}
