import { AFTER_LOAD_EXPORTS } from './after-load-exports';
import { LazyFiles } from './lazy-files';

/**
 * The after-load file: what a page view does not need before its window has loaded (media
 * tracking, the page-activity meter, id syncs, the data layer and its validator, the external
 * tags' loader). The bundle loads it in idle time once the window loaded, or at once when page
 * code pushes a data-layer event the property tracks.
 */
LazyFiles.register(window, 'after-load', AFTER_LOAD_EXPORTS);
