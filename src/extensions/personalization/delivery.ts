import { DeliverySettings } from '../../config/personalization';
import type { BrowserWindow } from '../../services/browser-window';
import { QueryMasker } from '../../services/query-masker';
import type { CustomerId } from '../../services/visitor-service';

/** One offer of an mbox (docs/protocols.md §7.3). */
export interface DeliveryOption {
    /** 'html', 'json', 'redirect', 'actions' or 'dynamic'; the service may send others. */
    readonly type?: string;
    readonly content?: unknown;
    readonly eventToken?: string;
    readonly responseTokens?: Readonly<Record<string, unknown>>;
}

/** A metric of an mbox: a click on `selector` counts with `eventToken`. */
export interface DeliveryMetric {
    /** 'click' or 'display'; the service may send others. */
    readonly type?: string;
    readonly selector?: string;
    readonly eventToken?: string;
}

/** What the service answers for the page load, an mbox or a view. */
export interface MboxAnswer {
    readonly name?: string;
    readonly index?: number;
    readonly options?: readonly DeliveryOption[];
    readonly metrics?: readonly DeliveryMetric[];
    readonly analytics?: { readonly payload?: Readonly<Record<string, unknown>> };
}

export interface DeliveryResponse {
    readonly status?: number;
    readonly requestId?: string;
    readonly id?: { readonly tntId?: string; readonly marketingCloudVisitorId?: string };
    readonly edgeHost?: string;
    readonly execute?: { readonly pageLoad?: MboxAnswer; readonly mboxes?: readonly MboxAnswer[] };
    readonly prefetch?: { readonly pageLoad?: MboxAnswer; readonly mboxes?: readonly MboxAnswer[]; readonly views?: readonly MboxAnswer[] };
}

/** What a call asks for: the page load, mboxes, prefetch or notifications; the ids and context are added. */
export interface DeliveryAsk {
    readonly execute?: Readonly<Record<string, unknown>>;
    readonly prefetch?: Readonly<Record<string, unknown>>;
    readonly notifications?: readonly unknown[];
}

/** The visitor's ids and A4T data of a call. */
export interface DeliveryIds {
    readonly tntId?: string;
    readonly marketingCloudVisitorId?: string;
    readonly customerIds?: Readonly<Record<string, CustomerId>>;
    readonly supplementalDataId?: string;
    readonly locationHint?: string;
    readonly blob?: string;
    readonly trackingServer?: string;
    readonly trackingServerSecure?: string;
}

const AUTH_STATES = ['unknown', 'authenticated', 'logged_out'];
const masker = QueryMasker.ofProperty();

/** A random id in the form the service's libraries use: 32 lower-case hex digits. */
export function randomId(): string {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return [...bytes].map(byte => byte.toString(16).padStart(2, '0')).join('');
}

/** The request's `context`: the page (its sensitive query values masked, as in every URL we send), screen and window. */
export function deliveryContext(window: BrowserWindow): Record<string, unknown> {
    const screen = window.screen;
    return {
        channel: 'web',
        address: { url: masker.maskUrl(window.location.href), referringUrl: masker.maskUrl(window.document.referrer) || undefined },
        screen: {
            width: screen?.width,
            height: screen?.height,
            colorDepth: screen?.colorDepth,
            pixelRatio: window.devicePixelRatio,
            orientation: (screen?.width ?? 0) >= (screen?.height ?? 0) ? 'landscape' : 'portrait'
        },
        window: { width: window.innerWidth, height: window.innerHeight },
        browser: { host: window.location.hostname },
        timeOffsetInMinutes: -new Date().getTimezoneOffset()
    };
}

/** The body of a delivery call (docs/protocols.md §7.2): the request's id, context, the visitor's ids, A4T, and what is asked. */
export function deliveryBody(window: BrowserWindow, ids: DeliveryIds, ask: DeliveryAsk): Record<string, unknown> {
    const customerIds = Object.entries(ids.customerIds ?? {}).map(([integrationCode, customer]) => ({
        id: customer.id,
        integrationCode,
        authenticatedState: AUTH_STATES[customer.authState] ?? 'unknown'
    }));
    return {
        requestId: randomId(),
        context: deliveryContext(window),
        id: {
            tntId: ids.tntId,
            marketingCloudVisitorId: ids.marketingCloudVisitorId || undefined,
            customerIds: customerIds.length ? customerIds : undefined
        },
        experienceCloud: {
            analytics: {
                logging: 'server_side',
                supplementalDataId: ids.supplementalDataId || undefined,
                trackingServer: ids.trackingServer,
                trackingServerSecure: ids.trackingServerSecure
            },
            audienceManager:
                ids.locationHint || ids.blob
                    ? { locationHint: Number(ids.locationHint) || undefined, blob: ids.blob || undefined }
                    : undefined
        },
        ...ask
    };
}

/** `targetPageParams()` (and `targetPageParamsAll()`), the page's own parameters for the page load, as an object. */
export function pageParameters(window: BrowserWindow): Record<string, string> {
    const parameters: Record<string, string> = {};
    for (const name of ['targetPageParamsAll', 'targetPageParams']) {
        const fn = (window as unknown as Record<string, unknown>)[name];
        if (typeof fn !== 'function') {
            continue;
        }
        try {
            const value: unknown = (fn as () => unknown)();
            const pairs =
                typeof value === 'string'
                    ? [...new URLSearchParams(value)]
                    : Object.entries(value && typeof value === 'object' ? value : {});
            for (const [key, entry] of pairs) {
                parameters[key] = String(entry);
            }
        } catch {
            // The page's function failed: its parameters are not sent.
        }
    }
    return parameters;
}

/** The delivery URL: the service's host for a first call, the edge cluster's afterwards (docs/protocols.md §7.1). */
export function deliveryUrl(edgeCluster: string | undefined, sessionId: string, version: string): string {
    const host = edgeCluster ? `mboxedge${edgeCluster}.tt.omtrdc.net` : DeliverySettings.serverDomain;
    return (
        `https://${host}/rest/v1/delivery?client=${encodeURIComponent(DeliverySettings.clientCode)}` +
        `&sessionId=${encodeURIComponent(sessionId)}&version=${encodeURIComponent(version)}`
    );
}

/** The cluster of an answer's edge host: `mboxedge31.tt.omtrdc.net` → `31`. */
export function edgeClusterOf(edgeHost: string | undefined): string | undefined {
    return /^mboxedge(\d+)\./.exec(edgeHost ?? '')?.[1];
}
