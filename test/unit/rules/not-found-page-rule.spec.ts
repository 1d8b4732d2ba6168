import { expect } from 'chai';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

describe('NotFoundPageRule', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;
    let conditionFailed: string[];

    function open(url: string, title: string, cookies?: Record<string, string>): AnalyticsTestPage {
        page = new AnalyticsTestPage(url, cookies, { pageName: 'alderway:us:rental:error' });
        testDom.window.document.title = title;
        console = captureConsole();
        return page;
    }

    function start(): void {
        page.start();
        conditionFailed = page.watchFailedConditions();
    }

    function sent(): Array<Record<string, string>> {
        return page.decodedBeacons().map(beacon => beacon.values);
    }

    afterEach(() => page.stop());

    it('marks the page view of a page titled "page not found" (any case) as an errorPage', async () => {
        open('https://www.alderway.com/car-rental/old-offer.html', 'Page Not Found | Alderway Car Rental');
        start();
        await page.clock.tickAsync(50);
        const views = sent();
        expect(views).to.have.length(1);
        expect(views[0]).to.include({ pageName: 'alderway:us:rental:error', pageType: 'errorPage' });
        expect(views[0], 'the page view, not a link').not.to.have.property('pe');
    });

    it('marks the page view of the CMS error path /en/errors/404.html as an errorPage, whatever its title', async () => {
        open('https://www.alderway.com/en/errors/404.html', "We can't find that page");
        start();
        await page.clock.tickAsync(50);
        expect(sent().map(view => view.pageType)).to.deep.equal(['errorPage']);
    });

    it('leaves the page type off an ordinary page', async () => {
        open('https://www.alderway.com/en/errors/500.html', 'Specials | Alderway Car Rental');
        start();
        await page.clock.tickAsync(50);
        const views = sent();
        expect(views).to.have.length(1);
        expect(views[0]).not.to.have.property('pageType');
        expect(conditionFailed).to.include('not-found-page');
    });

    it("keeps the errorPage for the page view an EU visitor's later consent sends", async () => {
        open('https://www.alderway.de/en/errors/404.html', 'Seite nicht gefunden', { notice_behavior: 'expressed,eu' });
        start();
        page.bannerArrives();
        await page.clock.tickAsync(100);
        expect(page.sent, 'no consent yet').to.deep.equal([]);
        page.visitorChooses('0,1,2:');
        await page.clock.tickAsync(2500);
        expect(sent().map(view => view.pageType)).to.deep.equal(['errorPage']);
    });

    it('still recognises the error path when the page title cannot be read, with only a warning', async () => {
        open('https://www.alderway.com/en/errors/404.html', 'ignored');
        // A DOM edge that fails: the title getter throws.
        Object.defineProperty(testDom.window.document, 'title', {
            configurable: true,
            get: () => {
                throw new Error('The title is not available.');
            }
        });
        start();
        await page.clock.tickAsync(50);
        expect(sent().map(view => view.pageType)).to.deep.equal(['errorPage']);
        expect(console.lines('warn').some(line => line.includes('"page title"') && line.includes('The title is not available.'))).to.equal(
            true
        );
        expect(console.lines('error')).to.deep.equal([]);
    });

    it('lets the page view of an ordinary page go when its title cannot be read, with only a warning', async () => {
        open('https://www.alderway.com/specials.html', 'ignored');
        Object.defineProperty(testDom.window.document, 'title', {
            configurable: true,
            get: () => {
                throw new Error('The title is not available.');
            }
        });
        start();
        await page.clock.tickAsync(50);
        const views = sent();
        expect(views).to.have.length(1);
        expect(views[0]).not.to.have.property('pageType');
        expect(console.lines('warn').filter(line => line.includes('"page title"'))).to.have.length(1);
        expect(console.lines('error')).to.deep.equal([]);
    });

    it('reports the errorPage even when the consent banner loads before page bottom', async () => {
        // Container in the head, the banner script back before the page's content is in.
        open('https://www.alderway.com/en/errors/404.html', 'Page not found');
        page.holdPageBottom();
        start();
        page.bannerArrives();
        await page.clock.tickAsync(50);
        page.pageBottom();
        await page.clock.tickAsync(50);
        expect(
            sent().some(beacon => beacon.pageType === 'errorPage'),
            'some beacon says this page is an errorPage'
        ).to.equal(true);
    });
});
