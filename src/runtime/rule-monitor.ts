import type { RuleEvent, TriggerEvent } from './rule';

export interface MonitoredRule {
    readonly id: string;
    readonly order: number;
}

/**
 * Hooks into the rule engine for QA tools such as the inspector. The hook names are those of the
 * replaced engine's `_satellite._monitors`, so monitors written for it keep working; `triggerFired`
 * is ours and reports every trigger occurrence, with or without rules.
 */
export interface MonitorHooks {
    triggerFired?(info: { readonly type: string; readonly event: TriggerEvent; readonly rules: readonly string[] }): void;
    ruleTriggered?(info: { readonly rule: MonitoredRule; readonly event: RuleEvent }): void;
    ruleCompleted?(info: { readonly rule: MonitoredRule; readonly event: RuleEvent }): void;
    ruleConditionFailed?(info: { readonly rule: MonitoredRule; readonly event: RuleEvent; readonly error?: unknown }): void;
    ruleActionFailed?(info: { readonly rule: MonitoredRule; readonly event: RuleEvent; readonly error: unknown }): void;
}

export type MonitorHook = keyof MonitorHooks;
export type MonitorInfo<K extends MonitorHook> = Parameters<NonNullable<MonitorHooks[K]>>[0];

export const RuleMonitor = Symbol('RuleMonitor');
export interface RuleMonitor {
    /** Subscribes hooks; returns a function that unsubscribes them. */
    subscribe(hooks: MonitorHooks): () => void;
    notify<K extends MonitorHook>(hook: K, info: MonitorInfo<K>): void;
}
