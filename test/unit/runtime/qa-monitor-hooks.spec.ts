import { expect } from 'chai';
import * as sinon from 'sinon';
import { qaMonitorHooks } from '../../../src/runtime/qa-monitor-hooks';
import type { QaEntry, QaJournal } from '../../../src/services/qa-journal';

describe('qaMonitorHooks (what the rule engine tells the QA journal)', () => {
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

    it("has a hook for each of the engine's five", () => {
        expect(Object.keys(hooks())).to.deep.equal([
            'triggerFired',
            'ruleTriggered',
            'ruleCompleted',
            'ruleConditionFailed',
            'ruleActionFailed'
        ]);
    });

    it('keeps what each hook hears as it heard it, with the hook and the time: the inspector file reads it', () => {
        const trigger = { type: 'direct-call', event: {}, rules: ['a', 'b'] };
        const outcome = { rule, event: { $type: 'click', $rule: { id: 'page-view' } }, error: new Error('no data') };
        hooks().triggerFired!(trigger);
        hooks().ruleActionFailed!(outcome);
        expect(entries).to.deep.equal([
            { kind: 'rule', time: 1234, hook: 'triggerFired', info: trigger },
            { kind: 'rule', time: 1234, hook: 'ruleActionFailed', info: outcome }
        ]);
        expect((entries[1] as { info: unknown }).info, 'not copied').to.equal(outcome);
    });
});
