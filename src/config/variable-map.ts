/**
 * The solution design reference: which analytics variable carries each tracked value (docs/requirements.md §3),
 * under which human name, and what fills it. The tracker sets variables from this table only, the
 * QA inspector names beacon parameters with it, and `npm run sdr` prints it for the analytics team.
 */
export type AnalyticsVariable =
    | 'pageName'
    | 'server'
    | 'campaign'
    | 'pageType'
    | 'channel'
    | 'events'
    | 'products'
    | `eVar${number}`
    | `prop${number}`
    | `event${number}`
    | `list${1 | 2 | 3}`
    | `contextData.${string}`;

/** What fills a value: a data element, a rule, a tracker plug-in, or the tracker itself. */
export type VariableSource =
    | { readonly kind: 'data element'; readonly name: string }
    | { readonly kind: 'rule'; readonly name: string }
    | { readonly kind: 'plug-in'; readonly name: string }
    | { readonly kind: 'tracker'; readonly name: string };

export interface VariableMapRow {
    /** Stable key the code uses for the value. */
    readonly key: string;
    readonly variable: AnalyticsVariable;
    /** The name the analytics team knows the value by. */
    readonly name: string;
    readonly source: VariableSource;
    /** Where the value comes from or how it is shaped, for the reference document. */
    readonly note?: string;
}

type Row = readonly [key: string, variable: AnalyticsVariable, name: string, source: VariableSource, note?: string];

const element = (name: string): VariableSource => ({ kind: 'data element', name });
const rule = (name: string): VariableSource => ({ kind: 'rule', name });
const plugin = (name: string): VariableSource => ({ kind: 'plug-in', name });
const tracker = (name: string): VariableSource => ({ kind: 'tracker', name });

const ROWS = [
    // Page view (docs/requirements.md §3.3: the page-view beacon)
    ['pageName', 'pageName', 'Page name', element('page name'), 'page global pageName'],
    ['server', 'server', 'Server host', element('server host'), 'the real host, without a QA alias'],
    ['campaign', 'campaign', 'Campaign code', element('campaign code'), 'query parameter cid, case-insensitive'],
    ['internalCampaign', 'eVar2', 'Internal campaign id', element('internal campaign id'), 'cookie mmg_icid'],
    ['previousPage', 'prop2', 'Previous page', plugin('previous page value'), 'cookie s_gpv'],
    ['percentViewed', 'prop3', 'Percent of previous page viewed', plugin('percent of page viewed'), 'cookie s_ppv'],
    ['visitStart', 'prop5', 'Visit start', plugin('visit start'), '1 on the first page of a visit, else 0; cookie s_visit, 30 minutes'],
    [
        'timeOnPreviousPage',
        'prop7',
        'Time on previous page (s)',
        plugin('page-view timer'),
        'seconds the previous page was visible, saved every 5 s; cookie s_top'
    ],
    ['timeParting', 'eVar5', 'Time parting (America/Chicago)', plugin('time parting')],
    ['newRepeat', 'eVar6', 'New or repeat visitor', plugin('new/repeat'), 'cookie s_nr30'],
    ['childSuite', 'eVar3', 'Child report suite', element('child report suite')],
    ['environment', 'eVar4', 'Environment', element('environment'), 'staging or production (docs/requirements.md §4.1)'],
    ['approvedDomain', 'prop6', 'Approved domain', element('approved domain'), '1 production host, 2 pre-production host'],
    [
        'consentGeolocation',
        'eVar10',
        'Consent geolocation',
        element('consent geolocation'),
        'second part of cookie notice_behavior, e.g. eu or us'
    ],
    ['consentGroups', 'eVar11', 'Consent groups', element('consent groups'), 'categories in cookie notice_gdpr_prefs, e.g. 0,1,2'],
    ['gdprConsent', 'eVar12', 'GDPR consent', element('gdpr consent'), 'true or false (docs/requirements.md §5.1)'],
    ['referrer', 'eVar31', 'Referrer', element('referrer'), 'lower-cased'],
    ['gclid', 'eVar32', 'Google click id', element('gclid'), 'query parameter gclid, case-insensitive'],
    ['etRid', 'eVar33', 'Email recipient id', element('et_rid'), 'query parameter et_rid, case-insensitive'],
    ['etCid', 'eVar34', 'Email campaign id', element('et_cid'), 'query parameter et_cid, case-insensitive'],
    ['urlHash', 'prop10', 'URL hash', element('url hash'), 'without its query part'],
    ['checkoutFunnel', 'eVar30', 'Checkout funnel step', element('checkout funnel step'), 'from the reservation funnel path'],
    ['promotionLanguage', 'eVar70', 'Promotion language', element('promotion language'), 'query parameter lang, e.g. en_ca'],
    ['notFound', 'pageType', 'Page not found', rule('not-found-page'), 'errorPage on 404 pages'],
    [
        'restoredPageView',
        'prop21',
        'Page restored from the back/forward cache',
        rule('page-view'),
        'restored, on the page view a restore sends where the property counts restores (AnalyticsSettings.restoresAsPageViews, off)'
    ],
    // Loyalty (page globals)
    ['loyaltyId', 'eVar20', 'Loyalty id', element('loyalty id')],
    ['loyaltyNumber', 'eVar21', 'Loyalty number', element('loyalty number')],
    [
        'loyaltyEmail',
        'eVar22',
        'Loyalty email (SHA-256)',
        element('loyalty email hash'),
        'hex SHA-256 of the trimmed, lower-cased address; the address never leaves the page'
    ],
    ['loyaltyCity', 'eVar23', 'Loyalty city', element('loyalty city')],
    ['loyaltyPostalCode', 'eVar24', 'Loyalty postal code', element('loyalty postal code')],
    ['loyaltyStateProvince', 'eVar25', 'Loyalty state or province', element('loyalty state province')],
    ['loyaltyCountry', 'eVar26', 'Loyalty country', element('loyalty country')],
    ['couponCode', 'eVar27', 'Coupon code', element('coupon code')],
    ['newRegistrant', 'eVar28', 'New registrant flag', element('new registrant')],
    ['funnelStart', 'event10', 'Reservation funnel start', element('funnel start'), 'page global funnelStart'],
    ['loyaltyButtonText', 'eVar45', 'Loyalty login/register button text', rule('loyalty-button')],
    ['loyaltyRegistration', 'event375', 'Loyalty registration and enrolment', rule('loyalty-button')],
    ['loyaltyLogin', 'event376', 'Loyalty login', rule('loyalty-button')],
    // Careers
    ['jobDescription', 'eVar40', 'Job description', element('job description'), 'first data-layer item as JSON text, lower-cased'],
    ['jobSearchKeyword', 'eVar41', 'Job search keyword', rule('job-search')],
    ['jobSearchLocation', 'eVar42', 'Job search location', rule('job-search')],
    ['jobSearchRadius', 'eVar43', 'Job search radius', rule('job-search')],
    ['jobSearch', 'event410', 'Job search', rule('job-search')],
    ['jobView', 'event412', 'Job view', rule('job-view')],
    ['careersApply', 'event413', 'Careers apply', rule('job-apply')],
    // Page content and clicks
    ['errorText', 'prop11', 'Form error text', element('error text'), 'inner text of every error paragraph, joined by |'],
    ['formError', 'event30', 'Form error shown', rule('form-error')],
    ['assistantStatus', 'eVar46', 'Assistant modal status', element('assistant status'), 'cookie assistant_status, default N'],
    ['vehicleMake', 'eVar50', 'Vehicle make', element('vehicle make')],
    ['vehicleModel', 'eVar51', 'Vehicle model', element('vehicle model')],
    ['vehicleSeries', 'eVar52', 'Vehicle series', element('vehicle series')],
    ['vehicleVin', 'eVar53', 'Vehicle VIN', element('vehicle vin')],
    ['onrampNavigation', 'prop20', 'Onramp navigation item', rule('onramp-navigation'), 'footer and bottom navigation'],
    ['faqQuestion', 'eVar54', 'FAQ question', rule('faq-question'), 'text of the opened question'],
    ['faqOpen', 'event20', 'FAQ question opened', rule('faq-question')],
    ['dataTrack', 'eVar55', 'data-track payload', rule('data-track-click'), "the clicked element's data-track attribute, JSON"],
    ['privacyLink', 'event302', 'Privacy link', rule('privacy-link')],
    ['emailUnsubscribe', 'event420', 'Email unsubscribe', rule('email-preferences')],
    ['emailPreferences', 'event421', 'Email preferences saved', rule('email-preferences')],
    // Consent banner (docs/requirements.md §4.6, §9.5)
    ['consentAction', 'eVar13', 'Consent banner action', rule('consent-banner-action')],
    ['consentAccept', 'event297', 'Consent accept / allow all / save settings', rule('consent-banner-action')],
    ['consentPolicyLink', 'event298', 'Consent policy link', rule('consent-banner-action')],
    ['consentManage', 'event299', 'Consent manage preferences', rule('consent-banner-action')],
    ['consentReject', 'event201', 'Consent reject', rule('consent-banner-action')],
    ['consentClose', 'event300', 'Consent banner close', rule('consent-banner-action')],
    ['consentPreferenceCentre', 'event301', 'Consent preference centre opened', rule('consent-banner-action')],
    // Data layer (docs/requirements.md §3.4: the data-layer event)
    ['dataLayerEvent', 'eVar90', 'Data-layer event name', rule('data-layer-event')],
    ['linkText', 'contextData.link.text', 'Link text', rule('data-layer-event'), 'up to 250 characters'],
    ['linkRegion', 'contextData.link.region', 'Link region', rule('data-layer-event')],
    ['linkTarget', 'contextData.link.target', 'Link target', rule('data-layer-event')],
    ['linkFileName', 'contextData.link.fileName', 'Link file name', rule('data-layer-event')],
    [
        'dataLayerValidation',
        'contextData.dl.validation',
        'Data-layer validation result',
        rule('data-layer-event'),
        'valid, or the first violation'
    ],
    // Media (docs/requirements.md §9.2: milestones 25/50/75/99, every 60 s)
    ['mediaName', 'eVar80', 'Media name', tracker('media tracking')],
    ['mediaStart', 'event501', 'Media start', tracker('media tracking')],
    ['media25', 'event502', 'Media 25% milestone', tracker('media tracking')],
    ['media50', 'event503', 'Media 50% milestone', tracker('media tracking')],
    ['media75', 'event504', 'Media 75% milestone', tracker('media tracking')],
    ['media99', 'event505', 'Media 99% milestone', tracker('media tracking')],
    ['mediaComplete', 'event506', 'Media complete', tracker('media tracking')],
    ['mediaTimePlayed', 'event507', 'Media time played (s)', tracker('media tracking'), 'numeric event, sent with each 60 s heartbeat']
] as const satisfies readonly Row[];

/** The key of a tracked value: `VARIABLE.faqQuestion` in code is its analytics variable. */
export type VariableKey = (typeof ROWS)[number][0];

export const VARIABLE_MAP: readonly VariableMapRow[] = /* @__PURE__ */ ROWS.map(([key, variable, name, source, note]) => ({
    key,
    variable,
    name,
    source,
    note
}));
