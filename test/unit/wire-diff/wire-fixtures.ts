/**
 * Requests as a real run of the wire diff captured them (www.alderway.com's first reservation step,
 * its clicks, a delivery call's notification, the tags and the health report), long values and
 * the screen parameters trimmed; and helpers that vary them as another build would.
 */
import type { JourneyFacts, JourneyRecord, JourneyStepRecord, SentRequest, WireRun } from '../../../scripts/wire-diff/wire-records';

const ECID = '52862992719359679568436171865416999853';
const BLOB = '8ffQ8X36rZHYGIt6Ti5bHmexQchbfrhPgHB31weC%2BetJjqKVALHL';
const PAGE =
    'pageName=alderway%3Aus%3Arental%3Areservation%3A1%20startreservation&g=https%3A%2F%2Fwww.alderway.com%2Fcar-rental%2Freservation%2FstartReservation.html';

/** The page view of the first reservation step. */
export const PAGE_VIEW: SentRequest = {
    kind: 'analytics',
    method: 'GET',
    protocol: 'https',
    host: 'smetrics.alderway.com',
    path: '/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s810000000319',
    search:
        `AQB=1&ndh=1&pf=1&t=29%2F10%2F2026%202%3A7%3A32%200%200&sdid=1862000000000000-0000000000000000&mid=${ECID}&aamlh=9&ce=UTF-8` +
        `&${PAGE}&cc=USD&server=www.alderway.com&events=event10&aamb=${BLOB}&v3=mmgalderwayusrental&v4=production&c5=1` +
        '&v5=year%3D2026%20%7C%20month%3DNovember%20%7C%20date%3D28%20%7C%20day%3DSaturday%20%7C%20time%3D8%3A07%20PM&c6=1&v6=New' +
        '&v30=reservation%3A1%20start%20reservation&s=1280x720&c=24&mcorgid=9E1005A551ED61CA0A490D45%40AdobeOrg&AQE=1'
};

/** The custom link of the footer's privacy link: its context data nested in blocks. */
export const PRIVACY_LINK: SentRequest = {
    kind: 'analytics',
    method: 'POST',
    protocol: 'https',
    host: 'smetrics.alderway.com',
    path: '/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s810000000379',
    search:
        `AQB=1&ndh=1&pf=1&t=29%2F10%2F2026%202%3A7%3A35%200%200&mid=${ECID}&aamlh=9&ce=UTF-8&${PAGE}` +
        '&c.&link.&text=Privacy%20statement&region=footer&target=_self&.link&dl.&validation=valid&.dl&.c' +
        `&cc=USD&aamb=${BLOB}&v90=link-click&pe=lnk_o&pev2=Privacy%20statement&lrt=78&AQE=1`
};

/** The custom link of a form error (a click on submit with the form empty). */
export const FORM_ERROR_LINK: SentRequest = {
    kind: 'analytics',
    method: 'GET',
    protocol: 'https',
    host: 'smetrics.alderway.com',
    path: '/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s810000000339',
    search:
        `AQB=1&ndh=1&pf=1&t=29%2F10%2F2026%202%3A7%3A34%200%200&mid=${ECID}&aamlh=9&ce=UTF-8&${PAGE}&cc=USD&events=event30&aamb=${BLOB}` +
        '&c11=Please%20enter%20a%20pick-up%20location.&pe=lnk_o&pev2=form%20error&lrt=114&AQE=1'
};

/** The exit link of www.alderwayshare.com's privacy link, to another of the company's sites. */
export const EXIT_LINK: SentRequest = {
    kind: 'analytics',
    method: 'POST',
    protocol: 'https',
    host: 'smetrics.alderwayshare.com',
    path: '/b/ss/mmgglobalprod,mmgalderwayusshare/1/JS-2.27.0/s810000000070',
    search:
        'AQB=1&ndh=1&pf=1&t=29%2F10%2F2026%202%3A8%3A27%200%200&mid=16374143831369088933526343151205706292&aamlh=9&ce=UTF-8' +
        '&pageName=alderway%3Aus%3Acar%20share%3Ahome&g=https%3A%2F%2Fwww.alderwayshare.com%2F&cc=USD' +
        '&pe=lnk_e&pev1=https%3A%2F%2Fprivacy.alderway.com%2F&pev2=Privacy%20statement&lrt=29&AQE=1'
};

/** The audience manager's /id call. */
export const AUDIENCE_MANAGER_ID: SentRequest = {
    kind: 'visitor-id',
    method: 'GET',
    protocol: 'https',
    host: 'dpm.demdex.net',
    path: '/id',
    search: 'd_visid_ver=5.4.0&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_orgid=9E1005A551ED61CA0A490D45%40AdobeOrg&d_nsid=0&ts=1795918052892',
    contentType: 'application/x-www-form-urlencoded'
};

/** The tracking server's /id call. */
export const TRACKING_SERVER_ID: SentRequest = {
    kind: 'visitor-id',
    method: 'GET',
    protocol: 'https',
    host: 'smetrics.alderway.com',
    path: '/id',
    search: `d_visid_ver=5.4.0&d_fieldgroup=A&mcorgid=9E1005A551ED61CA0A490D45%40AdobeOrg&mid=${ECID}&cl=604800&ts=1795918052928`,
    contentType: 'application/x-www-form-urlencoded'
};

/** An id sync the audience manager's frame fires. */
export const ID_SYNC: SentRequest = {
    kind: 'id-sync',
    method: 'GET',
    protocol: 'https',
    host: 'cm.sync-partner.example',
    path: '/sync/411',
    search: `d_uuid=${ECID}`
};

/** The delivery call of the page's load. */
export const DELIVERY_PAGE_LOAD: SentRequest = {
    kind: 'personalization',
    method: 'POST',
    protocol: 'https',
    host: 'mmgrentals.tt.omtrdc.net',
    path: '/rest/v1/delivery',
    search: 'client=mmgrentals&sessionId=7d95abe82d826e0b34e5a311bf8dd254&version=tag-container-1.0.0',
    body: JSON.stringify({
        requestId: '5b6df8647407fd433e97fcc5784bbe1b',
        context: {
            channel: 'web',
            address: { url: 'https://www.alderway.com/car-rental/reservation/startReservation.html' },
            browser: { host: 'www.alderway.com' }
        },
        id: { marketingCloudVisitorId: ECID },
        experienceCloud: {
            analytics: { logging: 'server_side', supplementalDataId: '1862000000000000-0000000000000000' },
            audienceManager: { locationHint: 9, blob: '8ffQ8X36rZHYGIt6Ti5bHmexQchbfrhPgHB31weC+etJjqKVALHL' }
        },
        execute: { pageLoad: { parameters: {} } }
    }),
    contentType: 'text/plain;charset=UTF-8'
};

/** The delivery call that notifies the service of a click on an offer. */
export const DELIVERY_NOTIFICATION: SentRequest = {
    kind: 'personalization',
    method: 'POST',
    protocol: 'https',
    host: 'mboxedge31.tt.omtrdc.net',
    path: '/rest/v1/delivery',
    search: 'client=mmgrentals&sessionId=ed81bdef250b5492131b15ac503815ab&version=tag-container-1.0.0',
    body: JSON.stringify({
        requestId: '5cc09d1cd4cd9e404f264492a7912ab6',
        context: { channel: 'web', address: { url: 'https://www.alderway.com/' } },
        id: { tntId: 'b84b3a20458cb9235cf69e63fc20c6d2.31_0', marketingCloudVisitorId: '15595002580054969361991720945270265288' },
        notifications: [
            {
                id: 'a6ef59a689135ddbac0729ad9efb0967',
                timestamp: 1795918051584,
                type: 'click',
                tokens: ['o1JuFwAblA2sVck/1R6PQ3LzawVt1cC9lRKak2mBHps3vAfEvZ9shLE7+Tl8yNki'],
                mbox: { name: 'target-global-mbox' }
            }
        ]
    }),
    contentType: 'text/plain;charset=utf-8'
};

export const AD_PIXEL_TAG: SentRequest = {
    kind: 'tag',
    method: 'GET',
    protocol: 'https',
    host: 'assets.adobedtm.com',
    path: '/tags/alderway/ad-pixel.min.js',
    search: ''
};

export const SITE_HEALTH_TAG: SentRequest = {
    kind: 'tag',
    method: 'GET',
    protocol: 'https',
    host: 'static.sitehealth.net',
    path: '/v2/alderway/site-health.min.js',
    search: ''
};

export const CONSENT_BANNER: SentRequest = {
    kind: 'consent',
    method: 'GET',
    protocol: 'https',
    host: 'consent.trustarc.com',
    path: '/notice',
    search: 'domain=alderway_us&c=teconsent&js=nj&noticeType=bb&gtm=1'
};

/** The health report sent as the tab is hidden. */
export const HEALTH_REPORT: SentRequest = {
    kind: 'health',
    method: 'POST',
    protocol: 'https',
    host: 'tag-monitor.mmgtags.com',
    path: '/v1/health',
    search: '',
    body: JSON.stringify({
        v: 1,
        build: '1.0.0+2026-11-29T01:11:07.714Z',
        env: 'production',
        host: 'www.alderway.com',
        page: 'reservation:1 start reservation',
        cost: { toPageView: 283, toSettled: 220, lazyBytes: { identity: 9838 } },
        tags: { 'site-health': 'loaded', 'ad-pixel': 'loaded' }
    }),
    contentType: 'text/plain;charset=UTF-8'
};

/**
 * The request with some of its query's values changed (`undefined` drops the parameter, a name it
 * does not carry is added at the end): what another build might send.
 */
export function withQuery(request: SentRequest, changes: Readonly<Record<string, string | undefined>>): SentRequest {
    const pairs = request.search.split('&').map(pair => pair.split('=') as [string, string?]);
    const kept = pairs
        .filter(([name]) => !(name in changes) || changes[name] !== undefined)
        .map(([name, value]) =>
            name in changes ? `${name}=${encodeURIComponent(changes[name]!)}` : `${name}${value === undefined ? '' : `=${value}`}`
        );
    const added = Object.entries(changes)
        .filter(([name, value]) => value !== undefined && !pairs.some(([sent]) => sent === name))
        .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
    return { ...request, search: [...kept, ...added].join('&') };
}

/** The beacon with another cache-buster: the same hit sent again, as a new hit. */
export function rebusted(request: SentRequest, cacheBuster: string): SentRequest {
    return { ...request, path: request.path.replace(/\/s\d+$/, `/${cacheBuster}`) };
}

/** Where a journey runs: a page of www.alderway.com unless said otherwise. */
export function facts(id: string, overrides: Partial<Omit<JourneyFacts, 'id'>> = {}): JourneyFacts {
    return {
        id,
        family: 'route',
        host: 'www.alderway.com',
        brand: 'alderway',
        country: 'us',
        siteType: 'rental',
        page: 'reservation-step',
        url: 'https://www.alderway.com/car-rental/reservation/startReservation.html',
        ...overrides
    };
}

/** A journey's record: its steps by name, each with what it sent. */
export function record(journey: JourneyFacts, steps: Readonly<Record<string, readonly SentRequest[]>>, error?: string): JourneyRecord {
    const list: JourneyStepRecord[] = Object.entries(steps).map(([name, requests]) => ({ name, requests }));
    return { ...journey, steps: list, ...(error !== undefined ? { error } : {}) };
}

export const BASELINE_BUILD = { ref: 'main', commit: '3f2a9c1' } as const;
export const CURRENT_BUILD = { ref: 'HEAD', commit: '8d41e07+' } as const;

/** A whole run of these records on both builds. */
export function run(baseline: readonly JourneyRecord[], current: readonly JourneyRecord[], asked?: readonly string[]): WireRun {
    return {
        format: 1,
        baseline: BASELINE_BUILD,
        current: CURRENT_BUILD,
        asked: asked ?? [...new Set([...baseline, ...current].map(journey => journey.id))],
        journeys: { baseline, current },
        wallMs: 61_400
    };
}
