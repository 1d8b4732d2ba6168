import { expect } from 'chai';
import { AnalyticsSettings } from '../../../src/config/analytics';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import type { DecodedBeacon } from '../extensions/analytics/analytics-test-page';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

const EU_VISITOR = { notice_behavior: 'expressed,eu' };

describe('PageViewRule', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;
    let conditionFailed: string[];

    function open(url: string, cookies: Record<string, string> = RETURNING_VISITOR): AnalyticsTestPage {
        page = new AnalyticsTestPage(url, cookies, { pageName: 'alderway:us:rental:specials' });
        console = captureConsole();
        return page;
    }

    function start(): void {
        page.start();
        conditionFailed = page.watchFailedConditions();
    }

    function pageViews(): DecodedBeacon[] {
        return page.decodedBeacons().filter(beacon => !beacon.values.pe);
    }

    afterEach(() => page.stop());

    it("sends one page view at page bottom, by image, with the page's values", async () => {
        open('https://www.alderway.com/specials.html?cid=SPRING25');
        start();
        await page.clock.tickAsync(50);
        expect(page.sent, 'nothing but the page view').to.have.length(1);
        const [view] = pageViews();
        expect(view.transport).to.equal('image');
        expect(view.values).to.include({
            pageName: 'alderway:us:rental:specials',
            server: 'www.alderway.com',
            v0: 'SPRING25',
            v10: 'us',
            v12: 'true',
            v30: 'specials'
        });
    });

    describe('a page the browser restores from its back/forward cache', () => {
        const restore = async () => {
            testDom.window.dispatchEvent(new testDom.window.PageTransitionEvent('pageshow', { persisted: true }));
            await page.clock.tickAsync(50);
        };

        afterEach(() => {
            (AnalyticsSettings as { restoresAsPageViews: boolean }).restoresAsPageViews = false;
        });

        it('sends no second page view, as the replaced libraries did not', async () => {
            open('https://www.alderway.com/specials.html');
            start();
            await page.clock.tickAsync(50);
            await restore();
            expect(pageViews()).to.have.length(1);
        });

        it('sends the page view again, flagged in prop21, where the property counts restores', async () => {
            (AnalyticsSettings as { restoresAsPageViews: boolean }).restoresAsPageViews = true;
            open('https://www.alderway.com/specials.html');
            start();
            await page.clock.tickAsync(50);
            await restore();
            const views = pageViews();
            expect(views).to.have.length(2);
            expect(views[0].values.c21, 'the first view is no restore').to.equal(undefined);
            expect(views[1].values).to.include({ pageName: 'alderway:us:rental:specials', c21: 'restored' });
        });
    });

    it('waits for page bottom: nothing goes before the page says its content is in', async () => {
        open('https://www.alderway.com/specials.html');
        page.holdPageBottom();
        start();
        await page.clock.tickAsync(1000);
        expect(page.sent).to.deep.equal([]);
        page.pageBottom();
        await page.clock.tickAsync(50);
        expect(pageViews()).to.have.length(1);
    });

    it('holds the page view until page bottom when the consent banner loads first, so page-bottom values ride on it', async () => {
        open('https://www.alderway.com/en/errors/404.html');
        testDom.window.document.title = 'Page not found';
        page.holdPageBottom();
        start();
        page.bannerArrives();
        await page.clock.tickAsync(1000);
        expect(page.sent, 'nothing before page bottom').to.deep.equal([]);
        page.pageBottom();
        await page.clock.tickAsync(50);
        const views = pageViews();
        expect(views).to.have.length(1);
        expect(views[0].values).to.include({ pageType: 'errorPage' });
    });

    it('sends no second page view when the banner loads, or consent changes, after it', async () => {
        open('https://www.alderway.com/');
        start();
        await page.clock.tickAsync(50);
        page.bannerArrives({ notice_gdpr_prefs: '0,1,2:' });
        await page.clock.tickAsync(1000);
        page.visitorChooses('0,1:');
        await page.clock.tickAsync(1000);
        expect(pageViews()).to.have.length(1);
    });

    it('sends nothing without consent: not at page bottom, not when the banner loads without a choice', async () => {
        open('https://www.alderway.de/', EU_VISITOR);
        start();
        await page.clock.tickAsync(100);
        page.bannerArrives();
        await page.clock.tickAsync(3000);
        expect(page.sent).to.deep.equal([]);
        expect(
            conditionFailed.filter(id => id === 'page-view'),
            'at page bottom and on consent-loaded'
        ).to.have.length(2);
    });

    it('sends the page view once an EU visitor accepts on the banner, and only once', async () => {
        open('https://www.alderway.de/', EU_VISITOR);
        start();
        page.bannerArrives();
        await page.clock.tickAsync(100);
        page.visitorChooses('0,1,2:');
        await page.clock.tickAsync(3000);
        page.visitorChooses('0,2:');
        await page.clock.tickAsync(3000);
        const views = pageViews();
        expect(views).to.have.length(1);
        expect(views[0].values).to.include({ server: 'www.alderway.de', v10: 'eu', v11: '0,1,2', v12: 'true' });
    });

    it('sends nothing when an EU visitor rejects on the banner', async () => {
        open('https://www.alderway.fr/', EU_VISITOR);
        start();
        page.bannerArrives();
        await page.clock.tickAsync(100);
        page.visitorChooses('0:');
        await page.clock.tickAsync(3000);
        expect(page.sent).to.deep.equal([]);
    });

    it('logs a page view the network refuses as a warning, not an error', async () => {
        open('https://www.alderway.com/');
        // The network edge fails: the image request cannot be made.
        (testDom.window as unknown as { Image: unknown }).Image = class {
            constructor() {
                throw new Error('Images are blocked.');
            }
        };
        start();
        await page.clock.tickAsync(50);
        expect(page.sent).to.deep.equal([]);
        expect(console.lines('warn')).to.deep.equal(['\u{1F680} The page view failed. Error: Images are blocked.']);
        expect(console.lines('error')).to.deep.equal([]);
    });
});
