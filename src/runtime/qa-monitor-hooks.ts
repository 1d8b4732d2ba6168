import type { QaJournal } from '../services/qa-journal';
import type { MonitorHook, MonitorHooks, MonitorInfo } from './rule-monitor';

const HOOKS: readonly MonitorHook[] = ['triggerFired', 'ruleTriggered', 'ruleCompleted', 'ruleConditionFailed', 'ruleActionFailed'];

/**
 * The rule engine's monitor hooks that keep what they hear in the QA journal, as they hear it:
 * the lazy files that read it, the inspector and the health report, make it readable (services/heard-rule.ts).
 */
export function qaMonitorHooks(journal: QaJournal): MonitorHooks {
    return Object.fromEntries(
        HOOKS.map(hook => [hook, (info: MonitorInfo<MonitorHook>) => journal.record({ kind: 'rule', time: Date.now(), hook, info })])
    );
}
