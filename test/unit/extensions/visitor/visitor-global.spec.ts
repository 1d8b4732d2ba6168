import { expect } from 'chai';
import { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { testDom } from '../../setup';
import { ORG, VisitorTestPage } from './visitor-test-page';

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
        expect(ours.trackingServer).to.equal('smetrics.alderway.com');
        const other = Visitor.getInstance('22224444', {});
        expect(other.marketingCloudOrgID).to.equal('22224444@AdobeOrg');
        const list = (testDom.window as unknown as { s_c_il: Array<{ _c: string; _in: number }>; s_c_in: number });
        expect(list.s_c_il.map(entry => entry._c)).to.deep.equal(['Visitor', 'Visitor']);
        expect(list.s_c_il[1]._in).to.equal(1);
        expect(list.s_c_in).to.equal(2);
    });

    it('drops unknown config keys and empty values, and reads "true"/"false" as booleans', () => {
        const instance = Visitor.getInstance('33335555', { useCORSOnly: true, trackingServer: '', loadSSL: 'false', isCoopSafe: () => true, doesOptInApply: false });
        expect(instance.configs).to.deep.equal({ loadSSL: false, isCoopSafe: true, doesOptInApply: false });
    });

    it('exposes the library\'s statics and the page\'s opt-in', () => {
        expect(Visitor.version).to.equal('5.4.0');
        expect(Visitor.AuthState).to.deep.equal({ UNKNOWN: 0, AUTHENTICATED: 1, LOGGED_OUT: 2 });
        const adobe = (testDom.window as unknown as { adobe: { optIn: { status: string }; OptInCategories: Record<string, string> } }).adobe;
        expect(adobe.optIn.status).to.equal('complete');
        expect(adobe.OptInCategories.ECID).to.equal('ecid');
    });
});
