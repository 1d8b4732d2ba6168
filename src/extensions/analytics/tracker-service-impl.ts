import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import { VisitorSettings } from '../../config/visitor';
import { AnalyticsTracker, TrackCallback } from './analytics-tracker';
import { BeaconBuilder, BeaconData } from './beacon-builder';
import { BeaconLimits } from './beacon-limits';
import { BeaconFacts } from './beacon-facts';
import { Beacon, CapturedHit, clearPerHitVariables, offlineOf } from './captured-hit';
import { filterLinkVariables } from './link-variables';
import { installTracker, pageCodeLink, queryParameter } from './page-code-tools';
import { PageViewPlugins } from './page-view-plugins';
import { QueryMasker } from '../../services/query-masker';
import { BrowserWindow } from '../../services/browser-window';
import { Logger } from '../../services/logger';
import { PageEvents } from '../../services/page-events';
import { BeaconTransport } from '../../services/beacon-transport';
import { LazyProvider } from '../../services/lazy-features';
import { PageActivityMeter, PageActivityMeterProvider } from '../../services/page-activity-meter';
import { CookieService } from '../../services/cookie-service';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ScriptLoader } from '../../services/script-loader';
import { ServiceUrl } from '../../services/service-url';
import { LinkBeacon, TrackedValues, TrackerMessages, TrackerService } from '../../services/tracker-service';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';

@injectable()
export class TrackerServiceImpl implements TrackerService {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(VisitorService) protected readonly visitor!: VisitorService;
    @inject(ReportSuiteResolver) protected readonly suites!: ReportSuiteResolver;
    @inject(TrackingServer) protected readonly trackingServer!: TrackingServer;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;
    @inject(BeaconTransport) protected readonly transport!: BeaconTransport;
    @inject(PageViewPlugins) protected readonly plugins!: PageViewPlugins;
    @inject(PageActivityMeterProvider) protected readonly pageActivity!: LazyProvider<PageActivityMeter>;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly events!: PageEvents;

    tracker: AnalyticsTracker | undefined;

    protected readonly masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue);
    protected staged: Record<string, unknown> = {};
    protected pageViewSent = false;
    protected starting: Promise<boolean> | undefined;
    protected firstHit = true;
    protected warnedCompliance = false;
    protected browser: BeaconData['browser'] | undefined;
    protected pageHide: AbortController | undefined;
    protected left = false;
    /** The page name of the last page view, for the link beacons after it. */
    protected pageName: string | undefined;

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
            unsupported: call => this.logger.warn(TrackerMessages.unsupported(call))
        }, { window: this.window, cookies: this.cookies, suites: this.suites, trackingServer: this.trackingServer, visitor: this.visitor });
    }

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
     * a link name or URL, else a page view (analytics-beacon-protocol §2.1).
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
        return hit ? this.deliver(hit) : false;
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
        const { variables, contextData } = this.compose(beacon);
        const name = this.masker.maskUrl(beacon.link?.name);
        // Cut before an emoji rather than through it: half of one cannot go in a URL.
        const link = beacon.link && { type: beacon.link.type, name: name && BeaconBuilder.truncate(name, AnalyticsSettings.linkTextLimit), url: this.masker.maskUrl(beacon.link.url) };
        // Page code's `s.useBeacon` holds for one hit (§1.3): the clean-up below clears it.
        const useBeacon = Boolean(beacon.useBeacon || (beacon.overrides?.useBeacon ?? tracker?.useBeacon) || beacon.link?.type === 'e');
        if (tracker) {
            clearPerHitVariables(tracker);
        }
        return {
            variables, contextData: this.masker.maskValues(contextData), link, useBeacon, offline: offlineOf(tracker),
            callbacks: tracker instanceof AnalyticsTracker ? tracker.trackCallbacks : undefined
        };
    }

    protected async deliver(hit: CapturedHit): Promise<boolean> {
        const ids = await this.visitor.values(AnalyticsSettings.visitorWait, this.leaving());
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
                // Only an id another consumer (the personalization call) took: A4T (analytics-beacon-protocol, `sdid`).
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
        await this.transport.send({ base, query, hasVisitorId: Boolean(data.visitor.mid || data.visitor.aid), useBeacon: hit.useBeacon || this.left, offline: hit.offline });
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

    /**
     * The beacon's variables: what page code set on `s`, then the call's values (by key or
     * variable), then for a page view the plug-ins'. Link beacons keep only linkTrackVars.
     */
    protected compose(beacon: Beacon): { variables: Record<string, string | undefined>; contextData: Record<string, unknown> } {
        // Overrides stand in for the tracker's own variables for this hit, context data whole.
        const tracker: Record<string, unknown> = { ...(beacon.tracker ?? {}), ...(beacon.overrides ?? {}) };
        const variables: Record<string, string | undefined> = {};
        const ownContext = tracker.contextData;
        const contextData: Record<string, unknown> = { ...(ownContext && typeof ownContext === 'object' ? ownContext : {}) };
        const events: string[] = typeof tracker.events === 'string' && tracker.events ? tracker.events.split(',') : [];
        for (const [name, value] of Object.entries(tracker)) {
            if (typeof value === 'string' || typeof value === 'number') {
                variables[name] = String(value);
            }
        }
        let values = beacon.values;
        if (!beacon.link) {
            const named = values[VARIABLE.pageName] ?? variables.pageName;
            this.pageName = named === undefined || named === '' ? undefined : String(named);
            // Without a name the plug-ins know the page by its URL (masked: it goes into s_gpv and prop2).
            const pageName = this.pageName ?? this.masker.maskUrl(this.window.location.href)!;
            values = { ...values, ...this.plugins.values(pageName, values[VARIABLE.campaign] as string | undefined) };
            // What the next page view reports of this page is measured after load, by the after-load bundle.
            this.pageActivity()
                .then(meter => meter.start(pageName))
                .catch(error => this.logger.warn('Page activity could not start.', error));
        }
        for (const [variable, value] of Object.entries(values)) {
            if (value === undefined || value === null || value === '' || value === false) {
                continue;
            }
            if (/^event\d+$/.test(variable)) {
                // A flag event, or a numeric one (`event507=42`: seconds, a count, a price).
                const amount = Number(value);
                events.push(value === true || value === 'true' || !Number.isFinite(amount) ? variable : `${variable}=${amount}`);
            } else if (variable.startsWith('contextData.')) {
                contextData[variable.slice('contextData.'.length)] = value;
            } else {
                variables[variable] = String(value);
            }
        }
        variables.events = [...new Set(events)].join(',') || undefined;
        // Link beacons name the page they happened on, as the page view named it.
        variables.pageName ??= this.pageName;
        // Defaulted once, then kept on the tracker: later hits carry the first address unless page code sets another (§1.5).
        if (variables.pageURL === undefined) {
            variables.pageURL = this.window.location.href;
            if (beacon.tracker) {
                beacon.tracker.pageURL = variables.pageURL;
            }
        }
        // The referrer on the tracker's first hit only (analytics-beacon-protocol §1.5); one page code sets goes on its hit.
        if (this.firstHit) {
            this.firstHit = false;
            variables.referrer ??= this.firstReferrer();
        }
        // Any value may hold a URL (g, r, an eVar with the referrer): none leaves with a sensitive value.
        const masked = this.masker.maskValues(variables) as Record<string, string | undefined>;
        return beacon.link ? filterLinkVariables(tracker.linkTrackVars, tracker.linkTrackEvents, masked, contextData) : { variables: masked, contextData };
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
                this.left = true;
                controller.abort();
            });
        }
        return this.pageHide.signal;
    }
}
