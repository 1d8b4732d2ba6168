import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import type { StartupContribution } from '../../runtime/startup-contribution';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import type { OnFirstUse } from '../../services/on-first-use';
import type { PageNavigation } from '../../services/page-navigation';
import { PageNavigationFactory } from '../../services/page-navigation';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ScriptLoader } from '../../services/script-loader';
import type { LinkBeacon, TrackedValues, TrackerService } from '../../services/tracker-service';
import { TrackerMessages } from '../../services/tracker-service';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';
import type { AnalyticsTracker, TrackerCalls } from './analytics-tracker';
import type { Beacon } from './captured-hit';
import { HitPath } from './hit-path';
import { pageCodeLink } from './page-code-tools';
import { TrackerInstaller } from './tracker-installer';

/**
 * The tracker page code knows as `s`, and the hits of the rules and of page code. Consent is
 * checked here, once per hit, before anything of it is read; the hit path (hit-path.ts) then
 * captures and delivers it. Its installer (tracker-installer.ts), built as the tracker starts, puts
 * `s` on the page; page code's calls on `s` come back here (TrackerCalls).
 */
@injectable()
export class TrackerServiceImpl implements TrackerService, TrackerCalls, StartupContribution {
    /** `s` before any rule tracks; not awaited: beacons wait for a preinstalled tracker, not the rules. */
    readonly startupStep = { id: 'analytics-tracker', order: 30 };

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageNavigationFactory) protected readonly navigation!: OnFirstUse<PageNavigation>;
    @inject(HitPath) protected readonly hits!: HitPath;
    /** What `s` carries besides the variables (TrackerInstaller): the report suites, the tracking servers, the Visitor instance. */
    @inject(ReportSuiteResolver) protected readonly suites!: ReportSuiteResolver;
    @inject(TrackingServer) protected readonly trackingServer!: TrackingServer;
    @inject(VisitorService) protected readonly visitor!: VisitorService;

    tracker: AnalyticsTracker | undefined;

    protected staged: Record<string, unknown> = {};
    /** The page view's delivery, once asked for: one per page. */
    protected pageView: Promise<boolean> | undefined;
    protected starting: Promise<boolean> | undefined;
    protected warnedCompliance = false;
    pageViewSent = false;

    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- begin() contains its failures; start-up need not wait for it
    start(): Promise<boolean> {
        return (this.starting ??= this.begin());
    }

    protected async begin(): Promise<boolean> {
        const name = AnalyticsSettings.globalName;
        try {
            // Preinstalled: the page installs the tracker itself; we poll for it ('Bailing out ...' after 10 s).
            this.tracker =
                AnalyticsSettings.library === 'preinstalled'
                    ? await this.scripts.waitForGlobal<AnalyticsTracker>(name)
                    : new TrackerInstaller({
                          window: this.window,
                          cookies: this.cookies,
                          suites: this.suites,
                          trackingServer: this.trackingServer,
                          visitor: this.visitor
                      }).install(name, this);
            return true;
        } catch (error) {
            this.logger.error((error as Error).message);
            this.tracker = undefined;
            return false;
        }
    }

    /** docs/requirements.md §5.5: the tracker runs only while the consent-mirror cookie says 'true', whoever wrote it. */
    get allowed(): boolean {
        return this.cookies.get(AnalyticsSettings.trackingCookie) === 'true';
    }

    stagePageView(values: TrackedValues): void {
        Object.assign(this.staged, values);
    }

    async sendPageView(values: TrackedValues = {}, restored = false): Promise<boolean> {
        // A tracker the page installs itself may still be on its way.
        await this.starting;
        if ((this.pageView && !restored) || !this.mayTrack()) {
            return false;
        }
        if (restored) {
            return this.send({ values: { ...values, ...this.staged }, tracker: this.tracker });
        }
        this.pageView = this.send({ values: { ...values, ...this.staged }, tracker: this.tracker });
        return this.pageView.then(sent => (this.pageViewSent = sent));
    }

    async pageViewSettled(): Promise<void> {
        await this.starting;
        await this.pageView?.catch(() => undefined);
    }

    trackLink(link: LinkBeacon): Promise<boolean> {
        // A click that leaves the page goes by sendBeacon, which outlives the page.
        return this.send({ values: link.values ?? {}, link, tracker: this.tracker });
    }

    /**
     * `s.t()` and `s.tl()`: a link hit when the tracker (or the call's overrides) has a link type and
     * a link name or URL, else a page view (docs/protocols.md §2.5).
     */
    pageCodeHit(tracker: AnalyticsTracker, overrides: Record<string, unknown> | undefined, done: unknown): void {
        const { link, href } = pageCodeLink({ ...tracker, ...overrides }, this.window);
        const sent = this.send({ tracker, values: {}, overrides, link });
        if (done) {
            // Forced link tracking: the caller waits for the beacon, at most the spec's 1000 ms.
            const proceed = () => {
                try {
                    return typeof done === 'function' ? (done as () => unknown)() : href && this.navigation().navigate(href);
                } catch (error) {
                    // The page's own callback: its failure is the page's, never an unhandled rejection of ours.
                    this.logger.warn('A forced link tracking callback failed.', error);
                }
            };
            void Promise.race([sent, new Promise(resolve => setTimeout(resolve, AnalyticsSettings.forcedLinkTrackingTimeout))]).then(
                proceed
            );
        }
    }

    unsupportedCall(call: string): void {
        this.logger.warn(TrackerMessages.unsupported(call));
    }

    /** Held requests leave only while consent allows; withdrawn, they are dropped. */
    holdRequests(on: boolean): void {
        this.hits.hold(on, this.mayTrack());
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
     * A hit: captured as the tracker holds it now (page code may change or clear its variables
     * the next moment), delivered once the visitor's ids are known. A rule's hit asked for before
     * the tracker exists is captured when it does.
     */
    protected async send(beacon: Beacon): Promise<boolean> {
        if (!this.tracker) {
            await this.starting;
        }
        return this.mayTrack() ? this.hits.send(beacon) : false;
    }
}
