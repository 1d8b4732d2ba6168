import { expect } from 'chai';
import { HISTORY_LIMIT, QaHistory } from '../../../../src/extensions/qa/qa-history';
import { RULE_CONDITIONS } from '../../../../src/extensions/qa/rule-conditions';
import type { RuleClass } from '../../../../src/runtime/rule';
import { RuleContribution } from '../../../../src/runtime/rule';
import { testDom } from '../../setup';
import { VisitorTestPage } from '../visitor/visitor-test-page';

/** Every host type, so that every module's rules and data elements are loaded once. */
const HOSTS = [
    'https://www.alderway.com/',
    'https://careers.alderway.com/',
    'https://loyalty.alderway.com/',
    'https://privacy.alderway.com/'
];

describe("The QA inspector's descriptions and history", () => {
    let page: VisitorTestPage | undefined;
    afterEach(() => page?.stop());

    it('describes the condition of every rule that has one, and of no other', () => {
        const withCondition = new Set<string>();
        for (const url of HOSTS) {
            page?.stop();
            page = new VisitorTestPage(url).start();
            for (const rule of page.container.getAll<RuleClass>(RuleContribution)) {
                if (typeof (rule.prototype as { condition?: unknown }).condition === 'function') {
                    withCondition.add(rule.id);
                }
            }
        }
        expect(Object.keys(RULE_CONDITIONS).sort()).to.deep.equal([...withCondition].sort());
    });

    it('keeps the last 50 analytics hits of the tab, oldest first, across pages', () => {
        const storage = testDom.window.sessionStorage;
        storage.clear();
        const first = new QaHistory(storage, 1000);
        for (let index = 0; index < HISTORY_LIMIT + 5; index++) {
            first.add({
                kind: 'request',
                time: index,
                transport: 'image',
                method: 'GET',
                url: `https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s${index}`,
                page: 'https://www.alderway.com/'
            });
        }
        const next = new QaHistory(storage, 2000).read();
        expect(next).to.have.length(HISTORY_LIMIT);
        expect([next[0].time, next[HISTORY_LIMIT - 1].time, next[0].pageStart]).to.deep.equal([5, HISTORY_LIMIT + 4, 1000]);
        storage.setItem('tag-container.qa.hits', 'not JSON');
        expect(new QaHistory(storage, 3000).read(), 'a broken history reads as none').to.deep.equal([]);
    });
});
