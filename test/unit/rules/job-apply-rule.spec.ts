import { expect } from 'chai';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';

/** A careers job page (demo-site careers pages). */
const JOB_PAGE =
    '<section><h1>Rental Sales Agent</h1><p class="job-location">Denver, CO</p>' +
    '<a id="apply-button" class="cta" href="/jobs/J-1042?applied=1" data-job-id="J-1042">Apply now</a></section>';

describe('JobApplyRule', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;
    let monitored: string[];

    async function open(html = JOB_PAGE): Promise<void> {
        console = captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({
            url: 'https://careers.alderway.com/jobs/J-1042',
            html,
            globals: { pageName: 'careers:job' },
            watch: opened => (monitored = opened.watchRuleOutcomes())
        });
    }

    afterEach(() => page.stop());

    it('tracks apply as careers apply (event413) named by the job id, by sendBeacon as it leaves for the application', async () => {
        await open();
        await page.click('#apply-button');
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('sendBeacon');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'job apply:J-1042', events: 'event413' });
    });

    it('sends by image when the application opens in a new tab', async () => {
        await open(JOB_PAGE.replace('data-job-id', 'target="_blank" data-job-id'));
        await page.click('#apply-button');
        expect(page.decodedBeacons().map(beacon => `${beacon.transport} ${beacon.values.events}`)).to.deep.equal(['image event413']);
    });

    it("logs a beacon that fails to leave as a warning, and the page's own click handling goes on", async () => {
        await open();
        page.sendBeaconThrows(1);
        await page.click('#apply-button');
        expect(page.sent).to.deep.equal([]);
        expect(console.lines('warn')).to.deep.equal(['\u{1F680} Job-apply tracking failed. TypeError: sendBeacon is blocked.']);
        expect(console.lines('error')).to.deep.equal([]);
        expect(page.pageClicks, 'the click reached the page').to.equal(1);
        expect(monitored).to.include('completed job-apply').and.not.to.include('failed job-apply');
    });

    it('logs every failed apply beacon as a warning and throws nothing into the page later', async () => {
        await open();
        page.sendBeaconThrows();
        await page.click('#apply-button', 10);
        page.dispatchClick('#apply-button');
        let thrown: unknown;
        try {
            // Past the transport's 5000 ms request watchdog.
            await page.clock.tickAsync(6000);
        } catch (error) {
            thrown = error;
        }
        expect(thrown, "an exception escaped into the page's event loop").to.equal(undefined);
        expect(console.lines('warn').filter(line => line.startsWith('\u{1F680} Job-apply tracking failed.'))).to.have.length(2);
    });
});
