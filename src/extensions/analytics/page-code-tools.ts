import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { LinkBeacon } from '../../services/tracker-service';
import type { AnalyticsTracker } from './analytics-tracker';

/** `s.Util` of AppMeasurement 2.x: helpers page code calls in `doPlugins` and custom code. */
export interface TrackerUtil {
    getQueryParam(key: string, url?: string, delimiter?: string): string;
    getIeVersion(): number;
    cookieRead(name: string): string;
    cookieWrite(name: string, value: string, expires?: Date): boolean;
}

/**
 * The value of `key` in the query of `url`, decoded; '' when it is not there. The name matches as
 * written (`cid` does not find `CID`), and the fragment is not part of the query.
 */
export function queryParameter(key: string, url: string, delimiter = '&'): string {
    const start = url.indexOf('?');
    if (!key || start < 0) {
        return '';
    }
    const pair = url
        .slice(start + 1)
        .split('#')[0]
        .split(delimiter || '&')
        .find(candidate => candidate.startsWith(`${key}=`));
    const value = pair?.slice(key.length + 1) ?? '';
    try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
        // A malformed escape: the value as it stands rather than an exception in page code.
        return value;
    }
}

const LINK_TYPES: Readonly<Record<string, 'o' | 'd' | 'e'>> = { o: 'o', d: 'd', e: 'e' };

/**
 * The link of a page-code hit (docs/protocols.md §2.5): a link type (any other than d or e
 * is o) and a link name or URL (`linkURL`, else the link element's href, without its query unless
 * `linkLeaveQueryString`). Without them the hit is a page view.
 */
export function pageCodeLink(variables: Record<string, unknown>, window: BrowserWindow): { link?: LinkBeacon; href?: string } {
    const element = variables.linkObject instanceof window.Element ? (variables.linkObject as HTMLAnchorElement) : undefined;
    const href = typeof variables.linkURL === 'string' && variables.linkURL ? variables.linkURL : element?.href;
    const url = href && !variables.linkLeaveQueryString ? href.split('?')[0] : href;
    const name = typeof variables.linkName === 'string' && variables.linkName ? variables.linkName : undefined;
    const type =
        typeof variables.linkType === 'string' && variables.linkType ? (LINK_TYPES[variables.linkType.toLowerCase()] ?? 'o') : undefined;
    return { link: type && (url || name) ? { type, name, url } : undefined, href };
}

/** `s.Util` of the tracker: its `pageURL` is the address `getQueryParam` reads by default. */
export function trackerUtil(tracker: AnalyticsTracker, window: BrowserWindow, cookies: CookieService): TrackerUtil {
    const address = (url: unknown) =>
        [url, tracker.pageURL, window.location.href].find(candidate => typeof candidate === 'string' && candidate) as string;
    return {
        // In the given address, else the page's as the tracker knows it (`s.pageURL`), else the browser's.
        getQueryParam: (key, url, delimiter) => queryParameter(String(key ?? ''), address(url), delimiter),
        // Only Internet Explorer has a document mode; every browser we run in says -1, as AppMeasurement does there.
        getIeVersion: () => {
            const mode = (window.document as unknown as { documentMode?: unknown }).documentMode;
            return typeof mode === 'number' ? mode : -1;
        },
        cookieRead: name => cookies.get(String(name)) ?? '',
        // A session cookie unless an expiry date is given, on the domain the container's own cookies use.
        cookieWrite: (name, value, expires) => {
            if (!name || !cookies.enabled) {
                return false;
            }
            const days = expires instanceof Date ? (expires.getTime() - Date.now()) / 86400000 : undefined;
            if (days !== undefined && !(days > 0)) {
                cookies.remove(String(name));
                return true;
            }
            cookies.set(String(name), String(value ?? ''), { days, encoding: 'uri-component' });
            return true;
        }
    };
}
