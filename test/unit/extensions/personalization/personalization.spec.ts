import { expect } from 'chai';
import * as sinon from 'sinon';
import { PageNavigation } from '../../../../src/services/page-navigation';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../analytics/analytics-test-page';
import type { FakeRequest } from '../visitor/visitor-test-page';
import { MID, NOW, NOW_S } from '../visitor/visitor-test-page';

const HOME =
    '<main><h1 id="hero-title">Rent a car</h1><a id="hero-cta" href="#book">Book now</a><p id="specials-coupon">Use SPRING25</p></main>';
const TNT = '0123456789abcdef0123456789abcdef.31_0';

/** A Blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
    return new Promise(resolve => {
        const reader = new testDom.window.FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
    });
}

/** What the client sends to the delivery API, as far as these tests read it. */
interface SentBody {
    readonly requestId?: string;
    readonly context: { readonly address?: unknown; readonly browser?: unknown; readonly screen: object; readonly window: object };
    readonly id: { readonly tntId?: string };
    readonly experienceCloud: { readonly analytics: { readonly supplementalDataId?: string }; readonly audienceManager?: unknown };
    readonly execute?: unknown;
    readonly notifications?: readonly unknown[];
}

/** An answer of the delivery API with `pageLoad` for the global mbox. */
function answer(pageLoad: object, extra: object = {}): string {
    return JSON.stringify({
        status: 200,
        requestId: 'r-1',
        client: 'mmgrentals',
        id: { tntId: TNT },
        edgeHost: 'mboxedge31.tt.omtrdc.net',
        execute: { pageLoad },
        ...extra
    });
}

describe('The personalization client', () => {
    let page: AnalyticsTestPage;
    let events: Array<{ type: string; detail: Record<string, unknown> }>;
    let replace: sinon.SinonSpy;
    let console: ConsoleCapture;

    const style = () => testDom.window.document.getElementById('at-body-style');
    const delivery = (): FakeRequest => {
        const request = page.deliveryRequests[0];
        if (!request) {
            throw new Error('no delivery call was made');
        }
        return request;
    };
    const body = () => JSON.parse((delivery() as unknown as { requestBody: string }).requestBody) as SentBody;

    async function open(
        url = 'https://www.alderway.com/',
        cookies: Record<string, string> = RETURNING_VISITOR,
        html = HOME,
        referrer?: string
    ): Promise<void> {
        page = new AnalyticsTestPage(url, cookies, { pageName: 'alderway:us:rental:home' }).withMarkup(html, { singlePageApp: false });
        if (referrer !== undefined) {
            Object.defineProperty(testDom.window.document, 'referrer', { configurable: true, value: referrer });
        }
        console = captureConsole();
        events = [];
        for (const type of [
            'at-library-loaded',
            'at-request-start',
            'at-request-succeeded',
            'at-request-failed',
            'at-content-rendering-start',
            'at-content-rendering-succeeded',
            'at-content-rendering-failed',
            'at-content-rendering-no-offers',
            'at-content-rendering-redirect'
        ]) {
            testDom.window.document.addEventListener(type, event =>
                events.push({ type, detail: (event as CustomEvent<Record<string, unknown>>).detail })
            );
        }
        page.start();
        replace = sinon.spy();
        page.container.rebind(PageNavigation).toConstantValue({ navigate: sinon.spy(), replace });
        await page.clock.tickAsync(1);
    }

    afterEach(() => page.stop());

    describe('the delivery call', () => {
        it('goes at once, before the page is shown, as a text/plain POST with the page, the visitor and the A4T data', async () => {
            await open('https://www.alderway.com/?email=pat%40example.com&cid=spring');
            expect(style()?.textContent, 'the body is hidden').to.equal('body { opacity: 0 !important }');
            const request = delivery();
            expect(request.method).to.equal('POST');
            expect(request.url).to.match(
                /^https:\/\/mmgrentals\.tt\.omtrdc\.net\/rest\/v1\/delivery\?client=mmgrentals&sessionId=[0-9a-f]{32}&version=tag-container-0\.0\.0-test$/
            );
            expect(request.requestHeaders['Content-Type']).to.equal('text/plain;charset=UTF-8');
            expect(request.withCredentials).to.equal(false);
            const sent = body();
            expect(sent.requestId).to.match(/^[0-9a-f]{32}$/);
            expect(sent.context).to.deep.include({
                channel: 'web',
                timeOffsetInMinutes: JSON.parse(JSON.stringify(-new Date().getTimezoneOffset())) as number
            });
            expect(sent.context.address).to.deep.equal({ url: 'https://www.alderway.com/?email=****&cid=spring' });
            expect(sent.context.browser).to.deep.equal({ host: 'www.alderway.com' });
            expect(Object.keys(sent.context.screen)).to.include.members(['width', 'height', 'colorDepth', 'orientation']);
            expect(Object.keys(sent.context.window)).to.deep.equal(['width', 'height']);
            expect(sent.id).to.deep.equal({ marketingCloudVisitorId: MID });
            expect(sent.experienceCloud.analytics).to.deep.include({
                logging: 'server_side',
                trackingServer: 'metrics.alderway.com',
                trackingServerSecure: 'smetrics.alderway.com'
            });
            expect(sent.experienceCloud.analytics.supplementalDataId).to.match(/^[0-9A-F]{16}-[0-9A-F]{16}$/);
            expect(sent.experienceCloud.audienceManager).to.deep.equal({ locationHint: 9, blob: 'BLOB' });
            expect(sent.execute).to.deep.equal({ pageLoad: { parameters: {} } });
            expect(events.map(event => event.type)).to.deep.equal(['at-library-loaded', 'at-request-start']);
            await page.clock.tickAsync(100);
            const [pageView] = page.decodedBeacons();
            expect(pageView.values.sdid, "A4T: the page view shares the call's id").to.equal(
                sent.experienceCloud.analytics.supplementalDataId
            );
        });

        it('masks email addresses under any name and names that contain a masked part in the page and referrer of the call and its notifications', async () => {
            await open(
                'https://www.alderway.com/?user_email=jane.doe%40example.com&emailAddress=john@example.org&auth=s3cr3t&session=abc123&q=pat%2540example.net&step=2',
                RETURNING_VISITOR,
                HOME,
                'https://www.alderway.com/login?next=%2Faccount%3Fto%3Dlee%2540example.co.uk&oauth_token=t0k&lang=en_ca'
            );
            const address = {
                url: 'https://www.alderway.com/?user_email=****&emailAddress=****&auth=****&session=****&q=****&step=2',
                referringUrl: 'https://www.alderway.com/login?next=****&oauth_token=****&lang=en_ca'
            };
            expect(body().context.address).to.deep.equal(address);
            delivery().respond(
                200,
                { 'Content-Type': 'application/json' },
                answer({
                    options: [{ type: 'actions', content: [{ type: 'setHtml', selector: '#hero-title', content: 'Deals' }] }],
                    metrics: [{ type: 'click', selector: '#hero-cta', eventToken: 'click-token' }]
                })
            );
            await page.clock.tickAsync(10);
            const beacon = sinon.stub().returns(true);
            Object.defineProperty(testDom.window.navigator, 'sendBeacon', { configurable: true, value: beacon });
            testDom.window.document.getElementById('hero-cta')!.dispatchEvent(new testDom.window.MouseEvent('click', { bubbles: true }));
            sinon.assert.calledOnce(beacon);
            const notification = await textOf(beacon.firstCall.args[1] as Blob);
            expect((JSON.parse(notification) as SentBody).context.address).to.deep.equal(address);
            for (const text of [(delivery() as unknown as { requestBody: string }).requestBody, notification]) {
                for (const secret of [
                    'jane.doe',
                    'john@example.org',
                    'pat%40example.net',
                    'pat@example.net',
                    'lee%40example.co.uk',
                    'lee@example.co.uk',
                    's3cr3t',
                    'abc123',
                    't0k'
                ]) {
                    expect(text, secret).not.to.contain(secret);
                }
            }
        });

        it('leaves analytics hits without an sdid where no personalization call shared one', async () => {
            await open('https://careers.alderway.com/jobs/J-1042');
            await page.clock.tickAsync(100);
            expect(page.deliveryRequests).to.deep.equal([]);
            const [pageView] = page.decodedBeacons();
            expect(pageView.values).to.include({ pageName: 'alderway:us:rental:home' });
            expect(pageView.values).not.to.have.property('sdid');
        });

        it("sends the page's targetPageParams and the customer ids, and the profile id of an earlier call", async () => {
            await open('https://www.alderway.com/', {
                ...RETURNING_VISITOR,
                mbox: `session#a1b2#${NOW_S + 600}|PC#${TNT}#${NOW_S + 86400}`
            });
            page.stop();
            await open(
                'https://www.alderway.com/',
                { ...RETURNING_VISITOR, mbox: `session#a1b2#${NOW_S + 600}|PC#${TNT}#${NOW_S + 86400}` },
                HOME
            );
            expect(delivery().url).to.contain('sessionId=a1b2&');
            expect(body().id.tntId).to.equal(TNT);
        });
    });

    describe('the mbox cookie', () => {
        it('keeps the session for 31 minutes and the profile for two years, on the registrable domain, and the edge cluster for the next call', async () => {
            await open();
            delivery().respond(200, { 'Content-Type': 'application/json' }, answer({ options: [], metrics: [] }));
            await page.clock.tickAsync(10);
            const session = /sessionId=([0-9a-f]{32})/.exec(delivery().url)![1];
            const cookies = Object.fromEntries(testDom.window.document.cookie.split('; ').map(pair => pair.split('=') as [string, string]));
            expect(cookies.mbox).to.equal(`session#${session}#${NOW_S + 1860}|PC#${TNT}#${NOW_S + 63244800}`);
            expect(cookies.mboxEdgeCluster).to.equal('31');
            const writes = page.cookieWrites.filter(write => write.startsWith('mbox'));
            expect(writes.find(write => write.startsWith('mbox='))).to.contain('domain=alderway.com');
            expect(writes.find(write => write.startsWith('mbox='))).to.contain(`expires=${new Date(NOW + 63244800000).toUTCString()}`);
        });
    });

    describe('offers', () => {
        async function deliver(options: object[], metrics: object[] = []): Promise<void> {
            delivery().respond(200, { 'Content-Type': 'application/json' }, answer({ options, metrics }));
            await page.clock.tickAsync(10);
        }

        it('applies actions and html, leaves json to page code, and shows the page once they are in', async () => {
            await open();
            await deliver([
                {
                    type: 'actions',
                    content: [
                        { type: 'setHtml', selector: '#hero-title', content: 'Weekend deals' },
                        { type: 'insertBefore', selector: '#specials-coupon', content: '<div id="promo">Promo</div>' },
                        { type: 'setStyle', selector: '#hero-cta', content: { backgroundColor: 'red' } },
                        { type: 'setAttribute', selector: '#hero-cta', content: { 'data-offer': 'x' } }
                    ]
                },
                { type: 'html', content: '<aside id="html-offer">Hello</aside>' },
                { type: 'json', content: { discount: 30 } }
            ]);
            const document = testDom.window.document;
            expect(document.getElementById('hero-title')!.textContent).to.equal('Weekend deals');
            expect(document.getElementById('promo')!.nextElementSibling!.id).to.equal('specials-coupon');
            expect((document.getElementById('hero-cta') as HTMLElement).style.backgroundColor).to.equal('red');
            expect(document.getElementById('hero-cta')!.getAttribute('data-offer')).to.equal('x');
            expect(document.body.lastElementChild!.id).to.equal('html-offer');
            expect(document.body.textContent).not.to.contain('discount');
            expect(style()).to.equal(null);
            expect(events.map(event => event.type)).to.deep.equal([
                'at-library-loaded',
                'at-request-start',
                'at-request-succeeded',
                'at-content-rendering-start',
                'at-content-rendering-succeeded'
            ]);
            expect(events[4].detail.tracking).to.deep.equal({
                sessionId: /sessionId=([0-9a-f]{32})/.exec(delivery().url)![1],
                deviceId: TNT
            });
        });

        it('follows a redirect offer and keeps the page hidden until the browser leaves', async () => {
            await open();
            await deliver([{ type: 'redirect', content: 'https://www.alderway.com/specials.html' }]);
            sinon.assert.calledOnceWithExactly(replace, 'https://www.alderway.com/specials.html');
            expect(style()).not.to.equal(null);
            expect(events.map(event => event.type)).to.include('at-content-rendering-redirect');
            await page.clock.tickAsync(3000);
            expect(style(), 'still shown after the timeout, should the browser stay').to.equal(null);
        });

        it('waits up to 5000 ms for a selector the page renders later, with one observer, then gives up on the rest', async () => {
            await open(undefined, undefined, '<main id="app"></main>');
            await deliver([
                {
                    type: 'actions',
                    content: [
                        { type: 'setHtml', selector: '#late', content: 'Late offer' },
                        { type: 'setHtml', selector: '#never', content: 'Never' }
                    ]
                }
            ]);
            await page.clock.tickAsync(1000);
            testDom.window.document.getElementById('app')!.innerHTML = '<h2 id="late">Default</h2>';
            await page.clock.tickAsync(10);
            expect(testDom.window.document.getElementById('late')!.textContent).to.equal('Late offer');
            expect(events.map(event => event.type)).not.to.include('at-content-rendering-failed');
            await page.clock.tickAsync(3990);
            expect(events.map(event => event.type)).to.include('at-content-rendering-failed');
            expect(events.find(event => event.type === 'at-content-rendering-failed')!.detail.message).to.equal('#never not found');
            expect(console.lines('warn').join('\n')).to.contain('#never not found');
        });

        it('says when there is no offer, and notifies a click on an offer with a click metric', async () => {
            await open();
            await deliver(
                [{ type: 'actions', content: [{ type: 'setHtml', selector: '#hero-title', content: 'Deals' }] }],
                [{ type: 'click', selector: '#hero-cta', eventToken: 'click-token' }]
            );
            const beacon = sinon.stub().returns(true);
            Object.defineProperty(testDom.window.navigator, 'sendBeacon', { configurable: true, value: beacon });
            testDom.window.document.getElementById('hero-cta')!.dispatchEvent(new testDom.window.MouseEvent('click', { bubbles: true }));
            sinon.assert.calledOnce(beacon);
            expect(beacon.firstCall.args[0]).to.match(
                /^https:\/\/mboxedge31\.tt\.omtrdc\.net\/rest\/v1\/delivery\?client=mmgrentals&sessionId=/
            );
            const notification = JSON.parse(await textOf(beacon.firstCall.args[1] as Blob)) as SentBody;
            expect(notification.notifications).to.have.length(1);
            expect(notification.notifications![0]).to.deep.include({
                type: 'click',
                tokens: ['click-token'],
                mbox: { name: 'target-global-mbox' }
            });
            expect(notification).not.to.have.property('execute');
        });

        it('fires no-offers when the page load has none', async () => {
            await open();
            await deliver([]);
            expect(events.map(event => event.type)).to.include('at-content-rendering-no-offers');
            expect(style()).to.equal(null);
        });
    });

    describe('the page is never left hidden', () => {
        it('shows it again when the call fails', async () => {
            await open();
            delivery().respond(500, {}, 'no');
            await page.clock.tickAsync(10);
            expect(style()).to.equal(null);
            expect(events.map(event => event.type)).to.include('at-request-failed');
            expect(console.lines('warn').join('\n')).to.contain(
                'The personalization call for target-global-mbox failed: the service answered 500'
            );
        });

        it('shows it again when the answer is not JSON', async () => {
            await open();
            delivery().respond(200, {}, '{"not json');
            await page.clock.tickAsync(10);
            expect(style()).to.equal(null);
            expect(events.find(event => event.type === 'at-request-failed')!.detail.message).to.equal('the answer is not JSON');
        });

        it('shows it again after 3000 ms when no answer comes', async () => {
            await open();
            await page.clock.tickAsync(2990);
            expect(style()).not.to.equal(null);
            await page.clock.tickAsync(20);
            expect(style()).to.equal(null);
        });

        it('shows it again after 3000 ms when the container itself fails after hiding it', async () => {
            await open();
            // The client breaks on the answer: rendering throws inside the container.
            sinon.stub(testDom.window.document, 'querySelector').throws(new Error('broken DOM'));
            delivery().respond(
                200,
                { 'Content-Type': 'application/json' },
                answer({ options: [{ type: 'actions', content: [{ type: 'setHtml', selector: '#hero-title', content: 'x' }] }] })
            );
            await page.clock.tickAsync(3000);
            expect(testDom.window.document.getElementById('at-body-style')).to.equal(null);
        });
    });

    describe('the hiding', () => {
        it('is in place in the task that evaluated the bundle, before any start-up step ran', () => {
            page = new AnalyticsTestPage('https://www.alderway.com/', RETURNING_VISITOR, {}).withMarkup(HOME, { singlePageApp: false });
            console = captureConsole();
            Object.defineProperty(testDom.window, 'scheduler', {
                value: { yield: () => new Promise(() => undefined) },
                configurable: true
            });
            try {
                page.start();
                expect(style()?.textContent).to.equal('body { opacity: 0 !important }');
                expect(page.deliveryRequests, 'the call waits for its step').to.deep.equal([]);
            } finally {
                delete (testDom.window as unknown as { scheduler?: unknown }).scheduler;
            }
        });
    });

    describe('consent', () => {
        it('calls nothing and writes no mbox cookie without consent, and calls once the visitor accepts, without a reload', async () => {
            await open('https://www.alderway.co.uk/', { notice_behavior: 'expressed,eu' });
            expect(page.deliveryRequests).to.deep.equal([]);
            expect(style()).to.equal(null);
            page.visitorChooses('0,1,2:');
            // A first visit: the call waits up to 2000 ms for the visitor's ids (their calls are not answered here).
            await page.clock.tickAsync(2100);
            expect(page.deliveryRequests).to.have.length(1);
            expect(testDom.window.document.cookie).not.to.contain('mbox=');
            delivery().respond(200, { 'Content-Type': 'application/json' }, answer({ options: [] }));
            await page.clock.tickAsync(10);
            expect(testDom.window.document.cookie).to.contain('mbox=');
        });
    });

    it('gives page code window.adobe.target, which never throws', async () => {
        await open();
        const target = (
            testDom.window as unknown as {
                adobe: { target: Record<string, (...args: unknown[]) => unknown> & { event: Record<string, string> } };
            }
        ).adobe.target;
        expect(target.event.REQUEST_SUCCEEDED).to.equal('at-request-succeeded');
        const success = sinon.spy();
        target.getOffer({ mbox: 'hero', params: { a: '1' }, success });
        await page.clock.tickAsync(1);
        const mboxCall = page.deliveryRequests[1];
        expect((JSON.parse((mboxCall as unknown as { requestBody: string }).requestBody) as SentBody).execute).to.deep.equal({
            mboxes: [{ index: 0, name: 'hero', parameters: { a: '1' } }]
        });
        mboxCall.respond(
            200,
            {},
            JSON.stringify({
                status: 200,
                execute: { mboxes: [{ index: 0, name: 'hero', options: [{ type: 'json', content: { x: 1 } }] }] }
            })
        );
        await page.clock.tickAsync(1);
        sinon.assert.calledOnceWithExactly(success, [{ type: 'json', content: { x: 1 } }]);
        expect(() => target.getOffer(undefined)).not.to.throw();
        expect(() =>
            target.applyOffer({ mbox: 'hero', selector: '#hero-title', offer: [{ type: 'html', content: 'Applied' }] })
        ).not.to.throw();
        await page.clock.tickAsync(1);
        expect(testDom.window.document.getElementById('hero-title')!.innerHTML).to.equal('Applied');
    });
});
