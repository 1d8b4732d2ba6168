import { LazyFiles } from './lazy-files';
import { OUTBOX_EXPORTS } from './outbox-exports';

/**
 * The outbox file: keeping hits that did not reach the collection server, and sending them
 * again; and the store of the requests page code holds (`s.bufferRequests()`). The bundle loads it
 * only when a hit failed on the page, when a flag cookie says hits of a former page wait, or when
 * page code holds hits.
 */
LazyFiles.register(window, 'outbox', OUTBOX_EXPORTS);
