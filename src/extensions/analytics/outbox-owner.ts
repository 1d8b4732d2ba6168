import type { KeptHit, OutboxStorage, OutboxStore } from '../../services/outbox-store';
import type { PageLeaving } from '../../services/page-events';
import type { QaJournal } from '../../services/qa-journal';

/** What a try of a kept hit came to: the collector answered, or the hit did not get there (or no one can tell). */
export type RetryOutcome = 'delivered' | 'failed';

/** The parts of the window the outbox uses: a plain fake in tests. */
export interface OutboxWindow {
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(timer: unknown): void;
    requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
    addEventListener(type: 'online', listener: () => void, options?: { once?: boolean }): void;
    removeEventListener(type: 'online', listener: () => void): void;
    readonly navigator: {
        readonly onLine?: boolean;
        readonly locks?: { request(name: string, callback: () => Promise<unknown>): Promise<unknown> };
    };
}

/** The side of the beacon transport that built the outbox: how a kept hit is tried, and what it may do. */
export interface OutboxOwner {
    /** Tries a kept hit again, the way it went first; what the try came to. */
    retryKept(hit: KeptHit): Promise<RetryOutcome>;
    /** Whether the visitor's consent still lets hits leave. */
    readonly sendingAllowed: boolean;
    /** Sets or removes the flag cookie that tells the next page hits wait. */
    flagKept(waiting: boolean): void;
    /** Says what went wrong, once, as a console warning. */
    warn(message: string): void;
}

/** What the outbox is built with. */
export interface OutboxOptions {
    readonly window: OutboxWindow & { readonly localStorage?: OutboxStorage };
    readonly owner: OutboxOwner;
    /**
     * The page's leaving (PageEvents): when the page may be gone, hits still waiting for the lock
     * are stored at once; a page restored from the back/forward cache tries its kept hits at once.
     */
    readonly page: PageLeaving;
    /** Made here by default: the bundle carries none of it. */
    readonly store?: OutboxStore;
    /** Hears what was kept, sent late and dropped, as codes (the health report counts them). */
    readonly journal?: Pick<QaJournal, 'record'>;
}
