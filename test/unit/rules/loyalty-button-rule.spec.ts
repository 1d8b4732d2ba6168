import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** The loyalty buttons of the loyalty pages (demo-site loyalty pages). */
const BUTTONS =
    '<p class="loyalty-buttons">' +
    '<a class="loyalty-login cta" href="/dashboard">Log in</a> ' +
    '<a class="loyalty-register cta secondary" href="/pre-registration">Join  now</a></p>' +
    '<a id="status-match" href="/status-match">Already elite elsewhere? Match your status.</a>';

/** The pre-registration page's form: its submit button is a register button too. */
const PRE_REGISTRATION =
    '<form id="pre-registration" action="/dashboard" method="get">' +
    '<label>Email <input name="email" type="email"></label>' +
    '<button id="create" class="loyalty-register" type="submit">Create my account</button></form>';

describe('LoyaltyButtonRule', () => {
    let page: AnalyticsTestPage;

    async function open(url: string, html: string): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({ url, html, globals: { pageName: 'alderway:us:loyalty:index' } });
    }

    afterEach(() => page.stop());

    it('tracks the login button as a login (event376) with its text in eVar45, by sendBeacon as it leaves for the dashboard', async () => {
        await open('https://loyalty.alderway.com/', BUTTONS);
        await page.click('.loyalty-login');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'loyalty:Log in', v45: 'Log in', events: 'event376' });
    });

    it('tracks the register button as registration and enrolment (event375), not as a login', async () => {
        await open('https://loyalty.alderway.ca/', BUTTONS);
        await page.click('.loyalty-register');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pev2: 'loyalty:Join now', v45: 'Join now', events: 'event375' });
    });

    it("tracks the pre-registration form's submit button as a registration, by sendBeacon as the form submits", async () => {
        await open('https://loyalty.alderway.com/pre-registration', PRE_REGISTRATION);
        await page.click('#create');
        const beacons = page.decodedBeacons();
        expect(beacons.map(beacon => beacon.transport)).to.deep.equal(['sendBeacon']);
        expect(beacons[0].values).to.include({ v45: 'Create my account', events: 'event375' });
    });

    it('sends by image when the button keeps the visitor on the page', async () => {
        await open('https://loyalty.kestrelcarhire.co.uk/', '<button class="loyalty-login" type="button">Sign in</button>');
        await page.click('.loyalty-login');
        const beacons = page.decodedBeacons();
        expect(beacons.map(beacon => beacon.transport)).to.deep.equal(['image']);
        expect(beacons[0].values).to.include({ v45: 'Sign in', events: 'event376' });
    });

    it("sends nothing for the page's other links", async () => {
        await open('https://loyalty.alderway.com/', BUTTONS);
        await page.click('#status-match');
        expect(page.sent).to.deep.equal([]);
    });
});
