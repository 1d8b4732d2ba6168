/** What the emulator keeps of every request it received (the inspector and the tests read it). */
export type RequestKind =
    | 'page'
    | 'bundle'
    | 'demo-asset'
    | 'analytics'
    | 'visitor-id'
    | 'opt-out-status'
    | 'id-sync'
    | 'schema'
    | 'dl-violation'
    | 'health'
    | 'personalization'
    | 'consent'
    | 'tag'
    | 'qa'
    | 'other';

export interface CapturedRequest {
    readonly id: number;
    /** ISO time the request arrived. */
    readonly time: string;
    readonly kind: RequestKind;
    readonly method: string;
    readonly protocol: 'http' | 'https';
    readonly host: string;
    readonly path: string;
    /** Decoded query; repeated keys become arrays. */
    readonly query: Record<string, string | string[]>;
    /** The raw query string without '?': beacons nest context data in repeated, ordered keys. */
    readonly search: string;
    /** Raw request body, if any (POST beacons, delivery calls). */
    readonly body?: string;
    /** The body decoded as a form, for url-encoded POSTs (long beacons); repeated keys become arrays. */
    readonly form?: Record<string, string | string[]>;
    /** The page that caused the request (from the Referer header): `https://host/path`. */
    readonly page?: string;
    readonly userAgent?: string;
    readonly contentType?: string;
    /** Cookies the browser sent. */
    readonly cookies: Record<string, string>;
    /**
     * How the browser sent it, as far as the Sec-Fetch headers tell: `image` for an image, `cors`
     * for an XHR, `no-cors` for a sendBeacon POST.
     */
    readonly transport?: string;
}
