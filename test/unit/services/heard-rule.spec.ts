import { expect } from 'chai';
import { viewOfEntry } from '../../../src/extensions/qa/rule-entries';
import { heardRule, isInvalid } from '../../../src/services/heard-rule';
import type { QaEntry, QaRuleEntry } from '../../../src/services/qa-journal';

describe('heardRule', () => {
    it("reads a trigger's type and rules, and a data-layer event's name and validity", () => {
        expect(
            heardRule({
                kind: 'rule',
                time: 5,
                hook: 'triggerFired',
                info: {
                    type: 'data-layer-event',
                    rules: ['a', 7],
                    event: { $type: 'data-layer-event', name: 'job-apply', validation: { status: 'invalid' } }
                }
            })
        ).to.deep.equal({
            time: 5,
            hook: 'triggerFired',
            rule: undefined,
            type: 'data-layer-event',
            rules: ['a'],
            failed: false,
            error: undefined,
            dataLayer: { name: 'job-apply', validation: { status: 'invalid' } }
        });
    });

    it('reads no data-layer event from a trigger of another type, nor from an event without a name', () => {
        const trigger = (type: string, event: unknown) =>
            heardRule({ kind: 'rule', time: 1, hook: 'triggerFired', info: { type, event, rules: ['a', 'b'] } });
        expect(trigger('direct-call', {})).to.deep.equal({
            time: 1,
            hook: 'triggerFired',
            rule: undefined,
            type: 'direct-call',
            rules: ['a', 'b'],
            failed: false,
            error: undefined,
            dataLayer: undefined
        });
        expect(trigger('data-layer-event', { name: 42, validation: { status: 'valid' } }).dataLayer).to.equal(undefined);
    });

    it("reads a rule's id and its failure's message, a thrown value that is no Error, and an error whose message throws", () => {
        const read = (error: unknown) =>
            heardRule({
                kind: 'rule',
                time: 1,
                hook: 'ruleActionFailed',
                info: { rule: { id: 'job-apply', order: 50 }, event: { $type: 'click' }, error }
            });
        expect(read(new Error('boom'))).to.include({ rule: 'job-apply', type: 'click', failed: true, error: 'boom' });
        expect(read('plain')).to.include({ failed: true, error: 'plain' });
        expect(read(null), 'a thrown null is an error all the same').to.include({ failed: true, error: 'null' });
        expect(
            read({
                get message() {
                    throw new Error('no');
                }
            })
        ).to.include({ failed: true, error: undefined });
        expect(
            heardRule({
                kind: 'rule',
                time: 1,
                hook: 'ruleCompleted',
                info: { rule: { id: 'job-apply', order: 50 }, event: { $type: 'click' } }
            })
        ).to.include({ rule: 'job-apply', type: 'click', failed: false, error: undefined });
        expect(heardRule({ kind: 'rule', time: 1, hook: 'ruleConditionFailed', info: null })).to.include({
            failed: false,
            rule: undefined
        });
    });

    it('finds a validation invalid only by its status', () => {
        expect(isInvalid({ status: 'invalid', violations: [] })).to.equal(true);
        expect(isInvalid({ status: 'valid' })).to.equal(false);
        expect(isInvalid('invalid')).to.equal(false);
        expect(isInvalid(undefined)).to.equal(false);
    });
});

describe("viewOfEntry (the journal's entries as the inspector reads them)", () => {
    it('reads a rule entry as heard, with its kind, and leaves any other entry as it is', () => {
        const entry: QaRuleEntry = {
            kind: 'rule',
            time: 5,
            hook: 'ruleActionFailed',
            info: { rule: { id: 'page-view', order: 50 }, event: { $type: 'click' }, error: new Error('no data') }
        };
        expect(viewOfEntry(entry)).to.deep.equal({ kind: 'rule', ...heardRule(entry) });
        const log: QaEntry = { kind: 'log', time: 1, level: 'warn', text: 'careful' };
        expect(viewOfEntry(log)).to.equal(log);
    });
});
