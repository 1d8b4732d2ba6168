import { AnalyticsSettings } from '../../config/analytics';
import { VisitorSettings } from '../../config/visitor';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { ReportSuiteResolver } from '../../services/report-suite-resolver';
import type { ServiceUrl } from '../../services/service-url';
import type { TrackingServer } from '../../services/tracking-server';
import type { BeaconVisitorValues, VisitorService } from '../../services/visitor-service';
import type { BeaconData } from './beacon-builder';
import { BeaconFacts } from './beacon-facts';
import { BeaconLimits } from './beacon-limits';
import type { BeaconRequest, BeaconTransport } from './beacon-transport';
import type { CapturedHit } from './captured-hit';

export interface BeaconRequestsOptions {
    readonly window: BrowserWindow;
    readonly cookies: CookieService;
    /** The instance's org, supplemental data id and customer ids. */
    readonly visitor: VisitorService;
    readonly suites: ReportSuiteResolver;
    readonly trackingServer: TrackingServer;
    readonly serviceUrl: ServiceUrl;
    /** The last request's round trip (`lrt`). */
    readonly transport: Pick<BeaconTransport, 'lastRequestTime'>;
    readonly logger: Logger;
}

/**
 * A captured hit and the visitor's ids as the request that carries them: the report suite, the
 * tracking server, the browser's facts, and the URL within its limits (docs/protocols.md §2).
 */
export class BeaconRequests {
    protected browser: BeaconData['browser'] | undefined;

    constructor(protected readonly options: BeaconRequestsOptions) {}

    /** The request, or undefined for a page with no report suite or tracking server. */
    of(hit: CapturedHit, ids: BeaconVisitorValues): BeaconRequest | undefined {
        const { window, cookies, visitor, trackingServer, serviceUrl, transport, logger } = this.options;
        const account = this.options.suites.account;
        const secure = window.location.protocol === 'https:';
        const host = secure ? trackingServer.secure : trackingServer.plain;
        if (!account || !host) {
            return undefined;
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
                mcorgid: visitor.instance ? VisitorSettings.orgId : undefined,
                // Only an id another consumer (the personalization call) took: A4T (docs/protocols.md §2, `sdid`).
                sdid: visitor.instance?.getSupplementalDataID('AppMeasurement:0', true) || undefined,
                customerIds: visitor.instance?.getCustomerIDs(),
                fid: ids.MCMID || ids.MCAID ? undefined : BeaconFacts.fallbackId(cookies)
            },
            link: hit.link,
            browser: (this.browser ??= BeaconFacts.browser(window, cookies)),
            lastRequestTime: transport.lastRequestTime
        };
        const cacheBuster = `s${Math.floor(Date.now() / 10800000) % 10}${Math.floor(Math.random() * 1e13)}`;
        const base = serviceUrl.of(host, `/b/ss/${account}/1/JS-${AnalyticsSettings.version}/${cacheBuster}`, secure ? 'https:' : 'http:');
        const query = BeaconLimits.query(data, AnalyticsSettings.maxBeaconLength - base.length - 1, message => logger.warn(message));
        return {
            base,
            query,
            hasVisitorId: Boolean(data.visitor.mid || data.visitor.aid),
            leavesPage: hit.leavesPage,
            offline: hit.offline
        };
    }
}
