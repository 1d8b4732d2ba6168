import type { QaRuleEntry } from './qa-journal';

/**
 * A rule entry of the journal, read: the QA inspector shows it and the health report counts it.
 * The journal keeps a monitor hook's argument as heard, so the bundle pays for no more than keeping it;
 * the lazy files that read it share this one reading.
 */
export interface HeardRule {
    readonly time: number;
    /** `triggerFired`, `ruleTriggered`, `ruleCompleted`, `ruleConditionFailed` or `ruleActionFailed`. */
    readonly hook: string;
    readonly rule?: string;
    /** The trigger's type, and for `triggerFired` the rules it runs. */
    readonly type?: string;
    readonly rules?: readonly string[];
    /** The failure's message: the inspector shows it, the health report turns it into a code (health-codes.ts) and never sends it. */
    readonly error?: string;
    /** The failure had an error at all: a condition that said no has none. */
    readonly failed: boolean;
    /** A data-layer event's name and what validating it found. */
    readonly dataLayer?: { readonly name: string; readonly validation: unknown };
}

/** The hook's argument, any of the five (runtime/rule-monitor.ts), read defensively: page code's monitors see the same object. */
interface HeardInfo {
    readonly rule?: { readonly id?: unknown };
    readonly type?: unknown;
    readonly rules?: unknown;
    readonly event?: { readonly $type?: unknown; readonly name?: unknown; readonly validation?: unknown };
    readonly error?: unknown;
}

/** Reads a rule entry: the rule's id, the trigger's type and rules, the error's message, and a data-layer event's name and validation. */
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
            type === 'data-layer-event' && typeof event?.name === 'string' ? { name: event.name, validation: event.validation } : undefined
    };
}

/** Validating the event found it invalid (schema-validator.ts's result). */
export function isInvalid(validation: unknown): boolean {
    return (validation as { status?: unknown } | undefined)?.status === 'invalid';
}

/** An error's message, or the thrown value as text; a getter that throws reads as nothing. */
function messageOf(error: unknown): string | undefined {
    try {
        return String((error as Error | undefined)?.message ?? error);
    } catch {
        return undefined;
    }
}
