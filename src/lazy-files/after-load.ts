import { AFTER_LOAD_EXPORTS } from './after-load-exports';
import { LazyFiles } from './lazy-files';

/**
 * The after-load file: what no page needs before its window has loaded (id syncs, the
 * page-activity meter, media tracking). The bundle loads it in idle time once the window loaded.
 */
LazyFiles.register(window, 'after-load', AFTER_LOAD_EXPORTS);
