import { inject, injectable } from 'inversify';
import { BrowserWindow } from '../runtime/browser-window';
import { Logger } from '../runtime/logger';
import { PageEvents } from '../runtime/page-events';
import { Rule } from '../runtime/rule';
import { AfterLoadFeatures } from '../services/after-load-features';
import { TrackerService } from '../services/tracker-service';

/**
 * Starts tracking the page's videos and audio once the window loaded, from the after-load bundle
 * (which the page-activity meter of the page view needs anyway): none of it loads before.
 * The action does not wait for the file: a slow CDN must not hold the rules behind it.
 */
@injectable()
export class MediaTrackingRule implements Rule {
    readonly id = 'media-tracking';
    readonly trigger = { type: 'window-loaded' } as const;

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(TrackerService) protected readonly tracker!: TrackerService;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(AfterLoadFeatures) protected readonly afterLoad!: AfterLoadFeatures;
    @inject(PageEvents) protected readonly events!: PageEvents;

    action(): void {
        this.afterLoad.load()
            .then(({ MediaTracker }) => new MediaTracker(this.window, this.events, this.tracker, this.logger).start())
            .catch(error => this.logger.warn('Media tracking could not start.', error));
    }
}
