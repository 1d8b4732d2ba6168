import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** The onramp app's chrome (demo-site onramp pages): a bottom navigation and a footer. */
const ONRAMP =
    '<div class="onramp"><h1>Welcome to Alderway Car Rental</h1>' +
    '<a id="see-car" class="cta" href="/Welcome/Car/">See my car</a>' +
    '<nav id="onramp-bottom-nav" aria-label="App">' +
    '<a class="onramp-nav-item" href="/Welcome/">Home</a>' +
    '<a id="my-car" class="onramp-nav-item" href="/Welcome/Car/"><span class="icon">🚗</span> <span id="my-car-label">My car</span></a>' +
    '<a class="onramp-nav-item" href="/Welcome/Help/">Help</a></nav>' +
    '<div id="onramp-footer">' +
    '<a class="onramp-footer-link" href="/Welcome/Terms/">Rental terms</a>' +
    '<a id="roadside" class="onramp-footer-link" href="/Welcome/Roadside/">Roadside  assistance</a></div></div>';

describe('OnrampNavigationRule', () => {
    let page: AnalyticsTestPage;

    async function open(url = 'https://onramp.alderway.com/Welcome/'): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({ url, html: ONRAMP, globals: { pageName: 'onramp:welcome' } });
    }

    afterEach(() => page.stop());

    it('sends the bottom-navigation item used as prop20, by sendBeacon as the app moves on', async () => {
        await open();
        await page.click('#my-car-label');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'onramp:🚗 My car', c20: '🚗 My car' });
    });

    it('sends the footer link used as prop20, with its text cleaned', async () => {
        await open('https://onramp.kestrelcarhire.co.uk/Welcome/Car/');
        await page.click('#roadside');
        expect(page.decodedBeacons().map(beacon => beacon.values.c20)).to.deep.equal(['Roadside assistance']);
    });

    it('sends nothing for links outside the navigation and the footer', async () => {
        await open();
        await page.click('#see-car');
        expect(page.sent).to.deep.equal([]);
    });
});
