import type { BrowserWindow } from './browser-window';
import type { CachedCookies } from './cached-cookies';
import type { CookieWrites } from './cookie-writes';
import { DocumentCookies } from './document-cookies';

/** The parts of the CookieStore API (Chromium, Safari 18.4+; secure contexts) that are followed. */
interface CookieStoreLike extends EventTarget {
    getAll(): Promise<ReadonlyArray<{ readonly name: string; readonly value: string }>>;
}

/** A change event of the CookieStore: names and values as in document.cookie. */
interface CookieChange {
    readonly changed?: ReadonlyArray<{ readonly name: string; readonly value: string }>;
    readonly deleted?: ReadonlyArray<{ readonly name: string }>;
}

export interface CookieChangesOptions {
    /** What the cookie service read, kept current from the browser's reports. */
    readonly cache: CachedCookies;
    /** A cookie with a write pending stays as written: the write is newer than the report. */
    readonly writes: CookieWrites;
}

/**
 * The browser's reports of the page's cookie changes (CookieStore), where it makes them: the
 * cookies the service read stay current without reading document.cookie again, and the service's
 * listeners hear which cookies another script (the consent banner, page code) changed.
 */
export class CookieChanges {
    /** The browser reports every change, from the first read on. */
    following = false;
    /** Cookies written here or reported changed since following began: newer than the settling read. */
    protected readonly touched = new Set<string>();
    protected readonly listeners = new Set<(names: readonly string[]) => void>();

    constructor(protected readonly options: CookieChangesOptions) {}

    onDidChange(listener: (names: readonly string[]) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    /** A write of the service's own: newer than what the settling read brings. */
    touch(name: string): void {
        if (this.following) {
            this.touched.add(name);
        }
    }

    /**
     * Where the browser reports cookie changes, follows them from now on. The report of a change
     * made while the subscription was being set up could be missed: one asynchronous read of every
     * cookie, which keeps the main thread free, settles that.
     */
    follow(window: BrowserWindow): void {
        const store = (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
        if (this.following || typeof store?.addEventListener !== 'function' || typeof store.getAll !== 'function') {
            return;
        }
        this.following = true;
        store.addEventListener('change', event => this.onChange(event as Event & CookieChange));
        store.getAll().then(
            cookies => {
                const jar = this.options.cache.known;
                if (!jar) {
                    return;
                }
                const settled = new Map<string, string>();
                cookies.forEach(cookie => DocumentCookies.add(settled, cookie.name, cookie.value));
                for (const name of [...jar.keys(), ...settled.keys()]) {
                    if (!this.touched.has(name)) {
                        this.options.cache.put(name, settled.get(name));
                    }
                }
            },
            () => undefined
        );
    }

    protected onChange(change: CookieChange): void {
        const { cache, writes } = this.options;
        const jar = cache.known;
        const names: string[] = [];
        for (const cookie of change.changed ?? []) {
            const name = this.decodeName(cookie.name);
            if (jar && !writes.has(name)) {
                DocumentCookies.add(jar, cookie.name, cookie.value, true);
            }
            this.touched.add(name);
            names.push(name);
        }
        for (const cookie of change.deleted ?? []) {
            const name = this.decodeName(cookie.name);
            if (!writes.has(name)) {
                cache.put(name, undefined);
            }
            this.touched.add(name);
            names.push(name);
        }
        for (const listener of [...this.listeners]) {
            try {
                listener(names);
            } catch {
                // One listener's failure is its own: the cookies kept and the other listeners go on.
            }
        }
    }

    protected decodeName(name: string): string {
        try {
            return decodeURIComponent(name);
        } catch {
            return name;
        }
    }
}
