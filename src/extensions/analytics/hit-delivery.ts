import { AnalyticsSettings } from '../../config/analytics';
import { VisitorSettings } from '../../config/visitor';
import type { BeaconTransport } from './beacon-transport';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { ReportSuiteResolver } from '../../services/report-suite-resolver';
import type { ServiceUrl } from '../../services/service-url';
import type { TrackingServer } from '../../services/tracking-server';
import type { VisitorService } from '../../services/visitor-service';
import type { TrackCallback } from './analytics-tracker';
import type { BeaconData } from './beacon-builder';
import { BeaconFacts } from './beacon-facts';
import { BeaconLimits } from './beacon-limits';
import type { CapturedHit } from './captured-hit';
import type { RequestBuffer } from './request-buffer';

/**
 * The last leg of a hit: the visitor's ids (waited for briefly), the report suite and tracking
 * server, the URL within its limits, page code's track callbacks around it, and the transport.
 * A hit of a visitor who opted out, or of a page with no account or server, goes nowhere.
 */
export class HitDelivery {

    protected browser: BeaconData['browser'] | undefined;

    constructor(
        protected readonly window: BrowserWindow,
        protected readonly cookies: CookieService,
        protected readonly visitor: VisitorService,
        protected readonly suites: ReportSuiteResolver,
        protected readonly trackingServer: TrackingServer,
        protected readonly serviceUrl: ServiceUrl,
        protected readonly transport: BeaconTransport,
        /** The hits page code holds with `s.bufferRequests()`. */
        protected readonly buffer: RequestBuffer,
        /** Page code still holds hits (`bufferRequests(false)` may come while a held hit waits for its ids). */
        protected readonly holding: () => boolean,
        protected readonly logger: Logger
    ) { }

    /** `leaving` aborts as the page unloads: ids still missing are not waited for, and the hit goes by sendBeacon. */
    async deliver(hit: CapturedHit, leaving: AbortSignal): Promise<boolean> {
        const ids = await this.visitor.values(AnalyticsSettings.visitorWait, leaving);
        if (ids.MCOPTOUT) {
            return false;
        }
        const account = this.suites.account;
        const host = this.window.location.protocol === 'https:' ? this.trackingServer.secure : this.trackingServer.plain;
        if (!account || !host) {
            return false;
        }
        const data: BeaconData = {
            time: new Date(),
            variables: hit.variables,
            contextData: hit.contextData,
            visitor: {
                mid: ids.MCMID || undefined,
                aid: ids.MCAID || undefined,
                aamlh: ids.MCAAMLH ? String(ids.MCAAMLH) : undefined,
                aamb: ids.MCAAMB || undefined,
                mcorgid: this.visitor.instance ? VisitorSettings.orgId : undefined,
                // Only an id another consumer (the personalization call) took: A4T (docs/protocols.md §2, `sdid`).
                sdid: this.visitor.instance?.getSupplementalDataID('AppMeasurement:0', true) || undefined,
                customerIds: this.visitor.instance?.getCustomerIDs(),
                fid: ids.MCMID || ids.MCAID ? undefined : BeaconFacts.fallbackId(this.cookies)
            },
            link: hit.link,
            browser: this.browser ??= BeaconFacts.browser(this.window, this.cookies),
            lastRequestTime: this.transport.lastRequestTime
        };
        const cacheBuster = `s${Math.floor(Date.now() / 10800000) % 10}${Math.floor(Math.random() * 1e13)}`;
        const base = this.serviceUrl.of(host, `/b/ss/${account}/1/${AnalyticsSettings.version}/${cacheBuster}`, this.window.location.protocol === 'https:' ? 'https:' : 'http:');
        const query = BeaconLimits.query(data, AnalyticsSettings.maxBeaconLength - base.length - 1, message => this.logger.warn(message));
        this.runCallbacks(hit.callbacks?.pre, `${base}?${query}`);
        const request = { base, query, hasVisitorId: Boolean(data.visitor.mid || data.visitor.aid), useBeacon: hit.useBeacon || leaving.aborted, offline: hit.offline };
        if (hit.buffered && this.holding()) {
            this.buffer.hold(request);
        } else {
            // What page code held goes first, then this hit: the transport keeps their order.
            this.flushBuffered(true);
            await this.transport.send(request);
        }
        this.runCallbacks(hit.callbacks?.post, `${base}?${query}`);
        return true;
    }

    /** Page code's registered track callbacks: one that throws is logged, the hit goes on. */
    protected runCallbacks(callbacks: readonly TrackCallback[] | undefined, url: string): void {
        for (const { callback, args } of callbacks ?? []) {
            try {
                callback(url, ...args);
            } catch (error) {
                this.logger.warn('A track callback failed.', error);
            }
        }
    }

    /** Sends the held hits in order; without consent (`allowed` false) they are dropped instead. */
    flushBuffered(allowed: boolean): void {
        for (const request of this.buffer.take()) {
            if (allowed) {
                this.transport.send(request).catch(error => this.logger.warn('A held hit could not be sent.', error));
            }
        }
    }
}
