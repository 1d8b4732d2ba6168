import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

/** The careers home's job search form (demo-site careers pages). */
const SEARCH_FORM =
    '<form id="job-search" action="/jobs" method="get">' +
    '<label>Keyword <input id="keyword" name="keyword"></label>' +
    '<label>Location <input id="location" name="location"></label>' +
    '<label>Radius <select id="radius" name="radius"><option value="10">10 km</option><option value="25" selected>25 km</option><option value="50">50 km</option></select></label>' +
    '<button id="job-search-submit" type="submit">Search jobs</button>' +
    '<button id="clear" type="button">Clear</button></form>';

describe('JobSearchRule', () => {
    let page: AnalyticsTestPage;

    async function open(url = 'https://careers.alderway.com/'): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({ url, html: SEARCH_FORM, globals: { pageName: 'careers:search' } });
    }

    function fill(keyword: string, location: string, radius: string): void {
        const document = testDom.window.document;
        (document.getElementById('keyword') as HTMLInputElement).value = keyword;
        (document.getElementById('location') as HTMLInputElement).value = location;
        (document.getElementById('radius') as HTMLSelectElement).value = radius;
    }

    afterEach(() => page.stop());

    it('sends keyword and location trimmed and lower-cased, the radius, and event410, by sendBeacon as the search submits', async () => {
        await open();
        fill('  Rental AGENT ', 'Denver, CO', '50');
        await page.click('#job-search-submit');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({
            pe: 'lnk_o',
            pev2: 'job search',
            v41: 'rental agent',
            v42: 'denver, co',
            v43: '50',
            events: 'event410'
        });
    });

    it('leaves empty fields off the beacon', async () => {
        await open('https://careers.alderway.ca/');
        fill('', '   ', '25');
        await page.click('#job-search-submit');
        const [beacon] = page.decodedBeacons();
        expect(beacon.values).to.include({ v43: '25', events: 'event410' });
        expect(beacon.values).not.to.have.any.keys('v41', 'v42');
    });

    it("sends nothing for the form's other buttons", async () => {
        await open();
        fill('agent', 'Dallas', '10');
        await page.click('#clear');
        expect(page.sent).to.deep.equal([]);
    });
});
