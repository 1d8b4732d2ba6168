import { IDENTITY_EXPORTS } from './identity-exports';
import { LazyFiles } from './lazy-files';

/**
 * The identity file: the visitor-ID `/id` calls, and the TCF consent of the visitor-ID service. The
 * bundle loads it at once on the pages that need a call, and on the hosts whose banner runs in
 * TCF mode; most pages find the visitor's ids in the AMCV cookie and never load it.
 */
LazyFiles.register(window, 'identity', IDENTITY_EXPORTS);
