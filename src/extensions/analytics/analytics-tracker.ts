/** What the tracker object hands to the tracker service for each t() and tl(). */
export interface TrackerCalls {
    pageView(tracker: AnalyticsTracker, overrides?: Record<string, unknown>): void;
    link(tracker: AnalyticsTracker, link: { object: unknown; type: string; name?: string; overrides?: Record<string, unknown>; doneAction?: unknown }): void;
}

/** Variables clearVars() empties besides the numbered ones. */
const CLEARED = ['pageName', 'pageURL', 'referrer', 'channel', 'server', 'pageType', 'campaign', 'events', 'products',
    'purchaseID', 'transactionID', 'state', 'zip', 'linkTrackVars', 'linkTrackEvents'];

/**
 * The global tracker object page code knows as `s` (AppMeasurement 2.x): page code sets
 * `s.eVar5`, `s.events`, `s.contextData[...]` and calls `s.t()` or `s.tl(this, 'o', 'name')`.
 * The variables it holds go on every beacon the container sends, as with AppMeasurement.
 */
export class AnalyticsTracker {

    [variable: string]: unknown;

    /** Where AppMeasurement instances register; the tracker's own entry. */
    readonly _c = 's_c';
    contextData: Record<string, unknown> = {};
    linkTrackVars = '';
    linkTrackEvents = '';

    constructor(protected readonly calls: TrackerCalls, settings: Record<string, string>) {
        Object.assign(this, settings);
    }

    t(overrides?: Record<string, unknown>): void {
        this.calls.pageView(this, overrides);
    }

    tl(linkObject?: unknown, linkType?: string, linkName?: string, overrides?: Record<string, unknown>, doneAction?: unknown): void {
        this.calls.link(this, { object: linkObject, type: linkType ?? 'o', name: linkName, overrides, doneAction });
    }

    clearVars(): void {
        for (const name of Object.keys(this)) {
            if (/^(prop|eVar|hier|list)\d+$/.test(name) || CLEARED.includes(name)) {
                delete this[name];
            }
        }
        this.contextData = {};
    }
}
