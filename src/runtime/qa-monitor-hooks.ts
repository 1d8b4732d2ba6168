import { QaJournal } from '../services/qa-journal';
import { MonitorHook, MonitorHooks, MonitorInfo } from './rule-monitor';

const HOOKS: readonly MonitorHook[] = ['triggerFired', 'ruleTriggered', 'ruleCompleted', 'ruleConditionFailed', 'ruleActionFailed'];

/** The rule engine's monitor hooks that write what they hear into the QA journal. */
export function qaMonitorHooks(journal: QaJournal): MonitorHooks {
    const record = (hook: MonitorHook) => (info: MonitorInfo<MonitorHook>) => {
        const all = info as Partial<MonitorInfo<'triggerFired'> & MonitorInfo<'ruleActionFailed'>>;
        const event = all.event as { name?: unknown; validation?: unknown } | undefined;
        const error = all.error === undefined ? undefined : String((all.error as Error)?.message ?? all.error);
        journal.record({
            kind: 'rule', time: Date.now(), hook, rule: (info as { rule?: { id: string } }).rule?.id, type: all.type ?? (all.event as { $type?: string })?.$type,
            rules: all.rules, error,
            dataLayer: all.type === 'data-layer-event' && typeof event?.name === 'string' ? { name: event.name, validation: event.validation } : undefined
        });
    };
    return Object.fromEntries(HOOKS.map(hook => [hook, record(hook)])) as MonitorHooks;
}
