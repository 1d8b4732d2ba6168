import type { RuleDescriptor } from './rule';
import type { TriggerSource } from './trigger-source';

/**
 * Runs the company's rules. At start it reads every rule's triggers from its class (RuleDescriptor)
 * and activates the trigger sources of those types; from then on each trigger occurrence runs its
 * rules in `order` (ties in registration order), one occurrence after the other, constructing a
 * rule the first time it runs. Rules that are synchronous run at once, inside the
 * page event that triggered them; async conditions and actions are awaited up to their timeout.
 */
export const RuleEngine = Symbol('RuleEngine');
export interface RuleEngine {
    readonly rules: readonly RuleDescriptor[];
    start(): void;
    /**
     * The source of a trigger type, activated now if no rule needed it at start (page code calling
     * `_satellite.track`); undefined when no loaded module provides the type.
     */
    source<T extends TriggerSource>(type: string): T | undefined;
    /** Removes every listener and drops rules that have not run yet. */
    stop(): void;
    /** Resolves once every rule triggered so far has finished (QA tools and tests). */
    whenIdle(): Promise<void>;
}
