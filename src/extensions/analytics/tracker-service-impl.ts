import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import { StartupContribution } from '../../runtime/startup-contribution';
import { AnalyticsTracker } from './analytics-tracker';
import { HitComposer } from './hit-composer';
import { HitDelivery } from './hit-delivery';
import { RequestBuffer } from './request-buffer';
import { Beacon, CapturedHit, clearPerHitVariables, offlineOf } from './captured-hit';
import { installTracker, pageCodeLink, queryParameter } from './page-code-tools';
import { PageViewPlugins } from './page-view-plugins';
import { QueryMasker } from '../../services/query-masker';
import { BrowserWindow } from '../../services/browser-window';
import { Logger } from '../../services/logger';
import { PageEvents } from '../../services/page-events';
import { BeaconTransport } from './beacon-transport';
import { LazyProvider } from '../../services/lazy-features';
import { PageActivityMeter, PageActivityMeterProvider } from '../../services/page-activity-meter';
import { CookieService } from '../../services/cookie-service';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ScriptLoader } from '../../services/script-loader';
import { StorageService } from '../../services/storage-service';
import { ServiceUrl } from '../../services/service-url';
import { LinkBeacon, TrackedValues, TrackerMessages, TrackerService } from '../../services/tracker-service';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';

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
    @inject(PageActivityMeterProvider) protected readonly pageActivity!: LazyProvider<PageActivityMeter>;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(StorageService) protected readonly storage!: StorageService;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly events!: PageEvents;

    tracker: AnalyticsTracker | undefined;

    protected parts: { composer: HitComposer; delivery: HitDelivery } | undefined;

    protected readonly masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue);
    protected staged: Record<string, unknown> = {};
    protected pageViewSent = false;
    protected starting: Promise<boolean> | undefined;
    protected warnedCompliance = false;
    protected pageHide: AbortController | undefined;

    /** The hit's composition and its delivery, built with `new` once the services are injected. */
    protected get composer(): HitComposer {
        return this.built().composer;
    }

    protected get delivery(): HitDelivery {
        return this.built().delivery;
    }

    protected built(): { composer: HitComposer; delivery: HitDelivery } {
        return this.parts ??= {
            composer: new HitComposer(new PageViewPlugins(this.cookies, this.window), this.masker, pageName => this.measurePage(pageName), this.logger),
            delivery: new HitDelivery(this.window, this.cookies, this.visitor, this.suites, this.trackingServer, this.serviceUrl, this.transport,
                new RequestBuffer(this.storage, this.cookies, this.logger), () => this.tracker instanceof AnalyticsTracker && this.tracker.buffering, this.logger)
        };
    }

    /** What the next page view reports of this page is measured after load, by the after-load file. */
    protected measurePage(pageName: string): void {
        this.pageActivity()
            .then(meter => meter.start(pageName))
            .catch(error => this.logger.warn('Page activity could not start.', error));
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
            flushBuffered: () => this.delivery.flushBuffered(this.mayTrack())
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
        if (this.pageViewSent || !this.mayTrack()) {
            return false;
        }
        this.pageViewSent = true;
        return this.send({ values: { ...values, ...this.staged }, tracker: this.tracker });
    }

    trackLink(link: LinkBeacon): Promise<boolean> {
        // A click that leaves the page goes by sendBeacon, which outlives the page.
        return this.send({ values: link.values ?? {}, link, tracker: this.tracker, useBeacon: link.leavesPage });
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
            const proceed = () => typeof done === 'function' ? done() : href && this.window.location.assign(href);
            Promise.race([sent, new Promise(resolve => setTimeout(resolve, AnalyticsSettings.forcedLinkTrackingTimeout))]).then(proceed);
        }
    }

    /**
     * A hit: captured as the tracker holds it now (page code may change or clear its variables
     * the next moment), sent once the visitor's ids are known. A rule's hit asked for before the
     * tracker exists is captured when it does.
     */
    protected async send(beacon: Beacon): Promise<boolean> {
        if (!this.tracker) {
            await this.starting;
        }
        const hit = this.capture(beacon);
        return hit ? this.delivery.deliver(hit, this.leaving()) : false;
    }

    protected capture(beacon: Beacon): CapturedHit | undefined {
        if (!this.mayTrack()) {
            return undefined;
        }
        const tracker = beacon.tracker;
        if (tracker?.abort) {
            clearPerHitVariables(tracker);
            return undefined;
        }
        const composed = this.composer.compose(beacon, { url: this.window.location.href, referrer: () => this.firstReferrer() });
        // Page code's `s.useBeacon` holds for one hit (docs/protocols.md §2.3): the clean-up below clears it.
        const useBeacon = Boolean(beacon.useBeacon || (beacon.overrides?.useBeacon ?? tracker?.useBeacon) || beacon.link?.type === 'e');
        if (tracker) {
            clearPerHitVariables(tracker);
        }
        return composed && {
            variables: composed.variables, contextData: composed.contextData, link: composed.link, useBeacon, offline: offlineOf(tracker), buffered: tracker instanceof AnalyticsTracker && tracker.buffering,
            callbacks: tracker instanceof AnalyticsTracker ? tracker.trackCallbacks : undefined
        };
    }

    /** `adobe_mc_ref` in the page's address stands for the referrer (empty: none), else the document's. */
    protected firstReferrer(): string | undefined {
        const href = this.window.location.href;
        return (/[?&]adobe_mc_ref(=|&|#|$)/.test(href) ? queryParameter('adobe_mc_ref', href) : this.window.document.referrer) || undefined;
    }

    /** Aborts when the page starts to unload: beacons waiting for ids then go without them. */
    protected leaving(): AbortSignal {
        if (!this.pageHide) {
            const controller = this.pageHide = new AbortController();
            const off = this.events.on('pagehide', () => {
                off();
                controller.abort();
            });
        }
        return this.pageHide.signal;
    }
}
