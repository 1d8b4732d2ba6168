import { inject, injectable } from 'inversify';
import { StorageService } from './storage-service';
import { DEBUG_STORAGE_KEY, DebugMode } from './debug-mode';

@injectable()
export class DebugModeImpl implements DebugMode {

    @inject(StorageService) protected readonly storage!: StorageService;

    protected readonly listeners = new Set<(enabled: boolean) => void>();
    /**
     * Read from storage once, as the replaced engine did at start: the logger asks at every rule,
     * and each read of localStorage is a trip to the browser's storage.
     */
    protected flag: boolean | undefined;

    get enabled(): boolean {
        if (this.flag === undefined) {
            this.flag = this.storage.getItem('local', DEBUG_STORAGE_KEY) === 'true';
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
}
