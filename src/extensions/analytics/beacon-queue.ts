import { AnalyticsSettings } from '../../config/analytics';
import type { BrowserWindow } from '../../services/browser-window';
import type { HttpClient } from '../../services/http-client';
import type { KeptHit } from '../../services/outbox-store';
import type { PageLeaving } from '../../services/page-events';
import type { QaJournal } from '../../services/qa-journal';
import type { BeaconRequest } from './beacon-transport';

/** What a try of a kept hit came to: the collector answered, or the hit did not get there (or no one can tell). */
export type RetryOutcome = 'delivered' | 'failed';

/** A request waiting its turn, and what its sender hears of it. */
export interface QueuedRequest {
    readonly request: BeaconRequest;
    /** A kept hit tried again: its failure keeps none behind it, and it is not tried while the page unloads. */
    readonly retry?: boolean;
    /**
     * Called once it is over: with the browser's error when it refused to send it at all, or
     * `failed` when it did not get there (or no one can tell).
     */
    done(error?: Error, failed?: boolean): void;
}

export interface BeaconQueueOptions {
    readonly window: BrowserWindow;
    readonly http: HttpClient;
    /** The page's leaving (PageEvents): while the page unloads, what is queued goes at once, by sendBeacon. */
    readonly page: Pick<PageLeaving, 'leaving' | 'onLeave'>;
    readonly journal: Pick<QaJournal, 'request'>;
}

/**
 * The requests on their way to the collection server, one at a time, each given at most the
 * watchdog's 5000 ms (docs/protocols.md §2.3): an image GET, a form POST for long URLs, sendBeacon
 * for exit links and while the page unloads. The beacon transport builds it at its first hit,
 * and the outbox tries its kept hits through it.
 */
export class BeaconQueue {
    /** Round-trip time of the last finished request, ms (sent as `lrt`). */
    lastRequestTime: number | undefined;

    protected queue: QueuedRequest[] = [];
    protected busy = false;
    /** Puts the image on its way back at the head of the queue, unanswered: the unload would cancel it. */
    protected recallImage: (() => void) | undefined;

    /**
     * Once the page starts to unload, what is still queued leaves by sendBeacon, which survives it.
     * So does an image still unanswered, which the unload would cancel (Firefox and WebKit do, a
     * moment after a click): it may then arrive twice, but it is never lost. A kept hit on its way
     * stays kept for the next page. Each leaving: a page restored from the back/forward cache is
     * left again in turn.
     */
    constructor(protected readonly options: BeaconQueueOptions) {
        options.page.onLeave(() => {
            this.recallImage?.();
            while (this.queue.length > 0) {
                this.next();
            }
        });
    }

    /** The page has started to unload (PageEvents.leaving decides it, for every leg of a hit). */
    protected get unloading(): boolean {
        return this.options.page.leaving.aborted;
    }

    /** Queues a request: it goes once those before it are over. */
    add(item: QueuedRequest): void {
        this.queue.push(item);
        this.next();
    }

    /** A try of a kept hit, by the way it went first; what it came to goes to the outbox. */
    retry(hit: KeptHit): Promise<RetryOutcome> {
        return new Promise(resolve =>
            this.add({
                request: { base: hit.base, query: hit.query, hasVisitorId: hit.post, leavesPage: false },
                retry: true,
                done: (error, failed) => resolve(error || failed ? 'failed' : 'delivered')
            })
        );
    }

    protected next(): void {
        if (this.busy && !this.unloading) {
            return;
        }
        const item = this.queue.shift();
        if (!item) {
            return;
        }
        this.busy = true;
        const started = Date.now();
        let finished = false;
        const finish = (measured: boolean, error?: Error, failed?: boolean) => {
            if (finished) {
                return;
            }
            finished = true;
            clearTimeout(watchdog);
            this.recallImage = undefined;
            if (measured) {
                this.lastRequestTime = Date.now() - started;
            }
            this.busy = false;
            item.done(error, failed);
            if (failed && !item.retry && !this.unloading) {
                // The hits queued behind a kept one are kept behind it: they arrive in the order they were sent.
                const behind = this.queue.filter(queued => !queued.retry);
                this.queue = this.queue.filter(queued => queued.retry);
                behind.forEach(queued => queued.done(undefined, true));
            }
            this.next();
        };
        // No answer in time: the hit may have arrived, or not; it is kept (and may arrive twice).
        let abandon: (() => void) | void;
        const watchdog = setTimeout(() => {
            // Chromium would join a try of the same URL to a load still pending: this one is given up.
            abandon?.();
            finish(false, undefined, true);
        }, AnalyticsSettings.requestWatchdog);
        try {
            // Offline: no try. While the page unloads, a kept hit stays kept for the next page rather
            // than go by sendBeacon, whose fate no one learns.
            if ((this.options.window.navigator.onLine === false && !this.unloading) || (item.retry && this.unloading)) {
                finish(false, undefined, true);
                return;
            }
            abandon = this.dispatch(item.request, finish);
            const cancel = abandon;
            if (cancel && !item.retry && !finished) {
                this.recallImage = () => {
                    finished = true;
                    clearTimeout(watchdog);
                    cancel();
                    this.busy = false;
                    this.queue.unshift(item);
                };
            }
        } catch (error) {
            // A browser may refuse outright (sendBeacon blocked by policy, Image gone): that beacon is
            // lost and its sender hears why; the page and the beacons after it are not affected.
            finish(false, error as Error);
        }
    }

    /**
     * Sends the request; `finish` hears whether it failed where the browser lets the page see it.
     * Returns how to give up an image that gets no answer.
     */
    protected dispatch(request: BeaconRequest, finish: (measured: boolean, error?: Error, failed?: boolean) => void): (() => void) | void {
        const url = `${request.base}?${request.query}`;
        const { window, http, journal } = this.options;
        const navigator = window.navigator;
        if (
            (request.leavesPage || this.unloading) &&
            typeof navigator.sendBeacon === 'function' &&
            url.length < AnalyticsSettings.maxBeaconLength &&
            navigator.sendBeacon(url)
        ) {
            journal.request('sendBeacon', 'POST', url);
            finish(false);
            return;
        }
        if (request.hasVisitorId && url.length > AnalyticsSettings.maxGetLength) {
            http.post(request.base, request.query, 'application/x-www-form-urlencoded', AnalyticsSettings.requestWatchdog).then(
                response => finish(true, undefined, response.status >= 500),
                () => finish(false, undefined, true)
            );
            return;
        }
        const image = new window.Image();
        image.alt = '';
        image.onload = () => finish(true);
        // An image error is all a page sees of a collector that failed, or a network that did.
        image.onerror = () => finish(true, undefined, true);
        image.src = url;
        journal.request('image', 'GET', url);
        return () => {
            image.onload = image.onerror = null;
            image.src = '';
        };
    }
}
