import { afterLoadExports } from './after-load-exports';
import type { AfterLoadExports } from './services/after-load-features';

/**
 * The after-load bundle: what no page needs before its window has loaded (id syncs, the
 * page-activity meter, media tracking). The main bundle loads it with its script loader once the
 * window loaded; it hands its classes over on `_satellite`.
 */
const satellite = (window as unknown as { _satellite?: { __afterLoad?: AfterLoadExports } })._satellite;
if (satellite) {
    satellite.__afterLoad = afterLoadExports;
}
