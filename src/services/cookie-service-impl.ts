import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { BrowserWindow } from './browser-window';
import { CachedCookies } from './cached-cookies';
import { CookieChanges } from './cookie-changes';
import type { CookieOptions, CookieService } from './cookie-service';
import { CookieWrites } from './cookie-writes';
import { DocumentCookies } from './document-cookies';
import { Logger } from './logger';
import { RegistrableDomain } from './registrable-domain';

/** js-cookie writing values as encodeURIComponent does, made once: a write costs no more than its string. */
const URI_COMPONENT_COOKIES = Cookies.withConverter({ write: encodeURIComponent });

/**
 * The cookie service, on the parts it builds: this task's writes, made at its end (CookieWrites);
 * the cookies as read (CachedCookies); the browser's reports of their changes (CookieChanges),
 * which keep what was read current where the browser makes them. Elsewhere the cookies are read
 * again at most once per task.
 */
@injectable()
export class CookieServiceImpl implements CookieService {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;

    // Where the browser reports no changes, other scripts may change cookies before the next task: read them again then.
    protected readonly writes = new CookieWrites({ endOfTask: () => this.changes.following || this.cache.forget() });
    protected readonly cache = new CachedCookies({ writes: this.writes });
    protected readonly changes = new CookieChanges({ cache: this.cache, writes: this.writes });
    protected documentPart: DocumentCookies | undefined;
    protected domain: { host: string; domain: string | undefined } | undefined;

    get(name: string): string | undefined {
        return this.snapshot().get(name);
    }

    getAll(): Record<string, string> {
        return Object.fromEntries(this.snapshot());
    }

    set(name: string, value: string, options: CookieOptions = {}): void {
        // A session cookie the page has with this value already: the write would change nothing.
        if (options.days === undefined && this.cache.has(name, value, options.path)) {
            return;
        }
        const cookies = options.encoding === 'uri-component' ? URI_COMPONENT_COOKIES : Cookies;
        const attributes = {
            expires: options.days,
            path: options.path ?? '/',
            domain: this.domainFor(options.domain),
            sameSite: options.sameSite ?? 'Lax',
            secure: options.secure ?? this.window.location.protocol === 'https:'
        };
        this.defer(name, value, () => cookies.set(name, value, attributes));
    }

    remove(name: string, options: Pick<CookieOptions, 'domain' | 'path'> = {}): void {
        if (this.cache.has(name, undefined, options.path)) {
            return;
        }
        this.defer(name, undefined, () => Cookies.remove(name, { path: options.path ?? '/', domain: this.domainFor(options.domain) }));
    }

    onDidChange(listener: (names: readonly string[]) => void): () => void {
        return this.changes.onDidChange(listener);
    }

    refresh(): void {
        this.cache.forget();
    }

    get followsChanges(): boolean {
        return this.changes.following;
    }

    flush(): void {
        this.writes.flush();
    }

    get denied(): boolean {
        // Known after the first read, which a page makes anyway: no read of its own when known.
        return this.document.denied ?? (this.snapshot(), this.document.denied ?? false);
    }

    get enabled(): boolean {
        try {
            return !this.denied && this.window.navigator.cookieEnabled !== false;
        } catch {
            return false;
        }
    }

    get cookieDomain(): string | undefined {
        const host = this.window.location.hostname;
        if (this.domain?.host !== host) {
            this.domain = { host, domain: RegistrableDomain.of(host) };
        }
        return this.domain.domain;
    }

    /** The page's document.cookie, made on first use (the window is injected after construction). */
    protected get document(): DocumentCookies {
        return (this.documentPart ??= new DocumentCookies(this.window, this.logger));
    }

    /**
     * The cookies as known, else read: then followed from now on where the browser reports changes,
     * and forgotten at the end of the task elsewhere.
     */
    protected snapshot(): Map<string, string> {
        let jar = this.cache.fresh(this.changes.following);
        if (!jar) {
            jar = this.cache.read(this.document);
            this.changes.follow(this.window);
            if (!this.changes.following) {
                this.writes.atEndOfTask();
            }
        }
        return jar;
    }

    /** Made at the end of the task; what is read sees it at once. */
    protected defer(name: string, value: string | undefined, write: () => void): void {
        this.writes.defer(name, value, write);
        this.changes.touch(name);
        this.cache.put(name, value);
    }

    protected domainFor(requested: string | undefined): string | undefined {
        if (requested === '') {
            return undefined;
        }
        return requested ?? this.cookieDomain;
    }
}
