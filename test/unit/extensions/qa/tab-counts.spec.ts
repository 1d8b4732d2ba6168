import { expect } from 'chai';
import type { QaEntryView } from '../../../../src/extensions/qa/rule-entries';
import { countOf } from '../../../../src/extensions/qa/tab-counts';

describe('countOf (the count beside each tab of the inspector)', () => {
    const entries: QaEntryView[] = [
        { kind: 'rule', time: 1, hook: 'ruleCompleted', rule: 'page-view', failed: false },
        { kind: 'rule', time: 2, hook: 'ruleCompleted', rule: 'page-view', failed: false },
        { kind: 'rule', time: 3, hook: 'ruleConditionFailed', rule: 'faq-question', failed: false },
        {
            kind: 'rule',
            time: 4,
            hook: 'triggerFired',
            type: 'data-layer-event',
            rules: [],
            failed: false,
            dataLayer: { name: 'job-view', validation: undefined }
        },
        {
            kind: 'request',
            time: 5,
            transport: 'image',
            method: 'GET',
            url: 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1?AQB=1&AQE=1',
            page: 'https://www.alderway.com/'
        },
        {
            kind: 'request',
            time: 6,
            transport: 'xhr',
            method: 'GET',
            url: 'https://dpm.demdex.net/id?d_ver=2',
            page: 'https://www.alderway.com/'
        },
        { kind: 'log', time: 7, level: 'warn', text: 'careful' },
        { kind: 'personalization', time: 8, type: 'at-request-start' }
    ];

    it('counts the rules that fired (each once), the beacons, the errors, the personalization and data-layer events', () => {
        expect((['rules', 'beacons', 'errors', 'personalization', 'data layer'] as const).map(tab => countOf(tab, entries))).to.deep.equal([
            1, 1, 1, 1, 1
        ]);
    });

    it('shows no count on the tabs that read the page as it is now', () => {
        expect((['data elements', 'visitor', 'consent', 'tags', 'outbox'] as const).map(tab => countOf(tab, entries))).to.deep.equal([
            0, 0, 0, 0, 0
        ]);
    });
});
