import { inject, injectable, multiInject } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import { Lazy } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { AnalyticsTracker } from './analytics-tracker';
import { BeaconRequests } from './beacon-requests';
import { Beacon } from './captured-hit';
import { HitCapture } from './hit-capture';
import { HitComposer } from './hit-composer';
import { HitDelivery } from './hit-delivery';
import { HitStep } from './hit-step';
import { HeldRequests, RequestBufferProvider } from './held-requests';
import type { RequestBuffer } from './request-buffer';
import { installTracker, pageCodeLink } from './page-code-tools';
import { BrowserWindow } from '../../services/browser-window';
import { Logger } from '../../services/logger';
import { PageEvents } from '../../services/page-events';
import { PageNavigation, PageNavigationFactory } from '../../services/page-navigation';
import { BeaconTransport } from './beacon-transport';
import { CookieService } from '../../services/cookie-service';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ScriptLoader } from '../../services/script-loader';
import { LazyProvider } from '../../services/lazy-features';
import { ServiceUrl } from '../../services/service-url';
import { LinkBeacon, TrackedValues, TrackerMessages, TrackerService } from '../../services/tracker-service';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';

/**
 * The tracker page code knows as `s`, and the way of its hits: captured (HitCapture, with the
 * steps the modules contribute), then delivered (HitDelivery) to the transport. Consent is
 * checked here, once per hit, before anything of it is read.
 */
@injectable()
export class TrackerServiceImpl implements TrackerService, StartupContribution {

    /** `s` before any rule tracks; not awaited: beacons wait for a preinstalled tracker, not the rules. */
    readonly startupStep = { id: 'analytics-tracker', order: 30 };

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(VisitorService) protected readonly visitor!: VisitorService;
    @inject(ReportSuiteResolver) protected readonly suites!: ReportSuiteResolver;
    @inject(TrackingServer) protected readonly trackingServer!: TrackingServer;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;
    @inject(BeaconTransport) protected readonly transport!: BeaconTransport;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(RequestBufferProvider) protected readonly buffer!: LazyProvider<RequestBuffer>;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(PageNavigationFactory) protected readonly navigation!: Lazy<PageNavigation>;
    @multiInject(HitStep) protected readonly steps!: HitStep[];

    tracker: AnalyticsTracker | undefined;

    protected parts: { capture: HitCapture; delivery: HitDelivery } | undefined;
    protected staged: Record<string, unknown> = {};
    /** The page view's delivery, once asked for: one per page. */
    protected pageView: Promise<boolean> | undefined;
    protected starting: Promise<boolean> | undefined;
    protected warnedCompliance = false;

    /** The hit's legs, built with `new` at the first hit, each handed what it uses. */
    protected get hits(): { capture: HitCapture; delivery: HitDelivery } {
        return this.parts ??= {
            capture: new HitCapture({ composer: new HitComposer({ steps: this.steps, logger: this.logger }), window: this.window }),
            delivery: new HitDelivery({
                visitor: this.visitor,
                requests: new BeaconRequests({
                    window: this.window, cookies: this.cookies, visitor: this.visitor, suites: this.suites, trackingServer: this.trackingServer,
                    serviceUrl: this.serviceUrl, transport: this.transport, logger: this.logger
                }),
                transport: this.transport,
                held: new HeldRequests({ cookies: this.cookies, buffer: this.buffer, leaving: this.events.leaving }),
                leaving: this.events.leaving,
                logger: this.logger
            })
        };
    }

    start(): Promise<boolean> {
        return this.starting ??= this.begin();
    }

    protected async begin(): Promise<boolean> {
        const name = AnalyticsSettings.globalName;
        try {
            // Preinstalled: the page installs the tracker itself; we poll for it ('Bailing out ...' after 10 s).
            this.tracker = AnalyticsSettings.library === 'preinstalled' ? await this.scripts.waitForGlobal<AnalyticsTracker>(name) : this.install(name);
            return true;
        } catch (error) {
            this.logger.error((error as Error).message);
            this.tracker = undefined;
            return false;
        }
    }

    protected install(name: string): AnalyticsTracker {
        return installTracker(name, {
            track: (from, overrides, doneAction) => this.pageCodeHit(from, overrides, doneAction),
            unsupported: call => this.logger.warn(TrackerMessages.unsupported(call)),
            bufferRequests: on => this.hits.delivery.hold(on, this.mayTrack())
        }, { window: this.window, cookies: this.cookies, suites: this.suites, trackingServer: this.trackingServer, visitor: this.visitor });
    }

    /** docs/requirements.md §5.5: the tracker runs only while the consent-mirror cookie says 'true', whoever wrote it. */
    get allowed(): boolean {
        return this.cookies.get(AnalyticsSettings.trackingCookie) === 'true';
    }

    stagePageView(values: TrackedValues): void {
        Object.assign(this.staged, values);
    }

    async sendPageView(values: TrackedValues = {}): Promise<boolean> {
        // A tracker the page installs itself may still be on its way.
        await this.starting;
        if (this.pageView || !this.mayTrack()) {
            return false;
        }
        return this.pageView = this.send({ values: { ...values, ...this.staged }, tracker: this.tracker });
    }

    async pageViewSettled(): Promise<void> {
        await this.starting;
        await this.pageView?.catch(() => undefined);
    }

    trackLink(link: LinkBeacon): Promise<boolean> {
        // A click that leaves the page goes by sendBeacon, which outlives the page.
        return this.send({ values: link.values ?? {}, link, tracker: this.tracker });
    }

    protected mayTrack(): boolean {
        if (!this.tracker) {
            return false;
        }
        if (!this.allowed) {
            if (!this.warnedCompliance) {
                this.warnedCompliance = true;
                this.logger.warn(TrackerMessages.euCompliance);
            }
            return false;
        }
        return true;
    }

    /**
     * `s.t()` and `s.tl()`: a link hit when the tracker (or the call's overrides) has a link type and
     * a link name or URL, else a page view (docs/protocols.md §2.5).
     */
    protected pageCodeHit(tracker: AnalyticsTracker, overrides: Record<string, unknown> | undefined, done: unknown): void {
        const { link, href } = pageCodeLink({ ...tracker, ...overrides }, this.window);
        const sent = this.send({ tracker, values: {}, overrides, link });
        if (done) {
            // Forced link tracking: the caller waits for the beacon, at most the spec's 1000 ms.
            const proceed = () => typeof done === 'function' ? done() : href && this.navigation().navigate(href);
            Promise.race([sent, new Promise(resolve => setTimeout(resolve, AnalyticsSettings.forcedLinkTrackingTimeout))]).then(proceed);
        }
    }

    /**
     * A hit: captured as the tracker holds it now (page code may change or clear its variables
     * the next moment), delivered once the visitor's ids are known. A rule's hit asked for before
     * the tracker exists is captured when it does.
     */
    protected async send(beacon: Beacon): Promise<boolean> {
        if (!this.tracker) {
            await this.starting;
        }
        const hit = this.mayTrack() ? this.hits.capture.capture(beacon) : undefined;
        return hit ? this.hits.delivery.deliver(hit) : false;
    }
}
