import type { LazyProvider } from './lazy-features';
import type { ValidationOutcome } from './schema-validator';

/** A data-layer event as the container saw it: pushed, classified by ACDL, then validated. */
export interface DataLayerEvent {
    /** The item's `event`. */
    readonly name: string;
    /** A copy of the pushed item (`event`, `eventInfo` and its data). */
    readonly item: Readonly<Record<string, unknown>>;
    /** What validation found when the event was handed on; a schema still loading says `not validated`. */
    readonly validation: ValidationOutcome;
}

/** What ACDL adds to the page's `adobeDataLayer` array. */
export interface ManagedDataLayer extends Array<unknown> {
    readonly version: string;
    getState(path?: string | string[]): unknown;
    addEventListener(
        eventName: string,
        handler: (event: Record<string, unknown>) => void,
        options?: { path?: string; scope?: 'past' | 'future' | 'all' }
    ): void;
    removeEventListener(eventName: string, handler?: (event: Record<string, unknown>) => void): void;
}

/**
 * The page's client data layer, `window.adobeDataLayer`, run by the real Adobe Client Data Layer
 * (3.x): page code keeps its habits (push data, events and functions; getState; listeners with
 * path and scope). The container adds what ACDL lacks: a non-array data layer is reported
 * (docs/requirements.md §8.3, 'Data layer must be an Array.') and replaced without losing its items; a data layer the
 * page replaced later is found within 2500 ms, reported ('Management Functionality Severed... Data
 * Layer has been overwritten!') and managed again; every event is validated against its schema.
 * It lives in the after-load file: the container gives it through `DataLayerServiceProvider`.
 */
export interface DataLayerService {
    /** Takes over the page's data layer; the items pushed so far are processed in order. Once. */
    start(): void;
    /**
     * Calls `listener` with each event pushed (those pushed before `start` included), in order,
     * outside the page's push: a burst of pushes costs the page ACDL's work, not the rules'.
     * Returns what stops it.
     */
    onEvent(listener: (event: DataLayerEvent) => void): () => void;
    /** Hands on every event still waiting, now: the page is being left. */
    flush(): void;
    /** A deep copy of the data layer's state, or of the value at a dotted path. */
    getState(path?: string): unknown;
    /** Stops watching the page's data layer; ACDL keeps running for page code. */
    stop(): void;
}

/** `() => Promise<DataLayerService>`: the service, built once the after-load file is in (data-layer-module.ts). */
export const DataLayerServiceProvider = Symbol('DataLayerServiceProvider');
export type DataLayerServiceProvider = LazyProvider<DataLayerService>;

/** The console messages of the data layer (docs/requirements.md §8.3). */
export const DataLayerMessages = {
    notAnArray: 'Data layer must be an Array.',
    overwritten: 'Management Functionality Severed... Data Layer has been overwritten!',
    unreadable: 'The data layer cannot be read (window.adobeDataLayer throws): a new one takes its place.'
} as const;
