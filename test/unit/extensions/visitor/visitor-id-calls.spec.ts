import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { captureConsole } from '../../console-capture';
import { MID, PAGE_CODE_URL, VisitorTestPage } from './visitor-test-page';

const AID = '2B6C1A58051D2A4F-40000106200016B5';

/**
 * The identity calls as page-code settings steer them (docs/protocols.md §1.3): no third-party
 * calls, a first-party server, and what a failing, slow or odd server leaves the visitor with.
 * The page is on an excluded path, so the instance is page code's; the network is sinon's.
 */
describe('The visitor-ID calls', () => {
    let page: VisitorTestPage;
    let instance: VisitorInstance;

    async function instanceWith(config: Record<string, unknown>): Promise<void> {
        captureConsole();
        page = new VisitorTestPage(PAGE_CODE_URL).start();
        instance = await page.pageCodeInstance(config);
    }

    afterEach(() => page.stop());

    it('makes the MID in the browser and calls nothing with disableThirdPartyCalls', async () => {
        await instanceWith({ disableThirdPartyCalls: true });
        expect(page.urls()).to.deep.equal([]);
        expect(instance.getMarketingCloudVisitorID()).to.match(/^\d{38}$/);
        expect(instance.isClientSideMarketingCloudVisitorID()).to.equal(true);
        expect(instance.getAudienceManagerLocationHint()).to.equal('');
    });

    it('makes the MID in the browser when the audience manager answers none, and asks for the rest with it', async () => {
        await instanceWith({});
        expect(page.urls()[0]).to.match(/^https:\/\/dpm\.demdex\.net\/id\?/);
        page.answer(0, { d_mid: 'NOTARGET', dcs_region: 9 });
        await page.settle();
        expect(instance.getMarketingCloudVisitorID()).to.match(/^\d{38}$/);
        expect(instance.isClientSideMarketingCloudVisitorID()).to.equal(true);
        expect(instance.MCIDCallTimedOut()).to.equal(false);
        expect(page.urls()).to.have.length(2);
        expect(page.urls()[1]).to.contain(`d_fieldgroup=AAM&`).and.to.contain(`d_mid=${instance.getMarketingCloudVisitorID()}`);
    });

    it('asks the first-party server when it is the MC server and the answer has no MID, and takes its mid and id', async () => {
        await instanceWith({
            marketingCloudServer: 'metrics.alderway.com',
            marketingCloudServerSecure: 'smetrics.alderway.com',
            trackingServer: 'metrics.alderway.com',
            trackingServerSecure: 'smetrics.alderway.com'
        });
        expect(page.urls()[0], 'the audience manager verifies the first-party server').to.match(
            /^https:\/\/dpm\.demdex\.net\/id\?.*&d_verify=1&/
        );
        page.answer(0, {});
        await page.settle();
        expect(page.urls()).to.have.length(2);
        expect(page.urls()[1]).to.match(/^https:\/\/smetrics\.alderway\.com\/id\?d_visid_ver=5\.4\.0&d_fieldgroup=MC&/);
        page.answer(1, { mid: MID, id: AID });
        await page.settle();
        expect([instance.getMarketingCloudVisitorID(), instance.getAnalyticsVisitorID()]).to.deep.equal([MID, AID]);
        expect(instance.isClientSideMarketingCloudVisitorID()).to.equal(false);
    });

    it('falls back to a browser MID when the first-party server has none either', async () => {
        await instanceWith({ marketingCloudServer: 'metrics.alderway.com', marketingCloudServerSecure: 'smetrics.alderway.com' });
        page.answer(0, {});
        await page.settle();
        page.answer(1, { mid: 'not an id' });
        await page.settle();
        expect(instance.getMarketingCloudVisitorID()).to.match(/^\d{38}$/);
        expect(instance.isClientSideMarketingCloudVisitorID()).to.equal(true);
    });

    it('notes a MID call that timed out, and falls back', async () => {
        await instanceWith({ loadTimeout: 500 });
        await page.clock.tickAsync(500);
        expect(instance.MCIDCallTimedOut()).to.equal(true);
        expect(instance.getMarketingCloudVisitorID()).to.match(/^\d{38}$/);
        expect(instance.CORSErrors.map(error => error.error)).to.deep.equal(['ontimeout']);
    });

    it('records an answer that is not 200 or not JSON as a CORS error and falls back', async () => {
        await instanceWith({});
        page.answer(0, { d_mid: MID }, 500);
        await page.settle();
        expect(instance.CORSErrors.map(error => error.error)).to.deep.equal(['status 500']);
        expect(instance.getMarketingCloudVisitorID()).to.match(/^\d{38}$/);
        page.stop();
        await instanceWith({});
        page.answer(0, '[1, 2]');
        await page.settle();
        expect(instance.CORSErrors.map(error => error.error)).to.deep.equal(['Response is not JSON']);
    });

    it('asks the tracking server for the analytics id once the MID is known, then the audience manager', async () => {
        await instanceWith({ trackingServer: 'metrics.alderway.com', trackingServerSecure: 'smetrics.alderway.com' });
        page.answer(0, { d_mid: MID });
        await page.settle();
        expect(page.urls()[1]).to.match(
            new RegExp(`^https://smetrics\\.alderway\\.com/id\\?d_visid_ver=5\\.4\\.0&d_fieldgroup=A&.*mid=${MID}`)
        );
        page.answer(1, { id: AID });
        await page.settle();
        expect(instance.getAnalyticsVisitorID()).to.equal(AID);
        expect(page.urls()).to.have.length(3);
        expect(page.urls()[2]).to.match(/^https:\/\/dpm\.demdex\.net\/id\?.*d_fieldgroup=AAM/);
        page.answer(2, { dcs_region: 7, d_blob: 'B', d_optout: ['global'], d_ottl: 60 });
        await page.settle();
        // The answer's number on the page that received it (VisitorAPI 5.x).
        expect([instance.getAudienceManagerLocationHint(), instance.getAudienceManagerBlob(), instance.isOptedOut()]).to.deep.equal([
            7,
            'B',
            true
        ]);
    });

    it('keeps NONE as the analytics id when the tracking server fails, and says so', async () => {
        await instanceWith({ trackingServer: 'metrics.alderway.com', trackingServerSecure: 'smetrics.alderway.com' });
        page.answer(0, { d_mid: MID });
        await page.settle();
        page.requests[1].respond(200, {}, 'not json');
        await page.settle();
        expect(instance.getAnalyticsVisitorID()).to.equal('');
        expect(page.amcv().decoded).to.contain('|MCAID|NONE|');
    });
});
