import { expect } from 'chai';
import { bench } from './fixture';

/** One URL per page type, each on a real host of the property (docs/requirements.md §2). */
const PAGES: Array<[url: string, kind: string, heading: RegExp]> = [
    ['https://www.alderway.com/', 'rental-home', /Rent a car with Alderway Car Rental/],
    ['https://tour.alderway.com/', 'tour', /tour/],
    ['https://reservations.alderway.com/reserve-car.html', 'reserve-car', /Reserve a car/],
    ['https://www.alderway.co.uk/specials.html', 'specials', /Specials/],
    ['https://reservations.alderway.com/car-rental/reservation/startReservation.html', 'reservation-step', /Start your reservation/],
    ['https://reservations.alderway.ca/car-rental/reservation/reviewAndSubmit.html', 'reservation-step', /Review and submit/],
    ['https://legacy.rovanta.com/car-rental/dateSelection.html', 'legacy-step', /Dates and location/],
    ['https://www.alderway.com/faq.html', 'faq', /Frequently asked questions/],
    ['https://www.alderwaytrucks.com/', 'brand-site-home', /trucks/],
    ['https://careers.alderway.ca/', 'careers-search', /Careers at Alderway/],
    ['https://karriere.alderway.de/jobs?keyword=agent&location=Berlin&radius=25', 'job-results', /1 jobs for "agent"/],
    ['https://careers.alderway.com/jobs/J-1042', 'job', /Rental Sales Agent/],
    ['https://loyalty.alderway.com/', 'loyalty-index', /Circle/],
    ['https://loyalty.alderway.com/dashboard', 'loyalty-dashboard', /Welcome back/],
    ['https://loyalty.rovanta.com/pre-registration', 'loyalty-pre-registration', /Join in a minute/],
    ['https://loyalty.alderway.co.uk/status-match', 'status-match', /Status match/],
    ['https://onramp.alderway.com/Welcome/', 'onramp-welcome', /Welcome to/],
    ['https://onramp.kestrelcarhire.co.uk/Welcome/Car/', 'onramp-vehicle', /Your car/],
    ['https://privacy.alderway.com/', 'privacy-home', /Privacy at/],
    ['https://privacy.rovanta.com/cookie-policy', 'cookie-policy', /Cookie policy/],
    ['https://email.alderway.com/unsubscribe', 'email-unsubscribe', /Unsubscribe/],
    ['https://email.kestrelcarhire.co.uk/email-preferences', 'email-preferences', /Email preferences/],
    ['https://promo.alderway.ca/', 'promotion-index', /Current promotions/],
    ['https://promo.rovanta.ca/credentials/spring-getaway?lang=fr_ca', 'promotion', /Escapade printanière/],
    ['https://www.alderway.com/en/errors/404.html', 'not-found', /can't find that page/]
];

describe('The demo site', () => {
    for (const [url, kind, heading] of PAGES) {
        it(`serves ${kind} at ${url} with the container running`, async () => {
            const page = await bench().newPage();
            expect(await page.visit(url)).to.equal(200);
            const state = await page.page.evaluate(() => ({
                kind: window.__demoPage?.kind,
                heading: document.querySelector('main h1')?.textContent ?? '',
                pageName: (window as unknown as { pageName?: string }).pageName,
                build: (window as unknown as { _satellite?: { buildInfo?: { environment: string } } })._satellite?.buildInfo?.environment
            }));
            expect(state.kind).to.equal(kind);
            expect(state.heading).to.match(heading);
            expect(state.pageName).to.match(/^(alderway|rovanta|kestrel):(us|ca|uk|ie|de|fr|es):/);
            expect(state.build, 'the production container started').to.equal('production');
        });
    }

    it('answers an unknown path with the 404 page and a 404 status', async () => {
        const page = await bench().newPage();
        page.expectError(/404/);
        expect(await page.visit('https://www.rovanta.de/gibt-es-nicht')).to.equal(404);
        expect(await page.page.title()).to.match(/^Page not found \| Rovanta/);
        expect(await page.page.evaluate(() => window.__demoPage?.kind)).to.equal('not-found');
    });

    it("sets the page globals and data-layer items before the container, as the sites' templates do", async () => {
        const page = await bench().newPage();
        await page.visit('https://careers.alderway.com/jobs/J-2210');
        const seen = await page.page.evaluate(() => ({
            pageName: (window as unknown as { _satellite: { getVar(name: string): unknown } })._satellite.getVar('page name'),
            jobDescription: (window as unknown as { _satellite: { getVar(name: string): unknown } })._satellite.getVar('job description'),
            dataLayer: (window as unknown as { adobeDataLayer: Array<{ event?: string }> }).adobeDataLayer.map(item => item.event ?? 'data')
        }));
        expect(seen.pageName).to.equal('alderway:us:careers:job');
        expect(seen.jobDescription).to.match(/^\{"job":\{"id":"j-2210","title":"vehicle service technician"/);
        expect(seen.dataLayer).to.deep.equal(['data', 'job-view', 'page-view']);
    });

    it("keeps a QA user's bundle choice for the visit, and serves pages without the container for baselines", async () => {
        const page = await bench().newPage();
        await page.visit('http://www.alderway.com.localhost/?tagEnv=staging');
        expect(
            await page.page.evaluate(
                () => (window as unknown as { _satellite: { buildInfo: { environment: string } } })._satellite.buildInfo.environment
            )
        ).to.equal('staging');
        await page.visit('http://www.alderway.com.localhost/specials.html');
        expect(
            await page.page.evaluate(
                () => (window as unknown as { _satellite: { buildInfo: { environment: string } } })._satellite.buildInfo.environment
            )
        ).to.equal('staging');
        await page.visit('https://www.alderway.com/?tagLoad=none');
        expect(
            await page.page.evaluate(() => typeof (window as unknown as { _satellite?: { track?: unknown } })._satellite?.track)
        ).to.equal('undefined');
    });
});
