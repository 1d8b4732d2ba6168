import type { DemoRequest } from '../demo-request';
import { EmulatedIds } from '../emulation/emulated-ids';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/** `<client>.tt.omtrdc.net` and the edge hosts `mboxedge<N>.tt.omtrdc.net`. */
const DELIVERY_HOST = /^[a-z0-9-]+\.tt\.omtrdc\.net$/;
const EDGE_HOST = 'mboxedge31.tt.omtrdc.net';

/** The parts of a delivery request the answer echoes. */
interface DeliveryRequest {
    readonly requestId?: unknown;
    readonly id?: { readonly tntId?: unknown; readonly marketingCloudVisitorId?: unknown };
    readonly context?: { readonly address?: { readonly url?: unknown } };
    readonly execute?: {
        readonly pageLoad?: unknown;
        readonly mboxes?: readonly MboxAsk[];
    };
    readonly notifications?: readonly NotificationAsk[];
}

interface MboxAsk {
    readonly index?: unknown;
    readonly name?: unknown;
}

interface NotificationAsk {
    readonly id?: unknown;
}

/**
 * The page-load offers of the demo's activities, by page path: the rental home's headline, and a
 * promotion banner on the specials page, each with a click metric. Other pages have none.
 */
function pageLoadOffers(path: string): { options: unknown[]; metrics: unknown[] } {
    switch (path) {
        case '/':
            return {
                options: [
                    {
                        type: 'actions',
                        content: [
                            {
                                type: 'setHtml',
                                selector: '#hero-title',
                                cssSelector: '#hero-title',
                                content: 'Drive away for less this weekend'
                            }
                        ],
                        eventToken: EmulatedIds.token(48)
                    }
                ],
                metrics: [{ type: 'click', selector: '#hero-cta', eventToken: EmulatedIds.token(48) }]
            };
        case '/specials.html':
            return {
                options: [
                    {
                        type: 'actions',
                        content: [
                            {
                                type: 'insertBefore',
                                selector: '#specials-coupon',
                                cssSelector: '#specials-coupon',
                                content:
                                    '<div id="promo-banner" class="promo-banner"><a href="/reserve-car.html?cid=promo-banner" target="_blank">Members save 30% on SUVs this month</a></div>'
                            }
                        ],
                        eventToken: EmulatedIds.token(48)
                    }
                ],
                metrics: [{ type: 'click', selector: '#promo-banner', eventToken: EmulatedIds.token(48) }]
            };
        default:
            return { options: [], metrics: [] };
    }
}

export class PersonalizationEndpoint implements Endpoint {
    readonly kind = 'personalization' as const;

    matches(request: DemoRequest): boolean {
        return request.method === 'POST' && request.path === '/rest/v1/delivery' && DELIVERY_HOST.test(request.host);
    }

    handle(request: DemoRequest, reply: Reply): void {
        const body = this.parse(request.body);
        if (!body) {
            return reply.json({ status: 400, message: 'The request body must be a JSON object.' }, 400);
        }
        const client = request.query.get('client') ?? request.host.split('.')[0];
        const mboxes = Array.isArray(body.execute?.mboxes) ? body.execute.mboxes : [];
        const id = {
            tntId: typeof body.id?.tntId === 'string' ? body.id.tntId : EmulatedIds.tntId(),
            marketingCloudVisitorId: typeof body.id?.marketingCloudVisitorId === 'string' ? body.id.marketingCloudVisitorId : undefined
        };
        const requestId = typeof body.requestId === 'string' ? body.requestId : EmulatedIds.requestId();
        if (Array.isArray(body.notifications) && !body.execute) {
            return reply.json({
                status: 200,
                requestId,
                client,
                id,
                edgeHost: EDGE_HOST,
                notifications: body.notifications.map((notification: NotificationAsk | null) => ({ id: notification?.id }))
            });
        }
        let path = '/';
        try {
            path = new URL(String(body.context?.address?.url)).pathname;
        } catch {
            // No page address: the home page's activity.
        }
        reply.json({
            status: 200,
            requestId,
            client,
            id,
            edgeHost: EDGE_HOST,
            execute: {
                pageLoad: body.execute?.pageLoad ? pageLoadOffers(path) : undefined,
                mboxes: mboxes.length
                    ? mboxes.map((mbox: MboxAsk, index) => ({
                          index: typeof mbox.index === 'number' ? mbox.index : index,
                          name: mbox.name,
                          options: [],
                          metrics: []
                      }))
                    : undefined
            }
        });
    }

    protected parse(body: string): DeliveryRequest | undefined {
        try {
            const value: unknown = JSON.parse(body);
            return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
        } catch {
            return undefined;
        }
    }
}
