import type { LazyProvider } from './lazy-features';

/** One way a pushed item breaks its event's schema, in the words of docs/requirements.md §8.3, at a path in the item. */
export interface SchemaViolation {
    /** 'Missing required property', 'Invalid type', 'Unknown property', 'Invalid value', ... */
    readonly message: string;
    /** Dotted path in the pushed item (`eventInfo.link.text`); '' for the item itself. */
    readonly path: string;
}

/** What validating one pushed event found. */
export type ValidationOutcome =
    | { readonly status: 'valid' }
    | { readonly status: 'invalid'; readonly violations: readonly SchemaViolation[] }
    /** No source has a schema for the event: built in, cached or published. */
    | { readonly status: 'no schema' }
    /** A schema may exist but could not be used: no consent to fetch it, or no compiler under the page's CSP. */
    | { readonly status: 'not validated'; readonly reason: string };

/**
 * Checks data-layer events against their event's JSON schema, taken from the first source that
 * has it (docs/requirements.md §5.7): the schemas compiled into the bundle at build time, a schema cached in
 * localStorage (1 hour), the schema published for the property's build (fetched once per event
 * name and page). Validation never blocks, delays or changes the event.
 *
 * One of the container's services. It lives in the after-load file, so the container gives it
 * through `SchemaValidatorProvider`, `() => Promise<SchemaValidator>` (data-layer-module.ts builds it).
 */
export interface SchemaValidator {
    /**
     * The outcome for `item`, pushed as event `eventName`: at once when the event's validator is at
     * hand (built in, or compiled earlier on this page) or its outcome needs no wait (the page
     * knows there is no schema, or cannot use one), else a promise. Never throws or rejects.
     */
    validate(eventName: string, item: object): ValidationOutcome | Promise<ValidationOutcome>;
}

/** `() => Promise<SchemaValidator>`: the validator, built once the after-load file is in. */
export const SchemaValidatorProvider = Symbol('SchemaValidatorProvider');
export type SchemaValidatorProvider = LazyProvider<SchemaValidator>;

/** The outcome as the beacon's `contextData.dl.validation` carries it: `valid`, or the first violation. */
export function validationSummary(outcome: ValidationOutcome): string {
    switch (outcome.status) {
        case 'invalid': {
            const first = outcome.violations[0];
            return first ? `${first.message}${first.path ? `: ${first.path}` : ''}` : 'invalid';
        }
        default:
            return outcome.status;
    }
}
