import { HEALTH_EXPORTS } from './health-exports';
import { LazyFiles } from './lazy-files';

/**
 * The health file: what builds and sends the container's health report. Only a page drawn for a
 * report loads it (1 % in production), as the after-load file, after the window's load: the other
 * pages never fetch it.
 */
LazyFiles.register(window, 'health', HEALTH_EXPORTS);
