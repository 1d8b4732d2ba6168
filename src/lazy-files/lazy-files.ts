import type { LazyExportsOf, LazyFile, LazyFileExports } from '../services/lazy-features';

/** Every lazy file lists its classes in LazyFileExports (its *-exports.ts): the compiler fails here when one does not. */
type Listed<Check extends true> = Check;
export type EveryLazyFileListsItsClasses = Listed<[Exclude<LazyFile, keyof LazyFileExports>] extends [never] ? true : false>;

/** How a lazy file hands its classes to the bundle that loaded it: on `_satellite.__lazy`. */
export class LazyFiles {
    static register<F extends LazyFile>(window: Window, file: F, exports: LazyExportsOf<F>): void {
        const satellite = (window as { _satellite?: { __lazy?: Partial<LazyFileExports> } })._satellite;
        if (satellite) {
            satellite.__lazy = { ...satellite.__lazy, [file]: exports };
        }
    }
}
