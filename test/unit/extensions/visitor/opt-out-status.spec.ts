import { expect } from 'chai';
import { NOW, ORG_PARAM, VisitorTestPage } from './visitor-test-page';

/**
 * The audience manager's /optOutStatus (OptOutStatus), as page code reaches it through an
 * instance's isOptedOut while ECID is not approved. The network and the clock are the test page's.
 */
describe('OptOutStatus (/optOutStatus)', () => {
    let page: VisitorTestPage;

    afterEach(() => page.stop());

    it('asks /optOutStatus while ECID is not approved, and keeps the answer for d_ottl seconds', async () => {
        page = new VisitorTestPage('https://www.alderway.co.uk/', {}).start();
        await page.settle();
        expect(page.urls(), 'no consent: no /id call').to.deep.equal([]);
        const answers: Array<boolean | undefined> = [];
        page.visitor.instance!.isOptedOut(optedOut => answers.push(optedOut));
        await page.settle();
        // Without consent third-party cookies are off: d_coppa=true.
        expect(page.urls()).to.deep.equal([
            `https://dpm.demdex.net/optOutStatus?d_visid_ver=5.4.0&d_rtbd=json&d_ver=2&d_orgid=${ORG_PARAM}&d_nsid=0&d_coppa=true&ts=${NOW}`
        ]);
        page.answer(0, { d_optout: [], d_ottl: 100 });
        await page.settle();
        page.visitor.instance!.isOptedOut(optedOut => answers.push(optedOut));
        await page.settle();
        expect(answers).to.deep.equal([false, false]);
        expect(page.urls()).to.have.length(1);
        await page.clock.tickAsync(101000);
        page.visitor.instance!.isOptedOut(() => undefined);
        await page.settle();
        expect(page.urls()).to.have.length(2);
        expect(page.amcv().raw, 'nothing stored').to.equal(undefined);
    });

    for (const [label, status, body] of [
        ['an error status', 500, 'Emulated failure'],
        ['a body that is not JSON', 200, '{"this is": not valid']
    ] as const) {
        it(`reads /optOutStatus answering ${label} as not known, keeps nothing, and asks again next time`, async () => {
            page = new VisitorTestPage('https://www.alderway.co.uk/', {}).start();
            await page.settle();
            const answers: Array<boolean | undefined> = [];
            page.visitor.instance!.isOptedOut(optedOut => answers.push(optedOut), 'global', true);
            await page.settle();
            page.answer(0, body, status);
            await page.settle();
            // Not "not opted out" for two hours: the service did not say.
            expect(answers).to.deep.equal([undefined]);
            page.visitor.instance!.isOptedOut(optedOut => answers.push(optedOut), 'global', true);
            await page.settle();
            expect(page.urls()).to.have.length(2);
            page.answer(1, { d_optout: ['global'], d_ottl: 100 });
            await page.settle();
            expect(answers).to.deep.equal([undefined, true]);
        });
    }
});
