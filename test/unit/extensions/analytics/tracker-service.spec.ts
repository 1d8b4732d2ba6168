import { expect } from 'chai';
import * as sinon from 'sinon';
import { AnalyticsSettings } from '../../../../src/config/analytics';
import { AnalyticsTracker } from '../../../../src/extensions/analytics/analytics-tracker';
import type { TrackerServiceImpl } from '../../../../src/extensions/analytics/tracker-service-impl';
import { TrackerService } from '../../../../src/services/tracker-service';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { hideTestPage, testDom } from '../../setup';
import { MID, NOW_S, ORG, TODAY } from '../visitor/visitor-test-page';
import { AnalyticsTestPage, RETURNING_VISITOR } from './analytics-test-page';

const ACCOUNT_PATH = 'https://smetrics.alderway.com/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/';
/** 12:00 UTC on Sunday 22 November 2026, in the test machine's time zone. */
const NOW = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));
const T = `t=${encodeURIComponent(`${NOW.getDate()}/${NOW.getMonth()}/${NOW.getFullYear()} ${NOW.getHours()}:${NOW.getMinutes()}:0 ${NOW.getDay()} ${NOW.getTimezoneOffset()}`)}`;
const IDS = `mid=${MID}&aamlh=9&ce=UTF-8`;
/** jsdom's screen and window. */
const BROWSER = 's=0x0&c=24&j=1.6&v=N&k=Y&bw=1024&bh=768';
const SDID = /&sdid=[0-9A-F]{16}-[0-9A-F]{16}&/;

/** The query with its random supplemental data id checked and taken out. */
function withoutSdid(query: string): string {
    expect(query).to.match(SDID);
    return query.replace(SDID, '&');
}

describe('TrackerService (AppMeasurement 2.x beacons)', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;

    function open(
        url: string,
        globals: Record<string, unknown> = {},
        cookies: Record<string, string> = RETURNING_VISITOR
    ): AnalyticsTestPage {
        page = new AnalyticsTestPage(url, cookies, globals);
        console = captureConsole();
        return page;
    }

    afterEach(() => page.stop());

    describe('the page view', () => {
        it("goes to the host's accounts as an image, with every value of docs/requirements.md §3 in the library's order", async () => {
            open(
                'https://www.alderway.com/specials.html?cid=SPRING25',
                { pageName: 'alderway:us:rental:specials' },
                {
                    ...RETURNING_VISITOR,
                    mmg_icid: 'hero-spring',
                    s_gpv: 'alderway:us:rental:home',
                    s_ppv: 'alderway%3Aus%3Arental%3Ahome,40,85,85,1700,3,2'
                }
            ).start();
            await page.clock.tickAsync(50);
            const [beacon, ...more] = page.beacons();
            expect(more, 'exactly one page view').to.deep.equal([]);
            expect(beacon.transport).to.equal('image');
            expect(beacon.path).to.equal(ACCOUNT_PATH);
            expect(withoutSdid(beacon.query)).to.equal(
                `AQB=1&ndh=1&pf=1&${T}&${IDS}&pageName=alderway%3Aus%3Arental%3Aspecials` +
                    '&g=https%3A%2F%2Fwww.alderway.com%2Fspecials.html%3Fcid%3DSPRING25&cc=USD&server=www.alderway.com&v0=SPRING25&aamb=BLOB' +
                    '&c2=alderway%3Aus%3Arental%3Ahome&v2=hero-spring&c3=85&v3=mmgalderwayusrental&v4=production&c5=1' +
                    // Time parting is Chicago time whatever the machine's zone: 12:00 UTC is 6:00 AM CST.
                    '&v5=year%3D2026%20%7C%20month%3DNovember%20%7C%20date%3D22%20%7C%20day%3DSunday%20%7C%20time%3D6%3A00%20AM' +
                    `&c6=1&v6=New&v10=us&v12=true&v30=specials&v46=N&${BROWSER}&mcorgid=${encodeURIComponent(ORG)}&AQE=1`
            );
        });

        it('is sent once per page, though page bottom and consent-loaded both ask', async () => {
            open('https://www.alderway.com/').start();
            await page.clock.tickAsync(50);
            const service = page.container.get<TrackerService>(TrackerService);
            expect(await service.sendPageView({})).to.equal(false);
            expect(page.beacons()).to.have.length(1);
        });

        it('says when it has left, and at once where no page view goes (no consent)', async () => {
            open('https://www.alderway.com/', { pageName: 'home' }, { notice_behavior: 'implied,us' }).start();
            const service = page.container.get<TrackerService>(TrackerService);
            let settled = false;
            await page.clock.tickAsync(10);
            void service.pageViewSettled().then(() => (settled = true));
            await page.clock.tickAsync(1000);
            expect([settled, page.beacons().length], 'waiting for /id').to.deep.equal([false, 0]);
            await page.clock.tickAsync(1100);
            expect([settled, page.beacons().length], 'left with the fallback id').to.deep.equal([true, 1]);
            page.stop();

            open('https://www.alderway.de/', { pageName: 'de:home' }, { notice_behavior: 'expressed,eu' }).start();
            await page.clock.tickAsync(10);
            let withoutConsent = false;
            void page.container
                .get<TrackerService>(TrackerService)
                .pageViewSettled()
                .then(() => (withoutConsent = true));
            await page.clock.tickAsync(0);
            expect(withoutConsent, 'no page view on its way: nothing to wait for').to.equal(true);
        });

        it("waits for the visitor's ids at most 2000 ms, then goes with the fallback id", async () => {
            open('https://www.alderway.com/', { pageName: 'home' }, { notice_behavior: 'implied,us' }).start();
            await page.clock.tickAsync(1990);
            expect(page.beacons(), 'still waiting for /id').to.deep.equal([]);
            await page.clock.tickAsync(20);
            const [beacon] = page.beacons();
            expect(beacon.query).to.match(/&t=[^&]+&sdid=[^&]+&fid=[0-7][0-9A-F]{15}-[0-3][0-9A-F]{15}&ce=UTF-8&pageName=home&/);
            expect(beacon.query).not.to.match(/&mid=|&aamlh=|&aamb=/);
            expect(page.cookie('s_fid'), 'kept for the next page').to.equal(AnalyticsTestPage.decode(beacon.query).fid);
        });

        for (const [when, analyticsId] of [
            ['with every id known', 'MCAID|NONE|'],
            ['while the other ids are late', '']
        ]) {
            it(`sends nothing for a visitor who opted out, ${when}`, async () => {
                const optedOut = `1176715910|MCIDTS|${TODAY}|MCMID|${MID}|MCAAMLH-${NOW_S + 3000}|9|MCAAMB-${NOW_S + 3000}|BLOB|MCOPTOUT-${NOW_S + 2000}s|global|${analyticsId}vVersion|5.4.0`;
                open(
                    'https://www.alderway.com/',
                    {},
                    { ...RETURNING_VISITOR, [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(optedOut) }
                ).start();
                await page.clock.tickAsync(3000);
                expect(page.sent).to.deep.equal([]);
            });
        }

        it("sends nothing and writes no tracking cookie without consent, with the spec's warning once", async () => {
            open('https://www.alderway.de/', { pageName: 'de:home' }, { notice_behavior: 'expressed,eu' }).start();
            await page.clock.tickAsync(3000);
            const service = page.container.get<TrackerService>(TrackerService);
            await service.trackLink({ type: 'o', name: 'x' });
            expect(page.sent).to.deep.equal([]);
            for (const cookie of ['s_gpv', 's_ppv', 's_nr30', 's_visit', 's_fid', 's_cc', 's_top']) {
                expect(page.cookie(cookie), cookie).to.equal(undefined);
            }
            expect(console.lines('warn').filter(line => line.includes('EU compliance was not acknowledged by the user.'))).to.have.length(
                1
            );
        });

        it('goes as soon as the visitor accepts on the banner', async () => {
            open('https://www.alderway.de/', { pageName: 'de:home' }, { notice_behavior: 'expressed,eu' }).start();
            page.bannerArrives();
            await page.clock.tickAsync(100);
            expect(page.sent).to.deep.equal([]);
            page.visitorChooses('0,1,2:');
            await page.clock.tickAsync(2100);
            const beacons = page.beacons();
            expect(beacons).to.have.length(1);
            expect(beacons[0].path).to.equal('https://smetrics.alderway.de/b/ss/mmgglobalprod,mmgalderwayderental/1/JS-2.27.0/');
            expect(AnalyticsTestPage.decode(beacons[0].query)).to.include({ pageName: 'de:home', v11: '0,1,2', v12: 'true' });
        });

        it('masks sensitive query values in the page URL and the referrer: the raw value never leaves', async () => {
            open('https://www.alderway.com/account.html?Email=jane%40example.com&step=2#token=abc123', { pageName: 'account' });
            // Also in the referrer eVar and the URL-hash prop, which carry URLs and parts of them.
            Object.defineProperty(testDom.window.document, 'referrer', {
                value: 'https://login.alderway.com/?access_token=s3cr3t&next=account'
            });
            page.start();
            await page.clock.tickAsync(50);
            const [beacon] = page.beacons();
            expect(AnalyticsTestPage.decode(beacon.query)).to.include({
                g: 'https://www.alderway.com/account.html?Email=****&step=2#token=****',
                r: 'https://login.alderway.com/?access_token=****&next=account',
                v31: 'https://login.alderway.com/?access_token=****&next=account',
                c10: 'token=****'
            });
            expect(beacon.query).not.to.match(/jane|example\.com|abc123|s3cr3t/);
        });
    });

    describe('links', () => {
        async function afterPageView(url = 'https://www.alderway.com/', html = ''): Promise<void> {
            await open(url, { pageName: 'alderway:us:rental:home' }).withMarkup(html).start().afterPageView();
        }

        it('sends s.tl() custom links from page code, keeping only linkTrackVars and linkTrackEvents', async () => {
            await afterPageView();
            Object.assign(page.tracker(), {
                eVar1: 'e1',
                eVar2: 'not listed',
                prop9: 'not listed',
                events: 'event1,event2=5',
                contextData: { author: 'me', other: 'not listed' },
                linkTrackVars: 'eVar1,events,contextData.author',
                linkTrackEvents: 'event1'
            });
            page.tracker().tl(true, 'o', 'My Link é & co');
            await page.clock.tickAsync(10);
            const [beacon] = page.beacons();
            expect(beacon.transport).to.equal('image');
            // No sdid: the page view took the one stitched to the personalization call (docs/protocols.md §1.7).
            expect(beacon.query).to.equal(
                `AQB=1&ndh=1&pf=1&${T}&${IDS}&pageName=alderway%3Aus%3Arental%3Ahome` +
                    '&g=https%3A%2F%2Fwww.alderway.com%2F&c.&author=me&.c&cc=USD&events=event1&aamb=BLOB&v1=e1&pe=lnk_o&pev2=My%20Link%20%C3%A9%20%26%20co' +
                    `&${BROWSER}&mcorgid=${encodeURIComponent(ORG)}&lrt=20&AQE=1`
            );
        });

        it('keeps every variable on a link when linkTrackVars is empty, and treats a call without name or URL as a page view', async () => {
            await afterPageView();
            Object.assign(page.tracker(), { eVar7: 'seven', prop9: 'nine' });
            page.tracker().tl(true, 'o', 'kept');
            page.tracker().tl(true, 'o');
            await page.clock.tickAsync(100);
            const [link, view] = page.decodedBeacons();
            expect(link.values).to.include({ pe: 'lnk_o', pev2: 'kept', v7: 'seven', c9: 'nine' });
            expect(view.values).not.to.have.property('pe');
            expect(view.values).to.include({ v7: 'seven', c9: 'nine' });
        });

        it('sends a click on a download link as lnk_d by sendBeacon, without its query', async () => {
            await afterPageView('https://www.alderway.com/', '<a id="rates" href="/docs/rates.pdf?token=abc">Rates (PDF)</a>');
            await page.click('#rates', 10);
            const [beacon] = page.beacons();
            expect(beacon.transport).to.equal('sendBeacon');
            expect(beacon.query).to.equal(
                `AQB=1&ndh=1&pf=1&${T}&${IDS}&pageName=alderway%3Aus%3Arental%3Ahome` +
                    '&g=https%3A%2F%2Fwww.alderway.com%2F&cc=USD&aamb=BLOB&pe=lnk_d&pev1=https%3A%2F%2Fwww.alderway.com%2Fdocs%2Frates.pdf' +
                    `&pev2=Rates%20%28PDF%29&${BROWSER}&mcorgid=${encodeURIComponent(ORG)}&lrt=20&AQE=1`
            );
        });

        it("sends a click on a link off the brand's domain as an exit link by sendBeacon, and nothing for an internal one", async () => {
            await afterPageView(
                'https://www.alderway.com/',
                '<a id="out" href="https://www.partner-hotels.example/deals?email=jane%40example.com">Hotels</a>' +
                    '<a id="in" href="https://reservations.alderway.com/start.html">Book</a>'
            );
            page.dispatchClick('#in');
            await page.click('#out', 10);
            const beacons = page.decodedBeacons();
            expect(beacons).to.have.length(1);
            expect(beacons[0].transport).to.equal('sendBeacon');
            // pev1 is escaped twice on the wire (decoded once here), as the library does with hrefs.
            expect(beacons[0].values).to.include({ pe: 'lnk_e', pev1: 'https://www.partner-hotels.example/deals', pev2: 'Hotels' });
        });

        it('masks sensitive values in link URLs page code sends with their query, and in context data', async () => {
            await afterPageView(
                'https://www.alderway.com/',
                '<a id="reset" href="https://www.alderway.com/reset?token=abc123&lang=en">Reset</a>'
            );
            Object.assign(page.tracker(), {
                linkLeaveQueryString: true,
                contextData: { 'link.target': 'https://www.alderway.com/login?password=hunter2' }
            });
            page.tracker().tl(testDom.window.document.getElementById('reset'), 'o', 'reset');
            await page.clock.tickAsync(10);
            const [beacon] = page.beacons();
            expect(beacon.query).to.contain('&pev1=https%3A%2F%2Fwww.alderway.com%2Freset%3Ftoken%3D%2A%2A%2A%2A%26lang%3Den&');
            expect(beacon.query).to.contain('&c.&link.&target=https%3A%2F%2Fwww.alderway.com%2Flogin%3Fpassword%3D%2A%2A%2A%2A&.link&.c&');
            expect(beacon.query).not.to.match(/abc123|hunter2/);
        });

        it('caps the link name at 250 characters', async () => {
            await afterPageView();
            page.tracker().tl(true, 'o', 'x'.repeat(400));
            await page.clock.tickAsync(10);
            expect(page.decodedBeacons()[0].values.pev2).to.equal('x'.repeat(250));
        });

        it('cuts a link name before an emoji the cap would split, and still sends the link', async () => {
            await afterPageView();
            page.tracker().tl(true, 'o', `${'x'.repeat(249)}😀 more`);
            await page.clock.tickAsync(10);
            expect(page.decodedBeacons().map(beacon => beacon.values.pev2)).to.deep.equal(['x'.repeat(249)]);
        });

        it("holds a forced link's done action until the beacon is back, or 1000 ms at most", async () => {
            await afterPageView('https://www.alderway.com/', '<a id="go" href="/next.html">Next</a>');
            const quick = sinon.spy();
            page.tracker().tl(testDom.window.document.getElementById('go'), 'o', 'quick', undefined, quick);
            await page.clock.tickAsync(15);
            expect(quick.called, 'the beacon is still on its way').to.equal(false);
            await page.clock.tickAsync(10);
            expect(quick.calledOnce).to.equal(true);

            page.imagesHang = true;
            const slow = sinon.spy();
            page.tracker().tl(testDom.window.document.getElementById('go'), 'o', 'slow', undefined, slow);
            await page.clock.tickAsync(999);
            expect(slow.called).to.equal(false);
            await page.clock.tickAsync(1);
            expect(slow.calledOnce).to.equal(true);
        });
    });

    describe('transport', () => {
        /** Page code sends two links right after the page view, whose image never comes back. */
        async function twoLinksBehindAHangingPageView(): Promise<void> {
            open('https://www.alderway.com/', { pageName: 'home' });
            page.imagesHang = true;
            page.start();
            await page.clock.tickAsync(50);
            page.tracker().tl(true, 'o', 'first');
            page.tracker().tl(true, 'o', 'second');
        }

        it("keeps a hit of page code that set s.trackOffline in AppMeasurement's offline list, with ts; others in the container's own, without", async () => {
            open('https://www.alderway.com/', { pageName: 'home' });
            page.imagesHang = true;
            page.start();
            await page.clock.tickAsync(50);
            const s = page.tracker();
            s.trackOffline = true;
            s.tl(true, 'o', 'offline link');
            await page.clock.tickAsync(5100);
            const storage = testDom.window.localStorage;
            const offline = JSON.parse(storage.getItem('AppMeasurement.requests-mmgglobalprod,mmgalderwayusrental') ?? '[]') as string[];
            expect(offline, 'the default offlineLimit is 10; this one hit is in').to.have.length(1);
            expect(offline[0]).to.match(
                /^https:\/\/smetrics\.alderway\.com\/b\/ss\/mmgglobalprod,mmgalderwayusrental\/1\/JS-2\.27\.0\/s\d+\?AQB=1&.*pev2=offline%20link.*&ts=\d{10}&AQE=1$/
            );
            const own = JSON.parse(storage.getItem('tag-container.outbox.mmgglobalprod,mmgalderwayusrental') ?? '{"hits":[]}') as {
                hits: Array<{ q: string }>;
            };
            expect(
                own.hits.map(hit => /(^|&)ts=/.test(hit.q)),
                'the page view, before trackOffline: no ts'
            ).to.deep.equal([false]);
            storage.clear();
        });

        it('posts a beacon longer than 2047 characters as a form when a visitor id is in it', async () => {
            open(`https://www.alderway.com/search.html?q=${'long'.repeat(600)}`, { pageName: 'search' }).start();
            await page.clock.tickAsync(50);
            const [beacon] = page.beacons();
            expect(beacon.transport).to.equal('post');
            expect(beacon.path).to.equal(ACCOUNT_PATH);
            expect(beacon.query).to.match(new RegExp(`^AQB=1&ndh=1&pf=1&t=[^&]+&sdid=[^&]+&mid=${MID}&.*&-g=(long)+&mcorgid=[^&]+&AQE=1$`));
            const request = page.requests.find(candidate => candidate.method === 'POST')!;
            expect(request.requestHeaders['Content-Type']).to.match(/^application\/x-www-form-urlencoded/);
            expect(request.withCredentials).to.equal(true);
        });

        it('keeps a long beacon without a visitor id a GET, as the library does', async () => {
            // The visitor service stays off on excluded paths; the fallback id is no reason to POST.
            open(`https://www.alderway.com/unsubscribe/?q=${'long'.repeat(600)}`, { pageName: 'unsubscribe' }).start();
            await page.clock.tickAsync(50);
            const [beacon] = page.beacons();
            expect(beacon.transport).to.equal('image');
            expect(beacon.query).to.contain('&fid=');
            expect(beacon.query.length).to.be.greaterThan(2047);
        });

        it('sends one request at a time, gives each 5000 ms, keeps what got no answer with the hits behind it, and reports the last round trip as lrt', async () => {
            await twoLinksBehindAHangingPageView();
            await page.clock.tickAsync(100);
            expect(page.decodedBeacons().map(beacon => beacon.values.pev2 ?? 'page view')).to.deep.equal(['page view']);
            await page.clock.tickAsync(4900);
            // No answer in 5000 ms: the page view is kept, and the links queued behind it wait behind it.
            page.imagesHang = false;
            await page.clock.tickAsync(5000);
            const names = page.decodedBeacons().map(beacon => beacon.values);
            expect(
                names.map(query => query.pev2),
                'the page view again (it may arrive twice), then the links, in order'
            ).to.deep.equal([undefined, undefined, 'first', 'second']);
            expect(names[1], 'exactly as first sent').to.deep.equal(names[0]);
            expect(names[1], 'a request that timed out has no round trip').not.to.have.property('lrt');
            page.tracker().tl(true, 'o', 'third');
            await page.clock.tickAsync(1000);
            expect(page.decodedBeacons()[4].values).to.include({ pev2: 'third', lrt: '20' });
        });

        it('sends what is still queued or waiting for ids by sendBeacon when the page unloads', async () => {
            open('https://www.alderway.com/', { pageName: 'home' }, { notice_behavior: 'implied,us' });
            page.start();
            await page.clock.tickAsync(500);
            expect(page.sent, "the page view waits for the visitor's ids").to.deep.equal([]);
            hideTestPage();
            await page.clock.tickAsync(0);
            const beacons = page.decodedBeacons();
            expect(beacons.map(beacon => beacon.transport)).to.deep.equal(['sendBeacon']);
            expect(beacons[0].values).to.include({ pageName: 'home' });
        });

        it('sends the beacons queued behind a slow one by sendBeacon when the page unloads, the slow one again first: the unload would cancel it', async () => {
            await twoLinksBehindAHangingPageView();
            await page.clock.tickAsync(10);
            hideTestPage();
            expect(page.decodedBeacons().map(beacon => `${beacon.transport} ${beacon.values.pev2 ?? 'page view'}`)).to.deep.equal([
                'image page view',
                'sendBeacon page view',
                'sendBeacon first',
                'sendBeacon second'
            ]);
        });

        it('falls back to an image when the browser refuses sendBeacon', async () => {
            open('https://www.alderway.com/', { pageName: 'home' }).withMarkup(
                '<a id="out" href="https://www.partner-hotels.example/">Hotels</a>'
            );
            page.sendBeaconRefuses = true;
            page.start();
            await page.clock.tickAsync(50);
            await page.click('#out', 10);
            expect(page.decodedBeacons().map(beacon => `${beacon.transport} ${beacon.values.pe ?? 'page view'}`)).to.deep.equal([
                'image page view',
                'image lnk_e'
            ]);
        });
    });

    describe('a tracker the page installs itself (library: preinstalled)', () => {
        const settings = AnalyticsSettings as { library: string };

        beforeEach(() => (settings.library = 'preinstalled'));
        afterEach(() => (settings.library = 'managed'));

        it("waits for the page's `s` and tracks through it", async () => {
            open('https://www.alderway.com/', { pageName: 'home' }).start();
            await page.clock.tickAsync(1000);
            expect(page.sent, 'no tracker yet').to.deep.equal([]);
            const own = { eVar60: 'page tracker' };
            (testDom.window as unknown as { s: object }).s = own;
            await page.clock.tickAsync(300);
            const service = page.container.get<TrackerServiceImpl>(TrackerService);
            expect(service.tracker).to.equal(own);
            void service.trackLink({ type: 'o', name: 'through the page tracker' });
            await page.clock.tickAsync(100);
            const [view, link] = page.beacons().map(beacon => AnalyticsTestPage.decode(beacon.query));
            expect(view, 'the page view waited for the tracker').to.include({ pageName: 'home', v60: 'page tracker' });
            expect(link).to.include({ pev2: 'through the page tracker', v60: 'page tracker' });
        });

        it("bails out with the extension's message when the page never installs it, and sends nothing", async () => {
            open('https://www.alderway.com/', { pageName: 'home' }).start();
            await page.clock.tickAsync(10000);
            expect(console.lines('error')).to.deep.equal(['\u{1F680} Bailing out. Cannot find the variable name: "s".']);
            expect(page.sent).to.deep.equal([]);
        });
    });

    describe('the global tracker object', () => {
        it('is `s`, with the AppMeasurement variables page code sets and clearVars()', async () => {
            open('https://www.alderway.com/', { pageName: 'home' }).start();
            await page.clock.tickAsync(50);
            const s = page.tracker();
            expect(s).to.include({ charSet: 'UTF-8', currencyCode: 'USD', linkTrackVars: '', linkTrackEvents: '' });
            Object.assign(s, { eVar5: 'five', prop3: 'three', events: 'event9', hier1: 'a|b', contextData: { k: 'v' } });
            s.clearVars();
            expect([s.eVar5, s.prop3, s.events, s.hier1], 'set to undefined, as AppMeasurement does').to.deep.equal([
                undefined,
                undefined,
                undefined,
                undefined
            ]);
            expect(s.contextData, 'context data is not among what clearVars() clears').to.deep.equal({ k: 'v' });
            expect(s.charSet).to.equal('UTF-8');
        });

        it('keeps the variables page code set on a plain `s` before the container loaded', async () => {
            open('https://www.alderway.com/', { pageName: 'home', s: { eVar60: 'set early', prop40: 'early prop' } }).start();
            await page.clock.tickAsync(50);
            expect(page.tracker()).to.be.instanceOf(AnalyticsTracker);
            expect(page.decodedBeacons()[0].values).to.include({ v60: 'set early', c40: 'early prop' });
        });

        it("stands aside with the extension's message when `s` is something else, and the page goes on", async () => {
            const other = function s(): void {
                /* another library's s */
            };
            open('https://www.alderway.com/', { pageName: 'home', s: other }).start();
            await page.clock.tickAsync(3000);
            expect((testDom.window as unknown as { s: unknown }).s).to.equal(other);
            expect(console.lines('error')).to.deep.equal(['\u{1F680} Unable to create AppMeasurement tracker.']);
            expect(page.sent).to.deep.equal([]);
        });

        it('says it cannot find the global when `s` cannot be set', async () => {
            open('https://www.alderway.com/', { pageName: 'home' });
            Object.defineProperty(testDom.window, 's', { value: undefined, writable: false, configurable: true });
            page.start();
            await page.clock.tickAsync(3000);
            expect(console.lines('error')).to.deep.equal(['\u{1F680} Cannot find the global variable name: "s".']);
            expect(page.sent).to.deep.equal([]);
        });
    });
});
