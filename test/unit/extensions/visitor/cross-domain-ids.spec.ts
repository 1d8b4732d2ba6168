import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { RETURNING_VISITOR } from '../analytics/analytics-test-page';
import { MID, NOW_S, ORG, ORG_PARAM, VisitorTestPage } from './visitor-test-page';

/** A first visit on a US host: consent is implied, no ids are kept. */
const NEW_VISITOR = { notice_behavior: 'implied,us' };
const SDID = '1A2B3C4D5E6F7081-0A1B2C3D4E5F6071';
/** `MCORGID=...` as it stands, encoded twice, inside an appended parameter. */
const ORG_IN_PARAMETER = `MCORGID%3D${encodeURIComponent(ORG_PARAM)}`;

/** docs/protocols.md §1.6: the ids that travel in URLs between the company's domains. */
describe('Cross-domain ids (adobe_mc, adobe_mc_sdid)', () => {
    let page: VisitorTestPage;

    afterEach(() => page.stop());

    async function returningVisitor(
        url = 'https://www.rovanta.com/',
        cookies: Record<string, string> = RETURNING_VISITOR
    ): Promise<VisitorInstance> {
        page = new VisitorTestPage(url, cookies).start();
        await page.settle();
        return page.visitor.instance!;
    }

    function adobeMc(fields: string): string {
        return `https://www.rovanta.com/?adobe_mc=${encodeURIComponent(fields)}`;
    }

    describe('appending adobe_mc', () => {
        it('starts the query when there is none, and adds to one ending in ? or & without another separator', async () => {
            const instance = await returningVisitor();
            const payload = `adobe_mc=MCMID%3D${MID}%7C${ORG_IN_PARAMETER}%7CTS%3D${NOW_S}`;
            expect(instance.appendVisitorIDsTo('https://www.alderway.com/a')).to.equal(`https://www.alderway.com/a?${payload}`);
            expect(instance.appendVisitorIDsTo('https://www.alderway.com/a?')).to.equal(`https://www.alderway.com/a?${payload}`);
            expect(instance.appendVisitorIDsTo('https://www.alderway.com/a?x=1&')).to.equal(`https://www.alderway.com/a?x=1&${payload}`);
            expect(instance.appendVisitorIDsTo('https://www.alderway.com/a#')).to.equal(`https://www.alderway.com/a?${payload}#`);
        });

        it('carries the analytics id when there is one, and leaves out what is NONE', async () => {
            const amcv = `1176715910|MCMID|${MID}|MCAID|2B6C1A58051D2A4F-40000106200016B5|vVersion|5.4.0`;
            const instance = await returningVisitor('https://www.rovanta.com/', {
                ...RETURNING_VISITOR,
                [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(amcv)
            });
            const appended = decodeURIComponent(instance.appendVisitorIDsTo('https://www.alderway.com/').split('adobe_mc=')[1]);
            expect(appended).to.equal(`MCMID=${MID}|MCAID=2B6C1A58051D2A4F-40000106200016B5|MCORGID=${ORG_PARAM}|TS=${NOW_S}`);
        });
    });

    describe('appending adobe_mc_sdid', () => {
        it('appends the id it is given, with the org and the time', async () => {
            const instance = await returningVisitor();
            expect(instance.appendSupplementalDataIDTo('https://www.alderway.com/?x=1', SDID)).to.equal(
                `https://www.alderway.com/?x=1&adobe_mc_sdid=SDID%3D${SDID}%7C${ORG_IN_PARAMETER}%7CTS%3D${NOW_S}`
            );
        });

        it('appends the current id when given none, and nothing when there is none', async () => {
            const instance = await returningVisitor();
            instance.resetState();
            expect(instance.appendSupplementalDataIDTo('https://www.alderway.com/')).to.equal('https://www.alderway.com/');
            const current = instance.getSupplementalDataID('target');
            expect(instance.appendSupplementalDataIDTo('https://www.alderway.com/')).to.contain(`adobe_mc_sdid=SDID%3D${current}%7C`);
        });
    });

    describe('reading adobe_mc on arrival', () => {
        it('takes ids exactly 5 minutes old (359 s), and not at 6 (360 s)', async () => {
            await returningVisitor(adobeMc(`MCMID=${MID}|MCORGID=${ORG_PARAM}|TS=${NOW_S - 359}`), NEW_VISITOR);
            expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal(MID);
            page.stop();
            await returningVisitor(adobeMc(`MCMID=${MID}|MCORGID=${ORG_PARAM}|TS=${NOW_S - 360}`), NEW_VISITOR);
            expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal('');
        });

        for (const [what, fields] of [
            ["another org's", `MCMID=${MID}|MCORGID=OTHER%40AdobeOrg|TS=${NOW_S}`],
            ['a timeless', `MCMID=${MID}|MCORGID=${ORG_PARAM}`],
            ['a future-proof but unreadable', `MCMID=${MID}|MCORGID=${ORG_PARAM}|TS=soon`]
        ]) {
            it(`ignores ${what} adobe_mc and asks for a MID`, async () => {
                await returningVisitor(adobeMc(fields), NEW_VISITOR);
                expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal('');
                expect(page.urls()[0]).to.contain('&d_fieldgroup=MC&');
            });
        }

        it('ignores an adobe_mc that is not valid percent-encoding', async () => {
            await returningVisitor('https://www.rovanta.com/?adobe_mc=MCMID%3D%E0%A4%A', NEW_VISITOR);
            expect(page.urls()[0]).to.contain('&d_fieldgroup=MC&');
        });

        it('takes the analytics id alone, and still asks for a MID', async () => {
            await returningVisitor(adobeMc(`MCAID=2B6C1A58051D2A4F-40000106200016B5|MCORGID=${ORG_PARAM}|TS=${NOW_S}`), NEW_VISITOR);
            expect(page.visitor.instance!.getAnalyticsVisitorID()).to.equal('2B6C1A58051D2A4F-40000106200016B5');
            expect(page.urls()[0]).to.contain('&d_fieldgroup=MC&');
        });
    });

    describe('reading adobe_mc_sdid on arrival', () => {
        it("ignores another org's id, and one without a time", async () => {
            for (const fields of [`SDID=${SDID}|MCORGID=OTHER%40AdobeOrg|TS=${NOW_S}`, `SDID=${SDID}|MCORGID=${ORG_PARAM}`]) {
                await returningVisitor(`https://www.rovanta.com/?adobe_mc_sdid=${encodeURIComponent(fields)}`);
                expect(page.visitor.instance!.getSupplementalDataID('AppMeasurement:0')).not.to.equal(SDID);
                page.stop();
            }
            page = new VisitorTestPage();
        });
    });
});
