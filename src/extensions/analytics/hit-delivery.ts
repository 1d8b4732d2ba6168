import { AnalyticsSettings } from '../../config/analytics';
import type { Logger } from '../../services/logger';
import type { PageLeaving } from '../../services/page-events';
import type { VisitorService } from '../../services/visitor-service';
import type { TrackCallback } from './analytics-tracker';
import type { BeaconRequests } from './beacon-requests';
import type { BeaconRequest, BeaconTransport } from './beacon-transport';
import type { CapturedHit } from './captured-hit';
import type { HeldRequests } from './held-requests';

export interface HitDeliveryOptions {
    /** The visitor's ids, waited for briefly. */
    readonly visitor: VisitorService;
    readonly requests: BeaconRequests;
    readonly transport: BeaconTransport;
    /** The requests page code holds with `s.bufferRequests()`. */
    readonly held: HeldRequests;
    /** The page's leaving (PageEvents): as the page unloads, ids still missing are not waited for. */
    readonly page: Pick<PageLeaving, 'leaving'>;
    readonly logger: Logger;
}

/**
 * The last leg of a captured hit: the visitor's ids, the request, page code's track callbacks
 * around it, and then the transport, or the held requests while page code holds hits. A hit of a visitor
 * who opted out, or of a page with no account or server, goes nowhere.
 */
export class HitDelivery {
    /** Between `s.bufferRequests()` and `s.bufferRequests(false)`. */
    protected holding = false;

    constructor(protected readonly options: HitDeliveryOptions) {}

    async deliver(hit: CapturedHit): Promise<boolean> {
        const { visitor, requests, transport, held, page } = this.options;
        const ids = await visitor.values(AnalyticsSettings.visitorWait, page.leaving);
        const request = ids.MCOPTOUT ? undefined : requests.of(hit, ids);
        if (!request) {
            return false;
        }
        const url = `${request.base}?${request.query}`;
        this.runCallbacks(hit.callbacks?.pre, url);
        // A held hit whose ids came after `bufferRequests(false)` goes now, and so does one the store could not keep.
        if (!(hit.held && this.holding && (await held.hold(request)))) {
            // What page code held goes first, then this hit: the transport keeps their order.
            const taking = held.take();
            if (taking) {
                this.sendHeld(await taking, true);
            }
            await transport.send(request);
        }
        this.runCallbacks(hit.callbacks?.post, url);
        return true;
    }

    /**
     * `s.bufferRequests()` holds the hits captured from now on; `s.bufferRequests(false)` sends the
     * held ones in order, or drops them when consent no longer allows (`allowed` false).
     */
    hold(on: boolean, allowed: boolean): void {
        this.holding = on;
        if (!on) {
            void this.options.held.take()?.then(requests => this.sendHeld(requests, allowed));
        }
    }

    /** Page code's registered track callbacks: one that throws is logged, the hit goes on. */
    protected runCallbacks(callbacks: readonly TrackCallback[] | undefined, url: string): void {
        for (const { callback, args } of callbacks ?? []) {
            try {
                callback(url, ...args);
            } catch (error) {
                this.options.logger.warn('A track callback failed.', error);
            }
        }
    }

    protected sendHeld(requests: readonly BeaconRequest[], allowed: boolean): void {
        for (const request of requests) {
            if (allowed) {
                this.options.transport.send(request).catch(error => this.options.logger.warn('A held hit could not be sent.', error));
            }
        }
    }
}
