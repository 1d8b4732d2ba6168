/** One entry of an /id answer's `ibs` list. */
export interface IdSyncEntry {
    readonly id: string;
    readonly tag?: string;
    readonly url?: readonly string[];
    /** Minutes until the sync is due again. */
    readonly ttl?: number;
    readonly fireURLSync?: number;
    readonly syncOnPage?: number;
}

/** Where the publisher keeps which syncs ran (the MCSYNCS and MCSYNCSOP fields of the cookie). */
export interface SyncBookkeeping {
    read(field: 'MCSYNCS' | 'MCSYNCSOP'): string;
    write(field: 'MCSYNCS' | 'MCSYNCSOP', value: string): void;
    /** The day number: ceil(epoch ms / 86400000). */
    today(): number;
}

export interface IdSyncOptions {
    readonly containerId: number;
    readonly akamai: boolean;
    readonly handshakeTimeout: number;
    readonly maxSyncsLength: number;
    readonly warn: (message: string) => void;
}

/** VisitorAPI's message when syncs came without a subdomain to publish them through, or publishDestinations got nothing. */
export const DESTINATION_NOT_POPULATED = 'subdomain or messages or urlDestinations not populated';

/**
 * Destination publishing (docs/protocols.md §1.5): the partner syncs of the /id answers of one
 * visitor instance. In the after-load file: syncs never compete with the page's own loading.
 */
export interface IdSyncs {
    /** The instance's settings and sync bookkeeping; called once, before anything else. */
    configure(options: IdSyncOptions, bookkeeping: SyncBookkeeping): void;
    /** Processes the `ibs` list and `subdomain` of an /id answer. */
    process(ibs: unknown, subdomain: unknown, regionChanged: boolean): void;
    /** Queues a message built elsewhere (manual syncs); it goes once the iframe is there. */
    enqueue(message: string): void;
    /**
     * `publishDestinations(subdomain, messages, callback)` or `({ subdomain, urlDestinations }, callback)`:
     * messages for the iframe on `subdomain`, or `{ url, hideReferrer }` destinations fired as images;
     * the callback hears `{ error }` or `{ message }`.
     */
    publish(subdomain: unknown, messages: unknown, callback: unknown, disabled: boolean): void;
}
