import { HELD_REQUESTS_FLAG } from '../../config/outbox';
import type { CookieService } from '../../services/cookie-service';
import type { LazyProvider } from '../../services/lazy-features';
import type { PageLeaving } from '../../services/page-events';
import type { BeaconRequest } from './beacon-transport';
import type { HeldRequestStore } from './held-request-store';

/** `() => Promise<HeldRequestStore>`: the store of held requests, once the outbox file is in. */
export const HeldRequestStoreProvider = Symbol('HeldRequestStoreProvider');

export interface HeldRequestsOptions {
    readonly cookies: CookieService;
    readonly store: LazyProvider<HeldRequestStore>;
    /** The page's leaving (PageEvents): as the page unloads, a hit stops waiting for the store's file. */
    readonly page: Pick<PageLeaving, 'leaving'>;
}

/**
 * What the bundle knows of the requests page code holds (held-request-store.ts, in the outbox
 * file): whether any are held, from a flag cookie the cookie service parses with the others
 * anyway, so a page that holds none loads and reads nothing for them. Built by the hit path for
 * the delivery.
 */
export class HeldRequests {
    constructor(protected readonly options: HeldRequestsOptions) {}

    /**
     * Keeps a hit page code holds; false when it could not: the page left before the store's
     * file came, or the file failed. The delivery then sends it: sent beats lost.
     */
    async hold(request: BeaconRequest): Promise<boolean> {
        const store = await this.store();
        store?.hold(request);
        return store !== undefined;
    }

    /**
     * Every held request, oldest first, and none held any more; undefined at once when none is.
     * When the page leaves first or the file fails, none: they stay kept for the tab's next page.
     */
    take(): Promise<BeaconRequest[]> | undefined {
        return this.options.cookies.get(HELD_REQUESTS_FLAG) === undefined ? undefined : this.store().then(store => store?.take() ?? []);
    }

    /** The store, or undefined when the page leaves first or its file fails to come (tried again next time). */
    protected store(): Promise<HeldRequestStore | undefined> {
        const { store, page } = this.options;
        const leaving = page.leaving;
        return Promise.race([
            store(),
            new Promise<undefined>(resolve =>
                leaving.aborted ? resolve(undefined) : leaving.addEventListener('abort', () => resolve(undefined), { once: true })
            )
        ]).catch(() => undefined);
    }
}
