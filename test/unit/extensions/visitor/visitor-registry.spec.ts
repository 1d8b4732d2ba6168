import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import type { VisitorRegistry } from '../../../../src/extensions/visitor/visitor-registry';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { NOW, ORG, VisitorTestPage } from './visitor-test-page';

type VisitorGlobal = ((orgId: unknown, config?: unknown, guard?: unknown) => VisitorInstance) &
    Record<string, unknown> & {
        getInstance(orgId: unknown, config?: unknown): VisitorInstance;
    };
type OptInGlobal = { approve(categories: string[]): void; isApproved(category: string): boolean; status: string };

const OPT_IN_COOKIE = 'adobeujs-optin';

/**
 * `window.Visitor` as page code meets it where the container's own service is off (an excluded
 * path): the page's first instance sets up `adobe.optIn`, with the choices kept in its cookie.
 */
describe('VisitorRegistry (window.Visitor on a page of its own)', () => {
    let page: VisitorTestPage;
    let console: ConsoleCapture;
    let registry: VisitorRegistry;

    async function open(cookies: Record<string, string> = {}): Promise<VisitorGlobal> {
        page = new VisitorTestPage('https://privacy.alderway.com/cookie-policy', cookies);
        console = captureConsole();
        page.start();
        await page.settle();
        registry = page.visitor.registry;
        registry.install();
        return (testDom.window as unknown as { Visitor: VisitorGlobal }).Visitor;
    }

    function optIn(): OptInGlobal {
        return (testDom.window as unknown as { adobe: { optIn: OptInGlobal } }).adobe.optIn;
    }

    afterEach(() => page.stop());

    it('leaves a Visitor library the page has alone, and says so', async () => {
        page = new VisitorTestPage('https://privacy.alderway.com/cookie-policy');
        console = captureConsole();
        page.start();
        await page.settle();
        const own = { theirs: true };
        (testDom.window as unknown as { Visitor: unknown }).Visitor = own;
        page.visitor.registry.install();
        expect((testDom.window as unknown as { Visitor: unknown }).Visitor).to.equal(own);
        expect(console.lines('warn')).to.include(
            '\u{1F680} The page already has a Visitor library; the container uses its own instance and leaves it alone.'
        );
    });

    it("constructs through the library's guard (the reversed org id) the same instance getInstance gives", async () => {
        const Visitor = await open();
        const instance = Visitor.getInstance(ORG);
        expect(Visitor(ORG, {}, ORG.split('').reverse().join(''))).to.equal(instance);
        expect(() => Visitor(ORG, {}, ORG)).to.throw('Please use Visitor.getInstance to instantiate Visitor.');
        expect(() => Visitor(42, {}, '24')).to.throw('Please use Visitor.getInstance to instantiate Visitor.');
        expect(() => Visitor.getInstance('')).to.throw('Visitor requires Adobe Marketing Cloud Org ID.');
    });

    it("has the library's constants, the load time, and whether the window has loaded", async () => {
        const Visitor = await open();
        expect(Visitor.OptOut).to.deep.equal({ GLOBAL: 'global' });
        const config = Visitor.config as Record<string, unknown>;
        expect(config).to.include({ ADOBE_MC_TTL_IN_MIN: 5, DAYS_BETWEEN_SYNC_ID_CALLS: 1 });
        expect((config.VALID_VISITOR_ID_REGEX as RegExp).test('2B6C1A58051D2A4F-40000106200016B5')).to.equal(true);
        expect(Visitor.codeLoadEnd).to.equal(NOW);
        expect(Visitor.windowLoaded).to.equal(testDom.window.document.readyState === 'complete');
        Object.defineProperty(testDom.window.document, 'readyState', { value: 'loading', configurable: true });
        expect(Visitor.windowLoaded).to.equal(false);
    });

    describe('the opt-in storage cookie', () => {
        it('restores the choices it kept when storage is enabled', async () => {
            const Visitor = await open({ [OPT_IN_COOKIE]: encodeURIComponent('{"aa":true,"ecid":false}') });
            Visitor.getInstance(ORG, { doesOptInApply: true, isOptInStorageEnabled: true });
            expect([optIn().status, optIn().isApproved('aa'), optIn().isApproved('ecid')]).to.deep.equal(['complete', true, false]);
        });

        it('reads no choices without storage enabled, nor from a cookie that is not JSON, and writes none', async () => {
            let Visitor = await open({ [OPT_IN_COOKIE]: encodeURIComponent('{"aa":true}') });
            Visitor.getInstance(ORG, { doesOptInApply: true });
            expect(optIn().status).to.equal('pending');
            optIn().approve(['aa']);
            await page.endOfTask();
            expect(page.cookieWrites.filter(write => write.startsWith(`${OPT_IN_COOKIE}=`))).to.deep.equal([]);
            page.stop();
            Visitor = await open({ [OPT_IN_COOKIE]: 'not-json' });
            Visitor.getInstance(ORG, { doesOptInApply: true, isOptInStorageEnabled: true });
            expect(optIn().status).to.equal('pending');
        });

        it('writes the choices on the opt-in cookie domain when one is given, else the cookie domain', async () => {
            let Visitor = await open();
            Visitor.getInstance(ORG, {
                doesOptInApply: true,
                isOptInStorageEnabled: true,
                optInCookieDomain: 'privacy.alderway.com',
                cookieDomain: 'alderway.com'
            });
            optIn().approve(['aa']);
            await page.endOfTask();
            expect(page.cookieWrites.find(write => write.startsWith(`${OPT_IN_COOKIE}=`))).to.contain('domain=privacy.alderway.com');
            page.stop();
            Visitor = await open();
            Visitor.getInstance(ORG, { doesOptInApply: true, isOptInStorageEnabled: true, cookieDomain: 'privacy.alderway.com' });
            optIn().approve(['aa']);
            await page.endOfTask();
            expect(page.cookieWrites.find(write => write.startsWith(`${OPT_IN_COOKIE}=`))).to.contain('domain=privacy.alderway.com');
        });

        it('sets the opt-in up once, from the first instance', async () => {
            const Visitor = await open();
            Visitor.getInstance(ORG, { doesOptInApply: true });
            const first = optIn();
            Visitor.getInstance('22224444', { doesOptInApply: false });
            expect(optIn()).to.equal(first);
            expect(first.status).to.equal('pending');
            expect(registry.optIn).to.equal(first);
        });
    });
});
