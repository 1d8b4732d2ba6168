import type { ConsentService } from '../../services/consent-service';
import type { Logger } from '../../services/logger';
import type { OutboxStorage, OutboxStore } from '../../services/outbox-store';
import type { PageLeaving } from '../../services/page-events';
import type { QaJournal } from '../../services/qa-journal';
import type { BeaconQueue } from './beacon-queue';
import type { OutboxFlagCookie } from './outbox-flag-cookie';

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

/**
 * What the outbox is built with, each part handed to it directly. Types only, in a file of their
 * own: the outbox link in the bundle builds the outbox in its file, and a type costs the bundle
 * nothing.
 */
export interface OutboxOptions {
    readonly window: OutboxWindow & { readonly localStorage?: OutboxStorage };
    /** The transport's queue: a kept hit is tried again through it, the way it went first, one request at a time with the page's own. */
    readonly queue: Pick<BeaconQueue, 'retry'>;
    /** Whether the visitor's consent still lets hits leave: without it, nothing is kept or sent. */
    readonly consent: Pick<ConsentService, 'hasConsent'>;
    /** The flag cookie that tells the next page hits wait: up while any does. */
    readonly flag: OutboxFlagCookie;
    /**
     * The page's leaving (PageEvents): when the page may be gone, hits still waiting for the lock
     * are stored at once; a page restored from the back/forward cache tries its kept hits at once.
     */
    readonly page: PageLeaving;
    /** Says what went wrong with the store, once, as a console warning. */
    readonly logger: Pick<Logger, 'warn'>;
    /** Made here by default: the bundle carries none of it. */
    readonly store?: OutboxStore;
    /** Hears what was kept, sent late and dropped, as codes (the health report counts them). */
    readonly journal?: Pick<QaJournal, 'record'>;
}
