import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { BrowserWindow } from './browser-window';
import type { CookieOptions, CookieService } from './cookie-service';
import { DocumentCookies } from './document-cookies';
import { Logger } from './logger';
import { RegistrableDomain } from './registrable-domain';

/** The parts of the CookieStore API (Chromium, Safari 18.4+; secure contexts) the service uses. */
interface CookieStoreLike extends EventTarget {
    getAll(): Promise<ReadonlyArray<{ readonly name: string; readonly value: string }>>;
}

/** js-cookie writing values as encodeURIComponent does, made once: a write costs no more than its string. */
const URI_COMPONENT_COOKIES = Cookies.withConverter({ write: encodeURIComponent });
/** How long a jar kept current by change events is trusted: the browser reports no expiry. */
const FOLLOWED_JAR_MS = 10000;

interface CookieChange {
    readonly changed?: ReadonlyArray<{ readonly name: string; readonly value: string }>;
    readonly deleted?: ReadonlyArray<{ readonly name: string }>;
}

@injectable()
export class CookieServiceImpl implements CookieService {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;

    /** The page's cookies as last parsed; undefined when they must be read again. */
    protected jar: Map<string, string> | undefined;
    /** The browser reports every change: the jar stays current without reading document.cookie again. */
    protected following = false;
    /** When the jar was read: even a followed jar is read again after FOLLOWED_JAR_MS, for cookies that expired. */
    protected readAt = 0;
    /** Cookies written here or reported changed since following began: newer than the settling read. */
    protected readonly touched = new Set<string>();
    /** Writes of this task, one per cookie (undefined: removed), made at the end of the task. */
    protected readonly pending = new Map<string, { readonly value: string | undefined; readonly write: () => void }>();
    protected endOfTaskScheduled = false;
    protected readonly listeners = new Set<(names: readonly string[]) => void>();
    protected domain: { host: string; domain: string | undefined } | undefined;
    protected documentPart: DocumentCookies | undefined;

    get(name: string): string | undefined {
        return this.snapshot().get(name);
    }

    getAll(): Record<string, string> {
        return Object.fromEntries(this.snapshot());
    }

    set(name: string, value: string, options: CookieOptions = {}): void {
        // A session cookie the page has with this value already: the write would change nothing.
        if (options.days === undefined && this.has(name, value, options.path)) {
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
        if (this.has(name, undefined, options.path)) {
            return;
        }
        this.defer(name, undefined, () => Cookies.remove(name, { path: options.path ?? '/', domain: this.domainFor(options.domain) }));
    }

    onDidChange(listener: (names: readonly string[]) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    refresh(): void {
        this.jar = undefined;
    }

    get followsChanges(): boolean {
        return this.following;
    }

    flush(): void {
        const writes = [...this.pending.values()].map(pending => pending.write);
        this.pending.clear();
        for (const write of writes) {
            try {
                write();
            } catch {
                // A page or browser policy that refuses cookies: what was not written is not there.
            }
        }
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

    /**
     * Reading document.cookie is a synchronous trip to the browser's cookie store, the page's main
     * thread waiting: it is read once, then kept current from the browser's change events where it
     * reports them (CookieStore), and read again at most once per task elsewhere. The writes of
     * this task not yet made are part of what is read.
     */
    protected snapshot(): Map<string, string> {
        if (this.jar && this.following && Date.now() - this.readAt > FOLLOWED_JAR_MS) {
            this.jar = undefined;
        }
        if (!this.jar) {
            this.readAt = Date.now();
            this.jar = this.withPending(this.document.read());
            this.follow();
            if (!this.following) {
                this.atEndOfTask();
            }
        }
        return this.jar;
    }

    /** The page's document.cookie, made on first use (the window is injected after construction). */
    protected get document(): DocumentCookies {
        return (this.documentPart ??= new DocumentCookies(this.window, this.logger));
    }

    /** A cookie written in this task reads as written, before the write reaches the browser. */
    protected withPending(jar: Map<string, string>): Map<string, string> {
        for (const [name, { value }] of this.pending) {
            if (value === undefined) {
                jar.delete(name);
            } else {
                jar.set(name, value);
            }
        }
        return jar;
    }

    /**
     * Where the browser reports cookie changes, follows them from now on. The report of a change
     * made while the subscription was being set up could be missed: one asynchronous read of every
     * cookie, which keeps the main thread free, settles that.
     */
    protected follow(): void {
        const store = (this.window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
        if (this.following || typeof store?.addEventListener !== 'function' || typeof store.getAll !== 'function') {
            return;
        }
        this.following = true;
        store.addEventListener('change', event => this.onChange(event as Event & CookieChange));
        store.getAll().then(
            cookies => {
                const jar = this.jar;
                if (!jar) {
                    return;
                }
                const settled = new Map<string, string>();
                cookies.forEach(cookie => DocumentCookies.add(settled, cookie.name, cookie.value));
                for (const name of [...jar.keys(), ...settled.keys()]) {
                    if (this.touched.has(name)) {
                        continue;
                    }
                    const value = settled.get(name);
                    if (value === undefined) {
                        jar.delete(name);
                    } else {
                        jar.set(name, value);
                    }
                }
            },
            () => undefined
        );
    }

    protected onChange(change: CookieChange): void {
        const jar = this.jar;
        const names: string[] = [];
        for (const cookie of change.changed ?? []) {
            const name = this.decodeName(cookie.name);
            if (jar && !this.pending.has(name)) {
                DocumentCookies.add(jar, cookie.name, cookie.value, true);
            }
            this.touched.add(name);
            names.push(name);
        }
        for (const cookie of change.deleted ?? []) {
            const name = this.decodeName(cookie.name);
            if (!this.pending.has(name)) {
                jar?.delete(name);
            }
            this.touched.add(name);
            names.push(name);
        }
        for (const listener of [...this.listeners]) {
            try {
                listener(names);
            } catch {
                // One listener's failure is its own: the jar and the others go on.
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

    /**
     * A write reaches the browser at the end of the task, the last one per cookie only: a visitor-ID
     * answer rewrites the AMCV cookie several times in one task, and each write is a trip too.
     */
    protected defer(name: string, value: string | undefined, write: () => void): void {
        this.pending.delete(name);
        this.pending.set(name, { value, write });
        if (this.following) {
            this.touched.add(name);
        }
        if (value === undefined) {
            this.jar?.delete(name);
        } else {
            this.jar?.set(name, value);
        }
        this.atEndOfTask();
    }

    protected atEndOfTask(): void {
        if (this.endOfTaskScheduled) {
            return;
        }
        this.endOfTaskScheduled = true;
        queueMicrotask(() => {
            this.endOfTaskScheduled = false;
            this.flush();
            if (!this.following) {
                // Other scripts may change cookies before the next task: read them again then.
                this.jar = undefined;
            }
        });
    }

    /**
     * Whether the page has the cookie with this value (undefined: has none), as known without a
     * read, and none of this task's writes is pending for it. A cookie on `/` shows on every page
     * of its domain, so its absence from the jar is its absence; on another path it may hide.
     */
    protected has(name: string, value: string | undefined, path = '/'): boolean {
        const jar = this.jar;
        return path === '/' && !!jar && !this.pending.has(name) && jar.get(name) === value;
    }

    protected domainFor(requested: string | undefined): string | undefined {
        if (requested === '') {
            return undefined;
        }
        return requested ?? this.cookieDomain;
    }
}
