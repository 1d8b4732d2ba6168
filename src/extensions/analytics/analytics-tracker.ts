/** What the tracker object hands to the tracker service, which implements it: each t() and tl(), and what page code asks it. */
export interface TrackerCalls {
    /** A hit of the variables the tracker holds now; `doneAction` runs once it is sent. */
    pageCodeHit(tracker: AnalyticsTracker, overrides?: Record<string, unknown>, doneAction?: unknown): void;
    /** A call AppMeasurement has and the container does not do: said in the console, never thrown. */
    unsupportedCall(call: string): void;
    /** `s.bufferRequests()` (true): hits are held from now on; `s.bufferRequests(false)`: the held hits go now, in order. */
    holdRequests(on: boolean): void;
}

/** A function page code registers to run with each request's URL, and its extra arguments. */
export interface TrackCallback {
    readonly callback: (url: string, ...args: unknown[]) => void;
    readonly args: readonly unknown[];
}

/** What clearVars() sets to undefined besides the numbered variables: AppMeasurement's list, no more. */
const CLEARED = ['events', 'products', 'channel', 'purchaseID', 'transactionID', 'state', 'zip', 'campaign'];
const NUMBERED = /^(prop([1-9]|[1-6]\d|7[0-5])|eVar([1-9]|[1-9]\d|1\d\d|2[0-4]\d|250)|hier[1-5]|list[1-3])$/;

/**
 * The global tracker object page code knows as `s` (AppMeasurement 2.x): page code sets
 * `s.eVar5`, `s.events`, `s.contextData[...]` and calls `s.t()` or `s.tl(this, 'o', 'name')`.
 * The variables it holds when it is called go on the beacon, as with AppMeasurement.
 */
export class AnalyticsTracker {
    [variable: string]: unknown;

    /** Where AppMeasurement instances register; the tracker's own entry. */
    readonly _c = 's_c';
    contextData: Record<string, unknown> = {};
    linkTrackVars = '';
    linkTrackEvents = '';

    constructor(
        protected readonly calls: TrackerCalls,
        settings: Record<string, string>
    ) {
        Object.assign(this, settings);
        // Not variables: kept off the object's own enumerable keys, which are what a hit reads.
        Object.defineProperty(this, 'calls', { enumerable: false });
        Object.defineProperty(this, 'trackCallbacks', { value: { pre: [], post: [] }, enumerable: false });
        Object.defineProperty(this, 'holding', { value: false, writable: true, enumerable: false });
    }

    /** Between `bufferRequests()` and `bufferRequests(false)`: this tracker's hits are held in sessionStorage. */
    declare holding: boolean;

    declare readonly trackCallbacks: { readonly pre: TrackCallback[]; readonly post: TrackCallback[] };

    /** A page view, or a link hit when page code set `linkType` and `linkName` or `linkURL` itself. */
    t(overrides?: Record<string, unknown>): void {
        this.calls.pageCodeHit(this, overrides);
    }

    /** As AppMeasurement does (docs/protocols.md §2.5): the link's variables, then a hit. */
    tl(linkObject?: unknown, linkType?: string, linkName?: string, overrides?: Record<string, unknown>, doneAction?: unknown): void {
        Object.assign(this, { linkObject, linkType, linkName });
        this.calls.pageCodeHit(this, overrides, doneAction);
    }

    /** AppMeasurement's other names for t() and tl(). */
    track(overrides?: Record<string, unknown>): void {
        this.t(overrides);
    }

    trackLink(linkObject?: unknown, linkType?: string, linkName?: string, overrides?: Record<string, unknown>, doneAction?: unknown): void {
        this.tl(linkObject, linkType, linkName, overrides, doneAction);
    }

    /** Sets AppMeasurement's list of hit variables to undefined; page-level settings and context data stay. */
    clearVars(): void {
        for (const name of Object.keys(this)) {
            if (NUMBERED.test(name) || CLEARED.includes(name)) {
                this[name] = undefined;
            }
        }
    }

    /** `callback(url, ...args)` just before each request leaves. */
    registerPreTrackCallback(callback: unknown, ...args: unknown[]): void {
        this.register('pre', callback, args);
    }

    /** `callback(url, ...args)` once each request has been handed to the browser. */
    registerPostTrackCallback(callback: unknown, ...args: unknown[]): void {
        this.register('post', callback, args);
    }

    /**
     * `bufferRequests()` holds this tracker's hits in sessionStorage; `bufferRequests(false)` sends
     * what is held, in order, and stops holding. A hit not held, here or on a later page of the
     * session, sends what is held before itself.
     */
    bufferRequests(hold: unknown = true): void {
        this.holding = hold !== false;
        this.calls.holdRequests(this.holding);
    }

    /** Beacons always go to the property's report suites for the host (see `account`). */
    sa(): void {
        this.calls.unsupportedCall('sa');
    }

    protected register(when: 'pre' | 'post', callback: unknown, args: unknown[]): void {
        if (typeof callback === 'function') {
            this.trackCallbacks[when].push({ callback: callback as TrackCallback['callback'], args });
        }
    }
}
