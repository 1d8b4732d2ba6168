import { expect } from 'chai';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** The rental home's calls to action (demo-site rental pages), one of them written by hand and not JSON. */
const HOME =
    '<section><h1>Rent a car with Alderway Car Rental</h1>' +
    '<a id="book" class="cta" href="/reserve-car.html" data-track=\'{"cta":"book-now","position":"hero"}\'>Book now</a> ' +
    '<button id="broken-track" class="cta secondary" type="button" data-track="{cta: weekend-deals}">Weekend deals</button>' +
    '</section>';

describe('DataTrackClickRule', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;
    let conditionFailed: string[];

    async function open(html: string): Promise<void> {
        page = new AnalyticsTestPage('https://www.alderway.com/', undefined, { pageName: 'alderway:us:rental:home' }).withMarkup(html);
        console = captureConsole();
        page.start();
        conditionFailed = page.watchFailedConditions();
        await page.afterPageView();
        conditionFailed.length = 0;
    }

    afterEach(() => page.stop());

    it('sends the data-track JSON as eVar55, named by its cta, by sendBeacon as the link leaves the page', async () => {
        await open(HOME);
        await page.click('#book');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'book-now', v55: '{"cta":"book-now","position":"hero"}' });
    });

    it('sends by image when the tracked element keeps the visitor on the page', async () => {
        await open(
            '<button id="deals" type="button" data-track=\'{"cta":"weekend-deals"}\'>Weekend deals</button>' +
                '<a id="top" href="#main" data-track=\'{"cta":"back-to-top"}\'>Top</a>' +
                '<a id="tab" href="/specials.html" target="_blank" data-track=\'{"cta":"specials-tab"}\'>Specials</a>'
        );
        await page.click('#deals');
        await page.click('#top');
        await page.click('#tab');
        expect(page.decodedBeacons().map(beacon => `${beacon.transport} ${beacon.values.pev2}`)).to.deep.equal([
            'image weekend-deals',
            'image back-to-top',
            'image specials-tab'
        ]);
    });

    it('does not fire for a data-track attribute that is not JSON: no beacon, no console error', async () => {
        await open(HOME);
        await page.click('#broken-track');
        expect(page.sent).to.deep.equal([]);
        expect(conditionFailed).to.deep.equal(['data-track-click']);
        expect(console.lines('error')).to.deep.equal([]);
    });

    it('does not fire for an empty data-track attribute, or JSON that is not an object', async () => {
        await open(
            ['""', '[1,2]', '"hero"', '42', 'null']
                .map((value, index) => `<button id="b${index}" type="button" data-track='${value}'>Deal ${index}</button>`)
                .join('') + '<button id="empty" type="button" data-track="">Empty</button>'
        );
        for (const id of ['b0', 'b1', 'b2', 'b3', 'b4', 'empty']) {
            await page.click(`#${id}`);
        }
        expect(page.sent).to.deep.equal([]);
        expect(conditionFailed).to.have.length(6);
    });

    it("names the link by the element's clean text when the payload has no cta", async () => {
        await open('<a id="learn" class="cta" href="#faq" data-track=\'{"site":"trucks"}\'>Learn\n     more</a>');
        await page.click('#learn');
        expect(page.decodedBeacons()).to.have.length(1);
        expect(page.decodedBeacons()[0].values).to.include({ pev2: 'Learn more', v55: '{"site":"trucks"}' });
    });

    it('takes the payload of the tracked element when the click lands on something inside it', async () => {
        await open(
            '<a class="cta" href="https://reservations.alderway.com/car-rental/reservation/startReservation.html" data-track=\'{"cta":"member-book","position":"dashboard"}\'>' +
                '<span class="icon">★</span> <span id="label">Book with points</span></a>'
        );
        await page.click('#label');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pev2: 'member-book', v55: '{"cta":"member-book","position":"dashboard"}' });
    });

    it('caps the link name at 250 characters', async () => {
        await open(`<button id="long" type="button" data-track='{"position":"footer"}'>${'x'.repeat(300)}</button>`);
        await page.click('#long');
        expect(page.decodedBeacons()[0].values.pev2).to.equal('x'.repeat(250));
    });
});
