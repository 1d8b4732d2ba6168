/** The page events the container listens to, each through one listener shared by all who need it. */
export type PageEventType = 'DOMContentLoaded' | 'load' | 'pagehide' | 'pageshow' | 'visibilitychange' | 'message' | 'scroll';

/**
 * One delegated listener per page event type, added the first time someone asks for it, for
 * every service and trigger that needs the event: the page's dispatch of `scroll` or `message`
 * does not walk through a listener per feature. Each subscriber is contained: one that throws is
 * logged, and the others and the page still run.
 */
export const PageEvents = Symbol('PageEvents');
/** `OnFirstUse<PageEvents>` (on-first-use.ts), for the services page events depend on (the logger's debug flag). */
export const PageEventsFactory = Symbol('PageEventsFactory');

/** What a part needs of the page's leaving: the leave of the moment, and each leaving to come (PageEvents). */
export type PageLeaving = Pick<PageEvents, 'leaving' | 'onLeave' | 'onRestore'>;

export interface PageEvents {
    /** Calls `listener` with every `type` event of the page; returns what stops it. */
    on(type: PageEventType, listener: (event: Event) => void): () => void;
    /** The page is hidden (another tab, minimised, being left): timers rest. */
    readonly hidden: boolean;
    /**
     * Aborts the first time the page is hidden, and stays aborted: the one place that says the
     * page may be gone. A tab switched away, closed or left (its unload hides it right after its
     * pagehide) is hidden, and a phone's browser may drop a hidden page without another word.
     * Hits still waiting for ids stop waiting, and what is queued leaves by sendBeacon; a page
     * seen again goes on so. Nothing of the container listens to `pagehide`: Firefox stops a
     * tab's pagehide listeners as it closes the tab ("Script terminated by timeout"), even one
     * that does nothing, and the hit they were sending is lost. A page that loads hidden (a
     * background tab) is never hidden again as it goes: there its pagehide says it.
     *
     * A page the browser restores from its back/forward cache is a live page again: from its
     * `pageshow` on, this is a new signal, which aborts when that page is left in turn. Read it
     * when it is needed, never keep it: the one kept from before a restore stays aborted.
     */
    readonly leaving: AbortSignal;
    /**
     * Calls `listener` each time the page is left (`leaving` aborts), also after a restore from
     * the back/forward cache; returns what stops it. What must happen at every leaving (hits
     * queued, work put off) listens here rather than on one signal.
     */
    onLeave(listener: () => void): () => void;
    /** Calls `listener` when the browser restores the page from its back/forward cache; returns what stops it. */
    onRestore(listener: () => void): () => void;
}
