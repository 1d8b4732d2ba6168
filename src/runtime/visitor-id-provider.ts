/** Answers `_satellite.getVisitorId()`; bound by the visitor extension. */
export const VisitorIdProvider = Symbol('VisitorIdProvider');
export interface VisitorIdProvider {
    /** The page's visitor-ID service instance, as page code written for the replaced container expects. */
    getVisitorId(): unknown;
}
