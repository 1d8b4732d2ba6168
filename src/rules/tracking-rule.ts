import { inject, injectable } from 'inversify';
import { DataElementRegistry } from '../runtime/data-element-registry';
import type { Rule, RuleClass, RuleEvent } from '../runtime/rule';
import { Logger } from '../services/logger';
import { PageEvents } from '../services/page-events';
import type { LinkBeacon, TrackedValues } from '../services/tracker-service';
import { TrackerService } from '../services/tracker-service';

/**
 * The common ground of the rules that track: the tracker, the data elements, and sending a link
 * beacon without holding the rule queue (the tracker may wait up to 2000 ms for visitor ids).
 */
@injectable()
export abstract class TrackingRule implements Rule {
    @inject(TrackerService) protected readonly tracker!: TrackerService;
    @inject(DataElementRegistry) protected readonly dataElements!: DataElementRegistry;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly pageEvents!: PageEvents;

    abstract action(event: RuleEvent): void | Promise<void>;

    /** Sends a link beacon in the background; a failure is logged as `failure` (a warning). */
    protected sendLink(link: LinkBeacon, failure = `The ${(this.constructor as RuleClass).id} beacon failed.`): void {
        this.tracker.trackLink(link).catch(error => this.logger.warn(failure, error));
    }

    /**
     * A link beacon for a click; when the click takes the page away (the click trigger source
     * decided, PageExits), the beacon goes by sendBeacon.
     */
    protected sendClick(event: RuleEvent, link: LinkBeacon, failure?: string): void {
        this.sendLink({ ...link, leavesPage: event.leavesPage === true }, failure);
    }

    /** Adds values to the page view, before it is sent at page bottom. */
    protected stage(values: TrackedValues): void {
        this.tracker.stagePageView(values);
    }

    /** Clean text of the rule's element, capped by the tracker. */
    protected textOf(event: RuleEvent): string {
        return ((event.element as Element | undefined)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    }

    /**
     * Waits for the page's own click handlers (which run after the container's capture listener).
     * A tab closed within the wait never runs its timer: the page's leaving ends the wait at once,
     * so the click is still judged and its beacon leaves with the page.
     */
    protected afterPageHandlers(ms = 100): Promise<void> {
        const leaving = this.pageEvents.leaving;
        return new Promise(resolve => {
            if (leaving.aborted) {
                return resolve();
            }
            const done = () => {
                clearTimeout(timer);
                leaving.removeEventListener('abort', done);
                resolve();
            };
            const timer = setTimeout(done, ms);
            leaving.addEventListener('abort', done);
        });
    }
}
