/**
 * The company's first-party (CNAME) tracking servers for the page: `metrics.<domain>` and
 * `smetrics.<domain>` on the page's registrable domain, so their cookies are first-party.
 */
export const TrackingServer = Symbol('TrackingServer');
export interface TrackingServer {
    /** Undefined on hosts that are not the property's. */
    readonly plain: string | undefined;
    readonly secure: string | undefined;
}
