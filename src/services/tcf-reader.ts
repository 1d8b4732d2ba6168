/** The parts of IAB TCF v2.2 TCData the container reads. */
export interface TcData {
    readonly gdprApplies?: boolean;
    readonly tcString?: string;
    readonly eventStatus?: string;
    readonly purpose?: { readonly consents?: Readonly<Record<number, boolean>> };
    readonly vendor?: { readonly consents?: Readonly<Record<number, boolean>> };
}

/**
 * The page's IAB TCF v2.2 CMP (`__tcfapi`), read one way for the whole page: the visitor-ID
 * service's consent and the third-party tags' vendor check hear the same answers. It listens with
 * `addEventListener`, so a later choice on the same page counts at once. In the identity file,
 * which a TCF host fetches at once; reached through `TcfReaderProvider`.
 */
export interface TcfReader {
    /**
     * Calls `listener` with each answer of the CMP, at once with the last one if the CMP answered
     * already. An answer the visitor has not made ('cmpuishown': the CMP's UI is showing) or a
     * failed one is `undefined`: no decision. False, and nothing is kept, where the page has no
     * `__tcfapi` (yet).
     */
    subscribe(listener: (data: TcData | undefined) => void): boolean;
}

/** `() => Promise<TcfReader>`: the page's CMP reader, once the identity file is in. */
export const TcfReaderProvider = Symbol('TcfReaderProvider');
