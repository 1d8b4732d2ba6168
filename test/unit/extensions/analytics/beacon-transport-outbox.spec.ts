import { expect } from 'chai';
import { Container } from 'inversify';
import * as sinon from 'sinon';
import { OutboxFlag, OutboxSettings } from '../../../../src/config/outbox';
import type { BeaconRequest } from '../../../../src/extensions/analytics/beacon-transport';
import { BeaconTransport } from '../../../../src/extensions/analytics/beacon-transport';
import { BeaconTransportImpl } from '../../../../src/extensions/analytics/beacon-transport-impl';
import { OUTBOX_EXPORTS } from '../../../../src/lazy-files/outbox-exports';
import { BrowserWindow } from '../../../../src/services/browser-window';
import { ConsentService } from '../../../../src/services/consent-service';
import { CookieService } from '../../../../src/services/cookie-service';
import { HttpClient } from '../../../../src/services/http-client';
import { LazyFeatures } from '../../../../src/services/lazy-features';
import { Logger } from '../../../../src/services/logger';
import { PageEvents } from '../../../../src/services/page-events';
import { QaJournal } from '../../../../src/services/qa-journal';
import { TestPageLeaving } from '../../test-page-leaving';

const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1';
const KEY = 'tag-container.outbox.mmgglobalprod';

function request(name: string, overrides: Partial<BeaconRequest> = {}): BeaconRequest {
    return { base: BASE, query: `AQB=1&pageName=${name}&AQE=1`, hasVisitorId: true, leavesPage: false, ...overrides };
}

/**
 * The transport with its outbox: the browser's edges are fakes (images, XHR, sendBeacon,
 * localStorage, the flag cookie, consent), the outbox file comes in-process. A new transport on
 * the same storage and cookies is the visitor's next page.
 */
describe('BeaconTransport with its outbox (hits that did not get there)', () => {
    let clock: sinon.SinonFakeTimers;
    let sent: string[];
    let images: Array<{ onload: (() => void) | null; onerror: (() => void) | null; url: string }>;
    let posts: Array<{ url: string; answer: (status: number) => void; fail: () => void }>;
    let navigator: { onLine?: boolean; sendBeacon?: (url: string) => boolean };
    let storage: Map<string, string>;
    let cookies: Map<string, string>;
    let consent: { hasConsent: boolean; listener?: (hasConsent: boolean) => void };
    let loads: number;
    let warnings: string[];
    let online: Array<() => void>;

    /** A page: a new transport on the browser's storage and cookies. */
    function page(): BeaconTransport {
        class FakeImage {
            onload: (() => void) | null = null;
            onerror: (() => void) | null = null;
            url = '';
            alt = '';
            set src(url: string) {
                if (url === '') {
                    // The transport gives up an image that got no answer in time: no request.
                    return;
                }
                this.url = url;
                sent.push(`GET ${new URL(url).searchParams.get('pageName')}`);
                images.push(this);
            }
        }
        const window = {
            navigator,
            Image: FakeImage,
            localStorage: {
                getItem: (key: string) => storage.get(key) ?? null,
                setItem: (key: string, value: string) => {
                    storage.set(key, value);
                },
                removeItem: (key: string) => {
                    storage.delete(key);
                }
            },
            setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
            clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
            addEventListener: (type: string, listener: () => void) => type === 'online' && online.push(listener),
            removeEventListener: () => undefined
        };
        const container = new Container();
        container.bind(BrowserWindow).toConstantValue(window);
        container.bind(HttpClient).toConstantValue({
            get: () => Promise.reject(new Error('no GET by XHR')),
            post: (url: string, body: string) =>
                new Promise((resolve, reject) => {
                    sent.push(`POST ${new URLSearchParams(body).get('pageName')}`);
                    posts.push({ url, answer: status => resolve({ status, text: '' }), fail: () => reject(new Error('offline')) });
                })
        });
        container.bind(PageEvents).toConstantValue(Object.assign(new TestPageLeaving(), { on: () => () => undefined }));
        container.bind(QaJournal).toConstantValue({ request: () => undefined, record: () => undefined });
        container.bind(CookieService).toConstantValue({
            get: (name: string) => cookies.get(name),
            set: (name: string, value: string) => {
                cookies.set(name, value);
            },
            remove: (name: string) => {
                cookies.delete(name);
            }
        });
        container.bind(ConsentService).toConstantValue({
            get hasConsent() {
                return consent.hasConsent;
            },
            onDidChange: (listener: (hasConsent: boolean) => void) => {
                consent.listener = listener;
                return () => undefined;
            }
        });
        container.bind(LazyFeatures).toConstantValue({
            load: () => {
                loads++;
                return Promise.resolve(OUTBOX_EXPORTS);
            },
            hurry: () => undefined
        });
        container.bind(Logger).toConstantValue({ warn: (message: string) => warnings.push(message) });
        container.bind(BeaconTransport).to(BeaconTransportImpl);
        return container.get<BeaconTransport>(BeaconTransport);
    }

    const kept = () =>
        (JSON.parse(storage.get(KEY) ?? '{"hits":[]}') as { hits: Array<{ q: string; n: number }> }).hits.map(
            hit => hit.q.match(/pageName=([^&]+)/)![1]
        );

    beforeEach(() => {
        clock = sinon.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        sent = [];
        images = [];
        posts = [];
        navigator = {};
        storage = new Map();
        cookies = new Map();
        consent = { hasConsent: true };
        loads = 0;
        warnings = [];
        online = [];
    });

    afterEach(() => sinon.restore());

    it('loads nothing and keeps nothing while hits get there', async () => {
        const transport = page();
        const view = transport.send(request('home'));
        images[0].onload!();
        await view;
        expect(loads).to.equal(0);
        expect(storage.size).to.equal(0);
        expect(cookies.size).to.equal(0);
    });

    it('keeps an image that failed, raises the flag, and sends it again: once answered, it is gone and never sent again', async () => {
        const transport = page();
        const view = transport.send(request('home'));
        images[0].onerror!();
        await view;
        await clock.tickAsync(0);
        expect(kept()).to.deep.equal(['home']);
        expect(cookies.get(OutboxFlag.cookie)).to.equal('1');
        await clock.tickAsync(OutboxSettings.minGapMs);
        expect(sent).to.deep.equal(['GET home', 'GET home']);
        images[1].onload!();
        await clock.tickAsync(60000);
        expect(sent).to.have.length(2);
        expect(storage.size).to.equal(0);
        expect(cookies.has(OutboxFlag.cookie)).to.equal(false);
    });

    it('keeps a POST the collector answered with a 5xx, one that failed on the network, one past the watchdog, and one sent offline; not a 2xx nor a sendBeacon', async () => {
        const long = (name: string) => request(name, { query: `AQB=1&pageName=${name}&v1=${'x'.repeat(2100)}&AQE=1` });
        const transport = page();
        void transport.send(long('answered'));
        posts[0].answer(200);
        await clock.tickAsync(0);
        void transport.send(long('unavailable'));
        posts[1].answer(503);
        await clock.tickAsync(0);
        expect(kept()).to.deep.equal(['unavailable']);
        // Behind a waiting hit, a new one waits too.
        void transport.send(request('next'));
        await clock.tickAsync(0);
        expect(kept()).to.deep.equal(['unavailable', 'next']);
        navigator.sendBeacon = () => true;
        const fresh = page();
        cookies.clear();
        storage.clear();
        void fresh.send(request('exit', { leavesPage: true }));
        await clock.tickAsync(0);
        expect(storage.size).to.equal(0);
        void fresh.send(long('lost'));
        posts[posts.length - 1].fail();
        await clock.tickAsync(0);
        expect(kept()).to.deep.equal(['lost']);
    });

    it('keeps a hit without trying when the browser is offline, and sends it on the online event', async () => {
        navigator.onLine = false;
        const transport = page();
        await transport.send(request('home'));
        await clock.tickAsync(0);
        expect(sent).to.deep.equal([]);
        expect(kept()).to.deep.equal(['home']);
        await clock.tickAsync(120000);
        expect(sent).to.deep.equal([]);
        navigator.onLine = true;
        online.forEach(listener => listener());
        await clock.tickAsync(OutboxSettings.minGapMs);
        expect(sent).to.deep.equal(['GET home']);
    });

    it('keeps a hit that had no answer within the watchdog: it may arrive twice', async () => {
        const transport = page();
        void transport.send(request('slow'));
        await clock.tickAsync(5000);
        expect(kept()).to.deep.equal(['slow']);
    });

    it("sends the hits of a former page on the next, in order, before the new page's own", async () => {
        navigator.onLine = false;
        const first = page();
        await first.send(request('one'));
        await first.send(request('two'));
        await clock.tickAsync(0);
        navigator.onLine = true;
        const next = page();
        void next.send(request('three'));
        for (let step = 0; step < 10; step++) {
            await clock.tickAsync(OutboxSettings.minGapMs);
            images[images.length - 1]?.onload?.();
        }
        expect(sent).to.deep.equal(['GET one', 'GET two', 'GET three']);
        expect(storage.size).to.equal(0);
    });

    it('empties the outbox when consent is withdrawn: nothing kept ever leaves', async () => {
        navigator.onLine = false;
        const transport = page();
        await transport.send(request('one'));
        await clock.tickAsync(0);
        expect(kept()).to.deep.equal(['one']);
        consent.hasConsent = false;
        consent.listener!(false);
        await clock.tickAsync(0);
        expect(storage.size).to.equal(0);
        expect(cookies.size).to.equal(0);
        navigator.onLine = true;
        online.forEach(listener => listener());
        await clock.tickAsync(600000);
        expect(sent).to.deep.equal([]);
    });

    it('does not keep a hit full storage refuses, says so once, and the page goes on', async () => {
        const transport = page();
        const full = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
        (storage as unknown as { set: unknown }).set = full;
        void transport.send(request('one'));
        images[0].onerror!();
        await clock.tickAsync(0);
        void transport.send(request('two'));
        await clock.tickAsync(0);
        images[images.length - 1].onerror!();
        await clock.tickAsync(60000);
        expect(warnings.filter(line => line.startsWith('Unsent hits cannot be kept'))).to.have.length(1);
        expect(sent).to.deep.equal(['GET one', 'GET two']);
    });
});
