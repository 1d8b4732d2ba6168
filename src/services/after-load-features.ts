import type { MediaTracker } from '../extensions/analytics/media-tracker';
import type { PageActivity } from '../extensions/analytics/page-activity';
import type { IdSyncPublisher } from '../extensions/visitor/id-sync-publisher';

/** The classes of the after-load bundle (src/after-load.ts). */
export interface AfterLoadExports {
    readonly MediaTracker: typeof MediaTracker;
    readonly PageActivity: typeof PageActivity;
    readonly IdSyncPublisher: typeof IdSyncPublisher;
}

/**
 * The features that wait for the window to load, in a second file beside the bundle
 * (`container.min.after-load.js` next to `container.min.js`), so they cost the page nothing before.
 */
export const AfterLoadFeatures = Symbol('AfterLoadFeatures');
export interface AfterLoadFeatures {
    /** Resolves after window load with the after-load classes; loads the file once. */
    load(): Promise<AfterLoadExports>;
}
