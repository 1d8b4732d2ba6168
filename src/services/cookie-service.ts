export interface CookieOptions {
    /** Lifetime in days (docs/requirements.md §9.6); fractions are allowed. Omitted: a session cookie. */
    readonly days?: number;
    /** Cookie domain. Omitted: the registrable domain of the page; '' for a host-only cookie. */
    readonly domain?: string;
    readonly path?: string;
    readonly sameSite?: 'Lax' | 'Strict' | 'None';
    /** Omitted: Secure on https pages. */
    readonly secure?: boolean;
    /**
     * 'uri-component' writes the value through encodeURIComponent, as the visitor-ID service's
     * cookies are on the wire (`|` as `%7C`). Omitted: js-cookie's encoding.
     */
    readonly encoding?: 'uri-component';
}

/**
 * First-party cookies of the page. The only code that touches `document.cookie`.
 * Cookies go on the registrable domain (two-level suffixes such as `co.uk` included) so that
 * every subdomain of a brand shares them, with Secure and SameSite=Lax on https.
 * A write reaches the browser at the end of the task (the last one per cookie); reads see it at once.
 * A write that would change nothing the page has (a session cookie of the same value, a cookie
 * removed that is not there) is not made: each is a trip to the browser process.
 */
export const CookieService = Symbol('CookieService');

/** `OnFirstUse<CookieService>` (on-first-use.ts), for the services the cookie service itself depends on (the logger's QA journal). */
export const CookieServiceFactory = Symbol('CookieServiceFactory');
export interface CookieService {
    get(name: string): string | undefined;
    getAll(): Record<string, string>;
    set(name: string, value: string, options?: CookieOptions): void;
    remove(name: string, options?: Pick<CookieOptions, 'domain' | 'path'>): void;
    /**
     * Calls the listener with the names of cookies another script (the consent banner, page code)
     * changed, where the browser reports changes (CookieStore); returns the unsubscribe function.
     */
    onDidChange(listener: (names: readonly string[]) => void): () => void;
    /**
     * Forgets what was read: another script (the banner that just ran, page code calling in) may
     * have changed cookies in this very task, before the browser reports it. The next read asks.
     */
    refresh(): void;
    /** Makes this task's writes now: page code that sets a cookie through `_satellite` reads it at once. */
    flush(): void;
    /**
     * The browser reports every change of the page's cookies (CookieStore), and the service keeps
     * what it read current from them: a later look needs no new read (onDidChange says when).
     */
    readonly followsChanges: boolean;
    /**
     * Reading or writing `document.cookie` throws on this page (a policy, or a page that redefined
     * it): the container reads no cookie and loads no script.
     */
    readonly denied: boolean;
    /** The browser keeps the page's cookies: false where the visitor or a policy blocks them. */
    readonly enabled: boolean;
    /** The domain cookies are written on by default; undefined where only host-only cookies work. */
    readonly cookieDomain: string | undefined;
}
