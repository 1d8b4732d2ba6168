export interface BeaconRequest {
    /** `https://smetrics.alderway.com/b/ss/<account>/1/JS-2.27.0/s<random>` */
    readonly base: string;
    /** `AQB=1&...&AQE=1` */
    readonly query: string;
    /** A visitor id is in the beacon: a long one may then go as a POST. */
    readonly hasVisitorId: boolean;
    /**
     * The page is leaving with this hit, as its capture decided (CapturedHit.leavesPage): it goes
     * by navigator.sendBeacon, which outlives the page.
     */
    readonly leavesPage: boolean;
    /**
     * Page code set `s.trackOffline`, with these `s.storageFilename`, `s.visitorNamespace` and
     * `s.offlineLimit` as it set them: a hit that does not get there is kept in AppMeasurement's
     * offline list (kept-hit.ts makes the key and the defaults, in the outbox file).
     */
    readonly offline?: { readonly file?: unknown; readonly namespace?: unknown; readonly limit?: unknown; readonly throttle?: unknown };
}

/**
 * Gets beacons to the collection server the way AppMeasurement does (docs/protocols.md §2.3): an image GET, a form POST for long URLs, sendBeacon for exit links and while the page
 * unloads; one request at a time, each given at most 5000 ms. The only code that sends beacons.
 */
export const BeaconTransport = Symbol('BeaconTransport');
export interface BeaconTransport {
    /**
     * Resolves once the request finished, failed on the network or ran out of time; rejects when
     * the browser refused to send it at all.
     */
    send(request: BeaconRequest): Promise<void>;
    /** Round-trip time of the last finished request, ms (sent as `lrt`). */
    readonly lastRequestTime: number | undefined;
}
