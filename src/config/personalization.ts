import type { SiteType } from './domains';

/**
 * The personalization client as the property configures it (docs/requirements.md §1.4, §7.4, §9.3): the delivery API of
 * the company's personalization service, called for the global mbox as soon as the page may, with
 * the page's personalized parts hidden until its offers are in. Read its fields as values, as
 * those of AnalyticsSettings (src/config/analytics.ts says why).
 */
export const PersonalizationSettings = {
    /** The sites the company personalizes. */
    siteTypes: ['rental'] as readonly SiteType[],
    /** The opt-in category without which nothing is called and no cookie written. */
    consentCategory: 'target',
    /** The page-load request's mbox name (the service's default). */
    globalMbox: 'target-global-mbox',
    /** ms the delivery call may take; also the longest the page stays hidden (docs/requirements.md §9.3). */
    timeoutMs: 3000,
    /** The style that hides the personalized parts while the page-load offers come. */
    hiddenStyle: 'opacity: 0 !important',
    /** What is hidden: these selectors, or the whole body when there are none. */
    prehidingSelectors: [] as readonly string[]
} as const;

/**
 * The delivery API's settings, which only the client in the personalization file reads (apart
 * from the bundle's, so the bundle carries none of them).
 */
export const DeliverySettings = {
    /** The account of the personalization service, sent as `client`. */
    clientCode: 'mmgrentals',
    /** The first call's host; the answer names the edge cluster that serves the next ones. */
    serverDomain: 'mmgrentals.tt.omtrdc.net',
    /** ms the call waits for the visitor's ids before it goes without them (docs/requirements.md §9.3). */
    visitorApiTimeoutMs: 2000,
    /** ms an offer's selectors are awaited in the page (docs/requirements.md §9.3). */
    selectorsPollingTimeoutMs: 5000,
    /** ms a session id lives after the last call (docs/requirements.md §9.3). */
    sessionIdLifetimeMs: 1860000,
    /**
     * ms the device (profile) id lives after the last call: 632448e5, two years (docs/protocols.md §8; the
     * spec's 632448000 dropped the exponent).
     */
    deviceIdLifetimeMs: 63244800000,
    /** ms the edge cluster that answered is kept (mboxEdgeCluster). */
    edgeClusterLifetimeMs: 1860000,
    /** Longest URL a GET of the service may have (docs/requirements.md §9.3); the delivery call itself is a POST. */
    urlSizeLimit: 2048,
    cookies: { mbox: 'mbox', edgeCluster: 'mboxEdgeCluster' }
} as const;
