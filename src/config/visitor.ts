/**
 * The visitor-ID service as the property configures it. Values are VisitorAPI 5.4.0's, except
 * where the spec sets this property's own (docs/protocols.md §8): the cookie lifetime (604800 s, sent as
 * `cl`) and the opt-in storage expiry (33696000 s, 34190000 s as the fallback).
 */
export const VisitorSettings = {
    /** The company's Experience Cloud organisation. */
    orgId: '9E1005A551ED61CA0A490D45@AdobeOrg',
    /** The library version the back ends know the cookie format and calls by. */
    version: '5.4.0',
    audienceManagerServer: 'dpm.demdex.net',
    /** Seconds; also sent as `cl` on the tracking-server call. */
    cookieLifetime: 604800,
    /** ms: the timeout of every /id call. */
    loadTimeout: 30000,
    /** Minutes: default lifetime of a manual id sync. */
    defaultMinutesToLive: 20160,
    /** Minutes an `adobe_mc` URL parameter is valid on the next domain. */
    crossDomainTtlMinutes: 5,
    /** Seconds an `adobe_mc_sdid` URL parameter is valid. */
    sdidParamExpiry: 30,
    /** Seconds the opt-in choices are stored, and the library's own default as the fallback. */
    optInStorageExpiry: 33696000,
    optInStorageExpiryFallback: 34190000,
    /**
     * Paths where the service is not loaded: the cookie policy explains the cookies before the
     * visitor has decided on them, and unsubscribing must not identify anyone.
     */
    pathExclusions: [/^\/cookie-policy(\/|$)/, /^\/unsubscribe(\/|$)/] as readonly RegExp[]
} as const;

/**
 * The settings only the visitor's lazy files read (the /id answers, the id syncs, the TCF consent),
 * apart so the bundle does not carry them.
 */
export const VisitorAnswerSettings = {
    /** Seconds: default lifetime of the location hint, the blob and the sync list. */
    idSyncTtl: 604800,
    /** Seconds: default lifetime of the opt-out status. */
    optOutTtl: 7200,
    /** The sync bookkeeping fields are kept under this many characters. */
    maxSyncsLength: 649,
    /** ms the destination-publishing iframe has to say it is ready before messages go anyway. */
    handshakeTimeout: 250,
    /** IAB TCF: the vendor and purposes that must be consented for the aam and ecid categories. */
    iabVendorId: 565,
    iabPurposes: [1, 10] as readonly number[]
} as const;

/** The first-party (CNAME) tracking servers of a registrable domain: `metrics.` and `smetrics.`. */
export const TrackingServerPrefixes = { plain: 'metrics.', secure: 'smetrics.' } as const;
