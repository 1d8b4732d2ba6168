import { DemoRequest } from '../demo-request';
import { Endpoint } from '../endpoint';
import { EmulatedIds } from '../emulation/emulated-ids';
import { Reply } from '../reply';

/** `<client>.tt.omtrdc.net` and the edge hosts `mboxedge<N>.tt.omtrdc.net`. */
const DELIVERY_HOST = /^[a-z0-9-]+\.tt\.omtrdc\.net$/;
const EDGE_HOST = 'mboxedge31.tt.omtrdc.net';

/** The parts of a delivery request the answer echoes. */
interface DeliveryRequest {
    readonly requestId?: unknown;
    readonly id?: { readonly tntId?: unknown; readonly marketingCloudVisitorId?: unknown };
    readonly execute?: { readonly mboxes?: ReadonlyArray<{ readonly index?: unknown; readonly name?: unknown }> };
}

/**
 * The personalization edge's delivery API: `POST /rest/v1/delivery?client=..&sessionId=..`, a JSON
 * body (often sent as text/plain to avoid a preflight). It answers the page-load (global mbox)
 * request with one HTML offer, keeps the visitor's profile id when the request has one, and
 * answers each requested mbox with no offer.
 */
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
        reply.json({
            status: 200,
            requestId: typeof body.requestId === 'string' ? body.requestId : EmulatedIds.requestId(),
            client,
            id: {
                tntId: typeof body.id?.tntId === 'string' ? body.id.tntId : EmulatedIds.tntId(),
                marketingCloudVisitorId: typeof body.id?.marketingCloudVisitorId === 'string' ? body.id.marketingCloudVisitorId : undefined
            },
            edgeHost: EDGE_HOST,
            execute: {
                pageLoad: {
                    options: [{
                        type: 'html',
                        content: '<p class="promo-offer">Weekend special: 20% off every SUV rental booked this week.</p>',
                        eventToken: EmulatedIds.token(48)
                    }],
                    metrics: []
                },
                mboxes: mboxes.length
                    ? mboxes.map((mbox, index) => ({ index: typeof mbox.index === 'number' ? mbox.index : index, name: mbox.name, options: [], metrics: [] }))
                    : undefined
            }
        });
    }

    protected parse(body: string): DeliveryRequest | undefined {
        try {
            const value: unknown = JSON.parse(body);
            return value && typeof value === 'object' && !Array.isArray(value) ? value as DeliveryRequest : undefined;
        } catch {
            return undefined;
        }
    }
}
