import { HELD_REQUESTS_FLAG } from '../../config/outbox';
import type { BeaconRequest } from './beacon-transport';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { StorageService } from '../../services/storage-service';

/** sessionStorage key of the requests `s.bufferRequests()` holds. */
export const BUFFER_KEY = 'tag-container.buffered-requests';
/** Requests held at most; past it the oldest goes, said once. */
export const BUFFER_LIMIT = 50;

export interface RequestBufferOptions {
    readonly storage: StorageService;
    /** For the flag cookie (HELD_REQUESTS_FLAG). */
    readonly cookies: CookieService;
    readonly logger: Logger;
}

/**
 * The hits page code holds with `s.bufferRequests()` (AppMeasurement 2.25.0+): built as they would
 * have been sent, kept in sessionStorage, and handed back in order when `bufferRequests(false)` is
 * called or the next unbuffered hit goes, on this page or a later one of the tab's session. What
 * is kept is what the wire would carry: masked and capped already. It is in the outbox file: the
 * bundle reaches it through `HeldRequests` only on a page that holds hits.
 */
export class RequestBuffer {

    protected warnedFull = false;

    constructor(protected readonly options: RequestBufferOptions) { }

    hold(request: BeaconRequest): void {
        const held = [...this.read(), request];
        if (held.length > BUFFER_LIMIT) {
            held.splice(0, held.length - BUFFER_LIMIT);
            if (!this.warnedFull) {
                this.warnedFull = true;
                this.options.logger.warn(`s.bufferRequests(): more than ${BUFFER_LIMIT} hits held; the oldest are dropped.`);
            }
        }
        this.options.storage.setItem('session', BUFFER_KEY, JSON.stringify(held));
        this.options.cookies.set(HELD_REQUESTS_FLAG, '1', { domain: '' });
    }

    /** Every held request, oldest first, and none held any more. */
    take(): BeaconRequest[] {
        if (this.options.cookies.get(HELD_REQUESTS_FLAG) === undefined) {
            return [];
        }
        const held = this.read();
        this.options.storage.removeItem('session', BUFFER_KEY);
        this.options.cookies.remove(HELD_REQUESTS_FLAG, { domain: '' });
        return held;
    }

    protected read(): BeaconRequest[] {
        const text = this.options.storage.getItem('session', BUFFER_KEY);
        try {
            const held: unknown = text ? JSON.parse(text) : [];
            return Array.isArray(held) ? held.filter((request): request is BeaconRequest =>
                typeof request?.base === 'string' && typeof request?.query === 'string') : [];
        } catch {
            // What another script left under the key is not ours to send.
            return [];
        }
    }
}
