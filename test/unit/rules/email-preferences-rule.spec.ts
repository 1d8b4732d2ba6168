import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** The email landing pages (demo-site service pages). */
const UNSUBSCRIBE =
    '<section><h1>Unsubscribe</h1><button id="unsubscribe-button" type="button">Unsubscribe from all marketing emails</button></section>';
const PREFERENCES =
    '<section><h1>Email preferences</h1><form id="email-preferences">' +
    '<label><input id="offers" type="checkbox" name="offers" checked> Offers and promotions</label>' +
    '<label><input type="checkbox" name="news"> Company news</label>' +
    '<button id="save-preferences" type="submit">Save preferences</button></form></section>';

describe('EmailPreferencesRule', () => {
    let page: AnalyticsTestPage;

    async function open(url: string, html: string): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({ url, html, globals: { pageName: 'email:preferences' } });
    }

    afterEach(() => page.stop());

    it('tracks unsubscribing as event420, by image as the page stays', async () => {
        await open('https://email.alderway.com/unsubscribe', UNSUBSCRIBE);
        await page.click('#unsubscribe-button');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('image');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'email unsubscribe', events: 'event420' });
    });

    it('tracks saving the preferences as event421, by sendBeacon as the form submits', async () => {
        await open('https://email.rovanta.com/email-preferences', PREFERENCES);
        await page.click('#save-preferences');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pev2: 'email preferences', events: 'event421' });
    });

    it('sends nothing for the other controls of the form', async () => {
        await open('https://email.kestrelcarhire.co.uk/email-preferences', PREFERENCES);
        await page.click('#offers');
        expect(page.sent).to.deep.equal([]);
    });
});
