import type { BrowserWindow } from './browser-window';
import type { QueryParams } from './query-params';
import { MAX_QUERY_KEYS } from './query-params';

export class QueryParamsImpl implements QueryParams {
    constructor(protected readonly window: BrowserWindow) {}

    protected cachedSearch: string | undefined;
    protected cached: ReadonlyMap<string, string> = new Map();

    get(name: string): string | undefined {
        return this.all().get(name.toLowerCase());
    }

    all(): ReadonlyMap<string, string> {
        const search = this.window.location.search;
        if (search !== this.cachedSearch) {
            this.cached = this.parse(search);
            this.cachedSearch = search;
        }
        return this.cached;
    }

    /** A Map, not an object, holds the result: keys like `__proto__` are plain data here. */
    parse(search: string): ReadonlyMap<string, string> {
        const params = new Map<string, string>();
        const query = search.startsWith('?') ? search.slice(1) : search;
        if (!query) {
            return params;
        }
        let pairs = 0;
        for (const pair of query.split('&')) {
            if (!pair) {
                continue;
            }
            if (++pairs > MAX_QUERY_KEYS) {
                break;
            }
            const separator = pair.indexOf('=');
            const rawKey = separator < 0 ? pair : pair.slice(0, separator);
            const rawValue = separator < 0 ? '' : pair.slice(separator + 1);
            const key = this.decode(rawKey).toLowerCase();
            if (key && !params.has(key)) {
                params.set(key, this.decode(rawValue));
            }
        }
        return params;
    }

    protected decode(text: string): string {
        const spaced = text.replace(/\+/g, ' ');
        try {
            return decodeURIComponent(spaced);
        } catch {
            // A malformed escape such as '%E0%A4%A' is kept as written rather than dropped.
            return spaced;
        }
    }
}
