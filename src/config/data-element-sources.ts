import { PAGE_GLOBALS } from './page-globals';
import { TrackingSources } from './tracking-sources';

/** Where a data element's value comes from, in the words the analytics team uses. */
export type DataElementSourceKind =
    | 'page global'
    | 'query parameter'
    | 'cookie'
    | 'page URL'
    | 'page content'
    | 'data layer'
    | 'property table'
    | 'visitor service'
    | 'consent cookies';

/** One data element the container registers, as `npm run sdr -- --elements` lists it. */
export interface DataElementSource {
    readonly name: string;
    readonly source: DataElementSourceKind;
    /** Which global, parameter, cookie, selector or table. */
    readonly detail: string;
    /** How long the value is kept when the code later yields nothing (none: read on every use). */
    readonly storageDuration?: 'pageview' | 'session' | 'visitor';
}

const global = (name: string, key: keyof typeof PAGE_GLOBALS, detail = ''): DataElementSource => ({
    name,
    source: 'page global',
    detail: `window.${PAGE_GLOBALS[key]}${detail}`
});
const parameter = (name: string, parameterName: string, detail = ''): DataElementSource => ({
    name,
    source: 'query parameter',
    detail: `?${parameterName}=${detail}`
});
const vehicle = (field: 'make' | 'model' | 'series' | 'vin'): DataElementSource => ({
    name: `vehicle ${field}`,
    source: 'page content',
    detail: `text of ${TrackingSources.vehicleFieldSelector(field)}`
});

/**
 * Every data element the container registers and where its value comes from, for
 * `npm run sdr -- --elements` and the QA inspector's data-elements view. Only the scripts and the
 * inspector's lazy file import it, never the bundle. A unit test
 * (test/unit/build/data-element-sources.spec.ts) holds this list to the live registrations, name
 * for name, so a data element added in src/extensions/ fails it until it is described here.
 */
export const DATA_ELEMENT_SOURCES: readonly DataElementSource[] = [
    // src/extensions/core/page-data-elements.ts
    global('page name', 'pageName'),
    { name: 'page title', source: 'page content', detail: 'document.title' },
    { name: 'page path', source: 'page URL', detail: 'location.pathname' },
    global('loyalty id', 'loyaltyId'),
    global('loyalty number', 'loyaltyNumber'),
    global('loyalty email hash', 'loyaltyEmail', ', trimmed, lower-cased, as its SHA-256 (the address never leaves the page)'),
    global('loyalty city', 'loyaltyCity'),
    global('loyalty postal code', 'loyaltyPostalCode'),
    global('loyalty state province', 'loyaltyStateProvince'),
    global('loyalty country', 'loyaltyCountry'),
    global('coupon code', 'couponCode'),
    global('new registrant', 'newRegistrant'),
    global('funnel start', 'funnelStart'),
    {
        name: 'job description',
        source: 'data layer',
        detail: 'the first item of window.adobeDataLayer as JSON, careers sites only; lower-cased'
    },
    { name: 'referrer', source: 'page URL', detail: 'document.referrer, lower-cased' },
    parameter('gclid', 'gclid'),
    parameter('et_rid', 'et_rid'),
    parameter('et_cid', 'et_cid'),
    parameter('campaign code', TrackingSources.campaignParameter),
    parameter('promotion language', TrackingSources.promotionLanguageParameter, ' (e.g. en_ca), lower-cased'),
    { name: 'internal campaign id', source: 'cookie', detail: TrackingSources.internalCampaignCookie },
    {
        name: 'assistant status',
        source: 'cookie',
        detail: `${TrackingSources.assistantStatusCookie}, default ${TrackingSources.assistantStatusDefault}`
    },
    { name: 'url hash', source: 'page URL', detail: 'location.hash' },
    { name: 'error text', source: 'page content', detail: `texts of ${TrackingSources.errorParagraphSelector}, joined with |` },
    { name: 'checkout funnel step', source: 'property table', detail: 'src/config/funnel-steps.ts, by page path' },
    vehicle('make'),
    vehicle('model'),
    vehicle('series'),
    vehicle('vin'),
    // src/extensions/property/property-data-elements.ts
    {
        name: 'environment',
        source: 'property table',
        detail: "the bundle's environment: production, or staging (staging and development files)"
    },
    { name: 'child report suite', source: 'property table', detail: 'src/config/report-suites.ts, by host' },
    { name: 'reporting account', source: 'property table', detail: 'global and child report suites of the host and environment' },
    { name: 'approved domain', source: 'property table', detail: 'src/config/domains.ts: 1 production host, 2 pre-production host' },
    { name: 'consent script id', source: 'property table', detail: 'src/config/consent-scripts.ts, by registrable domain' },
    { name: 'site brand', source: 'property table', detail: 'src/config/domains.ts, by host' },
    { name: 'site country', source: 'property table', detail: 'src/config/domains.ts, by host' },
    { name: 'site type', source: 'property table', detail: 'src/config/domains.ts, by host' },
    { name: 'server host', source: 'page URL', detail: 'location.hostname, without the .localhost QA alias' },
    // src/extensions/consent/consent-data-elements.ts
    { name: 'gdpr consent', source: 'consent cookies', detail: 'notice_behavior and notice_gdpr_prefs: tracking allowed (true/false)' },
    { name: 'reversed consent', source: 'consent cookies', detail: 'the opposite of gdpr consent' },
    { name: 'consent geolocation', source: 'consent cookies', detail: 'second part of notice_behavior, e.g. eu' },
    { name: 'consent groups', source: 'consent cookies', detail: 'categories in notice_gdpr_prefs, e.g. 0,1,2' },
    // src/extensions/visitor/visitor-data-elements.ts
    { name: 'visitor id', source: 'visitor service', detail: 'Experience Cloud ID (MID) of the AMCV_ cookie or the /id call' },
    { name: 'analytics visitor id', source: 'visitor service', detail: 'analytics visitor id (AID), where the visitor has one' }
];
