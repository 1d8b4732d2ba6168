/**
 * The analytics tracker as the property configures it (AppMeasurement 2.x on the wire; see
 * docs/protocols.md §2). Where the spec sets other values than the
 * library (forced link tracking 1000 ms, masking, media milestones), docs/protocols.md §8 says why.
 *
 * Code reads a field as a value (`f(AnalyticsSettings.x)`, `AnalyticsSettings.x > n`), never
 * destructures the object nor calls a method on a field (`AnalyticsSettings.x.includes(...)`):
 * the minifier then makes each field a constant of its own and leaves out of a file the fields it
 * does not read (about 300 B gzip of the first file; test/unit/build/bundle-budget.spec.ts checks it).
 */
export const AnalyticsSettings = {
    /** The global page code uses for the tracker: `s.eVar5 = ...; s.tl(this, 'o', 'name')`. */
    globalName: 's',
    /** How the tracker object comes to be: created by us, or a copy the page installs itself. */
    library: 'managed' as 'managed' | 'preinstalled',
    /** AppMeasurement's version, as page code reads it on `s.version`; the beacon's path carries `JS-<version>`. */
    version: '2.27.0',
    charSet: 'UTF-8',
    currencyCode: 'USD',
    /** docs/requirements.md §5.5: the tracker runs only while this cookie says 'true' (the consent extension keeps it). */
    trackingCookie: 'mmg_tracking',
    /** ms the tracker waits for the visitor's ids before it sends without them (docs/protocols.md §8). */
    visitorWait: 2000,
    /** ms a same-window link waits for its beacon (docs/protocols.md §8: 1000, not the library's 250). */
    forcedLinkTrackingTimeout: 1000,
    /** ms after which a request that has not finished counts as done, and the next one goes. */
    requestWatchdog: 5000,
    /** A beacon longer than this goes as a POST (when a visitor id exists). */
    maxGetLength: 2047,
    /**
     * sendBeacon refuses longer URLs; it is also the hard maximum of any beacon, so every hit can
     * leave by every transport, at unload too. Over it, context data goes first (BeaconLimits).
     */
    maxBeaconLength: 64000,
    /**
     * What the analytics back end keeps of a value, in UTF-8 bytes (docs/protocols.md §2,
     * the query parameter table): more is sent for nothing, so values are cut to it, never
     * splitting a character. eVarN and the campaign 255, propN and the names 100.
     */
    variableByteLimits: { pageName: 100, channel: 100, server: 100, visitorID: 100, campaign: 255, eVar: 255, prop: 100 },
    /** Context data of one hit, in UTF-8 bytes of keys and values (docs/protocols.md §2.4). */
    contextDataBytes: 32768,
    /** Characters of link text sent (docs/requirements.md §9.2). */
    linkTextLimit: 250,
    downloadFileTypes: [
        'exe',
        'zip',
        'wav',
        'mp3',
        'mov',
        'mpg',
        'avi',
        'wmv',
        'pdf',
        'doc',
        'docx',
        'xls',
        'xlsx',
        'ppt',
        'pptx',
        'csv'
    ] as readonly string[],
    /**
     * Query parameters whose values never leave the browser: sent as **** (docs/requirements.md §9.2),
     * as are values that hold an email address, whatever their name. Lower-case words: the masker
     * makes one pattern of them and the parts below.
     */
    maskedParameters: [
        'e',
        'firstname',
        'lastname',
        'name',
        'phone',
        'pwd',
        'ssn',
        'dob',
        'loyaltynumber',
        'memberid'
    ] as readonly string[],
    /**
     * Parts of names that are masked wherever they stand: pages and sign-in services name such
     * values freely (`user_email`, `emailAddress`, `oauth_token`, `SESSION_ID`), so a list of exact
     * names misses them. The names above need not list what a part covers (`email`, `access_token`, ...).
     */
    maskedParameterParts: ['email', 'token', 'password', 'auth', 'session'] as readonly string[],
    maskedValue: '****',
    /** Minutes a visit lasts without a hit (docs/requirements.md §9.2). */
    visitMinutes: 30,
    /**
     * A page the browser restores from its back/forward cache counts as a page view again, with
     * the restore flag variable (`restoredPageView`). Off: a restore is the visitor back on a page
     * they saw, as the replaced libraries report it (they run nothing on a restore), so a report
     * stays continuous across a release; a team that wants restores counted turns it on and reads
     * the flag to tell them apart (docs/analytics-and-page-code.md).
     */
    restoresAsPageViews: false as boolean,
    /**
     * Time parting in America/Chicago: UTC-6 in standard time, UTC-5 in daylight time, which US
     * rules (CentralTime) put between March and November.
     */
    timeParting: { zone: 'America/Chicago', standardOffsetHours: -6, daylightOffsetHours: -5 },
    /** ms between ticks of the page-view timer, and ticks between saves of the time on page. */
    pageTimerTick: 1000,
    pageTimerSaveEvery: 5,
    mediaMilestones: [25, 50, 75, 99] as readonly number[],
    /** ms between media heartbeats while a video plays. */
    mediaHeartbeat: 60000
} as const;

/** Cookies of the tracker and its plug-ins (docs/protocols.md §2.7). */
export const AnalyticsCookies = {
    previousPage: 's_gpv',
    percentViewed: 's_ppv',
    pageHeight: 's_tp',
    initialPixels: 's_ips',
    newRepeat: 's_nr30',
    valueOnce: 's_gvo',
    visitStart: 's_visit',
    timeOnPage: 's_top',
    fallbackId: 's_fid',
    cookieTest: 's_cc'
} as const;
