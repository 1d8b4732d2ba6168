import { LazyFiles } from './lazy-files';
import { OUTBOX_EXPORTS } from './outbox-exports';

/**
 * The outbox file: keeping hits that did not reach the collection server, and sending them
 * again. The bundle loads it only when a hit failed on the page, or when its flag cookie says
 * hits from a former page wait.
 */
LazyFiles.register(window, 'outbox', OUTBOX_EXPORTS);
