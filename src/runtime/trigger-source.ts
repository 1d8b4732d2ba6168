import type { interfaces } from 'inversify';
import type { RuleDescriptor, TriggerEvent, TriggerSpec } from './rule';

/** One rule's interest in one trigger. */
export interface TriggerSubscription<T extends TriggerSpec = TriggerSpec> {
    readonly rule: RuleDescriptor;
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
 * Turns page happenings into rule events. The engine hands a source the subscriptions of its
 * types once, when it activates it; the source listens (one delegated listener per event type)
 * and reports each occurrence through `fire`.
 */
export interface TriggerSource {
    /**
     * `subscriptions` are sorted by rule order, ties in registration order. Returns a function
     * that removes the source's listeners again.
     */
    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void;
}

/**
 * A trigger source class: `@injectable()`, the trigger types it understands as a static member.
 * The engine constructs a source only when a rule subscribes to one of its types, or when page
 * code needs it (`_satellite.track`, `_satellite.pageBottom`). Extensions add sources for their
 * own types (consent loaded, data-layer event) with `bindTriggerSource`.
 */
export interface TriggerSourceClass<T extends TriggerSource = TriggerSource> extends interfaces.Newable<T> {
    readonly types: readonly string[];
    /** Activated at start even when no rule listens: the page lifecycle, which QA monitors follow. */
    readonly eager?: boolean;
    /**
     * Activated only when page code first asks for it, even when rules listen: its occurrences come
     * from page code alone (`_satellite.track`), so a page that never calls it constructs nothing.
     */
    readonly onDemand?: boolean;
}

/** Every trigger source class of the loaded modules. */
export const TriggerSourceContribution = Symbol('TriggerSourceContribution');

/** `(sourceClass) => TriggerSource`: the source, constructed by the container on first use. */
export const TriggerSourceFactory = Symbol('TriggerSourceFactory');
export type TriggerSourceFactory = <T extends TriggerSource>(sourceClass: TriggerSourceClass<T>) => T;
