import { inject, injectable } from 'inversify';
import type { CookieService } from './cookie-service';
import { CookieServiceFactory } from './cookie-service';
import type { DebugMode } from './debug-mode';
import { DEBUG_COOKIE, DEBUG_STORAGE_KEY } from './debug-mode';
import type { OnFirstUse } from './on-first-use';
import type { PageEvents } from './page-events';
import { PageEventsFactory } from './page-events';
import { StorageService } from './storage-service';

@injectable()
export class DebugModeImpl implements DebugMode {
    @inject(StorageService) protected readonly storage!: StorageService;
    @inject(CookieServiceFactory) protected readonly cookies!: OnFirstUse<CookieService>;
    @inject(PageEventsFactory) protected readonly events!: OnFirstUse<PageEvents>;

    protected readonly listeners = new Set<(enabled: boolean) => void>();
    /**
     * Read once, from the cookie that mirrors the localStorage key: the logger asks at every rule,
     * the page's cookies are read anyway, and opening localStorage is a trip to the browser of its
     * own, which a page view need not make. The key itself is read as the page is left, so that
     * one set by hand (the browser's storage panel) holds from the next page on.
     */
    protected flag: boolean | undefined;

    get enabled(): boolean {
        if (this.flag === undefined) {
            this.flag = this.cookies().get(DEBUG_COOKIE) === '1';
            this.events().onLeave(() => this.follow());
        }
        return this.flag;
    }

    setEnabled(enabled: boolean): void {
        const value = Boolean(enabled);
        if (value === this.enabled) {
            return;
        }
        this.flag = value;
        this.storage.setItem('local', DEBUG_STORAGE_KEY, String(value));
        this.mirror(value);
        for (const listener of [...this.listeners]) {
            try {
                listener(value);
            } catch {
                // A listener's failure must not keep the flag from changing for the others.
            }
        }
    }

    onDidChange(listener: (enabled: boolean) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    /** The cookie takes what the localStorage key says, for the next page. */
    protected follow(): void {
        const stored = this.storage.getItem('local', DEBUG_STORAGE_KEY) === 'true';
        if (stored !== this.flag) {
            this.mirror(stored);
        }
    }

    /**
     * As the key, the cookie is the host's (localStorage is the origin's) and lasts, or expires at
     * once; written at once, for the next page.
     */
    protected mirror(enabled: boolean): void {
        const cookies = this.cookies();
        cookies.set(DEBUG_COOKIE, enabled ? '1' : '', { domain: '', days: enabled ? 3650 : -1 });
        cookies.flush();
    }
}
