import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../extensions/analytics/analytics-test-page';

/** The cookie the analytics tracker checks before it sends anything (docs/requirements.md §5.5). */
const TRACKING_COOKIE = 'mmg_tracking';

describe('The consent-state start-up step', () => {
    let page: AnalyticsTestPage;

    function open(url: string, cookies: Record<string, string>, html = ''): AnalyticsTestPage {
        page = new AnalyticsTestPage(url, cookies, { pageName: 'home' }).withMarkup(html);
        captureConsole();
        return page.start();
    }

    function pageViews(): number {
        return page.decodedBeacons().filter(beacon => !beacon.values.pe).length;
    }

    afterEach(() => page.stop());

    it('says true from the first moment for a visitor whose banner cookie implies consent (outside the EU)', async () => {
        open('https://www.alderway.com/', RETURNING_VISITOR);
        await page.endOfTask();
        expect(page.cookie(TRACKING_COOKIE)).to.equal('true');
    });

    it('says false for an EU visitor who has not chosen, and nothing is tracked', async () => {
        open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        await page.endOfTask();
        expect(page.cookie(TRACKING_COOKIE)).to.equal('false');
        await page.clock.tickAsync(3000);
        expect(page.sent).to.deep.equal([]);
    });

    it('says true for an EU visitor whose recorded preferences hold category 2', async () => {
        open('https://www.alderway.de/', { ...RETURNING_VISITOR, notice_behavior: 'expressed,eu', notice_gdpr_prefs: '0,1,2:' });
        await page.endOfTask();
        expect(page.cookie(TRACKING_COOKIE)).to.equal('true');
        await page.clock.tickAsync(3000);
        expect(pageViews()).to.equal(1);
    });

    it('turns true when an EU visitor accepts on the banner, and tracking starts without a reload', async () => {
        open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        page.bannerArrives();
        await page.clock.tickAsync(100);
        expect(page.cookie(TRACKING_COOKIE)).to.equal('false');
        page.visitorChooses('0,1,2:');
        await page.clock.tickAsync(0);
        expect(page.cookie(TRACKING_COOKIE)).to.equal('true');
        await page.clock.tickAsync(3000);
        expect(pageViews()).to.equal(1);
    });

    it("takes the consent the banner's cookies give as its script loads", async () => {
        open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        await page.clock.tickAsync(100);
        page.bannerArrives({ notice_gdpr_prefs: '0,1,2:' });
        await page.clock.tickAsync(0);
        expect(page.cookie(TRACKING_COOKIE)).to.equal('true');
    });

    it('turns false when an EU visitor withdraws consent, and later clicks send nothing', async () => {
        open(
            'https://www.alderway.de/',
            { ...RETURNING_VISITOR, notice_behavior: 'expressed,eu', notice_gdpr_prefs: '0,1,2:' },
            '<a id="book" href="/reserve-car.html" data-track=\'{"cta":"book-now"}\'>Book now</a>'
        );
        page.bannerArrives();
        await page.clock.tickAsync(3000);
        expect(pageViews()).to.equal(1);
        page.sent.length = 0;
        page.visitorChooses('0:');
        await page.clock.tickAsync(600);
        expect(page.cookie(TRACKING_COOKIE)).to.equal('false');
        await page.click('#book', 3000);
        expect(page.sent).to.deep.equal([]);
    });
});
