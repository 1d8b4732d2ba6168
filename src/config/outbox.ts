/**
 * The outbox: hits that did not reach the collection server (a network error, an error answer
 * the transport can see, no answer within the watchdog, the browser offline), kept in
 * localStorage and sent again later, in the order they were first sent.
 */
export const OutboxSettings = {
    /** Hits kept at most; past a bound the oldest goes first. */
    maxHits: 50,
    /** Characters kept at most (URL and body of every hit): 256 KB of localStorage. */
    maxBytes: 262144,
    /** ms a hit is kept: a visit ends after 30 minutes without a hit, and so does a hit's meaning. */
    maxAgeMs: 1800000,
    /** ms between two tries at least: never more than a few hits per second. */
    minGapMs: 400,
    /** ms before the first try again after a failure; it doubles with each failure, up to maxBackoffMs. */
    backoffMs: 2000,
    maxBackoffMs: 60000,
    /**
     * ms a try holds its hit: another tab of the site (or the page before, still unloading) that
     * finds the hit tried less long ago leaves it to that try, past the 5000 ms watchdog.
     */
    leaseMs: 6000,
    /** ms an idle callback may wait before a try goes anyway. */
    idleTimeoutMs: 2000,
    /** The container's own format: one localStorage key per report-suite account. */
    keyPrefix: 'tag-container.outbox.',
    /** The keys in use, read only when the flag cookie says something waits. */
    indexKey: 'tag-container.outbox',
    /** AppMeasurement's default `s.storageFilename` for `s.trackOffline`. */
    appMeasurementFile: 'AppMeasurement.requests',
    /**
     * The report suites whose settings accept timestamped hits: a kept hit gets `ts` (its first
     * send, epoch seconds) only when every suite of its account is listed. A suite not
     * timestamp-enabled drops hits carrying `ts`, so none is listed until the suite's settings
     * say "timestamps optional" or "timestamps required".
     */
    timestampSuites: [] as readonly string[]
} as const;

/**
 * What the bundle itself reads (apart from OutboxSettings, which only the outbox file carries): a
 * host-only cookie (localStorage is per host) that says hits wait. The bundle finds out from the
 * cookies it parses anyway, and loads the outbox file only then.
 */
export const OutboxFlag = {
    cookie: 'tc_outbox',
    /** Days the flag lasts: as long as a kept hit (OutboxSettings.maxAgeMs). */
    days: 1 / 48
} as const;

/**
 * Session cookie that says page code holds hits (`s.bufferRequests()`): a page where none is held
 * reads no sessionStorage and loads nothing for them.
 */
export const HELD_REQUESTS_FLAG = 'tc_held';
