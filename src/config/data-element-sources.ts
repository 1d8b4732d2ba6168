import { PAGE_GLOBALS } from './page-globals';
import { TrackingSources } from './tracking-sources';

const global = (name: string) => `page global window.${name}`;
const parameter = (name: string) => `query parameter ${name}`;

/**
 * Where each data element's value comes from, in the analytics team's words: the QA inspector's
 * data-elements view and `npm run sdr -- --elements` show it. Only the inspector's file and the
 * scripts import it; a unit test fails when a registered data element has no entry.
 */
export const DATA_ELEMENT_SOURCES: Readonly<Record<string, string>> = {
    'page name': global(PAGE_GLOBALS.pageName),
    'page title': 'document.title',
    'page path': 'location.pathname',
    'loyalty id': global(PAGE_GLOBALS.loyaltyId),
    'loyalty number': global(PAGE_GLOBALS.loyaltyNumber),
    'loyalty email hash': `SHA-256 of ${global(PAGE_GLOBALS.loyaltyEmail)}, trimmed and lower-cased`,
    'loyalty city': global(PAGE_GLOBALS.loyaltyCity),
    'loyalty postal code': global(PAGE_GLOBALS.loyaltyPostalCode),
    'loyalty state province': global(PAGE_GLOBALS.loyaltyStateProvince),
    'loyalty country': global(PAGE_GLOBALS.loyaltyCountry),
    'coupon code': global(PAGE_GLOBALS.couponCode),
    'new registrant': global(PAGE_GLOBALS.newRegistrant),
    'funnel start': global(PAGE_GLOBALS.funnelStart),
    'job description': 'the first item of window.adobeDataLayer, as JSON (careers sites only)',
    'referrer': 'document.referrer',
    'gclid': parameter('gclid'),
    'et_rid': parameter('et_rid'),
    'et_cid': parameter('et_cid'),
    'campaign code': parameter(TrackingSources.campaignParameter),
    'promotion language': parameter(TrackingSources.promotionLanguageParameter),
    'internal campaign id': `cookie ${TrackingSources.internalCampaignCookie}`,
    'assistant status': `cookie ${TrackingSources.assistantStatusCookie}`,
    'url hash': 'location.hash',
    'error text': `text of ${TrackingSources.errorParagraphSelector}, joined with |`,
    'checkout funnel step': 'the page path in the funnel-steps table',
    'vehicle make': `text of ${TrackingSources.vehicleFieldSelector('make')}`,
    'vehicle model': `text of ${TrackingSources.vehicleFieldSelector('model')}`,
    'vehicle series': `text of ${TrackingSources.vehicleFieldSelector('series')}`,
    'vehicle vin': `text of ${TrackingSources.vehicleFieldSelector('vin')}`,
    'environment': 'the bundle and the script\'s file name (staging or production)',
    'child report suite': 'the report-suites table, by the host\'s brand, country and site type',
    'reporting account': 'the report-suites table: the suites beacons go to',
    'approved domain': 'the domains table: 1 production host, 2 pre-production host',
    'consent script id': 'the consent-scripts table, by the registrable domain',
    'site brand': 'the domains table',
    'site country': 'the domains table',
    'site type': 'the domains table',
    'server host': 'location.hostname, without a QA alias',
    'gdpr consent': 'consent cookies notice_behavior and notice_gdpr_prefs',
    'reversed consent': 'the opposite of gdpr consent',
    'consent geolocation': 'cookie notice_behavior, after the comma',
    'consent groups': 'cookie notice_gdpr_prefs, the categories',
    'visitor id': 'the Visitor instance: getMarketingCloudVisitorID()',
    'analytics visitor id': 'the Visitor instance: getAnalyticsVisitorID()'
};
