import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { MID, ORG, VisitorTestPage } from './visitor-test-page';

type VisitorGlobal = { getInstance(orgId: string, config?: unknown): VisitorInstance };
type OptInGlobal = { approve(categories: string[], shouldWaitForComplete?: boolean): void; isApproved(category: string): boolean };

/** Every category but ecid, as a visitor who declined only the identity service chose it. */
const ALL_BUT_ECID = { aam: true, adcloud: true, aa: true, campaign: true, ecid: false, livefyre: true, target: true, mediaaa: true };

/**
 * docs/protocols.md §1.8: while the `ecid` category is not approved, the identity service asks no
 * server for an id and makes none, even when the visitor's other choices are all made and approved.
 * The page is on an excluded path, so the instance is page code's, with the choices it passes.
 */
describe('The ecid opt-in category', () => {
    let page: VisitorTestPage;
    let instance: VisitorInstance;

    async function instanceWith(previousPermissions: Record<string, boolean>, cookies?: Record<string, string>): Promise<void> {
        page = new VisitorTestPage('https://privacy.alderway.com/cookie-policy', cookies);
        // The container's own service stays off here, and says so on the console.
        captureConsole();
        page.start();
        await page.settle();
        page.visitor.registry.install();
        const Visitor = (testDom.window as unknown as { Visitor: VisitorGlobal }).Visitor;
        instance = Visitor.getInstance(ORG, { doesOptInApply: true, previousPermissions });
        await page.settle();
    }

    function optIn(): OptInGlobal {
        return (testDom.window as unknown as { adobe: { optIn: OptInGlobal } }).adobe.optIn;
    }

    afterEach(() => page.stop());

    it('asks for no ECID while it is denied, though every other category is approved', async () => {
        await instanceWith(ALL_BUT_ECID);
        expect(optIn().isApproved('aa'), 'the choices are made').to.equal(true);
        const heard: string[] = [];
        expect(instance.getMarketingCloudVisitorID(mid => heard.push(`mid ${mid}`))).to.equal('');
        expect(instance.getAudienceManagerBlob(blob => heard.push(`blob ${blob}`))).to.equal('');
        await page.clock.tickAsync(5000);
        expect(heard, 'the callbacks hear "no id" at once, not later').to.deep.equal(['mid ', 'blob ']);
        expect(page.urls().filter(url => !url.includes('optOutStatus'))).to.deep.equal([]);
        expect(page.amcv().raw, 'no id kept').to.equal(undefined);
    });

    it('makes no id of its own when a call would fail, and reads no kept one', async () => {
        const kept = { [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(`1176715910|MCMID|${MID}|vVersion|5.4.0`) };
        await instanceWith(ALL_BUT_ECID, kept);
        expect(instance.getMarketingCloudVisitorID()).to.equal('');
        const values: unknown[] = [];
        instance.getVisitorValues(answer => values.push(answer), ['MCMID']);
        expect(values).to.deep.equal([{ MCMID: '' }]);
    });

    it('asks once the visitor approves ecid', async () => {
        await instanceWith(ALL_BUT_ECID);
        optIn().approve(['ecid']);
        await page.settle();
        expect(page.urls()).to.have.length(1);
        expect(page.urls()[0]).to.match(/^https:\/\/dpm\.demdex\.net\/id\?d_visid_ver=5\.4\.0&d_fieldgroup=MC&/);
    });

    it('asks at once when ecid was approved before', async () => {
        await instanceWith({ ...ALL_BUT_ECID, ecid: true });
        expect(page.urls()).to.have.length(1);
        expect(page.urls()[0]).to.contain('d_fieldgroup=MC');
    });
});
