/** Sends the page to another URL: the one edge the click trigger's link delay, page code's forced link tracking and redirect offers end in. */
export const PageNavigation = Symbol('PageNavigation');
export interface PageNavigation {
    navigate(url: string): void;
    /** Goes to `url` in place of this page in the history (a redirect offer: Back does not return to it). */
    replace(url: string): void;
}

/** `OnFirstUse<PageNavigation>` (on-first-use.ts): only a delayed link click or a forced link hit needs it. */
export const PageNavigationFactory = Symbol('PageNavigationFactory');
