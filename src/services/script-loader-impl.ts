import { inject, injectable } from 'inversify';
import { LIBRARY_POLL_INTERVAL_MS, LIBRARY_POLL_TRIES, LOAD_TIMEOUT_MS } from '../config/constants';
import { CONSENT_SCRIPT_HOST } from '../config/consent-scripts';
import { BrowserWindow } from './browser-window';
import { EmbedScript } from './embed-script';
import { ServiceUrl } from './service-url';
import { LibrarySource, ScriptLoader, ScriptLoaderMessages, ScriptLoadOptions } from './script-loader';
import { QaJournal } from './qa-journal';
import { ScriptUrlPolicy } from './script-url-policy';

/** A hidden page paints no frame: past this, the script goes in without waiting for one. */
const FIRST_RENDER_WAIT_MS = 250;

@injectable()
export class ScriptLoaderImpl implements ScriptLoader {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(EmbedScript) protected readonly embedScript!: EmbedScript;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;

    protected readonly loads = new Map<string, Promise<void>>();
    protected urlPolicy: ScriptUrlPolicy | undefined;

    loadScript(url: string, options: ScriptLoadOptions = {}): Promise<void> {
        let load = this.loads.get(url);
        if (!load) {
            const timeoutMs = options.timeoutMs ?? LOAD_TIMEOUT_MS;
            load = options.afterFirstRender && !this.hasPainted()
                ? this.afterFirstRender().then(() => this.insert(url, timeoutMs))
                : this.insert(url, timeoutMs);
            // A failed load may be retried by a later rule; a successful one is never repeated.
            load.catch(() => this.loads.delete(url));
            this.loads.set(url, load);
        }
        return load;
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

    async loadLibrary<T = unknown>(source: LibrarySource): Promise<T | undefined> {
        switch (source?.type) {
            case 'script': {
                await this.loadScript(source.url);
                if (source.globalName === undefined) {
                    return undefined;
                }
                const value = this.lookup(source.globalName);
                if (value === undefined) {
                    throw new Error(ScriptLoaderMessages.globalNotFound(source.globalName));
                }
                return value as T;
            }
            case 'preinstalled':
                return this.waitForGlobal<T>(source.globalName);
            default:
                throw new Error(ScriptLoaderMessages.typeNotSupported);
        }
    }

    protected insert(url: string, timeoutMs: number): Promise<void> {
        return new Promise<void>((resolve, reject) => {
            const document = this.window.document;
            const script = document.createElement('script');
            script.async = true;
            try {
                this.urlPolicy ??= new ScriptUrlPolicy(this.window, () => this.scriptOrigins());
                script.src = this.urlPolicy.scriptUrl(url);
            } catch (error) {
                reject(error);
                return;
            }
            // Under a nonce-based CSP the injected script needs the nonce the page gave us.
            const nonce = this.pageNonce();
            if (nonce) {
                script.nonce = nonce;
            }
            const timer = setTimeout(() => finish(new Error(ScriptLoaderMessages.loadTimedOut(url, timeoutMs))), timeoutMs);
            const finish = (error?: Error) => {
                clearTimeout(timer);
                script.onload = script.onerror = null;
                if (error) {
                    reject(error);
                } else {
                    resolve();
                }
            };
            script.onload = () => finish();
            script.onerror = () => finish(new Error(ScriptLoaderMessages.loadFailed(url)));
            (document.head ?? document.documentElement).appendChild(script);
            this.journal.request('script', 'GET', url);
        });
    }

    /**
     * Whether the page has painted its first frame (Paint Timing). A browser that cannot tell counts
     * as painted: waiting for a frame it cannot confirm would only delay the script.
     */
    protected hasPainted(): boolean {
        try {
            const { performance, PerformanceObserver: Observer } = this.window;
            return typeof performance?.getEntriesByType !== 'function' || !Observer?.supportedEntryTypes?.includes('paint')
                || performance.getEntriesByType('paint').length > 0;
        } catch {
            return true;
        }
    }

    /** After the next frame is painted: a frame callback, then the task after it. */
    protected afterFirstRender(): Promise<void> {
        return new Promise(resolve => {
            let painted = false;
            const go = () => {
                if (!painted) {
                    painted = true;
                    clearTimeout(fallback);
                    setTimeout(resolve, 0);
                }
            };
            const fallback = setTimeout(go, FIRST_RENDER_WAIT_MS);
            if (typeof this.window.requestAnimationFrame === 'function') {
                this.window.requestAnimationFrame(go);
            }
        });
    }

    /** The container's own files come from where the bundle came from; the banner from its provider. */
    protected scriptOrigins(): string[] {
        const origins = [new URL(this.serviceUrl.of(CONSENT_SCRIPT_HOST, '/', 'https:')).origin];
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
