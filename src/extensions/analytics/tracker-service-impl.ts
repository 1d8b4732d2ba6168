import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import { VisitorSettings } from '../../config/visitor';
import { AnalyticsTracker } from './analytics-tracker';
import { BeaconBuilder, BeaconData } from './beacon-builder';
import { BeaconFacts } from './beacon-facts';
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

/** Variables that go on every link beacon whatever linkTrackVars says (analytics-beacon-protocol §2.2). */
const ALWAYS_ON_LINKS = ['pageName', 'pageURL', 'referrer', 'currencyCode', 'charSet', 'visitorID', 'contextData'];
const LINK_TYPES: Readonly<Record<string, 'o' | 'd' | 'e'>> = { o: 'o', d: 'd', e: 'e' };

interface Beacon {
    readonly values: TrackedValues;
    readonly link?: LinkBeacon;
    readonly tracker?: AnalyticsTracker;
    readonly useBeacon?: boolean;
}

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
    protected pageHide: Promise<void> | undefined;
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

    /**
     * Puts our tracker object on the page under `name`. Variables page code set on a plain `s`
     * object before the container loaded are kept; anything else already there is not ours to replace.
     */
    protected install(name: string): AnalyticsTracker {
        const window = this.window as unknown as Record<string, unknown>;
        const existing = window[name];
        if (existing instanceof AnalyticsTracker) {
            return existing;
        }
        const plain = existing === undefined || (typeof existing === 'object' && existing !== null && Object.getPrototypeOf(existing) === Object.prototype);
        if (!plain) {
            throw new Error(TrackerMessages.cannotCreate);
        }
        const tracker = new AnalyticsTracker({
            pageView: (from, overrides) => void this.send({ tracker: from, values: overrides ?? {} }),
            link: (from, link) => this.pageCodeLink(from, link)
        }, { charSet: AnalyticsSettings.charSet, currencyCode: AnalyticsSettings.currencyCode, ...(existing as object | undefined) });
        try {
            window[name] = tracker;
        } catch {
            // A read-only global: the page cannot reach our tracker, so we do not use it either.
        }
        if (window[name] !== tracker) {
            throw new Error(TrackerMessages.globalNotFound(name));
        }
        return tracker;
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

    /** `s.tl(this, 'o', 'name', overrides, doneAction)` from page code. */
    protected pageCodeLink(tracker: AnalyticsTracker, call: { object: unknown; type: string; name?: string; overrides?: Record<string, unknown>; doneAction?: unknown }): void {
        const element = call.object instanceof this.window.Element ? call.object as HTMLAnchorElement : undefined;
        const href = element?.href;
        const url = href && !tracker.linkLeaveQueryString ? href.split('?')[0] : href;
        const done = call.doneAction;
        const useBeacon = Boolean(tracker.useBeacon);
        // As with AppMeasurement, useBeacon holds for one call.
        tracker.useBeacon = false;
        const sent = url || call.name
            ? this.send({ tracker, values: call.overrides ?? {}, link: { type: LINK_TYPES[call.type?.toLowerCase()] ?? 'o', name: call.name, url }, useBeacon })
            : this.send({ tracker, values: call.overrides ?? {} });
        if (done) {
            // Forced link tracking: the caller waits for the beacon, at most 1000 ms.
            const proceed = () => typeof done === 'function' ? done() : href && this.window.location.assign(href);
            Promise.race([sent, new Promise(resolve => setTimeout(resolve, AnalyticsSettings.forcedLinkTrackingTimeout))]).then(proceed);
        }
    }

    protected async send(beacon: Beacon): Promise<boolean> {
        await this.starting;
        if (!this.mayTrack()) {
            return false;
        }
        const ids = await this.visitor.values(AnalyticsSettings.visitorWait, this.leaving());
        if (ids.MCOPTOUT) {
            return false;
        }
        const account = this.suites.account;
        const host = this.window.location.protocol === 'https:' ? this.trackingServer.secure : this.trackingServer.plain;
        if (!account || !host) {
            return false;
        }
        const { variables, contextData } = this.compose(beacon);
        const data: BeaconData = {
            time: new Date(),
            variables,
            contextData: this.masker.maskValues(contextData),
            visitor: {
                mid: ids.MCMID || undefined,
                aid: ids.MCAID || undefined,
                aamlh: ids.MCAAMLH || undefined,
                aamb: ids.MCAAMB || undefined,
                mcorgid: this.visitor.instance ? VisitorSettings.orgId : undefined,
                // Only an id another consumer (the personalization call) took: A4T (analytics-beacon-protocol, `sdid`).
                sdid: this.visitor.instance?.getSupplementalDataID('AppMeasurement:0', true) || undefined,
                customerIds: this.visitor.instance?.getCustomerIDs(),
                fid: ids.MCMID || ids.MCAID ? undefined : BeaconFacts.fallbackId(this.cookies)
            },
            link: beacon.link && { type: beacon.link.type, name: this.masker.maskUrl(beacon.link.name)?.slice(0, AnalyticsSettings.linkTextLimit), url: this.masker.maskUrl(beacon.link.url) },
            browser: this.browser ??= BeaconFacts.browser(this.window, this.cookies),
            lastRequestTime: this.transport.lastRequestTime
        };
        const cacheBuster = `s${Math.floor(Date.now() / 10800000) % 10}${Math.floor(Math.random() * 1e13)}`;
        await this.transport.send({
            base: this.serviceUrl.of(host, `/b/ss/${account}/1/${AnalyticsSettings.version}/${cacheBuster}`, this.window.location.protocol === 'https:' ? 'https:' : 'http:'),
            query: BeaconBuilder.query(data),
            hasVisitorId: Boolean(data.visitor.mid || data.visitor.aid),
            useBeacon: Boolean(beacon.useBeacon || beacon.link?.type === 'e' || this.left)
        });
        return true;
    }

    /**
     * The beacon's variables: what page code set on `s`, then the call's values (by key or
     * variable), then for a page view the plug-ins'. Link beacons keep only linkTrackVars.
     */
    protected compose(beacon: Beacon): { variables: Record<string, string | undefined>; contextData: Record<string, unknown> } {
        const tracker = beacon.tracker ?? {} as AnalyticsTracker;
        const variables: Record<string, string | undefined> = {};
        const contextData: Record<string, unknown> = { ...(tracker.contextData ?? {}) };
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
        variables.pageURL = variables.pageURL ?? this.window.location.href;
        if (this.firstHit) {
            this.firstHit = false;
            variables.referrer ??= this.window.document.referrer || undefined;
        } else {
            delete variables.referrer;
        }
        // Any value may hold a URL (g, r, an eVar with the referrer): none leaves with a sensitive value.
        const masked = this.masker.maskValues(variables) as Record<string, string | undefined>;
        return beacon.link ? this.filterLink(tracker, masked, contextData) : { variables: masked, contextData };
    }

    protected filterLink(tracker: AnalyticsTracker, variables: Record<string, string | undefined>, contextData: Record<string, unknown>) {
        const allowed = String(tracker.linkTrackVars ?? '').split(',').map(name => name.trim()).filter(name => name && name !== 'None');
        const allowedEvents = String(tracker.linkTrackEvents ?? '').split(',').map(name => name.trim()).filter(name => name && name !== 'None');
        if (allowedEvents.length > 0 && variables.events) {
            variables.events = variables.events.split(',').filter(event => allowedEvents.includes(event.split(/[=:]/)[0])).join(',') || undefined;
        }
        if (allowed.length === 0 && !tracker.linkTrackVars) {
            return { variables, contextData };
        }
        const keep = new Set([...ALWAYS_ON_LINKS, ...allowed, ...(allowedEvents.length ? ['events'] : [])]);
        const filtered = Object.fromEntries(Object.entries(variables).filter(([name]) => keep.has(name)));
        const context = Object.fromEntries(Object.entries(contextData).filter(([key]) => keep.has(`contextData.${key}`)));
        return { variables: filtered, contextData: context };
    }

    /** Settles when the page starts to unload: beacons waiting for ids then go without them. */
    protected leaving(): Promise<void> {
        return this.pageHide ??= new Promise(resolve => {
            const off = this.events.on('pagehide', () => {
                off();
                this.left = true;
                resolve();
            });
        });
    }
}
