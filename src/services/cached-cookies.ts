import type { CookieWrites } from './cookie-writes';
import type { DocumentCookies } from './document-cookies';

/** How long cookies kept current by the browser's reports are trusted: the browser reports no expiry. */
const FOLLOWED_MS = 10000;

export interface CachedCookiesOptions {
    /** This task's writes not yet made: what is read includes them. */
    readonly writes: CookieWrites;
}

/**
 * The page's cookies as last read. Reading document.cookie is a synchronous trip to the browser's
 * cookie store, the page's main thread waiting: the cookie service reads it once and keeps what it
 * read until it forgets it (at the end of the task, where the browser does not report changes) or,
 * where the browser reports every change (CookieChanges), for FOLLOWED_MS.
 */
export class CachedCookies {
    /** What was read, with the changes made and reported since; undefined when it must be read again. */
    protected jar: Map<string, string> | undefined;
    protected readAt = 0;

    constructor(protected readonly options: CachedCookiesOptions) {}

    /** The cookies as known, without a read: undefined until read, and once forgotten. */
    get known(): Map<string, string> | undefined {
        return this.jar;
    }

    /**
     * The cookies as known, unless `followed` ones (kept current from the browser's reports) were
     * read more than FOLLOWED_MS ago: then they are forgotten, for cookies that expired meanwhile.
     */
    fresh(followed: boolean): Map<string, string> | undefined {
        if (this.jar && followed && Date.now() - this.readAt > FOLLOWED_MS) {
            this.jar = undefined;
        }
        return this.jar;
    }

    /** Reads the page's cookies, this task's pending writes applied, and keeps them. */
    read(document: DocumentCookies): Map<string, string> {
        this.readAt = Date.now();
        return (this.jar = this.options.writes.applyTo(document.read()));
    }

    /** The next look reads document.cookie again. */
    forget(): void {
        this.jar = undefined;
    }

    /** A cookie written (undefined: removed), as known from now on. */
    put(name: string, value: string | undefined): void {
        if (value === undefined) {
            this.jar?.delete(name);
        } else {
            this.jar?.set(name, value);
        }
    }

    /**
     * Whether the page has the cookie with this value (undefined: has none), as known without a
     * read, and none of this task's writes is pending for it. A cookie on `/` shows on every page
     * of its domain, so its absence from the jar is its absence; on another path it may hide.
     */
    has(name: string, value: string | undefined, path = '/'): boolean {
        const jar = this.jar;
        return path === '/' && !!jar && !this.options.writes.has(name) && jar.get(name) === value;
    }
}
