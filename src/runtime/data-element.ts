import type { RuleEvent } from './rule';

/** How long a data element keeps its last non-empty value when its code later yields nothing. */
export type StorageDuration = 'pageview' | 'session' | 'visitor';

/** A named value the rules read, like `page name` or `child report suite`. */
export interface DataElementDefinition {
    readonly name: string;
    /** Computes the value; read again on every use unless a storage duration keeps it. */
    readonly get: (event?: RuleEvent) => unknown;
    /** Used when the value (and the stored one) is undefined or null. */
    readonly defaultValue?: unknown;
    /** Lower-cases string values (after clean-text). */
    readonly forceLowerCase?: boolean;
    /** Collapses whitespace runs of string values to one space and trims them. */
    readonly cleanText?: boolean;
    readonly storageDuration?: StorageDuration;
}

/**
 * Extensions contribute their data elements by binding a class to this symbol; the runtime calls
 * each contribution once at start.
 */
export const DataElementContribution = Symbol('DataElementContribution');
export interface DataElementContribution {
    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void;
}

/** Key prefix of stored data-element values, as the replaced engine wrote them. */
export const DATA_ELEMENT_STORAGE_PREFIX = 'com.adobe.reactor.dataElements.';
