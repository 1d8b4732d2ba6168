/** The page events the container listens to, each through one listener shared by all who need it. */
export type PageEventType = 'DOMContentLoaded' | 'load' | 'pagehide' | 'visibilitychange' | 'message' | 'scroll';

/**
 * One delegated listener per page event type, added the first time someone asks for it, for
 * every service and trigger that needs the event: the page's dispatch of `scroll` or `message`
 * does not walk through a listener per feature. Each subscriber is contained: one that throws is
 * logged, and the others and the page still run.
 */
export const PageEvents = Symbol('PageEvents');
export interface PageEvents {
    /** Calls `listener` with every `type` event of the page; returns what stops it. */
    on(type: PageEventType, listener: (event: Event) => void): () => void;
    /** The page is hidden (another tab, minimised, being left): timers rest. */
    readonly hidden: boolean;
    /**
     * Aborts once the page starts to unload (its first `pagehide`) and stays aborted: the one
     * place that says the page has gone. Hits still waiting for ids stop waiting, and what is
     * still queued leaves by sendBeacon.
     */
    readonly leaving: AbortSignal;
}
