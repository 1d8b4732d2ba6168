import type { QaRuleEntry } from '../../services/qa-journal';

/** What the health report reads of a rule entry of the journal, which keeps a monitor hook's argument as heard. */
export interface HeardRule {
    readonly time: number;
    /** `triggerFired`, `ruleTriggered`, `ruleCompleted`, `ruleConditionFailed` or `ruleActionFailed`. */
    readonly hook: string;
    readonly rule?: string;
    /** The trigger's type, and for `triggerFired` the rules it runs. */
    readonly type?: string;
    readonly rules?: readonly string[];
    /** The failure's message, to be turned into a code (health-codes.ts), never to be sent. */
    readonly error?: string;
    /** The failure had an error at all: a condition that said no has none. */
    readonly failed: boolean;
    /** A data-layer event's name and whether validating it found it invalid. */
    readonly dataLayer?: { readonly name: string; readonly invalid: boolean };
}

/** The hook's argument, any of the five (runtime/rule-monitor.ts), read defensively: page code's monitors see the same object. */
interface HeardInfo {
    readonly rule?: { readonly id?: unknown };
    readonly type?: unknown;
    readonly rules?: unknown;
    readonly event?: { readonly $type?: unknown; readonly name?: unknown; readonly validation?: { readonly status?: unknown } };
    readonly error?: unknown;
}

/** Reads a rule entry as the report needs it. */
export function heardRule(entry: QaRuleEntry): HeardRule {
    const info = (entry.info ?? {}) as HeardInfo;
    const event = info.event;
    const type = typeof info.type === 'string' ? info.type : typeof event?.$type === 'string' ? event.$type : undefined;
    const error = info.error;
    return {
        time: entry.time,
        hook: entry.hook,
        rule: typeof info.rule?.id === 'string' ? info.rule.id : undefined,
        type,
        rules: Array.isArray(info.rules) ? info.rules.filter((id): id is string => typeof id === 'string') : undefined,
        failed: error !== undefined,
        error: error === undefined ? undefined : messageOf(error),
        dataLayer:
            type === 'data-layer-event' && typeof event?.name === 'string'
                ? { name: event.name, invalid: event.validation?.status === 'invalid' }
                : undefined
    };
}

/** An error's message, or the thrown value as text; a getter that throws reads as nothing. */
function messageOf(error: unknown): string | undefined {
    try {
        return String((error as Error | undefined)?.message ?? error);
    } catch {
        return undefined;
    }
}
