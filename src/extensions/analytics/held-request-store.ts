import { HELD_REQUESTS_FLAG } from '../../config/outbox';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { StorageService } from '../../services/storage-service';
import type { BeaconRequest } from './beacon-transport';

/**
 * sessionStorage key of the held requests. Its value is the one pages of earlier releases wrote
 * (AppMeasurement calls holding "buffering"): what a tab held across a release is still sent.
 */
export const HELD_REQUESTS_KEY = 'tag-container.buffered-requests';
/** Requests held at most; past it the oldest goes, said once. */
export const HELD_REQUESTS_LIMIT = 50;

export interface HeldRequestStoreOptions {
    readonly storage: StorageService;
    /** For the flag cookie (HELD_REQUESTS_FLAG). */
    readonly cookies: CookieService;
    readonly logger: Logger;
}

/**
 * The hits page code holds with `s.bufferRequests()` (AppMeasurement 2.25.0+): built as they would
 * have been sent, kept in sessionStorage, and handed back in order when `bufferRequests(false)` is
 * called or the next hit not held goes, on this page or a later one of the tab's session. What is
 * kept is what the wire would carry: masked and capped already. It is in the outbox file: the
 * bundle reaches it through `HeldRequests` only on a page that holds hits.
 */
export class HeldRequestStore {
    protected warnedFull = false;

    constructor(protected readonly options: HeldRequestStoreOptions) {}

    hold(request: BeaconRequest): void {
        const held = [...this.read(), request];
        if (held.length > HELD_REQUESTS_LIMIT) {
            held.splice(0, held.length - HELD_REQUESTS_LIMIT);
            if (!this.warnedFull) {
                this.warnedFull = true;
                this.options.logger.warn(`s.bufferRequests(): more than ${HELD_REQUESTS_LIMIT} hits held; the oldest are dropped.`);
            }
        }
        this.options.storage.setItem('session', HELD_REQUESTS_KEY, JSON.stringify(held));
        this.options.cookies.set(HELD_REQUESTS_FLAG, '1', { domain: '' });
    }

    /** Every held request, oldest first, and none held any more. */
    take(): BeaconRequest[] {
        if (this.options.cookies.get(HELD_REQUESTS_FLAG) === undefined) {
            return [];
        }
        const held = this.read();
        this.options.storage.removeItem('session', HELD_REQUESTS_KEY);
        this.options.cookies.remove(HELD_REQUESTS_FLAG, { domain: '' });
        return held;
    }

    protected read(): BeaconRequest[] {
        const text = this.options.storage.getItem('session', HELD_REQUESTS_KEY);
        try {
            const held: unknown = text ? JSON.parse(text) : [];
            return Array.isArray(held)
                ? held.filter(
                      (request: { readonly base?: unknown; readonly query?: unknown } | null): request is BeaconRequest =>
                          typeof request?.base === 'string' && typeof request?.query === 'string'
                  )
                : [];
        } catch {
            // What another script left under the key is not ours to send.
            return [];
        }
    }
}
