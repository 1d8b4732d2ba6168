import { expect } from 'chai';
import { bench } from '../fixture';
import { callEmulator, openBarePage } from './emulator-client';

const DELIVERY =
    'https://alderway.tt.omtrdc.net/rest/v1/delivery?client=alderway&sessionId=5f1e6d3c2b1a4f0e9d8c7b6a5f4e3d2c&version=2.11.1';

interface DeliveryAnswer {
    status: number;
    requestId: string;
    client: string;
    id: { tntId: string; marketingCloudVisitorId?: string };
    edgeHost: string;
    notifications?: Array<{ id: string }>;
    execute: {
        pageLoad: {
            options: Array<{ type: string; content: Array<{ type: string; selector: string; content: string }>; eventToken: string }>;
            metrics: Array<{ type: string; selector: string; eventToken: string }>;
        };
        mboxes?: Array<{ index: number; name: string; options: unknown[] }>;
    };
}

function deliveryBody(extra: object = {}): string {
    return JSON.stringify({
        requestId: 'c1f7d7a2-5b8e-4c1a-9f3d-2e6b7a8c9d0e',
        context: { channel: 'web', address: { url: 'https://www.alderway.com/' } },
        execute: { pageLoad: { parameters: {} } },
        ...extra
    });
}

describe('Emulator: personalization delivery', () => {
    it("answers the rental home's page-load request with its headline and a click metric, and echoes the request id", async () => {
        const answer = await callEmulator(DELIVERY, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://www.alderway.com' },
            body: deliveryBody()
        });
        expect(answer.status).to.equal(200);
        expect(answer.headers['access-control-allow-origin']).to.equal('https://www.alderway.com');
        expect(answer.headers['access-control-allow-credentials']).to.equal('true');
        const delivery = JSON.parse(answer.body) as DeliveryAnswer;
        expect(delivery).to.include({
            status: 200,
            requestId: 'c1f7d7a2-5b8e-4c1a-9f3d-2e6b7a8c9d0e',
            client: 'alderway',
            edgeHost: 'mboxedge31.tt.omtrdc.net'
        });
        expect(delivery.id.tntId).to.match(/^[0-9a-f]{32}\.31_0$/);
        expect(delivery.execute.pageLoad.metrics.map(metric => `${metric.type} ${metric.selector}`)).to.deep.equal(['click #hero-cta']);
        expect(delivery.execute.pageLoad.options).to.have.length(1);
        const [offer] = delivery.execute.pageLoad.options;
        expect(offer.type).to.equal('actions');
        expect(offer.content.map(action => `${action.type} ${action.selector}`)).to.deep.equal(['setHtml #hero-title']);
        expect(offer.eventToken).to.be.a('string').with.length.above(20);
        const [captured] = bench().requests({ kind: 'personalization' });
        expect(captured.query).to.include({ client: 'alderway', version: '2.11.1' });
        expect((JSON.parse(captured.body!) as { requestId?: string }).requestId).to.equal('c1f7d7a2-5b8e-4c1a-9f3d-2e6b7a8c9d0e');
    });

    it("keeps the visitor's profile id, makes a request id when there is none, and answers requested mboxes", async () => {
        const answer = await callEmulator(DELIVERY.replace('alderway.tt.omtrdc.net', 'mboxedge31.tt.omtrdc.net'), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
                id: { tntId: 'abcdef0123456789abcdef0123456789.31_0', marketingCloudVisitorId: '16908443662402872073525706953453086963' },
                execute: { pageLoad: {}, mboxes: [{ index: 0, name: 'reservation-hero' }] }
            })
        });
        const delivery = JSON.parse(answer.body) as DeliveryAnswer;
        expect(delivery.id).to.deep.equal({
            tntId: 'abcdef0123456789abcdef0123456789.31_0',
            marketingCloudVisitorId: '16908443662402872073525706953453086963'
        });
        expect(delivery.requestId).to.match(/^[0-9a-f-]{36}$/);
        expect(delivery.execute.mboxes).to.deep.equal([{ index: 0, name: 'reservation-hero', options: [], metrics: [] }]);
        expect(bench().requests({ kind: 'personalization' })[0].host).to.equal('mboxedge31.tt.omtrdc.net');
    });

    it('answers 400 with a JSON error to a body that is not JSON', async () => {
        for (const body of ['requestId=1', '', '[1,2]']) {
            const answer = await callEmulator(DELIVERY, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
            expect(answer.status, body).to.equal(400);
            expect(JSON.parse(answer.body), body).to.include({ status: 400 });
        }
    });

    it('answers a text/plain POST from a page in Chromium, credentials included', async () => {
        const page = await openBarePage('https://www.alderway.com/');
        const delivery = await page.page.evaluate(
            async ({ url, body }) => {
                const response = await fetch(url, {
                    method: 'POST',
                    credentials: 'include',
                    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
                    body
                });
                return response.json() as Promise<DeliveryAnswer>;
            },
            { url: DELIVERY, body: deliveryBody() }
        );
        expect(delivery.execute.pageLoad.options[0].type).to.equal('actions');
        expect(bench().requests({ kind: 'personalization' })[0].contentType).to.equal('text/plain;charset=UTF-8');
    });

    it('puts a promotion banner on the specials page, offers nothing elsewhere, and acknowledges notifications', async () => {
        const call = async (body: object) =>
            JSON.parse(
                (await callEmulator(DELIVERY, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) }))
                    .body
            ) as DeliveryAnswer;
        const specials = await call({ context: { address: { url: 'https://www.alderway.com/specials.html' } }, execute: { pageLoad: {} } });
        expect(specials.execute.pageLoad.options[0].content[0]).to.include({ type: 'insertBefore', selector: '#specials-coupon' });
        expect(specials.execute.pageLoad.options[0].content[0].content).to.contain('id="promo-banner"');
        const faq = await call({ context: { address: { url: 'https://www.alderway.com/faq.html' } }, execute: { pageLoad: {} } });
        expect(faq.execute.pageLoad).to.deep.equal({ options: [], metrics: [] });
        const notified = await call({ notifications: [{ id: 'n-1', type: 'click', tokens: ['t'] }] });
        expect(notified.notifications).to.deep.equal([{ id: 'n-1' }]);
        expect(notified).not.to.have.property('execute');
    });
});
