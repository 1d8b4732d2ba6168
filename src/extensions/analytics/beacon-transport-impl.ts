import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { CookieService } from '../../services/cookie-service';
import { HttpClient } from '../../services/http-client';
import { LazyFeatures } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import type { KeptHit } from '../../services/outbox-store';
import { PageEvents } from '../../services/page-events';
import { QaJournal } from '../../services/qa-journal';
import type { BeaconRequest, BeaconTransport } from './beacon-transport';
import { OutboxLink } from './outbox-link';
import type { OutboxOwner, RetryOutcome } from './outbox-owner';

@injectable()
export class BeaconTransportImpl implements BeaconTransport, OutboxOwner {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(HttpClient) protected readonly http!: HttpClient;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(ConsentService) protected readonly consent!: ConsentService;
    @inject(LazyFeatures) protected readonly lazy!: LazyFeatures;
    @inject(Logger) protected readonly logger!: Logger;

    lastRequestTime: number | undefined;

    /** Hits that did not get there, kept for later (outbox-link.ts); built at the first hit. */
    protected outbox: OutboxLink | undefined;
    protected queue: Array<{ request: BeaconRequest; done: (error?: Error, failed?: boolean) => void; retry?: boolean }> = [];
    protected busy = false;
    protected watching = false;
    /** Puts the image on its way back at the head of the queue, unanswered: the unload would cancel it. */
    protected recallImage: (() => void) | undefined;

    /** The page has started to unload (PageEvents.leaving decides it, for every leg of a hit). */
    protected get unloading(): boolean {
        return this.events.leaving.aborted;
    }

    send(request: BeaconRequest): Promise<void> {
        this.watchUnload();
        this.outbox ??= new OutboxLink({
            cookies: this.cookies,
            consent: this.consent,
            lazy: this.lazy,
            owner: this,
            window: this.window,
            page: this.events,
            logger: this.logger,
            journal: this.journal
        });
        // Behind hits still waiting, a hit waits too: they arrive in the order they were sent.
        const waiting = this.outbox.waiting();
        return waiting
            ? waiting.then(outbox => (outbox ? this.outbox!.keep(request, Date.now(), true) : this.sendNow(request)))
            : this.sendNow(request);
    }

    protected sendNow(request: BeaconRequest): Promise<void> {
        const sent = Date.now();
        return new Promise((resolve, reject) => {
            this.queue.push({
                request,
                done: (error, failed) => {
                    if (failed) {
                        // The outbox link contains its own failures: a hit it cannot keep is warned of there.
                        void this.outbox?.keep(request, sent);
                    }
                    return error ? reject(error) : resolve();
                }
            });
            this.next();
        });
    }

    /** A try of a kept hit, by the way it went first; what it came to goes to the outbox. */
    retryKept(hit: KeptHit): Promise<RetryOutcome> {
        return new Promise(resolve => {
            this.queue.push({
                request: { base: hit.base, query: hit.query, hasVisitorId: hit.post, leavesPage: false },
                retry: true,
                done: (error, failed) => resolve(error || failed ? 'failed' : 'delivered')
            });
            this.next();
        });
    }

    get sendingAllowed(): boolean {
        return this.consent.hasConsent;
    }

    flagKept(waiting: boolean): void {
        this.outbox?.flag(waiting);
    }

    warn(message: string): void {
        this.logger.warn(message);
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
            if ((this.window.navigator.onLine === false && !this.unloading) || (item.retry && this.unloading)) {
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
        const navigator = this.window.navigator;
        if (
            (request.leavesPage || this.unloading) &&
            typeof navigator.sendBeacon === 'function' &&
            url.length < AnalyticsSettings.maxBeaconLength &&
            navigator.sendBeacon(url)
        ) {
            this.journal.request('sendBeacon', 'POST', url);
            finish(false);
            return;
        }
        if (request.hasVisitorId && url.length > AnalyticsSettings.maxGetLength) {
            this.http.post(request.base, request.query, 'application/x-www-form-urlencoded', AnalyticsSettings.requestWatchdog).then(
                response => finish(true, undefined, response.status >= 500),
                () => finish(false, undefined, true)
            );
            return;
        }
        const image = new this.window.Image();
        image.alt = '';
        image.onload = () => finish(true);
        // An image error is all a page sees of a collector that failed, or a network that did.
        image.onerror = () => finish(true, undefined, true);
        image.src = url;
        this.journal.request('image', 'GET', url);
        return () => {
            image.onload = image.onerror = null;
            image.src = '';
        };
    }

    /**
     * Once the page starts to unload, what is still queued leaves by sendBeacon, which survives it.
     * So does an image still unanswered, which the unload would cancel (Firefox and WebKit do, a
     * moment after a click): it may then arrive twice, but it is never lost. A kept hit on its way
     * stays kept for the next page.
     */
    protected watchUnload(): void {
        if (this.watching) {
            return;
        }
        this.watching = true;
        // Each leaving: a page restored from the back/forward cache is left again in turn.
        this.events.onLeave(() => {
            this.recallImage?.();
            while (this.queue.length > 0) {
                this.next();
            }
        });
    }
}
