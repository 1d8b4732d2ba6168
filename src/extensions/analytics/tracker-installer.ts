import { AnalyticsSettings } from '../../config/analytics';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { TrackerMessages } from '../../services/tracker-service';
import type { TrackingServer } from '../../services/tracking-server';
import type { VisitorService } from '../../services/visitor-service';
import type { TrackerCalls } from './analytics-tracker';
import { AnalyticsTracker } from './analytics-tracker';
import { trackerUtil } from './page-code-tools';

/** What page code reads on AppMeasurement's `s` besides the variables comes from these. */
export interface TrackerInstallerOptions {
    readonly window: BrowserWindow;
    readonly cookies: CookieService;
    readonly suites: ReportSuiteResolver;
    readonly trackingServer: TrackingServer;
    /** The page's Visitor instance, as `s.visitor`. */
    readonly visitor: VisitorService;
}

const MEDIA_CALLS = ['open', 'play', 'stop', 'close', 'complete', 'track', 'monitor', 'autoTrack'];

/**
 * Puts the container's tracker on the page as the global page code knows (`s`), equipped with
 * what page code reads on AppMeasurement's: `Util`, the report suites, the tracking servers, the
 * library version and the Visitor instance. The tracker service builds it as it starts, and hands
 * it the calls the tracker makes.
 */
export class TrackerInstaller {
    constructor(protected readonly options: TrackerInstallerOptions) {}

    /**
     * Our tracker object under `name`. Variables page code set on a plain `s` object before the
     * container loaded are kept; anything else already there is not ours to replace (thrown, with
     * the spec's message).
     */
    install(name: string, calls: TrackerCalls): AnalyticsTracker {
        const window = this.options.window as unknown as Record<string, unknown>;
        const existing = window[name];
        if (existing instanceof AnalyticsTracker) {
            return existing;
        }
        const plain =
            existing === undefined ||
            (typeof existing === 'object' && existing !== null && Object.getPrototypeOf(existing) === Object.prototype);
        if (!plain) {
            throw new Error(TrackerMessages.cannotCreate);
        }
        const tracker = new AnalyticsTracker(calls, {
            charSet: AnalyticsSettings.charSet,
            currencyCode: AnalyticsSettings.currencyCode,
            ...existing
        });
        this.equip(tracker, calls);
        try {
            window[name] = tracker;
        } catch {
            // A read-only global: the page cannot reach our tracker, so we do not use it either.
        }
        if (window[name] !== tracker) {
            throw new Error(TrackerMessages.globalNotFound(name));
        }
        // Page code written for AppMeasurement may ask for its instance by the library's global.
        window.s_gi ??= () => tracker;
        return tracker;
    }

    protected equip(tracker: AnalyticsTracker, calls: TrackerCalls): void {
        const { window, cookies, suites, trackingServer, visitor } = this.options;
        // Writable, as on AppMeasurement, but not variables: beacons still go to the property's suites and servers.
        const setting = (value: unknown) => ({ value, writable: true, configurable: true, enumerable: false });
        Object.defineProperties(tracker, {
            Util: setting(trackerUtil(tracker, window, cookies)),
            account: setting(suites.account),
            trackingServer: setting(trackingServer.plain),
            trackingServerSecure: setting(trackingServer.secure),
            // The version AppMeasurement would report (page code compares it).
            version: setting(AnalyticsSettings.version),
            visitor: { get: () => visitor.instance, configurable: true, enumerable: false },
            // Modules the sites do not use: page code that configures or calls them is told, never broken.
            Media: setting(Object.fromEntries(MEDIA_CALLS.map(call => [call, () => calls.unsupportedCall(`Media.${call}`)]))),
            ActivityMap: setting({})
        });
    }
}
