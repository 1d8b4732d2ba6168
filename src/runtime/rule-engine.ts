import { Rule } from './rule';

/**
 * Runs the company's rules. At start it gives every trigger source the subscriptions of its
 * types; from then on each trigger occurrence runs its rules in `order` (ties in registration
 * order), one occurrence after the other. Rules that are synchronous run at once, inside the
 * page event that triggered them; async conditions and actions are awaited up to their timeout.
 */
export const RuleEngine = Symbol('RuleEngine');
export interface RuleEngine {
    readonly rules: readonly Rule[];
    start(): void;
    /** Removes every listener and drops rules that have not run yet. */
    stop(): void;
    /** Resolves once every rule triggered so far has finished (QA tools and tests). */
    whenIdle(): Promise<void>;
}
