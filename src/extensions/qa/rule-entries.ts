import type { QaEntry, QaRuleEntry } from '../../services/qa-journal';

/** A rule entry of the journal as the inspector shows it: a trigger, or a rule's outcome. */
export interface RuleEntryView {
    readonly kind: 'rule';
    readonly time: number;
    /** `triggerFired`, `ruleTriggered`, `ruleCompleted`, `ruleConditionFailed` or `ruleActionFailed`. */
    readonly hook: string;
    readonly rule?: string;
    /** The trigger type, and for `triggerFired` the rules it runs. */
    readonly type?: string;
    readonly rules?: readonly string[];
    readonly error?: string;
    /** A data-layer event's name and what validating it found. */
    readonly dataLayer?: { readonly name: string; readonly validation: unknown };
}

/** A journal entry as the inspector's views read it. */
export type QaEntryView = Exclude<QaEntry, QaRuleEntry> | RuleEntryView;

/** What a monitor hook hears, any of the five (runtime/rule-monitor.ts). */
interface HeardInfo {
    readonly rule?: { readonly id?: string };
    readonly type?: string;
    readonly rules?: readonly string[];
    readonly event?: { readonly $type?: string; readonly name?: unknown; readonly validation?: unknown };
    readonly error?: unknown;
}

/**
 * The entry as the views read it: a rule entry, kept by the bundle as its hook heard it, with the
 * rule's id, the trigger's type and rules, the error's message, and a data-layer event's name and
 * validation; any other entry as it is.
 */
export function viewOfEntry(entry: QaEntry): QaEntryView {
    if (entry.kind !== 'rule') {
        return entry;
    }
    const info = (entry.info ?? {}) as HeardInfo;
    const event = info.event;
    return {
        kind: 'rule',
        time: entry.time,
        hook: entry.hook,
        rule: info.rule?.id,
        type: info.type ?? event?.$type,
        rules: info.rules,
        error: info.error === undefined ? undefined : String((info.error as Error)?.message ?? info.error),
        dataLayer:
            info.type === 'data-layer-event' && typeof event?.name === 'string'
                ? { name: event.name, validation: event.validation }
                : undefined
    };
}
