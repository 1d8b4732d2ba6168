/** The document events the personalization client fires (docs/protocols.md §7.6). */
export const TargetEvents = {
    libraryLoaded: 'at-library-loaded',
    requestStart: 'at-request-start',
    requestSucceeded: 'at-request-succeeded',
    requestFailed: 'at-request-failed',
    renderingStart: 'at-content-rendering-start',
    renderingSucceeded: 'at-content-rendering-succeeded',
    renderingFailed: 'at-content-rendering-failed',
    noOffers: 'at-content-rendering-no-offers',
    redirect: 'at-content-rendering-redirect'
} as const;

export type TargetEventName = (typeof TargetEvents)[keyof typeof TargetEvents];

/** What each event carries in `detail`: its type, the mbox, a message, and the ids of the visit. */
export interface TargetEventDetail {
    readonly type: TargetEventName;
    readonly mbox?: string;
    readonly message?: string;
    readonly tracking: { readonly sessionId: string; readonly deviceId?: string };
    readonly [key: string]: unknown;
}

/** Fires `detail.type` on the document; a listener that throws is the page's own. */
export function fireTargetEvent(document: Document, detail: TargetEventDetail): void {
    try {
        const view = document.defaultView as (Window & typeof globalThis) | null;
        const Event = view?.CustomEvent ?? CustomEvent;
        document.dispatchEvent(new Event(detail.type, { detail }));
    } catch {
        // A page without CustomEvent, or a listener that failed: the call goes on.
    }
}
