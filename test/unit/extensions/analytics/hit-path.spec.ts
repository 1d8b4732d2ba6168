import { expect } from 'chai';
import { Container } from 'inversify';
import * as sinon from 'sinon';
import { HELD_REQUESTS_FLAG } from '../../../../src/config/outbox';
import { AnalyticsTracker } from '../../../../src/extensions/analytics/analytics-tracker';
import type { BeaconRequest } from '../../../../src/extensions/analytics/beacon-transport';
import { BeaconTransport } from '../../../../src/extensions/analytics/beacon-transport';
import { HELD_REQUESTS_KEY, HeldRequestStore } from '../../../../src/extensions/analytics/held-request-store';
import { HeldRequestStoreProvider } from '../../../../src/extensions/analytics/held-requests';
import { HitPath } from '../../../../src/extensions/analytics/hit-path';
import { HitStep } from '../../../../src/extensions/analytics/hit-step';
import { bindSingleton } from '../../../../src/runtime/bindings';
import { BrowserWindow } from '../../../../src/services/browser-window';
import { CookieService } from '../../../../src/services/cookie-service';
import { Logger } from '../../../../src/services/logger';
import type { PageActivityMeter } from '../../../../src/services/page-activity-meter';
import { PageActivityMeterProvider } from '../../../../src/services/page-activity-meter';
import { PageEvents } from '../../../../src/services/page-events';
import { QueryMasker } from '../../../../src/services/query-masker';
import { ReportSuiteResolver } from '../../../../src/services/report-suite-resolver';
import { ServiceUrl } from '../../../../src/services/service-url';
import type { StorageService } from '../../../../src/services/storage-service';
import { TrackingServer } from '../../../../src/services/tracking-server';
import type { BeaconVisitorValues } from '../../../../src/services/visitor-service';
import { VisitorService } from '../../../../src/services/visitor-service';
import { AnalyticsTestPage } from './analytics-test-page';

const URL = 'https://www.alderway.com/cars.html?email=a%40b.c';

/** The services the hit path is injected with, by the name the tests give their fakes. */
const SERVICES = {
    window: BrowserWindow,
    cookies: CookieService,
    visitor: VisitorService,
    suites: ReportSuiteResolver,
    trackingServer: TrackingServer,
    serviceUrl: ServiceUrl,
    transport: BeaconTransport,
    heldStore: HeldRequestStoreProvider,
    events: PageEvents,
    pageActivity: PageActivityMeterProvider,
    logger: Logger
};
const MID = '08347265309812345678901234567890123456';

/**
 * The hit's way from page code's `s` to the transport, built by the container as the analytics
 * module binds it, with plain fakes only at its edges: the window, the cookie jar, the storage, the visitor's ids,
 * the transport and the clock.
 */
describe('The hit path (captured, composed, delivered, handed to the transport)', () => {
    let sent: BeaconRequest[];
    let cookies: Map<string, string>;
    let warnings: string[];
    let ids: (signal?: AbortSignal) => Promise<BeaconVisitorValues>;
    let clock: sinon.SinonFakeTimers;
    let refuse: boolean;
    let session: Map<string, string>;
    /** The outbox file's answer: the store of held requests, or a failure, or none yet. */
    let storeFile: (store: HeldRequestStore) => Promise<HeldRequestStore>;
    let storeLoads: number;
    let masker: sinon.SinonStub;

    /** Lets every promise the delivery chained settle. */
    const settled = () => new Promise(resolve => setImmediate(resolve));

    beforeEach(() => {
        refuse = false;
        session = new Map();
        storeFile = store => Promise.resolve(store);
        storeLoads = 0;
        sent = [];
        cookies = new Map();
        warnings = [];
        ids = () => Promise.resolve({ MCMID: MID, MCAAMLH: 9, timedOut: false });
        clock = sinon.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12), toFake: ['Date'] });
        // A masker of the test's own: what it masks is this spec's, not the property's list.
        masker = sinon.stub(QueryMasker, 'ofProperty').returns(new QueryMasker(['email'], 'xxxxx'));
    });

    afterEach(() => {
        clock.restore();
        sinon.restore();
    });

    /** The hit path as the container builds it, with these fakes for the services it uses (an empty one where none is given). */
    function hitPathOf(services: Partial<Record<keyof typeof SERVICES, unknown>>, contributed: readonly HitStep[] = []): HitPath {
        const container = new Container();
        for (const [name, id] of Object.entries(SERVICES)) {
            container.bind(id).toConstantValue(services[name as keyof typeof SERVICES] ?? {});
        }
        contributed.forEach(step => container.bind(HitStep).toConstantValue(step));
        bindSingleton(container.bind.bind(container), HitPath);
        return container.get(HitPath);
    }

    function path(leaving = new AbortController().signal, href = URL, contributed: readonly HitStep[] = []): HitPath {
        const window = {
            location: { href, protocol: 'https:' },
            document: { referrer: 'https://search.example/' },
            screen: { width: 1280, height: 800, colorDepth: 24 },
            navigator: {},
            innerWidth: 1200,
            innerHeight: 700
        } as unknown as BrowserWindow;
        const jar = {
            get: (name: string) => cookies.get(name),
            set: (name: string, value: string) => void cookies.set(name, value),
            remove: (name: string) => void cookies.delete(name),
            enabled: true
        } as unknown as CookieService;
        const storage = {
            getItem: (_area: string, key: string) => session.get(key) ?? null,
            setItem: (_area: string, key: string, value: string) => void session.set(key, value),
            removeItem: (_area: string, key: string) => void session.delete(key)
        } as unknown as StorageService;
        const logger = { warn: (message: unknown) => warnings.push(String(message)) } as unknown as Logger;
        const visitor = { values: (_wait: number, signal?: AbortSignal) => ids(signal), instance: undefined } as unknown as VisitorService;
        const transport: BeaconTransport = {
            send: request => (sent.push(request) && refuse ? Promise.reject(new Error('refused by the browser')) : Promise.resolve()),
            lastRequestTime: undefined
        };
        const pageActivity = () => Promise.resolve({ start: () => undefined } as unknown as PageActivityMeter);
        return hitPathOf(
            {
                window,
                cookies: jar,
                visitor,
                logger,
                transport,
                pageActivity,
                suites: { account: 'mmgglobalprod,mmgalderwayusrental' },
                trackingServer: { secure: 'smetrics.alderway.com', plain: 'metrics.alderway.com' },
                serviceUrl: { of: (host: string, route: string) => `https://${host}${route}` },
                events: { leaving },
                heldStore: () => {
                    storeLoads++;
                    return storeFile(new HeldRequestStore({ storage, cookies: jar, logger }));
                }
            },
            contributed
        );
    }

    function tracker(variables: Record<string, unknown>): AnalyticsTracker {
        const calls = { pageCodeHit: () => undefined, unsupportedCall: () => undefined, holdRequests: () => undefined };
        return Object.assign(new AnalyticsTracker(calls, {}), variables);
    }

    it("sends a page view as an image request with page code's variables, the ids and the plug-ins, masked", async () => {
        const hits = path();
        const s = tracker({ pageName: 'home', eVar7: 'seven', linkType: 'o' });
        expect(await hits.send({ values: { eVar12: 'true' }, tracker: s })).to.equal(true);
        expect(sent).to.have.length(1);
        const [request] = sent;
        expect(request.base).to.match(
            /^https:\/\/smetrics\.alderway\.com\/b\/ss\/mmgglobalprod,mmgalderwayusrental\/1\/JS-2\.27\.0\/s\d+$/
        );
        expect(request).to.include({ leavesPage: false, hasVisitorId: true });
        const values = AnalyticsTestPage.decode(request.query);
        expect(values).to.include({
            pageName: 'home',
            v7: 'seven',
            v12: 'true',
            mid: MID,
            g: 'https://www.alderway.com/cars.html?email=xxxxx',
            r: 'https://search.example/'
        });
        expect(values.pe, 'a page view').to.equal(undefined);
        expect(cookies.get('s_gpv'), 'the plug-ins ran').to.equal('home');
        // Only the capture writes to s: the address it defaulted stays, the per-hit variables go.
        expect(s.pageURL).to.equal(URL);
        expect(s.linkType).to.equal(undefined);
    });

    it('sends an exit link by sendBeacon, named by the page view before it, with only linkTrackVars', async () => {
        const hits = path();
        await hits.send({ values: {}, tracker: tracker({ pageName: 'home' }) });
        const s = tracker({ eVar7: 'seven', eVar8: 'eight', linkTrackVars: 'eVar7', linkTrackEvents: 'None' });
        await hits.send({ values: {}, tracker: s, link: { type: 'e', name: 'Partner', url: 'https://partner.example/?email=a@b.c' } });
        const request = sent[1];
        expect(request.leavesPage, 'an exit link leaves the page: decided at capture, carried to the transport').to.equal(true);
        const values = AnalyticsTestPage.decode(request.query);
        expect(values).to.include({
            pe: 'lnk_e',
            pev1: 'https://partner.example/?email=xxxxx',
            pev2: 'Partner',
            pageName: 'home',
            v7: 'seven'
        });
        expect(values.v8).to.equal(undefined);
        expect(values.r, 'the referrer goes on the first hit only').to.equal(undefined);
    });

    it('carries s.useBeacon, set for one hit, to the transport as a hit that leaves the page', async () => {
        const hits = path();
        const s = tracker({ pageName: 'home', useBeacon: true });
        await hits.send({ values: {}, tracker: s });
        await hits.send({ values: {}, tracker: s });
        expect(sent.map(request => request.leavesPage)).to.deep.equal([true, false]);
    });

    it('stops waiting for the ids when the page leaves, and the hit goes without them', async () => {
        const unload = new AbortController();
        ids = signal => new Promise(resolve => signal?.addEventListener('abort', () => resolve({ timedOut: true })));
        const delivered = path(unload.signal).send({ values: { pageName: 'home' } });
        await settled();
        expect(sent).to.deep.equal([]);
        unload.abort();
        expect(await delivered).to.equal(true);
        expect(AnalyticsTestPage.decode(sent[0].query).fid, 'the fallback id').to.match(/^[0-9A-F]{16}-[0-9A-F]{16}$/);
    });

    it('holds hits between s.bufferRequests() and s.bufferRequests(false), then sends them first, in order', async () => {
        const hits = path();
        const s = tracker({});
        s.holding = true;
        hits.hold(true, true);
        expect(await hits.send({ values: { pageName: 'held' }, tracker: s })).to.equal(true);
        expect(sent, 'held, not sent').to.deep.equal([]);
        hits.hold(true, true);
        expect(sent, 'holding again sends nothing').to.deep.equal([]);
        refuse = true;
        hits.hold(false, true);
        await settled();
        expect(sent.map(request => AnalyticsTestPage.decode(request.query).pageName)).to.deep.equal(['held']);
        expect(warnings, 'a held hit the browser refuses is said').to.deep.equal(['A held hit could not be sent.']);
    });

    it('drops the held hits, sending none, when consent no longer allows at s.bufferRequests(false)', async () => {
        const hits = path();
        hits.hold(true, true);
        await hits.send({ values: { pageName: 'held' }, tracker: tracker({ holding: true }) });
        hits.hold(false, false);
        await settled();
        expect([sent.length, cookies.has(HELD_REQUESTS_FLAG)]).to.deep.equal([0, false]);
    });

    it('loads nothing for held hits on a page that holds none', async () => {
        const hits = path();
        await hits.send({ values: { pageName: 'home' } });
        hits.hold(false, true);
        await settled();
        expect([sent.length, storeLoads]).to.deep.equal([1, 0]);
    });

    it("sends what an earlier page of the session held before this page's first hit, and empties the store", async () => {
        const earlier = path();
        earlier.hold(true, true);
        await earlier.send({ values: { pageName: 'checkout' }, tracker: tracker({ holding: true }) });
        expect([sent.length, cookies.has(HELD_REQUESTS_FLAG), session.has(HELD_REQUESTS_KEY)], 'held for the next page').to.deep.equal([
            0,
            true,
            true
        ]);

        await path().send({ values: { pageName: 'confirmation' } });
        expect(sent.map(request => AnalyticsTestPage.decode(request.query).pageName)).to.deep.equal(['checkout', 'confirmation']);
        expect([cookies.has(HELD_REQUESTS_FLAG), session.has(HELD_REQUESTS_KEY)], 'none held any more').to.deep.equal([false, false]);
    });

    it('sends a held hit the store cannot keep: its file failed, or the page left before it came', async () => {
        storeFile = () => Promise.reject(new Error('the outbox file did not load'));
        const first = path();
        first.hold(true, true);
        await first.send({ values: { pageName: 'failed file' }, tracker: tracker({ holding: true }) });
        expect(sent.map(request => AnalyticsTestPage.decode(request.query).pageName)).to.deep.equal(['failed file']);

        const unload = new AbortController();
        storeFile = () => new Promise<HeldRequestStore>(() => undefined);
        const second = path(unload.signal);
        second.hold(true, true);
        const delivered = second.send({ values: { pageName: 'leaving' }, tracker: tracker({ holding: true }) });
        await settled();
        expect(sent, 'waits for the file while the page stays').to.have.length(1);
        unload.abort();
        expect(await delivered).to.equal(true);
        expect(sent.map(request => AnalyticsTestPage.decode(request.query).pageName)).to.deep.equal(['failed file', 'leaving']);
        expect(cookies.has(HELD_REQUESTS_FLAG), 'nothing held').to.equal(false);
    });

    it('takes a bare adobe_mc_ref in the address for no referrer', async () => {
        await path(undefined, 'https://www.alderway.com/?adobe_mc_ref').send({ values: { pageName: 'home' } });
        expect(AnalyticsTestPage.decode(sent[0].query).r).to.equal(undefined);
    });

    it('sends nothing for a visitor who opted out, and drops a hit page code aborted', async () => {
        const hits = path();
        const s = tracker({ abort: true, eVar7: 'seven' });
        expect(await hits.send({ values: {}, tracker: s })).to.equal(false);
        expect(s.abort, 'abort holds for one hit').to.equal(undefined);
        ids = () => Promise.resolve({ MCOPTOUT: true, timedOut: false });
        expect(await hits.send({ values: { pageName: 'home' } })).to.equal(false);
        expect(sent).to.deep.equal([]);
    });

    it("reads the page's leaving only when a hit waits on it, never to build its legs: a page that sends none never does", () => {
        let asked = 0;
        const hits = hitPathOf({
            events: {
                get leaving() {
                    asked++;
                    return new AbortController().signal;
                }
            }
        });
        expect(asked).to.equal(0);
        hits.hold(true, true);
        expect(asked, 'legs built, no hit yet').to.equal(0);
    });

    it('runs the steps another module contributes under HitStep among its own, by their order', async () => {
        const addressIn = (variable: string, order: number): HitStep => ({
            name: variable,
            order,
            required: false,
            run: hit => void (hit.variables[variable] = URL)
        });
        // Contributed out of order: one before the masking step (400), one after it.
        await path(undefined, URL, [addressIn('eVar10', 600), addressIn('eVar9', 350)]).send({ values: { pageName: 'home' } });
        expect(AnalyticsTestPage.decode(sent[0].query)).to.include({
            v9: 'https://www.alderway.com/cars.html?email=xxxxx',
            v10: URL
        });
    });

    it('builds its steps and legs at the first hit, not when the container constructs it, and once', async () => {
        const hits = path();
        expect(masker.callCount, 'nothing built for a page that sends no hit').to.equal(0);
        await hits.send({ values: { pageName: 'home' } });
        await hits.send({ values: { pageName: 'home' } });
        expect([masker.callCount, sent.length]).to.deep.equal([1, 2]);
    });
});
