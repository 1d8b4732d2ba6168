/**
 * The query string of the current page, looked up case-insensitively (`GCLID` and `gclid` are the
 * same parameter to the analytics team). Parsing is bounded and cannot pollute prototypes.
 */
export interface QueryParams {
    /** The first value of the parameter in the current URL, or undefined. */
    get(name: string): string | undefined;
    /** Every parameter of the current URL, keys lower-cased. */
    all(): ReadonlyMap<string, string>;
    /** Parses any query string (with or without the leading '?'), keys lower-cased. */
    parse(search: string): ReadonlyMap<string, string>;
}

/** docs/requirements.md §9.6: query parsing allows at most 1000 keys. */
export const MAX_QUERY_KEYS = 1000;
