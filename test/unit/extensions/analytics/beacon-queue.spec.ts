import { expect } from 'chai';
import * as sinon from 'sinon';
import type { RetryOutcome } from '../../../../src/extensions/analytics/beacon-queue';
import { BeaconQueue } from '../../../../src/extensions/analytics/beacon-queue';
import type { BeaconRequest } from '../../../../src/extensions/analytics/beacon-transport';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import type { HttpClient } from '../../../../src/services/http-client';
import type { KeptHit } from '../../../../src/services/outbox-store';
import { TestPageLeaving } from '../../test-page-leaving';

const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1';

function request(name: string, overrides: Partial<BeaconRequest> = {}): BeaconRequest {
    return { base: BASE, query: `AQB=1&pageName=${name}&AQE=1`, hasVisitorId: false, leavesPage: false, ...overrides };
}

function kept(name: string, post = false): KeptHit {
    return { key: 'tag-container.outbox.mmgglobalprod', base: BASE, query: `AQB=1&pageName=${name}&AQE=1`, post, at: 0, tries: 1 };
}

/**
 * The requests on their way, one at a time, with the browser's edges faked: `Image` (a GET),
 * `navigator.sendBeacon`, the XHR client (a POST), the page's leaving and the clock. Each request
 * says how it ended, as the transport and the outbox hear it.
 */
describe('BeaconQueue (the requests on their way, one at a time)', () => {
    let clock: sinon.SinonFakeTimers;
    let sent: string[];
    let images: Array<{ onload: (() => void) | null; onerror: (() => void) | null }>;
    let posts: Array<{ answer: (status: number) => void }>;
    let navigator: { onLine?: boolean; sendBeacon?: (url: string) => boolean };
    let page: TestPageLeaving;
    let queue: BeaconQueue;
    /** How each request ended, by its page name: `sent`, `failed` or the browser's error. */
    let ended: string[];

    const nameOf = (url: string) => new URL(url).searchParams.get('pageName');

    beforeEach(() => {
        clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        sent = [];
        images = [];
        posts = [];
        ended = [];
        navigator = {};
        page = new TestPageLeaving();
        class FakeImage {
            onload: (() => void) | null = null;
            onerror: (() => void) | null = null;
            alt = 'unset';
            set src(url: string) {
                if (url !== '') {
                    sent.push(`GET ${nameOf(url)}`);
                    images.push(this);
                }
            }
        }
        const http = {
            post: (_url: string, body: string) => {
                sent.push(`POST ${new URLSearchParams(body).get('pageName')}`);
                return new Promise(resolve => posts.push({ answer: status => resolve({ status, text: '' }) }));
            }
        } as unknown as HttpClient;
        queue = new BeaconQueue({
            window: { navigator, Image: FakeImage } as unknown as BrowserWindow,
            http,
            page,
            journal: { request: () => undefined }
        });
    });

    afterEach(() => sinon.restore());

    function add(name: string, overrides: Partial<BeaconRequest> = {}, retry = false): void {
        queue.add({
            request: request(name, overrides),
            retry,
            done: (error, failed) => void ended.push(`${name} ${error ? error.message : failed ? 'failed' : 'sent'}`)
        });
    }

    it('sends one request at a time, the next once the last is answered, and measures its round trip', async () => {
        add('one');
        add('two');
        expect(sent).to.deep.equal(['GET one']);
        await clock.tickAsync(80);
        images[0].onload!();
        expect(ended).to.deep.equal(['one sent']);
        expect(queue.lastRequestTime).to.equal(80);
        expect(sent).to.deep.equal(['GET one', 'GET two']);
    });

    it('fails a request with no answer within 5000 ms, and with it every first send queued behind it, but not a retry', async () => {
        add('one');
        add('two');
        add('again', {}, true);
        add('three');
        await clock.tickAsync(4999);
        expect(ended).to.deep.equal([]);
        await clock.tickAsync(1);
        expect(ended).to.deep.equal(['one failed', 'two failed', 'three failed']);
        expect(sent, 'the retry goes next').to.deep.equal(['GET one', 'GET again']);
        expect(queue.lastRequestTime, 'nothing measured').to.equal(undefined);
    });

    it('fails a request sent offline without trying it', () => {
        navigator.onLine = false;
        add('offline');
        expect([sent, ended]).to.deep.equal([[], ['offline failed']]);
    });

    it('hands a request the browser refuses outright its error, and sends the next', () => {
        navigator.sendBeacon = () => {
            throw new Error('blocked by policy');
        };
        add('exit', { leavesPage: true });
        add('next');
        expect(ended).to.deep.equal(['exit blocked by policy']);
        expect(sent).to.deep.equal(['GET next']);
    });

    it('tries a kept hit the way it went first, and says what the try came to', async () => {
        const long = { ...kept('long', true), query: `AQB=1&pageName=long&v1=${'x'.repeat(2100)}&AQE=1` };
        const tries: Array<Promise<RetryOutcome>> = [queue.retry(kept('image')), queue.retry(long), queue.retry(kept('failing'))];
        images[0].onload!();
        await clock.tickAsync(0);
        posts[0].answer(200);
        await clock.tickAsync(0);
        images[1].onerror!();
        expect(await Promise.all(tries)).to.deep.equal(['delivered', 'delivered', 'failed']);
        expect(sent).to.deep.equal(['GET image', 'POST long', 'GET failing']);
    });

    it('counts a POST answered with a 5xx as failed', async () => {
        const tried = queue.retry({ ...kept('long', true), query: `AQB=1&pageName=long&v1=${'x'.repeat(2100)}&AQE=1` });
        posts[0].answer(503);
        expect(await tried).to.equal('failed');
    });

    describe('as the page leaves', () => {
        it('sends what is queued at once by sendBeacon, the unanswered image again first, and what comes after', () => {
            navigator.sendBeacon = url => sent.push(`beacon ${nameOf(url)}`) > 0;
            add('one');
            add('two');
            page.leave();
            expect(sent).to.deep.equal(['GET one', 'beacon one', 'beacon two']);
            expect(images[0].onload, 'the image given up').to.equal(null);
            add('three');
            expect(sent).to.deep.equal(['GET one', 'beacon one', 'beacon two', 'beacon three']);
            expect(ended).to.deep.equal(['one sent', 'two sent', 'three sent']);
        });

        it('keeps a kept hit kept rather than try it: no one would learn its fate', async () => {
            navigator.sendBeacon = url => sent.push(`beacon ${nameOf(url)}`) > 0;
            page.leave();
            expect(await queue.retry(kept('old'))).to.equal('failed');
            expect(sent).to.deep.equal([]);
        });

        it('drains again at each leaving: a page restored from the back/forward cache is left in turn', () => {
            navigator.sendBeacon = url => sent.push(`beacon ${nameOf(url)}`) > 0;
            page.leave();
            page.restore();
            add('restored');
            add('queued');
            expect(sent).to.deep.equal(['GET restored']);
            page.leave();
            expect(sent).to.deep.equal(['GET restored', 'beacon restored', 'beacon queued']);
        });
    });
});
