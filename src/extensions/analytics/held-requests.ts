import { HELD_REQUESTS_FLAG } from '../../config/outbox';
import type { CookieService } from '../../services/cookie-service';
import type { LazyProvider } from '../../services/lazy-features';
import type { BeaconRequest } from './beacon-transport';
import type { RequestBuffer } from './request-buffer';

/** `() => Promise<RequestBuffer>`: the buffer of held hits, once the outbox file is in. */
export const RequestBufferProvider = Symbol('RequestBufferProvider');

export interface HeldRequestsOptions {
    readonly cookies: CookieService;
    readonly buffer: LazyProvider<RequestBuffer>;
    /** Aborts as the page unloads (PageEvents.leaving): a hit stops waiting for the buffer's file. */
    readonly leaving: AbortSignal;
}

/**
 * What the bundle knows of the hits page code holds (request-buffer.ts, in the outbox file):
 * whether any are held, from a flag cookie the cookie service parses with the others anyway, so
 * a page that holds none loads and reads nothing for them. Built by the tracker for the delivery.
 */
export class HeldRequests {

    constructor(protected readonly options: HeldRequestsOptions) { }

    /**
     * Keeps a hit page code holds; false when it could not: the page left before the buffer's
     * file came, or the file failed. The delivery then sends it: sent beats lost.
     */
    async hold(request: BeaconRequest): Promise<boolean> {
        const buffer = await this.buffer();
        buffer?.hold(request);
        return buffer !== undefined;
    }

    /**
     * Every held request, oldest first, and none held any more; undefined at once when none is.
     * When the page leaves first or the file fails, none: they stay kept for the tab's next page.
     */
    take(): Promise<BeaconRequest[]> | undefined {
        return this.options.cookies.get(HELD_REQUESTS_FLAG) === undefined ? undefined : this.buffer().then(buffer => buffer?.take() ?? []);
    }

    /** The buffer, or undefined when the page leaves first or its file fails to come (tried again next time). */
    protected buffer(): Promise<RequestBuffer | undefined> {
        const { buffer, leaving } = this.options;
        return Promise.race([
            buffer(),
            new Promise<undefined>(resolve => leaving.aborted ? resolve(undefined) : leaving.addEventListener('abort', () => resolve(undefined), { once: true }))
        ]).catch(() => undefined);
    }
}
