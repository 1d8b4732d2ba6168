import type { LazyExports, LazyFile } from '../services/lazy-features';

/** How a lazy file hands its classes to the bundle that loaded it: on `_satellite.__lazy`. */
export class LazyFiles {

    static register(window: Window, file: LazyFile, exports: LazyExports): void {
        const satellite = (window as unknown as { _satellite?: { __lazy?: Partial<Record<LazyFile, LazyExports>> } })._satellite;
        if (satellite) {
            satellite.__lazy = { ...satellite.__lazy, [file]: exports };
        }
    }
}
