import type { BrowserWindow } from '../services/browser-window';

/**
 * Whether the browser has what the container needs. Checked before anything else runs; a browser
 * that fails gets the spec's console warning and no container at all.
 */
export class BrowserSupport {
    static isSupported(window: BrowserWindow): boolean {
        try {
            return (
                typeof window.Promise === 'function' &&
                typeof window.WeakMap === 'function' &&
                typeof window.Symbol === 'function' &&
                typeof window.Reflect === 'object' &&
                typeof window.atob === 'function' &&
                // The data layer engine clones every item it hands to listeners.
                typeof window.structuredClone === 'function' &&
                typeof window.Element?.prototype?.closest === 'function'
            );
        } catch {
            return false;
        }
    }
}
