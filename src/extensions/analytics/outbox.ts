import { OutboxSettings } from '../../config/outbox';
import type { KeptHit } from '../../services/outbox-store';
import { OutboxStore } from '../../services/outbox-store';
import type { RetryOutcome } from './beacon-queue';
import type { BeaconRequest } from './beacon-transport';
import { keptHitIdentity, keptRequestOf } from './kept-hit';
import type { OutboxOptions } from './outbox-options';

/**
 * Sends the kept hits again, one at a time in the order they were first sent, in idle time and
 * never faster than OutboxSettings.minGapMs apart; after a failure it waits, twice as long after
 * each one up to maxBackoffMs, and at once when the browser says it is back online. A hit the
 * collector answered is removed before the next try, so it is never sent again; a hit that got
 * no answer (the watchdog, a lost connection) may have arrived all the same, and may arrive twice.
 * Without consent it sends nothing: it empties the store and stays closed for the page.
 * Built in the outbox file by the transport's outbox link (outbox-link.ts), which hands it the
 * transport's queue to try kept hits through.
 */
export class Outbox {
    protected timer: unknown;
    protected sending = false;
    protected failures = 0;
    protected closed = false;
    /** When this outbox last tried a hit: its own tries hold no lease against it. */
    protected lastTry: number | undefined;
    /** The delivered hit's own least wait before the next (page code's offlineThrottleDelay), ms. */
    protected lastGap = 0;
    /** Hits handed over and not yet in the store: they wait for the lock the store is written under. */
    protected adding = 0;
    /** How each of those goes into the store; a page that may be gone stores them at once (storeUnstored). */
    protected readonly unstored = new Set<() => void>();
    protected readonly store =
        this.options.store ??
        new OutboxStore(
            () => this.options.window.localStorage!,
            message => this.options.logger.warn(message)
        );
    /** When this page started: a hit first sent before it was kept by a former page. */
    protected readonly pageStart = typeof performance === 'undefined' ? 0 : performance.timeOrigin;
    /**
     * This page's own hits that were never sent, kept only to go behind the hits that wait (by
     * their first send and query): once the collector answered the try before them, they go at
     * once, as they would have without an outbox. Pacing is for tries again, not for first sends.
     */
    protected readonly firstSends = new Set<string>();
    protected readonly onOnline = () => {
        this.failures = 0;
        this.options.window.clearTimeout(this.timer);
        this.timer = undefined;
        this.schedule(0);
    };

    constructor(protected readonly options: OutboxOptions) {
        this.store.onDrop = reason => this.note('dropped', reason);
        options.window.addEventListener('online', this.onOnline);
        options.page.onLeave(() => this.storeUnstored());
        // Back from the back/forward cache: a live page again, which tries at once as a new page does.
        options.page.onRestore(this.onOnline);
    }

    /**
     * The page may be gone: a hit still waiting for the lock (Firefox grants it in a later task,
     * which a closed tab never runs) goes into the store now, without it, rather than be lost.
     */
    protected storeUnstored(): void {
        for (const add of [...this.unstored]) {
            add();
        }
    }

    /** Hits waiting (none once closed). */
    get size(): number {
        return this.closed ? 0 : this.store.all().length + this.adding;
    }

    /**
     * The hits a former page kept go now, if any wait, whatever backoff that page had reached: a
     * new page tries at once, and its own hits wait behind for that one try only. The flag goes
     * when none waits.
     */
    start(): void {
        if (!this.options.consent.hasConsent) {
            this.purge();
        } else if (this.size > 0) {
            this.schedule(0, false);
        } else {
            this.options.flag.set(false);
        }
    }

    /** Keeps a request that did not get there (or that waits behind those), as kept-hit.ts writes it. */
    keepRequest(request: BeaconRequest, at: number, firstSend = false): void {
        const { hit, limit } = keptRequestOf(request, at);
        if (firstSend) {
            this.firstSends.add(keptHitIdentity(hit));
        }
        this.keep(hit, limit);
    }

    /** Keeps a hit that did not get there (or one that must wait behind those that did not), and tries again later. */
    keep(hit: KeptHit, limit?: number): void {
        if (this.closed || !this.options.consent.hasConsent) {
            return;
        }
        this.note('kept');
        // Counted from now: a hit sent while this one waits for the lock must go behind it.
        this.adding++;
        const add = () => {
            if (!this.unstored.delete(add)) {
                return;
            }
            this.adding--;
            if (!this.closed && this.store.add(hit, limit)) {
                this.options.flag.set(true);
            }
            this.schedule(this.failures > 0 ? this.backoff() : OutboxSettings.minGapMs);
        };
        this.unstored.add(add);
        const locks = this.options.window.navigator.locks;
        // A page that may be gone gets no later task for the lock: the hit goes in now.
        if (typeof locks?.request === 'function' && !this.options.page.leaving.aborted) {
            // A refused lock stores the hit without it: kept twice is better than lost.
            // eslint-disable-next-line @typescript-eslint/require-await -- async makes a throw of add() a rejection, which the catch takes
            void locks.request('tag-container.outbox', async () => add()).catch(add);
        } else {
            add();
        }
    }

    /** Consent withdrawn or the visitor opted out: every kept hit is gone, and none is ever sent from this page. */
    purge(): void {
        if (!this.closed) {
            this.store.all().forEach(() => this.note('dropped', 'consent'));
        }
        this.closed = true;
        this.options.window.clearTimeout(this.timer);
        this.timer = undefined;
        this.store.clear();
        this.options.flag.set(false);
        this.options.window.removeEventListener('online', this.onOnline);
    }

    /** The next try after `delayMs`, then in idle time (`idle`) so the page's own work goes first. */
    protected schedule(delayMs: number, idle = true): void {
        if (this.closed || this.sending || this.timer !== undefined) {
            return;
        }
        this.timer = this.options.window.setTimeout(() => {
            const go = () => {
                this.timer = undefined;
                void this.sendNext();
            };
            if (idle && typeof this.options.window.requestIdleCallback === 'function') {
                this.options.window.requestIdleCallback(go, { timeout: OutboxSettings.idleTimeoutMs });
            } else {
                go();
            }
        }, delayMs);
    }

    protected async sendNext(): Promise<void> {
        if (this.closed) {
            return;
        }
        if (!this.options.consent.hasConsent) {
            this.purge();
            return;
        }
        if (this.options.window.navigator.onLine === false) {
            // The `online` event starts the next try.
            return;
        }
        this.sending = true;
        const locks = this.options.window.navigator.locks;
        // Tabs of the site share the outbox: under the browser's lock one tab at a time picks, tries
        // and removes a hit, so no two send the same. Without Web Locks, the lease below must do.
        const outcome = await (
            typeof locks?.request === 'function'
                ? (locks.request('tag-container.outbox', () => this.tryFirst(true)) as Promise<RetryOutcome | 'none' | 'held'>)
                : this.tryFirst(false)
        ).catch((): RetryOutcome => 'failed');
        this.sending = false;
        if (this.closed) {
            return;
        }
        if (outcome === 'none') {
            this.options.flag.set(false);
        } else if (outcome === 'held') {
            // Another tab tries it now: that try decides, and this outbox looks again after it.
            this.schedule(OutboxSettings.leaseMs);
        } else if (outcome === 'delivered') {
            this.failures = 0;
            if (this.adding > 0 || this.firstSendIsNext()) {
                // The collector answers, and what comes next is this page's own: it goes now.
                this.schedule(0, false);
            } else {
                this.schedule(Math.max(OutboxSettings.minGapMs, this.lastGap));
            }
        } else {
            this.failures++;
            this.schedule(this.backoff());
        }
    }

    /** Whether the first hit that waits is one of this page's own, never sent. */
    protected firstSendIsNext(): boolean {
        this.store.reload();
        const next = this.store.all()[0];
        return next !== undefined && this.firstSends.has(keptHitIdentity(next));
    }

    /**
     * Tries the first kept hit, read afresh; removes it once the collector answered. `locked`: the
     * try holds the browser's lock for its whole length, so no other tab can be trying the hit and
     * a lease left by a page that is gone is no reason to wait. Without Web Locks, the lease decides.
     */
    protected async tryFirst(locked: boolean): Promise<RetryOutcome | 'none' | 'held'> {
        this.store.reload();
        const hit = this.store.all()[0];
        if (!hit) {
            return 'none';
        }
        if (!locked && hit.tried !== undefined && hit.tried !== this.lastTry && Date.now() - hit.tried < OutboxSettings.leaseMs) {
            return 'held';
        }
        hit.tries++;
        hit.tried = this.lastTry = Date.now();
        this.store.update(hit);
        const outcome = await this.options.queue.retry(hit).catch((): RetryOutcome => 'failed');
        this.lastGap = hit.gap ?? 0;
        if (outcome === 'delivered') {
            this.store.remove(hit);
            this.firstSends.delete(keptHitIdentity(hit));
            if (hit.at < this.pageStart) {
                this.note('late');
            }
        }
        return outcome;
    }

    /** A code for the health report, never the hit: what it says stays in the store. */
    protected note(event: 'kept' | 'late' | 'dropped', reason?: string): void {
        this.options.journal?.record({ kind: 'outbox', time: Date.now(), event, reason });
    }

    protected backoff(): number {
        return Math.min(OutboxSettings.backoffMs * 2 ** Math.max(0, this.failures - 1), OutboxSettings.maxBackoffMs);
    }
}
