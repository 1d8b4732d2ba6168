/** Sends the page to another URL: the edge the click trigger's link delay ends in. */
export const PageNavigation = Symbol('PageNavigation');
export interface PageNavigation {
    navigate(url: string): void;
}

/** `() => PageNavigation`: only a delayed link click needs it. */
export const PageNavigationFactory = Symbol('PageNavigationFactory');
