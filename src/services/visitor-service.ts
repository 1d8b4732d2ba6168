import type { VisitorInstance, VisitorValues } from '../extensions/visitor/visitor-instance';

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
    readonly instance: VisitorInstance | undefined;
    /**
     * The ids for a beacon once they are known, or what is known after `timeoutMs`, or when
     * `cutShort` settles first (the page is leaving: a beacon without ids beats none).
     */
    values(timeoutMs: number, cutShort?: Promise<unknown>): Promise<BeaconVisitorValues>;
}
