import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

describe('LinkTrackingRule', () => {
    let page: AnalyticsTestPage;

    async function open(url: string, html: string): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({ url, html, globals: { pageName: 'home' } });
    }

    afterEach(() => page.stop());

    it('sends a download link as lnk_d, with its URL without the query, by sendBeacon', async () => {
        await open('https://www.alderway.com/', '<a id="terms" href="/brochure/rental-terms.pdf?session=abc">Rental terms (PDF)</a>');
        await page.click('#terms');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({
            pe: 'lnk_d',
            pev1: 'https://www.alderway.com/brochure/rental-terms.pdf',
            pev2: 'Rental terms (PDF)'
        });
    });

    it('knows download file types whatever their case, and ignores pages whose path only looks like one', async () => {
        await open(
            'https://www.alderway.com/',
            '<a id="rates" href="/docs/Rates.XLSX">Rates</a>' +
                '<a id="page" href="/docs/rates.html">Rates online</a><a id="dir" href="/pdf/rates">Rates folder</a>'
        );
        await page.click('#rates');
        await page.click('#page');
        await page.click('#dir');
        expect(page.decodedBeacons().map(beacon => `${beacon.values.pe} ${beacon.values.pev1}`)).to.deep.equal([
            'lnk_d https://www.alderway.com/docs/Rates.XLSX'
        ]);
    });

    it('sends a download that stays on the page (download attribute) by image', async () => {
        await open('https://www.alderway.com/', '<a id="csv" href="/export/locations.csv" download>Locations</a>');
        await page.click('#csv');
        expect(page.decodedBeacons().map(beacon => `${beacon.transport} ${beacon.values.pe}`)).to.deep.equal(['image lnk_d']);
    });

    it("sends a link off the brand's registrable domain as an exit link (lnk_e) by sendBeacon, even into a new tab", async () => {
        await open(
            'https://www.alderway.com/',
            '<a id="hotels" href="https://www.partner-hotels.example/deals?ref=alderway">Hotels</a>' +
                '<a id="rovanta" href="https://www.rovanta.com/" target="_blank">Rovanta</a>'
        );
        await page.click('#hotels');
        await page.click('#rovanta');
        expect(
            page.decodedBeacons().map(beacon => `${beacon.transport} ${beacon.values.pe} ${beacon.values.pev1} ${beacon.values.pev2}`)
        ).to.deep.equal([
            'sendBeacon lnk_e https://www.partner-hotels.example/deals Hotels',
            'sendBeacon lnk_e https://www.rovanta.com/ Rovanta'
        ]);
    });

    it("sends nothing for links to the brand's own hosts and pages", async () => {
        await open(
            'https://www.alderway.com/',
            '<a id="careers" href="https://careers.alderway.com/">Careers</a>' +
                '<a id="local" href="/specials.html">Specials</a><a id="hash" href="#main">Top</a>'
        );
        await page.click('#careers');
        await page.click('#local');
        await page.click('#hash');
        expect(page.sent).to.deep.equal([]);
    });

    it('tells brands apart under a two-label public suffix (co.uk)', async () => {
        await open(
            'https://www.alderway.co.uk/',
            '<a id="careers" href="https://careers.alderway.co.uk/">Careers</a>' +
                '<a id="kestrel" href="https://www.kestrelcarhire.co.uk/">Kestrel Car Hire</a>'
        );
        await page.click('#careers');
        await page.click('#kestrel');
        expect(page.decodedBeacons().map(beacon => `${beacon.values.pe} ${beacon.values.pev1}`)).to.deep.equal([
            'lnk_e https://www.kestrelcarhire.co.uk/'
        ]);
    });

    it('ignores mailto:, tel: and javascript: links', async () => {
        await open(
            'https://www.alderway.com/',
            '<a id="mail" href="mailto:help@alderway.com">Mail us</a>' +
                '<a id="tel" href="tel:+18005550100">Call us</a><a id="js" href="javascript:void(0)">Menu</a>'
        );
        await page.click('#mail');
        await page.click('#tel');
        await page.click('#js');
        expect(page.sent).to.deep.equal([]);
    });

    it('caps the link name at 250 characters', async () => {
        await open(
            'https://www.alderway.com/',
            `<a id="long" href="https://www.partner-hotels.example/">${'Hotels near the airport '.repeat(20)}</a>`
        );
        await page.click('#long');
        const [beacon] = page.decodedBeacons();
        expect(beacon.values.pev2).to.equal('Hotels near the airport '.repeat(20).trim().slice(0, 250));
        expect(beacon.values.pev2).to.have.length(250);
    });

    it('names a link without text by its URL', async () => {
        await open(
            'https://www.alderway.com/',
            '<a id="logo" href="https://www.partner-hotels.example/"><img alt="Partner hotels" src="/logo.png"></a>'
        );
        await page.click('#logo');
        expect(page.decodedBeacons().map(beacon => beacon.values.pev2)).to.deep.equal(['https://www.partner-hotels.example/']);
    });
});
