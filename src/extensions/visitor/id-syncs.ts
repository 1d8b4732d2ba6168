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

/** A manual sync page code asked for (`idSyncByURL`, `idSyncByDataSource`), checked already. */
export interface ManualIdSyncRequest {
    readonly dpid: string;
    /** Without its scheme: the iframe's own. */
    readonly url: string;
    readonly minutesToLive: number;
    readonly dpuuid: string;
}

/** VisitorAPI's message when syncs came without a subdomain to publish them through, or publishDestinations got nothing. */
export const DESTINATION_NOT_POPULATED = 'subdomain or messages or urlDestinations not populated';

/**
 * Destination publishing (docs/protocols.md §1.5): the partner syncs of the /id answers of one
 * visitor instance. In the after-load file: syncs never compete with the page's own loading.
 */
export interface IdSyncs {
    /** Processes the `ibs` list and `subdomain` of an /id answer. */
    process(ibs: unknown, subdomain: unknown, regionChanged: boolean): void;
    /** Queues a manual sync; it goes once the iframe is there. */
    queueManualSync(sync: ManualIdSyncRequest): void;
    /**
     * `publishDestinations(subdomain, messages, callback)` or `({ subdomain, urlDestinations }, callback)`:
     * messages for the iframe on `subdomain`, or `{ url, hideReferrer }` destinations fired as images;
     * the callback hears `{ error }` or `{ message }` (an error where the instance's syncs are off).
     */
    publish(subdomain: unknown, messages: unknown, callback: unknown): void;
}
