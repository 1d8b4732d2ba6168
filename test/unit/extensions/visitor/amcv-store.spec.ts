import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { captureConsole } from '../../console-capture';
import { MID, NOW, ORG, PAGE_CODE_URL, VisitorTestPage } from './visitor-test-page';

const AMCV = `AMCV_${encodeURIComponent(ORG)}`;
const OTHER_MID = '12345678901234567890123456789012345678';

/**
 * How an instance keeps its ids in the AMCV cookie, with the settings page code may give
 * (docs/protocols.md §1.2): lifetime, SameSite, Secure, domain, the version reset, and the
 * CNAME tracking server's s_ecid. The page is on an excluded path, so the instance is page code's.
 */
describe('The AMCV cookie of a page-code instance', () => {
    let page: VisitorTestPage;

    async function instanceWith(config: Record<string, unknown>, cookies: Record<string, string> = {}): Promise<VisitorInstance> {
        captureConsole();
        page = new VisitorTestPage(PAGE_CODE_URL, cookies).start();
        return page.pageCodeInstance(config);
    }

    /** The last raw write of a cookie, attributes and all. */
    function lastWrite(name: string): string {
        return page.cookieWrites.filter(write => write.startsWith(`${name}=`)).pop() ?? '';
    }

    async function writeAmcv(config: Record<string, unknown>): Promise<string> {
        const instance = await instanceWith(config);
        page.answer(0, { d_mid: MID });
        await page.settle();
        expect(instance.getMarketingCloudVisitorID()).to.equal(MID);
        return lastWrite(AMCV);
    }

    afterEach(() => page.stop());

    it('lives two years by default, SameSite=Lax, Secure on https, on the registrable domain', async () => {
        const write = await writeAmcv({});
        expect(write).to.contain(`expires=${new Date(NOW + 730 * 86400000).toUTCString()}`);
        expect(write).to.match(/samesite=lax/i);
        expect(write).to.match(/;\s*secure/i);
        expect(write).to.contain('domain=alderway.com');
    });

    it('is not Secure when page code sets secureCookie: false', async () => {
        expect(await writeAmcv({ secureCookie: false })).not.to.match(/;\s*secure/i);
    });

    it('lives cookieLifetime seconds, or the session for SESSION (any case)', async () => {
        expect(await writeAmcv({ cookieLifetime: '86400' })).to.contain(`expires=${new Date(NOW + 86400000).toUTCString()}`);
        page.stop();
        expect(await writeAmcv({ cookieLifetime: 'session' })).not.to.contain('expires=');
        page.stop();
        expect(await writeAmcv({ cookieLifetime: 'never' }), 'not a number: the default').to.contain(
            `expires=${new Date(NOW + 730 * 86400000).toUTCString()}`
        );
    });

    for (const [given, written] of [
        ['strict', 'Strict'],
        ['None', 'None'],
        ['bogus', 'Lax']
    ]) {
        it(`writes SameSite=${written} for sameSiteCookie "${given}"`, async () => {
            expect(await writeAmcv({ sameSiteCookie: given })).to.match(new RegExp(`samesite=${written}`, 'i'));
        });
    }

    it('is Secure with secureCookie, and goes on the configured cookieDomain', async () => {
        const write = await writeAmcv({ secureCookie: true, cookieDomain: 'privacy.alderway.com' });
        expect(write).to.match(/;\s*secure/i);
        expect(write).to.contain('domain=privacy.alderway.com');
    });

    describe('resetBeforeVersion', () => {
        const kept = { [AMCV]: encodeURIComponent(`1176715910|MCMID|${MID}|vVersion|5.4.0`) };

        for (const [version, reset] of [
            ['5.5', true],
            ['5.4.1', true],
            ['5.4', false],
            ['5.4.0', false],
            ['5.3.9', false]
        ] as const) {
            it(`${reset ? 'ignores' : 'keeps'} a 5.4.0 cookie when it is ${version}`, async () => {
                const instance = await instanceWith({ resetBeforeVersion: version }, kept);
                expect(instance.getMarketingCloudVisitorID()).to.equal(reset ? '' : MID);
            });
        }

        it('ignores a cookie without a version', async () => {
            const instance = await instanceWith({ resetBeforeVersion: '1.0' }, { [AMCV]: encodeURIComponent(`1176715910|MCMID|${MID}`) });
            expect(instance.getMarketingCloudVisitorID()).to.equal('');
        });
    });

    describe("the tracking server's s_ecid", () => {
        it('gives the MID when there is no AMCV, without a MID call', async () => {
            const instance = await instanceWith({}, { s_ecid: `MCMID|${OTHER_MID}` });
            expect(instance.getMarketingCloudVisitorID()).to.equal(OTHER_MID);
            expect(page.urls().filter(url => url.includes('d_fieldgroup=MC&'))).to.deep.equal([]);
        });

        it('is ignored with discardTrackingServerECID, when AMCV has a MID, and when it is no id', async () => {
            for (const [config, cookies] of [
                [{ discardTrackingServerECID: true }, { s_ecid: `MCMID|${OTHER_MID}` }],
                [{}, { s_ecid: `MCMID|${OTHER_MID}`, [AMCV]: encodeURIComponent(`1176715910|MCMID|${MID}|vVersion|5.4.0`) }],
                [{}, { s_ecid: 'MCMID|not an id!' }]
            ] as const) {
                const instance = await instanceWith(config, cookies);
                expect(instance.getMarketingCloudVisitorID(), JSON.stringify(cookies)).not.to.equal(OTHER_MID);
                expect(instance.getMarketingCloudVisitorID()).not.to.equal('not an id!');
                page.stop();
            }
            page = new VisitorTestPage();
        });
    });
});
