import { expect } from 'chai';
import * as sinon from 'sinon';
import { outboxView } from '../../../../src/extensions/qa/outbox-view';
import type { ViewContext } from '../../../../src/extensions/qa/view-context';
import { testDom } from '../../setup';
import { resetTestPage } from '../../test-container';

describe("The QA inspector's outbox view", () => {
    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    function render(flag: string | undefined): string {
        const context = {
            window: testDom.window,
            document: testDom.window.document,
            filter: '',
            cookies: { get: (name: string) => (name === 'tc_outbox' ? flag : undefined) }
        } as unknown as ViewContext;
        return outboxView(context).textContent ?? '';
    }

    it('shows each waiting hit: what it is, its key, age, tries and last try, and the flag', () => {
        resetTestPage('https://www.alderway.com/');
        const clock = sinon.useFakeTimers({ now: 1_800_000_100_000, toFake: ['Date'] });
        const storage = testDom.window.localStorage;
        storage.setItem('tag-container.outbox', JSON.stringify(['tag-container.outbox.mmgglobalprod']));
        storage.setItem(
            'tag-container.outbox.mmgglobalprod',
            JSON.stringify({
                hits: [
                    {
                        b: 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1',
                        q: 'AQB=1&pageName=home&AQE=1',
                        at: 1_800_000_000_000,
                        n: 2,
                        t: 1_800_000_090_000
                    },
                    {
                        b: 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s2',
                        q: 'AQB=1&pe=lnk_o&pev2=faq%3AHours&AQE=1',
                        at: 1_800_000_050_000,
                        n: 0
                    }
                ]
            })
        );
        const text = render('1');
        expect(text).to.contain('Flag cookie tc_outbox: up');
        expect(text).to.contain('page view: home');
        expect(text).to.contain('tag-container.outbox.mmgglobalprod');
        expect(text).to.contain('100 s');
        expect(text).to.contain('10 s ago');
        expect(text).to.contain('link: faq:Hours');
        clock.restore();
        storage.clear();
    });

    it('says when nothing waits', () => {
        resetTestPage('https://www.alderway.com/');
        testDom.window.localStorage.clear();
        const text = render(undefined);
        expect(text).to.contain('down (nothing waits)');
        expect(text).to.contain('No hit waits');
    });
});
