import { AFTER_LOAD_EXPORTS } from './after-load-exports';

/**
 * The after-load file: what no page needs before its window has loaded (id syncs, the
 * page-activity meter, media tracking). The bundle loads it with its script loader in idle time
 * once the window loaded; it hands its classes over on `_satellite`.
 */
const satellite = (window as unknown as { _satellite?: { __afterLoad?: unknown } })._satellite;
if (satellite) {
    satellite.__afterLoad = AFTER_LOAD_EXPORTS;
}
