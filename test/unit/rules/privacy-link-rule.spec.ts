import { expect } from 'chai';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** The footer every site shares (demo-site layout): the privacy statement link and the consent link container. */
const FOOTER =
    '<footer class="site-footer"><span>© Alderway Car Rental</span>' +
    '<a id="privacy-link" href="https://privacy.alderway.com/">Privacy statement</a><div id="teconsent"></div></footer>';

/** The privacy host's home (demo-site service pages). */
const PRIVACY_HOME =
    '<section><h1>Privacy at Alderway Car Rental</h1>' +
    '<a id="privacy-policy-link" href="/cookie-policy">Read our cookie policy</a>' +
    '<a id="contact" href="/contact">Contact our privacy team</a></section>';

describe('PrivacyLinkRule', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;
    let monitored: string[];

    async function open(url: string, html: string): Promise<void> {
        console = captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({
            url,
            html,
            globals: { pageName: 'privacy' },
            watch: opened => (monitored = opened.watchRuleOutcomes())
        });
    }

    afterEach(() => page.stop());

    it("tracks the footer's privacy statement link as event302, by sendBeacon as it leaves the page", async () => {
        await open('https://www.alderway.com/', FOOTER);
        await page.click('#privacy-link');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'privacy:Privacy statement', events: 'event302' });
    });

    it("tracks the privacy host's cookie-policy link as event302", async () => {
        await open('https://privacy.alderway.com/', PRIVACY_HOME);
        await page.click('#privacy-policy-link');
        expect(page.decodedBeacons().map(beacon => `${beacon.values.pev2} ${beacon.values.events}`)).to.deep.equal([
            'privacy:Read our cookie policy event302'
        ]);
    });

    it("sends nothing for the privacy host's other links", async () => {
        await open('https://privacy.rovanta.com/', PRIVACY_HOME);
        await page.click('#contact');
        expect(page.sent).to.deep.equal([]);
    });

    it('logs a beacon that fails to leave as a warning; the click reaches the page and later clicks are tracked', async () => {
        await open('https://www.alderway.com/', FOOTER);
        page.sendBeaconThrows(1);
        await page.click('#privacy-link');
        expect(page.sent).to.deep.equal([]);
        expect(console.lines('warn')).to.deep.equal(['\u{1F680} The privacy-link rule failed. TypeError: sendBeacon is blocked.']);
        expect(console.lines('error')).to.deep.equal([]);
        expect(page.pageClicks).to.equal(1);
        expect(monitored).to.include('completed privacy-link').and.not.to.include('failed privacy-link');

        await page.click('#privacy-link');
        // Within the transport's 5000 ms request watchdog at most.
        await page.clock.tickAsync(5000);
        expect(page.decodedBeacons().map(beacon => beacon.values.events)).to.deep.equal(['event302']);
    });
});
