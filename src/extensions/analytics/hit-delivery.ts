import { AnalyticsSettings } from '../../config/analytics';
import type { Logger } from '../../services/logger';
import type { VisitorService } from '../../services/visitor-service';
import type { TrackCallback } from './analytics-tracker';
import type { BeaconRequests } from './beacon-requests';
import type { BeaconTransport } from './beacon-transport';
import type { CapturedHit } from './captured-hit';
import type { RequestBuffer } from './request-buffer';

export interface HitDeliveryOptions {
    /** The visitor's ids, waited for briefly. */
    readonly visitor: VisitorService;
    readonly requests: BeaconRequests;
    readonly transport: BeaconTransport;
    /** The hits page code holds with `s.bufferRequests()`. */
    readonly buffer: RequestBuffer;
    /** Aborts as the page unloads (PageEvents.leaving): ids still missing are not waited for. */
    readonly leaving: AbortSignal;
    readonly logger: Logger;
}

/**
 * The last leg of a captured hit: the visitor's ids, the request, page code's track callbacks
 * around it, and then the transport, or the buffer while page code holds hits. A hit of a visitor
 * who opted out, or of a page with no account or server, goes nowhere.
 */
export class HitDelivery {

    /** Between `s.bufferRequests()` and `s.bufferRequests(false)`. */
    protected holding = false;

    constructor(protected readonly options: HitDeliveryOptions) { }

    async deliver(hit: CapturedHit): Promise<boolean> {
        const { visitor, requests, transport, buffer, leaving } = this.options;
        const ids = await visitor.values(AnalyticsSettings.visitorWait, leaving);
        const request = ids.MCOPTOUT ? undefined : requests.of(hit, ids);
        if (!request) {
            return false;
        }
        const url = `${request.base}?${request.query}`;
        this.runCallbacks(hit.callbacks?.pre, url);
        // A held hit whose ids came after `bufferRequests(false)` goes now.
        if (hit.buffered && this.holding) {
            buffer.hold(request);
        } else {
            // What page code held goes first, then this hit: the transport keeps their order.
            this.flushBuffered(true);
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
            this.flushBuffered(allowed);
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

    protected flushBuffered(allowed: boolean): void {
        for (const request of this.options.buffer.take()) {
            if (allowed) {
                this.options.transport.send(request).catch(error => this.options.logger.warn('A held hit could not be sent.', error));
            }
        }
    }
}
