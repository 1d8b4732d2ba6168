import { OutboxSettings } from '../../config/outbox';
import type { KeptHit } from '../../services/outbox-store';
import type { BeaconRequest } from './beacon-transport';

/** A request to keep, as the outbox stores it, and how many of its account's the store may hold (page code's offlineLimit). */
export interface KeptRequest {
    readonly hit: KeptHit;
    readonly limit: number | undefined;
}

/**
 * A request that did not get there (or that waits behind those), exactly as sent, under its
 * account's key (page code's trackOffline list where it set one), with `ts` (its first send, in
 * seconds) only where every suite of its account is timestamp-enabled, or page code set
 * s.trackOffline.
 */
export function keptRequestOf(request: BeaconRequest, at: number): KeptRequest {
    const account = /\/b\/ss\/([^/]+)\//.exec(request.base)?.[1] ?? '';
    // Page code that set s.trackOffline says its suites take ts, as AppMeasurement then stamps every hit.
    const timestamped =
        request.offline !== undefined ||
        (account !== '' && account.split(',').every(suite => OutboxSettings.timestampSuites.includes(suite)));
    const query =
        timestamped && !/(^|&)ts=/.test(request.query)
            ? request.query.replace(/(&AQE=1)?$/, `&ts=${Math.floor(at / 1000)}$1`)
            : request.query;
    const offline = request.offline;
    // AppMeasurement's key, `{storageFilename}-{visitorNamespace}{account}`, and its offlineLimit (default 10).
    const key = offline
        ? `${text(offline.file) || OutboxSettings.appMeasurementFile}-${text(offline.namespace)}${account}`
        : `${OutboxSettings.keyPrefix}${account}`;
    const limit = Number(offline?.limit);
    // AppMeasurement's offlineThrottleDelay (default 0): never closer than the outbox's own pace.
    const gap = Number(offline?.throttle);
    return {
        hit: { key, base: request.base, query, post: request.hasVisitorId, at, tries: 0, ...(gap > 0 ? { gap } : {}) },
        limit: offline ? (Number.isInteger(limit) && limit > 0 ? limit : 10) : undefined
    };
}

/** A kept hit's identity: its first send and what it says. */
export function keptHitIdentity(hit: Pick<KeptHit, 'at' | 'query'>): string {
    return `${hit.at} ${hit.query}`;
}

/** A page-code setting that is a string, or ''. */
function text(value: unknown): string {
    return typeof value === 'string' ? value : '';
}
