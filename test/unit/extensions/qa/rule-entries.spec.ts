import { expect } from 'chai';
import * as sinon from 'sinon';
import { viewOfEntry } from '../../../../src/extensions/qa/rule-entries';
import { qaMonitorHooks } from '../../../../src/runtime/qa-monitor-hooks';
import type { QaEntry, QaJournal } from '../../../../src/services/qa-journal';

/** The rule entries the bundle keeps as heard (runtime/qa-monitor-hooks.ts), as the inspector's views read them. */
describe("viewOfEntry (the journal's rule entries in the inspector)", () => {
    let entries: QaEntry[];
    const rule = { id: 'page-view', order: 50 };

    beforeEach(() => {
        entries = [];
        sinon.useFakeTimers({ now: 1234, toFake: ['Date'] });
    });

    afterEach(() => sinon.restore());

    function hooks() {
        return qaMonitorHooks({ record: (entry: QaEntry) => entries.push(entry) } as unknown as QaJournal);
    }

    it('shows a trigger with its type and rules, and a data-layer event with its name and validation', () => {
        hooks().triggerFired!({ type: 'direct-call', event: {}, rules: ['a', 'b'] });
        hooks().triggerFired!({ type: 'data-layer-event', event: { name: 'job-view', validation: { valid: true } }, rules: [] });
        hooks().triggerFired!({ type: 'data-layer-event', event: { name: 42 }, rules: [] });
        expect(entries.map(viewOfEntry)).to.deep.equal([
            {
                kind: 'rule',
                time: 1234,
                hook: 'triggerFired',
                rule: undefined,
                type: 'direct-call',
                rules: ['a', 'b'],
                error: undefined,
                failed: false,
                dataLayer: undefined
            },
            {
                kind: 'rule',
                time: 1234,
                hook: 'triggerFired',
                rule: undefined,
                type: 'data-layer-event',
                rules: [],
                error: undefined,
                failed: false,
                dataLayer: { name: 'job-view', validation: { valid: true } }
            },
            {
                kind: 'rule',
                time: 1234,
                hook: 'triggerFired',
                rule: undefined,
                type: 'data-layer-event',
                rules: [],
                error: undefined,
                failed: false,
                dataLayer: undefined
            }
        ]);
    });

    it("shows a rule's outcome with its id, the event's type and the error's message", () => {
        const event = { $type: 'click', $rule: { id: 'page-view' } };
        hooks().ruleCompleted!({ rule, event });
        hooks().ruleActionFailed!({ rule, event, error: new Error('no data') });
        hooks().ruleConditionFailed!({ rule, event, error: 'plain reason' });
        hooks().ruleConditionFailed!({ rule, event });
        expect(
            entries.map(viewOfEntry).map(entry => entry.kind === 'rule' && [entry.hook, entry.rule, entry.type, entry.error])
        ).to.deep.equal([
            ['ruleCompleted', 'page-view', 'click', undefined],
            ['ruleActionFailed', 'page-view', 'click', 'no data'],
            ['ruleConditionFailed', 'page-view', 'click', 'plain reason'],
            ['ruleConditionFailed', 'page-view', 'click', undefined]
        ]);
    });

    it('writes a null error as "null", not as no error', () => {
        hooks().ruleActionFailed!({ rule, event: { $type: 'click', $rule: { id: 'x' } }, error: null });
        expect((viewOfEntry(entries[0]) as { error?: string }).error).to.equal('null');
    });

    it('leaves the other entries as they are', () => {
        const log: QaEntry = { kind: 'log', time: 1, level: 'warn', text: 'careful' };
        expect(viewOfEntry(log)).to.equal(log);
    });
});
