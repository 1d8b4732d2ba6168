import { expect } from 'chai';
import { Container } from 'inversify';
import * as sinon from 'sinon';
import type { BeaconRequest } from '../../../../src/extensions/analytics/beacon-transport';
import { BeaconTransport } from '../../../../src/extensions/analytics/beacon-transport';
import { BeaconTransportImpl } from '../../../../src/extensions/analytics/beacon-transport-impl';
import { BrowserWindow } from '../../../../src/services/browser-window';
import { ConsentService } from '../../../../src/services/consent-service';
import { CookieService } from '../../../../src/services/cookie-service';
import { HttpClient } from '../../../../src/services/http-client';
import { LazyFeatures } from '../../../../src/services/lazy-features';
import { Logger } from '../../../../src/services/logger';
import { PageEvents } from '../../../../src/services/page-events';
import { QaJournal } from '../../../../src/services/qa-journal';
import { TestPageLeaving } from '../../test-page-leaving';

const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1234';

/** A request whose URL (`base?query`) is exactly `length` characters long. */
function requestOf(length: number, overrides: Partial<BeaconRequest> = {}): BeaconRequest {
    const head = 'AQB=1&v1=';
    const tail = '&AQE=1';
    const query = head + 'x'.repeat(length - BASE.length - 1 - head.length - tail.length) + tail;
    expect(`${BASE}?${query}`).to.have.length(length);
    return { base: BASE, query, hasVisitorId: true, leavesPage: false, ...overrides };
}

/**
 * The transport with the browser's edges replaced: `Image` (a GET), `navigator.sendBeacon`, the
 * XHR client (a POST), the page's pagehide and the QA journal, each recording what left and how.
 */
describe('BeaconTransport (how a beacon leaves the page)', () => {
    let clock: sinon.SinonFakeTimers;
    let sent: string[];
    let journal: string[];
    let images: Array<{ onload: (() => void) | null; onerror: (() => void) | null; alt: string }>;
    let posts: Array<{ finish: () => void; fail: () => void }>;
    let navigator: { sendBeacon?: (url: string) => boolean };
    let pagehide: (() => void) | undefined;
    let transport: BeaconTransport;

    beforeEach(() => {
        clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        sent = [];
        journal = [];
        images = [];
        posts = [];
        pagehide = undefined;
        navigator = {};
        class FakeImage {
            alt = 'unset';
            onload: (() => void) | null = null;
            onerror: (() => void) | null = null;
            constructor() {
                images.push(this);
            }
            set src(url: string) {
                if (url === '') {
                    // The transport gives up an image that got no answer in time: no request.
                    return;
                }
                sent.push(`GET ${url.length}`);
            }
        }
        const container = new Container();
        container.bind(BrowserWindow).toConstantValue({ navigator, Image: FakeImage });
        container.bind(HttpClient).toConstantValue({
            get: () => Promise.reject(new Error('no GET by XHR')),
            post: (url: string, body: string, contentType: string, timeoutMs: number) => {
                sent.push(`POST ${url.length + 1 + body.length} ${contentType} ${timeoutMs}`);
                return new Promise((resolve, reject) =>
                    posts.push({ finish: () => resolve({ status: 200, text: '' }), fail: () => reject(new Error('offline')) })
                );
            }
        });
        const page = new TestPageLeaving();
        pagehide = () => page.leave();
        container.bind(PageEvents).toConstantValue(Object.assign(page, { hidden: false }));
        container
            .bind(QaJournal)
            .toConstantValue({ request: (kind: string, method: string, url: string) => journal.push(`${kind} ${method} ${url.length}`) });
        // No flag cookie: nothing waits from a former page, and the outbox file is not loaded unless a hit fails.
        container.bind(CookieService).toConstantValue({ get: () => undefined, set: () => undefined, remove: () => undefined });
        container.bind(ConsentService).toConstantValue({ hasConsent: true, onDidChange: () => () => undefined });
        container.bind(LazyFeatures).toConstantValue({ load: () => new Promise(() => undefined), hurry: () => undefined });
        container.bind(Logger).toConstantValue({ warn: () => undefined });
        container.bind(BeaconTransport).to(BeaconTransportImpl);
        transport = container.get<BeaconTransport>(BeaconTransport);
    });

    afterEach(() => sinon.restore());

    describe('GET or POST', () => {
        it('sends a URL of exactly 2047 characters as an image GET', () => {
            void transport.send(requestOf(2047));
            expect(sent).to.deep.equal(['GET 2047']);
            expect(journal).to.deep.equal(['image GET 2047']);
        });

        it('posts a URL of 2048 characters as a form, with the 5000 ms watchdog as its timeout', () => {
            void transport.send(requestOf(2048));
            expect(sent).to.deep.equal(['POST 2048 application/x-www-form-urlencoded 5000']);
            expect(images, 'no image made').to.deep.equal([]);
        });

        it('keeps a long URL without a visitor id a GET', () => {
            void transport.send(requestOf(3000, { hasVisitorId: false }));
            expect(sent).to.deep.equal(['GET 3000']);
        });

        it('gives the image an empty alt and resolves once it loads or fails', async () => {
            const first = transport.send(requestOf(100));
            expect(images[0].alt).to.equal('');
            images[0].onload!();
            await first;
            const second = transport.send(requestOf(100));
            images[1].onerror!();
            await second;
        });
    });

    describe('sendBeacon', () => {
        it('is used when the request asks for it, and the URL is journalled as a POST', async () => {
            navigator.sendBeacon = url => sent.push(`beacon ${url.length}`) > 0;
            await transport.send(requestOf(3000, { leavesPage: true }));
            expect(sent).to.deep.equal(['beacon 3000']);
            expect(journal).to.deep.equal(['sendBeacon POST 3000']);
            expect(transport.lastRequestTime, 'a beacon has no round trip to measure').to.equal(undefined);
        });

        it('takes URLs up to 63999 characters; one of 64000 goes the usual way', () => {
            navigator.sendBeacon = url => sent.push(`beacon ${url.length}`) > 0;
            void transport.send(requestOf(63999, { leavesPage: true }));
            void transport.send(requestOf(64000, { leavesPage: true }));
            expect(sent).to.deep.equal(['beacon 63999', 'POST 64000 application/x-www-form-urlencoded 5000']);
        });

        it('is not used when the request does not ask for it and the page stays', () => {
            navigator.sendBeacon = url => sent.push(`beacon ${url.length}`) > 0;
            void transport.send(requestOf(100));
            expect(sent).to.deep.equal(['GET 100']);
        });

        it('falls back to an image when the browser refuses to queue it', () => {
            navigator.sendBeacon = () => false;
            void transport.send(requestOf(100, { leavesPage: true }));
            expect(sent).to.deep.equal(['GET 100']);
        });

        it('falls back to an image in a browser without it', () => {
            void transport.send(requestOf(100, { leavesPage: true }));
            expect(sent).to.deep.equal(['GET 100']);
        });
    });

    describe('one request at a time', () => {
        it('holds the next beacon until the last one finished, and measures its round trip', async () => {
            const first = transport.send(requestOf(100));
            void transport.send(requestOf(200));
            expect(sent).to.deep.equal(['GET 100']);
            await clock.tickAsync(120);
            images[0].onload!();
            await first;
            expect(transport.lastRequestTime).to.equal(120);
            expect(sent).to.deep.equal(['GET 100', 'GET 200']);
        });

        it('gives a request 5000 ms, not less; then keeps it, and the one queued behind it, for the outbox, and measures nothing', async () => {
            void transport.send(requestOf(100));
            void transport.send(requestOf(200));
            await clock.tickAsync(4999);
            expect(sent).to.have.length(1);
            await clock.tickAsync(1);
            // Both wait in the outbox (beacon-transport-outbox.spec.ts): they go again in the order they were sent.
            expect(sent).to.have.length(1);
            expect(transport.lastRequestTime).to.equal(undefined);
            // The abandoned image hears nothing more: a late answer changes nothing.
            expect(images[0].onload).to.equal(null);
            expect(transport.lastRequestTime).to.equal(undefined);
            expect(sent).to.have.length(1);
        });

        it('measures a POST that answers, and not one that fails', async () => {
            const answered = transport.send(requestOf(3000));
            await clock.tickAsync(300);
            posts[0].finish();
            await answered;
            expect(transport.lastRequestTime).to.equal(300);
            const failed = transport.send(requestOf(3000));
            await clock.tickAsync(50);
            posts[1].fail();
            await failed;
            expect(transport.lastRequestTime, 'still the last answered one').to.equal(300);
        });

        it('rejects a beacon the browser refuses outright, and sends the next', async () => {
            navigator.sendBeacon = () => {
                throw new Error('blocked by policy');
            };
            const refused = transport.send(requestOf(100, { leavesPage: true })).then(
                () => 'sent',
                (error: Error) => error.message
            );
            const next = transport.send(requestOf(100));
            expect(await refused).to.equal('blocked by policy');
            expect(sent).to.deep.equal(['GET 100']);
            images[0].onload!();
            await next;
        });
    });

    describe('while the page unloads', () => {
        it('sends everything still queued at once, by sendBeacon, the unanswered image first: the unload would cancel it', async () => {
            navigator.sendBeacon = url => sent.push(`beacon ${url.length}`) > 0;
            const first = transport.send(requestOf(100));
            const queued = [transport.send(requestOf(200)), transport.send(requestOf(300))];
            expect(sent).to.deep.equal(['GET 100']);
            pagehide!();
            expect(sent).to.deep.equal(['GET 100', 'beacon 100', 'beacon 200', 'beacon 300']);
            expect(images[0].onload, 'the image given up').to.equal(null);
            await Promise.all([first, ...queued]);
            void transport.send(requestOf(400));
            expect(sent, 'and what comes after').to.deep.equal(['GET 100', 'beacon 100', 'beacon 200', 'beacon 300', 'beacon 400']);
        });

        it('sends an image that was answered before the page left only once', async () => {
            navigator.sendBeacon = url => sent.push(`beacon ${url.length}`) > 0;
            const first = transport.send(requestOf(100));
            images[0].onload!();
            await first;
            pagehide!();
            expect(sent).to.deep.equal(['GET 100']);
        });

        it('listens for the page leaving once, however many beacons go', () => {
            const on = sinon.spy((transport as unknown as { events: PageEvents }).events, 'onLeave');
            void transport.send(requestOf(100));
            void transport.send(requestOf(100));
            void transport.send(requestOf(100));
            expect(on.callCount).to.equal(1);
        });
    });
});
