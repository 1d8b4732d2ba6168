import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** Step 1 of the reservation funnel (demo-site rental pages), as the server renders it. */
const FUNNEL_START =
    '<section class="funnel"><form id="reservation-start">' +
    '<label>Pick-up location <input id="pick-up"></label>%ERRORS%</form>' +
    '<a id="continue" class="cta" href="/car-rental/reservation/chooseAddOn.html">Continue</a></section>';

describe('FormErrorRule', () => {
    let page: AnalyticsTestPage;
    let conditionFailed: string[];

    /** The page as it arrives, and its beacons once the page view has gone. */
    async function open(errors: string): Promise<Array<Record<string, string>>> {
        page = new AnalyticsTestPage('https://reservations.alderway.com/car-rental/reservation/startReservation.html', undefined, {
            pageName: 'alderway:us:rental:start'
        }).withMarkup(FUNNEL_START.replace('%ERRORS%', errors));
        captureConsole();
        page.start();
        conditionFailed = page.watchFailedConditions();
        await page.clock.tickAsync(50);
        return page.decodedBeacons().map(beacon => beacon.values);
    }

    afterEach(() => page.stop());

    it('puts event30 and the error texts, joined by a pipe, on the page view of a page that arrives with errors', async () => {
        const [view, ...more] = await open(
            '<p class="error">Please enter a pick-up location.</p><p role="alert">Choose your dates  before\nyou continue.</p>'
        );
        expect(more, 'on the page view, not as a beacon of its own').to.deep.equal([]);
        expect(view).not.to.have.property('pe');
        expect(view.events.split(',')).to.include('event30');
        expect(view.c11).to.equal('Please enter a pick-up location.|Choose your dates before you continue.');
    });

    it('counts every kind of error paragraph: p.error, p.form-error and p[role=alert]', async () => {
        const [view] = await open(
            '<p class="form-error">Enter a valid email.</p><p class="error">Pick a date.</p><p role="alert">Card declined.</p>'
        );
        expect(view.events.split(',')).to.include('event30');
        expect(view.c11).to.equal('Enter a valid email.|Pick a date.|Card declined.');
    });

    it('puts no event30 on the page view of a page without errors, or with empty error paragraphs', async () => {
        const [view] = await open('<p class="error">  </p><p class="hint">Airport codes work too.</p>');
        expect(view.events ?? '').not.to.contain('event30');
        expect(view).not.to.have.property('c11');
        expect(conditionFailed).to.include('form-error');
    });
});
