import { expect } from 'chai';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { MID, NOW_S, ORG, PAGE_CODE_URL, TODAY, VisitorTestPage } from './visitor-test-page';

const AID = '2B6C1A58051D2A4F-40000106200016B5';
const AMCV = `AMCV_${encodeURIComponent(ORG)}`;

/** Ids page code hands an instance (setMarketingCloudVisitorID, setCustomerIDs) and what it asks of it. */
describe('A page-code instance and the ids page code gives it', () => {
    let page: VisitorTestPage;
    let console: ConsoleCapture;

    async function instanceWith(config: Record<string, unknown>, cookies: Record<string, string> = {}): Promise<VisitorInstance> {
        console = captureConsole();
        page = new VisitorTestPage(PAGE_CODE_URL, cookies).start();
        return page.pageCodeInstance(config);
    }

    afterEach(() => page.stop());

    it('takes a MID and an analytics id page code sets before any is known, and says why it keeps its own', async () => {
        const instance = await instanceWith({ doesOptInApply: true, previousPermissions: { ecid: true, aa: true } });
        instance.setMarketingCloudVisitorID(MID);
        instance.setAnalyticsVisitorID(AID);
        instance.setMarketingCloudVisitorID('12345678901234567890123456789012345678');
        instance.setAnalyticsVisitorID('not an id');
        expect(instance.getMarketingCloudVisitorID()).to.equal(MID);
        expect(console.lines('warn').filter(line => line.includes('Visitor kept its'))).to.deep.equal([
            '\u{1F680} Visitor kept its MCMID: 12345678901234567890123456789012345678 is not an id, or one is stored, or ECID is not approved.',
            '\u{1F680} Visitor kept its MCAID: not an id is not an id, or one is stored, or ECID is not approved.'
        ]);
    });

    it('takes no id page code sets while ECID is not approved', async () => {
        const instance = await instanceWith({ doesOptInApply: true });
        instance.setMarketingCloudVisitorID(MID);
        expect(console.lines('warn').some(line => line.includes('Visitor kept its MCMID'))).to.equal(true);
        expect(page.amcv().raw).to.equal(undefined);
    });

    it('calls onReceiveEcid back at once with a known MID, and only after approval otherwise', async () => {
        const heard: string[] = [];
        let instance = await instanceWith({}, { [AMCV]: encodeURIComponent(`1176715910|MCMID|${MID}|vVersion|5.4.0`) });
        instance.onReceiveEcid(mid => heard.push(`known ${mid}`));
        page.stop();
        instance = await instanceWith({ doesOptInApply: true }, { [AMCV]: encodeURIComponent(`1176715910|MCMID|${MID}|vVersion|5.4.0`) });
        instance.onReceiveEcid(mid => heard.push(`approved ${mid}`));
        expect(heard).to.deep.equal([`known ${MID}`]);
        (testDom.window as unknown as { adobe: { optIn: { approve(categories: string[]): void } } }).adobe.optIn.approve(['ecid']);
        await page.settle();
        expect(heard).to.deep.equal([`known ${MID}`, `approved ${MID}`]);
    });

    it('asks the audience manager again when the customer ids change, and not for the same ids again', async () => {
        const kept = `1176715910|MCIDTS|${TODAY}|MCMID|${MID}|MCAAMLH-${NOW_S + 3000}|9|MCAAMB-${NOW_S + 3000}|BLOB|MCOPTOUT-${NOW_S + 2000}s|NONE|vVersion|5.4.0`;
        const instance = await instanceWith({}, { [AMCV]: encodeURIComponent(kept) });
        expect(page.urls()).to.deep.equal([]);
        instance.setCustomerIDs({ crm: 'c-1' });
        await page.settle();
        expect(page.urls()).to.have.length(1);
        expect(page.urls()[0]).to.contain('d_fieldgroup=AAM').and.to.contain('d_cid_ic=crm%01c-1');
        page.answer(0, { dcs_region: 9, d_blob: 'NEW' });
        await page.settle();
        instance.setCustomerIDs({ crm: 'c-1' });
        instance.setCustomerIDs({});
        await page.settle();
        expect(page.urls(), 'the same ids, and none').to.have.length(1);
    });

    it('answers the call-state questions before any call', async () => {
        const instance = await instanceWith({ doesOptInApply: true });
        expect([
            instance.MCIDCallTimedOut(),
            instance.AAMIDCallTimedOut(),
            instance.AnalyticsIDCallTimedOut(),
            instance.isClientSideMarketingCloudVisitorID()
        ]).to.deep.equal([null, null, null, false]);
        expect(instance.CORSErrors).to.deep.equal([]);
        expect(instance.getAnalyticsVisitorID(), 'no tracking server: no analytics id').to.equal('');
    });
});
