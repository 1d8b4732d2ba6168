import { wellFormed } from './well-formed';

/** Everything one beacon carries, by AppMeasurement variable name. */
export interface BeaconData {
    readonly time: Date;
    /** pageName, pageURL, referrer, server, channel, campaign, events, products, eVarN, propN, ... */
    readonly variables: Readonly<Record<string, string | undefined>>;
    readonly contextData: Readonly<Record<string, unknown>>;
    readonly visitor: {
        readonly mid?: string;
        readonly aid?: string;
        readonly aamlh?: string;
        readonly aamb?: string;
        readonly sdid?: string;
        readonly mcorgid?: string;
        readonly fid?: string;
        readonly customerIds?: Readonly<Record<string, { readonly id: string; readonly authState?: number }>>;
    };
    readonly link?: { readonly type: 'o' | 'd' | 'e'; readonly url?: string; readonly name?: string };
    /** Screen, colour depth, JavaScript version, Java, cookies, viewport: measured once per page. */
    readonly browser: Readonly<Record<'s' | 'c' | 'j' | 'v' | 'k' | 'bw' | 'bh', string>>;
    /** Round-trip time of the previous request, ms. */
    readonly lastRequestTime?: number;
}

const URL_SPLIT = 255;

/**
 * The query of an AppMeasurement 2.x beacon, `AQB=1&ndh=1&pf=1&t=...&AQE=1`, with every
 * parameter in the library's order and encoding (docs/protocols.md §2.2-§2.4). The
 * collection server never depends on the order, but the same bytes make comparisons trivial.
 */
export class BeaconBuilder {
    /**
     * encodeURIComponent, then ~ ! * ( ) ' as upper-case escapes too. Half of a surrogate pair
     * (page code's text cut in the middle of an emoji) goes as U+FFFD, as browsers send it in a
     * URL: encodeURIComponent would throw, and the hit would be lost.
     */
    static escape(value: string): string {
        return encodeURIComponent(wellFormed(value)).replace(
            /[!'()*~]/g,
            character => `%${character.charCodeAt(0).toString(16).toUpperCase()}`
        );
    }

    /** The first `length` UTF-16 units of `text`, one fewer rather than half of a character. */
    static truncate(text: string, length: number): string {
        return text.slice(0, length).replace(/[\ud800-\udbff]$/, '');
    }

    /** `22/10/2026 3:4:21 0 360`: day/month(0-based)/year h:m:s weekday offset, no padding. */
    static timeString(time: Date): string {
        return `${time.getDate()}/${time.getMonth()}/${time.getFullYear()} ${time.getHours()}:${time.getMinutes()}:${time.getSeconds()} ${time.getDay()} ${time.getTimezoneOffset()}`;
    }

    static query(data: BeaconData): string {
        const variables = data.variables;
        const visitor = data.visitor;
        const parts: string[] = ['AQB=1', 'ndh=1', 'pf=1'];
        const add = (name: string, value: string | number | undefined, raw = false) => {
            if (value !== undefined && value !== '' && value !== 0) {
                parts.push(`${name}=${raw ? value : BeaconBuilder.escape(String(value))}`);
            }
        };
        const pageUrl = variables.pageURL ?? '';
        // g holds the first 255 units, -g the rest: the server joins them again.
        const split = BeaconBuilder.truncate(pageUrl, URL_SPLIT).length;
        add('t', BeaconBuilder.timeString(data.time));
        if (visitor.customerIds && Object.keys(visitor.customerIds).length > 0) {
            parts.push(
                `cid.${BeaconBuilder.nested(Object.entries(visitor.customerIds).map(([type, entry]) => [type, { id: entry.id, as: entry.authState }]))}&.cid`
            );
        }
        add('sdid', visitor.sdid);
        add('vid', variables.visitorID);
        add('mid', visitor.mid);
        add('aid', visitor.aid);
        add('aamlh', visitor.aamlh);
        if (!visitor.mid && !visitor.aid) {
            add('fid', visitor.fid);
        }
        add('ce', variables.charSet);
        add('pageName', variables.pageName);
        add('g', pageUrl.slice(0, split));
        add('r', variables.referrer);
        const context = Object.entries(data.contextData);
        if (context.some(([, value]) => BeaconBuilder.present(value))) {
            parts.push(`c.${BeaconBuilder.nested(context)}&.c`);
        }
        add('cc', variables.currencyCode);
        add('purchaseID', variables.purchaseID);
        add('ch', variables.channel);
        add('server', variables.server);
        add('pageType', variables.pageType);
        add('xact', variables.transactionID);
        add('v0', variables.campaign);
        add('state', variables.state);
        add('zip', variables.zip);
        add('events', variables.events);
        add('products', variables.products);
        add('aamb', visitor.aamb);
        for (let n = 1; n <= 250; n++) {
            if (n <= 75) {
                add(`c${n}`, variables[`prop${n}`]);
            }
            add(`v${n}`, variables[`eVar${n}`]);
            const hier = n <= 5 ? variables[`hier${n}`] : undefined;
            if (hier) {
                add(`h${n}`, BeaconBuilder.truncate(hier, 255));
            }
            if (n <= 3) {
                add(`l${n}`, variables[`list${n}`]);
            }
        }
        if (data.link) {
            add('pe', `lnk_${data.link.type}`);
            // pev1 and pev2 are escaped once, from their raw values.
            add('pev1', data.link.url && BeaconBuilder.escape(data.link.url), true);
            add('pev2', data.link.name && BeaconBuilder.escape(data.link.name), true);
        }
        for (const key of ['s', 'c', 'j', 'v', 'k', 'bw', 'bh'] as const) {
            add(key, data.browser[key]);
        }
        add('-g', pageUrl.slice(split));
        add('mcorgid', visitor.mcorgid);
        add('lrt', data.lastRequestTime);
        parts.push('AQE=1');
        return parts.join('&');
    }

    /**
     * `&a.&b.&c=x&.b&.a&y=z`: dotted keys nest, keys sharing a prefix share its markers, in
     * insertion order; a nested object's keys nest the same way. Names are escaped, the markers'
     * too: a `&` or `=` in a key would otherwise end the block early or add a parameter of its
     * own. An empty segment (`a..b`, `.a`) has no marker of its own: `&.` would read as a closing
     * one. A structure that contains itself is sent once.
     */
    static nested(entries: ReadonlyArray<[string, unknown]>): string {
        type Node = Map<string, Node | string>;
        const root: Node = new Map();
        const ancestors = new Set<object>();
        const insert = (path: readonly string[], value: unknown): void => {
            if (value !== null && typeof value === 'object') {
                if (!ancestors.has(value)) {
                    ancestors.add(value);
                    for (const [key, child] of Object.entries(value)) {
                        insert([...path, ...BeaconBuilder.segments(key)], child);
                    }
                    ancestors.delete(value);
                }
                return;
            }
            if (!BeaconBuilder.present(value) || path.length === 0) {
                return;
            }
            let current = root;
            for (const segment of path.slice(0, -1)) {
                let child = current.get(`${segment}.`);
                if (!(child instanceof Map)) {
                    child = new Map();
                    current.set(`${segment}.`, child);
                }
                current = child;
            }
            current.set(path[path.length - 1], String(value));
        };
        for (const [key, value] of entries) {
            insert(BeaconBuilder.segments(key), value);
        }
        const serialize = (node: Node): string =>
            [...node]
                .map(([name, child]) => {
                    if (child instanceof Map) {
                        const segment = BeaconBuilder.escape(name.slice(0, -1));
                        return `&${segment}.${serialize(child)}&.${segment}`;
                    }
                    return `&${BeaconBuilder.escape(name)}=${BeaconBuilder.escape(child)}`;
                })
                .join('');
        return serialize(root);
    }

    protected static segments(key: string): string[] {
        return key.split('.').filter(Boolean);
    }

    /** Falsy context data (false, 0, NaN, '', null, undefined) is not sent (docs/protocols.md §2.4). */
    protected static present(value: unknown): boolean {
        return Boolean(value);
    }
}
