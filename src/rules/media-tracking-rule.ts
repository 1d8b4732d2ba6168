import { inject, injectable } from 'inversify';
import type { Rule } from '../runtime/rule';
import type { LazyProvider } from '../services/lazy-features';
import { Logger } from '../services/logger';
import type { MediaTracking } from '../services/media-tracking';
import { MediaTrackingProvider } from '../services/media-tracking';

/**
 * Starts tracking the page's videos and audio once the window loaded, from the after-load bundle
 * (which the page-activity meter of the page view needs anyway): none of it loads before.
 * The action does not wait for the file: a slow CDN must not hold the rules behind it.
 */
@injectable()
export class MediaTrackingRule implements Rule {
    static readonly id = 'media-tracking';
    static readonly trigger = { type: 'window-loaded' } as const;

    @inject(MediaTrackingProvider) protected readonly media!: LazyProvider<MediaTracking>;
    @inject(Logger) protected readonly logger!: Logger;

    action(): void {
        this.media()
            .then(media => media.start())
            .catch(error => this.logger.warn('Media tracking could not start.', error));
    }
}
