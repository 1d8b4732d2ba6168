import type { LinkBeacon, TrackedValues } from '../../services/tracker-service';
import type { AnalyticsTracker, TrackCallback } from './analytics-tracker';
import type { BeaconData } from './beacon-builder';

/** A hit as it is asked for: by a rule (values, link) or by page code (`s.t()`, `s.tl()`). */
export interface Beacon {
    readonly values: TrackedValues;
    readonly link?: LinkBeacon;
    readonly tracker?: AnalyticsTracker;
    /** Page code's overrides of `t(overrides)` / `tl(..., overrides)`: the tracker's variables for this hit. */
    readonly overrides?: Readonly<Record<string, unknown>>;
}

/** A hit as it was when it was asked for: only the visitor's ids are filled in when it leaves. */
export interface CapturedHit {
    readonly variables: Record<string, string | undefined>;
    readonly contextData: Record<string, unknown>;
    readonly link?: BeaconData['link'];
    /**
     * The page is leaving with this hit, decided once, when it is captured: a click that takes the
     * page away (runtime/page-exits.ts), an exit link, or page code's `s.useBeacon`. Its request
     * carries it to the transport (BeaconRequest.leavesPage), which sends it by sendBeacon.
     */
    readonly leavesPage: boolean;
    /** Page code's track callbacks on the tracker, run with the request's URL. */
    readonly callbacks?: { readonly pre: readonly TrackCallback[]; readonly post: readonly TrackCallback[] };
    /** Page code set `s.trackOffline`: its offline settings as set (outbox.ts reads them, in its own file). */
    readonly offline?: OfflineTracking;
    /** Page code called `s.bufferRequests()`: the hit is held in sessionStorage (HeldRequestStore). */
    readonly held?: boolean;
}

/** `s.storageFilename`, `s.visitorNamespace`, `s.offlineLimit` and `s.offlineThrottleDelay` as page code set them (docs/protocols.md §2.8, "Other queues"). */
export interface OfflineTracking {
    readonly file?: unknown;
    readonly namespace?: unknown;
    readonly limit?: unknown;
    readonly throttle?: unknown;
}

/** The tracker's offline settings when page code set `s.trackOffline = true`. */
export function offlineOf(tracker: AnalyticsTracker | undefined): OfflineTracking | undefined {
    return tracker?.trackOffline === true
        ? {
              file: tracker.storageFilename,
              namespace: tracker.visitorNamespace,
              limit: tracker.offlineLimit,
              throttle: tracker.offlineThrottleDelay
          }
        : undefined;
}

/**
 * What AppMeasurement clears on the tracker after every hit (docs/protocols.md §2.8, step
 * 14): a referrer page code set goes on one hit, `abort` stops one.
 */
const PER_HIT = [
    'abort',
    'supplementalDataID',
    'timestamp',
    'pageURLRest',
    'linkObject',
    'clickObject',
    'linkURL',
    'linkName',
    'linkType',
    's_objectID',
    'pe',
    'pev1',
    'pev2',
    'pev3',
    'lightProfileID',
    'useBeacon',
    'referrer'
];

export function clearPerHitVariables(tracker: AnalyticsTracker): void {
    for (const name of PER_HIT) {
        if (tracker[name] !== undefined) {
            tracker[name] = undefined;
        }
    }
}
