import { inject, injectable } from 'inversify';
import { StorageService } from './storage-service';
import { DEBUG_STORAGE_KEY, DebugMode } from './debug-mode';

@injectable()
export class DebugModeImpl implements DebugMode {

    @inject(StorageService) protected readonly storage!: StorageService;

    protected readonly listeners = new Set<(enabled: boolean) => void>();

    get enabled(): boolean {
        return this.storage.getItem('local', DEBUG_STORAGE_KEY) === 'true';
    }

    setEnabled(enabled: boolean): void {
        const value = Boolean(enabled);
        if (value === this.enabled) {
            return;
        }
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
