/**
 * The host the page is served on, as the property knows it. Non-production builds also accept
 * `<real-host>.localhost` for manual QA (browsers resolve `*.localhost` to loopback); the suffix
 * is stripped here so that every lookup sees the real host.
 */
export const PageHost = Symbol('PageHost');
export interface PageHost {
    /** Lower-cased real host name, e.g. `careers.alderway.ca`. */
    readonly hostname: string;
    /** The host name as the browser sees it, e.g. `careers.alderway.ca.localhost`. */
    readonly browserHostname: string;
    readonly isHttps: boolean;
    readonly pathname: string;
}

export const LOCAL_ALIAS_SUFFIX = '.localhost';
