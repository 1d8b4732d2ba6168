import { LazyFiles } from './lazy-files';
import { PERSONALIZATION_EXPORTS } from './personalization-exports';

/**
 * The personalization file: the delivery client, the offers and `window.adobe.target`. The bundle
 * loads it on the sites the company personalizes, once the visitor's consent allows the call.
 */
LazyFiles.register(window, 'personalization', PERSONALIZATION_EXPORTS);
