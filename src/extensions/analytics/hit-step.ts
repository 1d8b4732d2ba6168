import type { LinkBeacon, TrackedValues } from '../../services/tracker-service';
import type { BeaconData } from './beacon-builder';

/** What a step is told of the page: read by the capture, so no step touches the DOM. */
export interface HitPage {
    /** The page's address, as the browser has it now. */
    readonly url: string;
    /** The referrer of the tracker's first hit (`adobe_mc_ref` or the document's), read only then. */
    readonly referrer: () => string | undefined;
}

/** What a hit is composed from: a copy of page code's variables, never `s` itself. */
export interface HitInput {
    /** The call's values by analytics variable (a rule's, or none for page code's `s.t()`). */
    readonly values: TrackedValues;
    /** A link hit's type, name and address; none for a page view. */
    readonly link?: LinkBeacon;
    /** Page code's variables for this hit: those `s` held when it was asked for, the call's overrides standing in. */
    readonly variables: Readonly<Record<string, unknown>>;
    readonly page: HitPage;
}

/** A hit's values as the steps build them. */
export interface ComposedHit {
    variables: Record<string, string | undefined>;
    contextData: Record<string, unknown>;
    link?: BeaconData['link'];
    /** The page this hit happened on, as the last page view named it. */
    pageName?: string;
    /** A page view's plug-in values, which win over the call's. */
    pluginValues?: Record<string, string | undefined>;
    /** What page code's tracker keeps after the hit (the address, defaulted once): the capture writes it back. */
    keptOnTracker?: Record<string, string>;
}

/**
 * One step of composing a hit, run in `order`: the hit path's own, or one another module contributes
 * by binding it under this symbol. A required step that throws drops the hit (a value that must
 * not leave could leave); another leaves the hit without its part. A step reads and writes only
 * the hit: never `s`, the DOM or the network.
 */
export const HitStep = Symbol('HitStep');
export interface HitStep {
    readonly name: string;
    /** Lower runs first: page name 100, plug-ins 200, variables 300, masking 400, link filter 500. */
    readonly order: number;
    readonly required: boolean;
    run(hit: ComposedHit, input: HitInput): void;
}
