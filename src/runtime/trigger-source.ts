import { Rule, TriggerEvent, TriggerSpec } from './rule';

/** One rule's interest in one trigger. */
export interface TriggerSubscription<T extends TriggerSpec = TriggerSpec> {
    readonly rule: Rule;
    readonly spec: T;
}

/** A rule whose trigger happened, with its own view of the event (e.g. the element it matched). */
export interface TriggerMatch<T extends TriggerSpec = TriggerSpec> {
    readonly subscription: TriggerSubscription<T>;
    readonly event?: TriggerEvent;
}

/** One occurrence of a trigger: the event and every rule it starts, in rule order. */
export interface TriggerOccurrence<T extends TriggerSpec = TriggerSpec> {
    readonly type: string;
    readonly event: TriggerEvent;
    readonly matches: readonly TriggerMatch<T>[];
}

/**
 * Turns page happenings into rule events. The engine hands each source the subscriptions of its
 * types once, at start; the source listens (one delegated listener per event type) and reports each
 * occurrence through `fire`. Extensions add sources for their own types (consent loaded,
 * data-layer event) by binding them to this symbol.
 */
export const TriggerSource = Symbol('TriggerSource');
export interface TriggerSource {
    readonly types: readonly string[];
    /**
     * `subscriptions` are sorted by rule order, ties in registration order. Returns a function
     * that removes the source's listeners again.
     */
    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void;
}
