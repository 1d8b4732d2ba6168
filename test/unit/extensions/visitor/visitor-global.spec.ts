import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { testDom } from '../../setup';
import { NOW, ORG, VisitorTestPage } from './visitor-test-page';

type VisitorGlobal = ((orgId: unknown, config?: unknown, guard?: unknown) => VisitorInstance) & {
    getInstance(orgId: unknown, config?: unknown): VisitorInstance;
    version: string;
    AuthState: Record<string, number>;
};

describe('The Visitor global', () => {
    let page: VisitorTestPage;
    let Visitor: VisitorGlobal;

    beforeEach(async () => {
        page = new VisitorTestPage().start();
        await page.settle();
        Visitor = (testDom.window as unknown as { Visitor: VisitorGlobal }).Visitor;
    });

    afterEach(() => page.stop());

    it('refuses a missing org id, an org id that is not a string, and direct construction', () => {
        expect(() => Visitor.getInstance(undefined)).to.throw(Error, 'Visitor requires Adobe Marketing Cloud Org ID.');
        expect(() => Visitor.getInstance(42)).to.throw(TypeError, 'Org ID is not a string.');
        const Construct = Visitor as unknown as new (orgId: string, config: object) => VisitorInstance;
        expect(() => new Construct('ABC@AdobeOrg', {})).to.throw('Please use Visitor.getInstance to instantiate Visitor.');
    });

    it('refuses a serverState that is not valid', () => {
        expect(() => Visitor.getInstance('1111@AdobeOrg', { serverState: '{not json' })).to.throw('serverState has an invalid format.');
    });

    it('keeps one instance per org (the first config wins) and registers it in s_c_il', () => {
        const ours = Visitor.getInstance(ORG, { trackingServer: 'other.example' });
        expect(ours).to.equal(page.visitor.instance);
        // The config key as given, copied onto the instance (docs/protocols.md §1.1); the calls use the secure host.
        expect(ours.trackingServer).to.equal('metrics.alderway.com');
        const other = Visitor.getInstance('22224444', {});
        expect(other.marketingCloudOrgID).to.equal('22224444@AdobeOrg');
        const list = testDom.window as unknown as { s_c_il: Array<{ _c: string; _in: number }>; s_c_in: number };
        expect(list.s_c_il.map(entry => entry._c)).to.deep.equal(['Visitor', 'Visitor']);
        expect(list.s_c_il[1]._in).to.equal(1);
        expect(list.s_c_in).to.equal(2);
    });

    it('drops unknown config keys and empty values, and reads "true"/"false" as booleans', () => {
        const instance = Visitor.getInstance('33335555', {
            useCORSOnly: true,
            trackingServer: '',
            loadSSL: 'false',
            isCoopSafe: () => true,
            doesOptInApply: false
        });
        expect(instance.configs).to.deep.equal({ loadSSL: false, isCoopSafe: true, doesOptInApply: false });
    });

    it("exposes the library's statics and the page's opt-in", () => {
        expect(Visitor.version).to.equal('5.4.0');
        expect(Visitor.AuthState).to.deep.equal({ UNKNOWN: 0, AUTHENTICATED: 1, LOGGED_OUT: 2 });
        const adobe = (testDom.window as unknown as { adobe: { optIn: { status: string }; OptInCategories: Record<string, string> } })
            .adobe;
        expect(adobe.optIn.status).to.equal('complete');
        expect(adobe.OptInCategories.ECID).to.equal('ecid');
    });
});

describe('The opt-in storage cookie', () => {
    let page: VisitorTestPage;

    afterEach(() => page.stop());

    /** A page where the container's own service is off (excluded path), so page code makes the first instance. */
    async function pageCodeInstance(config: Record<string, unknown>): Promise<string> {
        page = new VisitorTestPage('https://privacy.alderway.com/cookie-policy').start();
        await page.settle();
        page.visitor.registry.install();
        const Visitor = (testDom.window as unknown as { Visitor: VisitorGlobal }).Visitor;
        const instance = Visitor.getInstance(ORG, { doesOptInApply: true, isOptInStorageEnabled: true, ...config });
        expect(instance.getMarketingCloudVisitorID()).to.equal('');
        (testDom.window as unknown as { adobe: { optIn: { approve(categories: string[]): void } } }).adobe.optIn.approve(['ecid', 'aa']);
        await page.endOfTask();
        return page.cookieWrites.find(cookie => cookie.startsWith('adobeujs-optin='))!;
    }

    it('keeps the choices for the configured 33696000 s', async () => {
        const write = await pageCodeInstance({ optInStorageExpiry: 33696000 });
        expect(decodeURIComponent(write.split(';')[0].slice('adobeujs-optin='.length))).to.equal(
            '{"aam":false,"adcloud":false,"aa":true,"campaign":false,"ecid":true,"livefyre":false,"target":false,"mediaaa":false}'
        );
        expect(write).to.contain(`expires=${new Date(NOW + 33696000 * 1000).toUTCString()}`);
    });

    it("falls back to the library's 34190000 s, and restores the choices on the next page", async () => {
        const write = await pageCodeInstance({});
        await page.settle();
        expect(write).to.contain(`expires=${new Date(NOW + 34190000 * 1000).toUTCString()}`);
        expect(page.urls()[0], 'approving ECID started the calls').to.contain('d_fieldgroup=MC');
    });
});
