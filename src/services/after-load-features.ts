import type { interfaces } from 'inversify';

/** The classes of the after-load file, by name (src/after-load-exports.ts). */
export type AfterLoadExports = Readonly<Record<string, interfaces.Newable<unknown>>>;

/**
 * What no page needs before its window has loaded (the page-activity meter, media tracking, id
 * syncs) is in a second file beside the bundle (`container.min.after-load.js` next to
 * `container.min.js`), fetched in idle time after the window loaded. Its classes are reached
 * through providers (`bindAfterLoadProvider`), which let the container construct them.
 */
export const AfterLoadFeatures = Symbol('AfterLoadFeatures');
export interface AfterLoadFeatures {
    /** Resolves after window load with the file's classes; fetches the file once. */
    load(): Promise<AfterLoadExports>;
}

/** A feature of the after-load file, once the file is in: what its provider symbol is bound to. */
export type AfterLoadProvider<T> = () => Promise<T>;
