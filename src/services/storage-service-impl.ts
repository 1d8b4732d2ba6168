import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import type { Logger } from './logger';
import { LoggerFactory } from './logger';
import type { OnFirstUse } from './on-first-use';
import type { StorageArea, StorageService } from './storage-service';

@injectable()
export class StorageServiceImpl implements StorageService {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(LoggerFactory) protected readonly logger!: OnFirstUse<Logger>;

    protected readonly stores = new Map<StorageArea, Storage | undefined>();
    /** Values of the areas the browser refused, for this page, by area and key (`local` + key). */
    protected readonly memory = new Map<string, string>();

    getItem(area: StorageArea, key: string): string | undefined {
        const storage = this.storage(area);
        if (storage) {
            try {
                return storage.getItem(key) ?? undefined;
            } catch {
                this.stores.set(area, undefined);
            }
        }
        return this.memory.get(area + key);
    }

    setItem(area: StorageArea, key: string, value: string): void {
        const storage = this.storage(area);
        if (storage) {
            try {
                storage.setItem(key, value);
                return;
            } catch {
                // Quota exceeded or storage revoked: keep the value for this page at least.
                this.stores.set(area, undefined);
            }
        }
        this.memory.set(area + key, value);
    }

    removeItem(area: StorageArea, key: string): void {
        this.memory.delete(area + key);
        const storage = this.storage(area);
        try {
            storage?.removeItem(key);
        } catch {
            this.stores.set(area, undefined);
        }
    }

    isPersistent(area: StorageArea): boolean {
        return this.storage(area) !== undefined;
    }

    protected storage(area: StorageArea): Storage | undefined {
        if (!this.stores.has(area)) {
            this.stores.set(area, this.probe(area));
        }
        return this.stores.get(area);
    }

    /**
     * Reading `window.localStorage` itself throws where storage is blocked, so the first access is
     * guarded. No test write: a write is a trip to the browser's storage on every page, and the
     * writes that fail later fall back to memory anyway.
     */
    protected probe(area: StorageArea): Storage | undefined {
        const name = area === 'local' ? 'localStorage' : 'sessionStorage';
        try {
            return this.window[name] ?? undefined;
        } catch (error) {
            // Said once per area, as the area is probed once: values then live as long as the page.
            this.logger().warn(`${name} is denied on this page (${String(error)}): values are kept for this page only.`);
            return undefined;
        }
    }
}
