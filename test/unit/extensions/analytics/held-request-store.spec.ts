import { expect } from 'chai';
import { HELD_REQUESTS_FLAG as HELD_FLAG } from '../../../../src/config/outbox';
import { HELD_REQUESTS_KEY, HELD_REQUESTS_LIMIT, HeldRequestStore } from '../../../../src/extensions/analytics/held-request-store';
import type { CookieService } from '../../../../src/services/cookie-service';
import type { Logger } from '../../../../src/services/logger';
import type { StorageArea, StorageService } from '../../../../src/services/storage-service';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { AnalyticsTestPage, RETURNING_VISITOR } from './analytics-test-page';

/** sessionStorage as a plain map: the edge the store keeps its requests at. */
function memoryStorage(): StorageService & { readonly items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
        items,
        getItem: (_area: StorageArea, key: string) => items.get(key),
        setItem: (_area: StorageArea, key: string, value: string) => void items.set(key, value),
        removeItem: (_area: StorageArea, key: string) => void items.delete(key),
        isPersistent: () => true
    } as StorageService & { readonly items: Map<string, string> };
}

const request = (n: number) => ({
    base: `https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s${n}`,
    query: `AQB=1&n=${n}&AQE=1`,
    hasVisitorId: true,
    leavesPage: false
});

describe('HeldRequestStore (s.bufferRequests())', () => {
    let warnings: string[];
    let storage: ReturnType<typeof memoryStorage>;
    let store: HeldRequestStore;
    let jar: Map<string, string>;

    beforeEach(() => {
        warnings = [];
        storage = memoryStorage();
        jar = new Map();
        const cookies = {
            get: (name: string) => jar.get(name),
            set: (name: string, value: string) => void jar.set(name, value),
            remove: (name: string) => void jar.delete(name)
        } as unknown as CookieService;
        store = new HeldRequestStore({
            storage,
            cookies,
            logger: { warn: (message: unknown) => warnings.push(String(message)) } as unknown as Logger
        });
    });

    it('hands the held requests back oldest first, once', () => {
        store.hold(request(1));
        store.hold(request(2));
        expect(store.take().map(held => held.query)).to.deep.equal(['AQB=1&n=1&AQE=1', 'AQB=1&n=2&AQE=1']);
        expect(store.take()).to.deep.equal([]);
        expect(storage.items.has(HELD_REQUESTS_KEY)).to.equal(false);
        expect(jar.has(HELD_FLAG), 'the flag goes with them').to.equal(false);
    });

    it('reads no sessionStorage while its flag cookie says nothing is held', () => {
        storage.items.set(HELD_REQUESTS_KEY, JSON.stringify([request(1)]));
        storage.getItem = () => {
            throw new Error('read');
        };
        expect(store.take()).to.deep.equal([]);
    });

    it(`keeps at most ${HELD_REQUESTS_LIMIT}, dropping the oldest, and says so once`, () => {
        for (let n = 0; n < HELD_REQUESTS_LIMIT + 3; n++) {
            store.hold(request(n));
        }
        const held = store.take();
        expect([held.length, held[0].query]).to.deep.equal([HELD_REQUESTS_LIMIT, 'AQB=1&n=3&AQE=1']);
        expect(warnings).to.deep.equal([`s.bufferRequests(): more than ${HELD_REQUESTS_LIMIT} hits held; the oldest are dropped.`]);
    });

    it('sends nothing another script left under its key', () => {
        jar.set(HELD_FLAG, '1');
        storage.items.set(HELD_REQUESTS_KEY, 'not JSON');
        expect(store.take()).to.deep.equal([]);
        jar.set(HELD_FLAG, '1');
        storage.items.set(HELD_REQUESTS_KEY, JSON.stringify([{ base: 1 }, request(7)]));
        expect(store.take().map(held => held.query)).to.deep.equal(['AQB=1&n=7&AQE=1']);
    });
});

describe('s.bufferRequests() on the page', () => {
    let page: AnalyticsTestPage;

    afterEach(() => page.stop());

    it("sends what a former page of the session held before the next page's own page view", async () => {
        page = new AnalyticsTestPage('https://www.alderway.com/', RETURNING_VISITOR, { pageName: 'home' });
        captureConsole();
        const held = {
            base: 'https://smetrics.alderway.com/b/ss/alderwayglobal/1/JS-2.27.0/s1',
            query: 'AQB=1&pageName=former&AQE=1',
            hasVisitorId: true,
            leavesPage: false
        };
        testDom.window.sessionStorage.setItem(HELD_REQUESTS_KEY, JSON.stringify([held]));
        testDom.window.document.cookie = `${HELD_FLAG}=1; path=/`;
        page.start();
        await page.clock.tickAsync(200);
        expect(page.sent.map(beacon => AnalyticsTestPage.decode(beacon.query).pageName)).to.deep.equal(['former', 'home']);
        expect(testDom.window.sessionStorage.getItem(HELD_REQUESTS_KEY)).to.equal(null);
    });

    it('drops what it held when the visitor withdrew consent before page code let it go', async () => {
        page = new AnalyticsTestPage(
            'https://www.alderway.de/',
            { ...RETURNING_VISITOR, notice_behavior: 'expressed,eu', notice_gdpr_prefs: '0,1,2:' },
            { pageName: 'home' }
        );
        captureConsole();
        page.start();
        page.bannerArrives();
        await page.clock.tickAsync(3000);
        page.sent.length = 0;
        const s = page.tracker();
        s.bufferRequests();
        s.t();
        await page.clock.tickAsync(100);
        expect(JSON.parse(testDom.window.sessionStorage.getItem(HELD_REQUESTS_KEY) ?? '[]'), 'held').to.have.length(1);
        page.visitorChooses('0:');
        await page.clock.tickAsync(600);
        s.bufferRequests(false);
        await page.clock.tickAsync(3000);
        expect(page.sent).to.deep.equal([]);
        expect(testDom.window.sessionStorage.getItem(HELD_REQUESTS_KEY)).to.equal(null);
    });
});
