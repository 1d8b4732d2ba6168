import { INSPECTOR_EXPORTS } from './inspector-exports';
import { LazyFiles } from './lazy-files';

/**
 * The inspector file: the QA inspector's panel and views. The bundle loads it only on pages with
 * QA on: every page of a non-production bundle, and production pages after `?qa=1`.
 */
LazyFiles.register(window, 'inspector', INSPECTOR_EXPORTS);
