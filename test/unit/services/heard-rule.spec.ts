import { expect } from 'chai';
import { heardRule, isInvalid } from '../../../src/services/heard-rule';

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
        expect(
            read({
                get message() {
                    throw new Error('no');
                }
            })
        ).to.include({ failed: true, error: undefined });
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
