/** Values of a beacon, by analytics variable: `{ [VARIABLE.faqOpen]: true }` (see config/analytics-variables.ts). */
export type TrackedValues = Readonly<Record<string, unknown>>;

export interface LinkBeacon {
    /** o: custom, d: download, e: exit. */
    readonly type: 'o' | 'd' | 'e';
    /** Link name (pev2), capped at 250 characters. */
    readonly name?: string;
    /** Link URL (pev1). */
    readonly url?: string;
    readonly values?: TrackedValues;
    /** The click navigates away from the page: the beacon goes by sendBeacon. */
    readonly leavesPage?: boolean;
}

/**
 * The analytics tracker (AppMeasurement 2.x on the wire). Rules hand it values by analytics
 * variable; it adds the visitor's ids (waiting at most 2000 ms), the plug-ins and what page code set on
 * the `s` object, and sends only while consent allows (docs/requirements.md §5.5) and the visitor has not opted out.
 */
export const TrackerService = Symbol('TrackerService');
export interface TrackerService {
    /** Installs or finds the page's tracker object; false when it cannot be used. */
    start(): Promise<boolean>;
    /** Values for this page's page view, added by rules before it is sent. */
    stagePageView(values: TrackedValues): void;
    /**
     * The page view, once per page; false when it was not sent (no consent, opted out, ...).
     * `restored`: the page came back from the back/forward cache, and the property counts that as
     * a page view again (AnalyticsSettings.restoresAsPageViews): it goes, whatever went before.
     */
    sendPageView(values?: TrackedValues, restored?: boolean): Promise<boolean>;
    /** A link beacon; false when it was not sent. */
    trackLink(link: LinkBeacon): Promise<boolean>;
    /** Whether consent lets the tracker send right now (the tracking cookie says 'true'). */
    readonly allowed: boolean;
    /** This page's page view left: consent let it go, and the transport took it (it may be kept for later). */
    readonly pageViewSent: boolean;
    /**
     * Settles once the page view has left, or at once when none is on its way (none asked for, or
     * no consent to track): what comes after the page view waits for it, never for a choice.
     */
    pageViewSettled(): Promise<void>;
}

export const TrackerMessages = {
    globalNotFound: (name: string) => `Cannot find the global variable name: "${name}".`,
    cannotCreate: 'Unable to create AppMeasurement tracker.',
    euCompliance: 'EU compliance was not acknowledged by the user.',
    unsupported: (call: string) => `s.${call}() is not supported by the tag container; the call did nothing.`
} as const;
