/** The ids VisitorAPI's `getVisitorValues` reports: ECID, analytics id, audience location hint and blob, opt-out. */
export interface VisitorValues {
    MCMID: string;
    MCAID: string;
    /** A number on the page whose /id answer gave it, the AMCV cookie's text on later pages (VisitorAPI 5.x). */
    MCAAMLH: string | number;
    MCAAMB: string;
    MCOPTOUT: boolean;
}

/** A customer id page code set with `setCustomerIDs`, as the instance keeps it. */
export interface CustomerId {
    id: string;
    authState: number;
}

/** What the container reads of the page's Visitor instance; page code has the whole VisitorAPI. */
export interface VisitorIdentity {
    getMarketingCloudVisitorID(callback?: (value: string) => void, forceCallCallback?: boolean): string;
    getAnalyticsVisitorID(callback?: (value: string) => void, forceCallCallback?: boolean): string;
    /** The supplemental data id that stitches a hit of `consumerId` to the other calls of the page. */
    getSupplementalDataID(consumerId: string, noGenerate?: boolean): string;
    getCustomerIDs(): Record<string, CustomerId>;
}

export interface BeaconVisitorValues extends Partial<VisitorValues> {
    /** The values were not all known within the wait. */
    readonly timedOut: boolean;
}

/**
 * The visitor-ID service of the property: it starts the page's VisitorAPI-compatible instance
 * with the property's settings, under opt-in, and hands the tracker the ids for its beacons.
 */
export const VisitorService = Symbol('VisitorService');
export interface VisitorService {
    /** Creates the page's instance, unless the path is excluded (then it says so in the console). */
    start(): void;
    readonly instance: VisitorIdentity | undefined;
    /**
     * The ids for a beacon once they are known, or what is known after `timeoutMs`, or when
     * `cutShort` aborts first (the page is leaving: a beacon without ids beats none). A signal, not
     * a promise: a page that never leaves would keep a reaction to its promise for every beacon.
     */
    values(timeoutMs: number, cutShort?: AbortSignal): Promise<BeaconVisitorValues>;
    /**
     * Resolves once the visitor's choice approves the opt-in `category` (`target`, `aa`, ...): at
     * once when it is approved already, later on the page when consent comes; never while it is
     * not. Without the service's instance (an excluded path) consent itself decides.
     */
    whenApproved(category: string): Promise<void>;
}
