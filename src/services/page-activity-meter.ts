/**
 * What the next page view reports about this page, measured while the visitor is on it: the time
 * it was visible and how far it was scrolled (the previous-page plug-ins' cookies). In the
 * after-load file; reached through `PageActivityMeterProvider`.
 */
export interface PageActivityMeter {
    /** Starts measuring the page named `pageName`; later calls do nothing. */
    start(pageName: string): void;
}

/** `() => Promise<PageActivityMeter>`: the meter once the after-load file is in. */
export const PageActivityMeterProvider = Symbol('PageActivityMeterProvider');
