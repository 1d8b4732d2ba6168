import type { BeaconRequest } from './beacon-transport';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { StorageService } from '../../services/storage-service';

/** sessionStorage key of the requests `s.bufferRequests()` holds. */
export const BUFFER_KEY = 'tag-container.buffered-requests';
/** Session cookie that says requests are held: a page where none is reads no sessionStorage. */
export const BUFFER_FLAG = 'tc_held';
/** Requests held at most; past it the oldest goes, said once. */
export const BUFFER_LIMIT = 50;

/**
 * The hits page code holds with `s.bufferRequests()` (AppMeasurement 2.25.0+): built as they would
 * have been sent, kept in sessionStorage, and handed back in order when `bufferRequests(false)` is
 * called or the next unbuffered hit goes, on this page or a later one of the tab's session. What
 * is kept is what the wire would carry: masked and capped already.
 */
export class RequestBuffer {

    protected warnedFull = false;

    constructor(protected readonly storage: StorageService, protected readonly cookies: CookieService, protected readonly logger: Logger) { }

    hold(request: BeaconRequest): void {
        const held = [...this.read(), request];
        if (held.length > BUFFER_LIMIT) {
            held.splice(0, held.length - BUFFER_LIMIT);
            if (!this.warnedFull) {
                this.warnedFull = true;
                this.logger.warn(`s.bufferRequests(): more than ${BUFFER_LIMIT} hits held; the oldest are dropped.`);
            }
        }
        this.storage.setItem('session', BUFFER_KEY, JSON.stringify(held));
        this.cookies.set(BUFFER_FLAG, '1', { domain: '' });
    }

    /** Every held request, oldest first, and none held any more. */
    take(): BeaconRequest[] {
        if (this.cookies.get(BUFFER_FLAG) === undefined) {
            return [];
        }
        const held = this.read();
        this.storage.removeItem('session', BUFFER_KEY);
        this.cookies.remove(BUFFER_FLAG, { domain: '' });
        return held;
    }

    protected read(): BeaconRequest[] {
        const text = this.storage.getItem('session', BUFFER_KEY);
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
