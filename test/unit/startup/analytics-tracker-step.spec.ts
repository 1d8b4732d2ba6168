import { expect } from 'chai';
import { AnalyticsTracker } from '../../../src/extensions/analytics/analytics-tracker';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

describe('The analytics-tracker start-up step', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;

    function open(
        url = 'https://www.alderway.com/',
        globals: Record<string, unknown> = {},
        cookies?: Record<string, string>
    ): AnalyticsTestPage {
        page = new AnalyticsTestPage(url, cookies, { pageName: 'home', ...globals });
        console = captureConsole();
        return page;
    }

    afterEach(() => page.stop());

    it('puts the tracker object `s` on the page as the container loads, before anything is tracked', () => {
        open().start();
        expect(page.tracker()).to.be.instanceOf(AnalyticsTracker);
        expect(page.tracker()).to.include({ charSet: 'UTF-8', currencyCode: 'USD' });
        expect(page.sent).to.deep.equal([]);
    });

    it('puts on the page view what page code sets on `s` before page bottom', async () => {
        open().start();
        Object.assign(page.tracker(), { eVar60: 'set by the page', prop40: 'page prop' });
        await page.clock.tickAsync(50);
        expect(page.decodedBeacons()).to.have.length(1);
        expect(page.decodedBeacons()[0].values).to.include({ pageName: 'home', v60: 'set by the page', c40: 'page prop' });
    });

    it("sends page code's s.tl() custom links", async () => {
        await open().start().afterPageView();
        page.tracker().tl(true, 'o', 'promo banner');
        await page.clock.tickAsync(10);
        expect(page.decodedBeacons().map(beacon => `${beacon.values.pe} ${beacon.values.pev2}`)).to.deep.equal(['lnk_o promo banner']);
    });

    it("stands aside when `s` belongs to another library: it logs the spec's error, keeps that `s` and sends nothing", async () => {
        class OtherLibrary {
            version = '1.0';
        }
        const other = new OtherLibrary();
        open('https://www.alderway.com/', { s: other }).start();
        await page.clock.tickAsync(3000);
        expect((testDom.window as unknown as { s: unknown }).s).to.equal(other);
        expect(console.lines('error')).to.deep.equal(['\u{1F680} Unable to create AppMeasurement tracker.']);
        expect(page.sent).to.deep.equal([]);
    });

    it("sends nothing through `s` without consent, with the spec's EU-compliance warning", async () => {
        open('https://www.alderway.de/', {}, { notice_behavior: 'expressed,eu' }).start();
        await page.clock.tickAsync(3000);
        page.tracker().t();
        page.tracker().tl(true, 'o', 'promo banner');
        await page.clock.tickAsync(3000);
        expect(page.sent).to.deep.equal([]);
        expect(console.lines('warn')).to.include('\u{1F680} EU compliance was not acknowledged by the user.');
    });
});
