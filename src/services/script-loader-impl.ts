import { inject, injectable } from 'inversify';
import { CONSENT_SCRIPT_HOST } from '../config/consent-scripts';
import { LIBRARY_POLL_INTERVAL_MS, LIBRARY_POLL_TRIES, LOAD_TIMEOUT_MS } from '../config/constants';
import { TAG_HOSTS } from '../config/external-tags';
import { BrowserWindow } from './browser-window';
import { CookieService } from './cookie-service';
import { EmbedScript } from './embed-script';
import { QaJournal } from './qa-journal';
import type { ScriptLoader, ScriptLoadOptions } from './script-loader';
import { ScriptLoaderMessages } from './script-loader';
import { ScriptUrlPolicy } from './script-url-policy';
import { ServiceUrl } from './service-url';

/** A hidden page paints no frame: past this, the script goes in without waiting for one. */
const FIRST_RENDER_WAIT_MS = 250;

@injectable()
export class ScriptLoaderImpl implements ScriptLoader {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(EmbedScript) protected readonly embedScript!: EmbedScript;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;
    @inject(CookieService) protected readonly cookies!: CookieService;

    protected readonly loads = new Map<string, Promise<void>>();
    protected urlPolicy: ScriptUrlPolicy | undefined;
    /** Loads the window's load does not wait for, until they settle. */
    protected readonly detached = new Set<Promise<void>>();

    loadScript(url: string, options: ScriptLoadOptions = {}): Promise<void> {
        let load = this.loads.get(url);
        if (!load) {
            const timeoutMs = options.timeoutMs ?? LOAD_TIMEOUT_MS;
            // Where the browser cannot preload, the script holds the load as any other would.
            const detached = options.delaysLoad === false && this.window.document.readyState !== 'complete' && this.canPreload();
            load =
                options.afterFirstRender && !this.hasPainted()
                    ? this.afterFirstRender().then(() => this.insert(url, timeoutMs, detached, options.integrity))
                    : this.insert(url, timeoutMs, detached, options.integrity);
            // A failed load may be retried by a later rule; a successful one is never repeated.
            load.catch(() => this.loads.delete(url));
            this.loads.set(url, load);
            if (detached) {
                // From the call on, its wait for the first frame included: the load may come before the frame.
                const settled = load
                    .catch(() => undefined)
                    .then(() => {
                        this.detached.delete(settled);
                    });
                this.detached.add(settled);
            }
        }
        return load;
    }

    afterDetachedScripts(withinMs: number, callback: () => void): void {
        if (this.detached.size === 0) {
            callback();
            return;
        }
        let called = false;
        const once = () => {
            if (!called) {
                called = true;
                clearTimeout(timer);
                callback();
            }
        };
        const timer = setTimeout(once, withinMs);
        void Promise.all(this.detached).then(once);
    }

    waitForGlobal<T = unknown>(name: string, tries = LIBRARY_POLL_TRIES, intervalMs = LIBRARY_POLL_INTERVAL_MS): Promise<T> {
        return new Promise<T>((resolve, reject) => {
            let attempt = 0;
            const poll = () => {
                const value = this.lookup(name);
                if (value !== undefined) {
                    resolve(value as T);
                } else if (++attempt >= tries) {
                    reject(new Error(ScriptLoaderMessages.bailingOut(name)));
                } else {
                    setTimeout(poll, intervalMs);
                }
            };
            poll();
        });
    }

    protected insert(url: string, timeoutMs: number, preload: boolean, integrity?: string): Promise<void> {
        return new Promise<void>((resolve, reject) => {
            const document = this.window.document;
            let source: string;
            try {
                // Where cookies are denied the banner cannot keep a choice and no script can keep an
                // id: none goes in, so none can throw its own SecurityError into the page.
                if (this.cookies.denied) {
                    throw new Error(ScriptLoaderMessages.cookiesDenied(url));
                }
                this.urlPolicy ??= new ScriptUrlPolicy(this.window, () => this.scriptOrigins());
                source = this.urlPolicy.scriptUrl(url);
            } catch (error) {
                reject(error);
                return;
            }
            // Under a nonce-based CSP the injected elements need the nonce the page gave us.
            const nonce = this.pageNonce();
            const append = (element: HTMLScriptElement | HTMLLinkElement) => {
                if (nonce) {
                    element.nonce = nonce;
                }
                if (integrity) {
                    element.integrity = integrity;
                    element.crossOrigin = 'anonymous';
                }
                element.onerror = () => finish(new Error(ScriptLoaderMessages.loadFailed(url)));
                (document.head ?? document.documentElement).appendChild(element);
            };
            const run = () => {
                const script = document.createElement('script');
                script.async = true;
                script.src = source;
                script.onload = () => finish();
                append(script);
            };
            const timer = setTimeout(() => finish(new Error(ScriptLoaderMessages.loadTimedOut(url, timeoutMs))), timeoutMs);
            // Only the first outcome counts: a promise settles once.
            const finish = (error?: Error) => {
                clearTimeout(timer);
                if (error) {
                    reject(error);
                } else {
                    resolve();
                }
            };
            // Once the window has loaded there is nothing to hold: a plain script, and no unused-preload warning.
            if (preload && document.readyState !== 'complete') {
                const link = document.createElement('link');
                link.rel = 'preload';
                link.as = 'script';
                link.href = url;
                // Still run when it comes after the timeout, as a script element would: a late banner still asks.
                link.onload = run;
                append(link);
            } else {
                run();
            }
            this.journal.request('script', 'GET', url);
        });
    }

    /** `<link rel=preload>` for scripts, where the browser has it; the script element uses its response. */
    protected canPreload(): boolean {
        try {
            return this.window.document.createElement('link').relList.supports('preload');
        } catch {
            return false;
        }
    }

    /**
     * Whether the page has painted its first frame (Paint Timing). A browser that cannot tell counts
     * as painted: waiting for a frame it cannot confirm would only delay the script.
     */
    protected hasPainted(): boolean {
        try {
            const { performance, PerformanceObserver: Observer } = this.window;
            return (
                typeof performance?.getEntriesByType !== 'function' ||
                !Observer?.supportedEntryTypes?.includes('paint') ||
                performance.getEntriesByType('paint').length > 0
            );
        } catch {
            return true;
        }
    }

    /** After the next frame is painted: a frame callback, then the task after it. */
    protected afterFirstRender(): Promise<void> {
        return new Promise(resolve => {
            // The frame or the fallback, whichever comes first: the promise settles once.
            const go = () => {
                clearTimeout(fallback);
                setTimeout(resolve, 0);
            };
            const fallback = setTimeout(go, FIRST_RENDER_WAIT_MS);
            if (typeof this.window.requestAnimationFrame === 'function') {
                this.window.requestAnimationFrame(go);
            }
        });
    }

    /**
     * The container's own files come from where the bundle came from; the banner from its
     * provider; tags from the asset host and the third-party tag hosts the property reviewed.
     */
    protected scriptOrigins(): string[] {
        const origins = [
            new URL(this.serviceUrl.of(CONSENT_SCRIPT_HOST, '/', 'https:')).origin,
            ...TAG_HOSTS.map(host => `https://${host}`)
        ];
        try {
            if (this.embedScript.url) {
                origins.push(new URL(this.embedScript.url, this.window.location.href).origin);
            }
        } catch {
            // A bundle URL that does not parse: only the provider's host is admitted.
        }
        return origins;
    }

    protected pageNonce(): string | undefined {
        const carrier = this.window.document.querySelector<HTMLScriptElement>('script[nonce]');
        return carrier?.nonce || carrier?.getAttribute('nonce') || undefined;
    }

    protected lookup(path: string): unknown {
        let value: unknown = this.window;
        for (const segment of path.split('.')) {
            if (value === null || value === undefined) {
                return undefined;
            }
            value = (value as Record<string, unknown>)[segment];
        }
        return value ?? undefined;
    }
}
