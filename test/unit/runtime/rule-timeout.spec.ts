import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import type { DirectCallTriggerSource } from '../../../src/runtime/direct-call-trigger-source';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { RuleMonitor } from '../../../src/runtime/rule-monitor';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import type { TestRule } from '../test-container';
import { createTestContainer, resetTestPage, withRules } from '../test-container';

/**
 * Rules whose async work runs too long are abandoned (spec: "A timeout occurred because the action
 * took longer than 2 seconds to complete."). Every wait here is on sinon's clock and no test awaits
 * the engine going idle: a timeout that never fires fails an assertion, not mocha's own timer
 * (which mutation testing turns off).
 */
describe('RuleEngine timeouts', () => {
    let container: Container;
    let clock: sinon.SinonFakeTimers;
    let console: ConsoleCapture;
    let outcomes: string[];

    function start(...rules: TestRule[]): void {
        container = createTestContainer({ modules: [withRules(...rules)] });
        container.get<RuleMonitor>(RuleMonitor).subscribe({
            ruleCompleted: ({ rule }) => outcomes.push(`completed ${rule.id}`),
            ruleConditionFailed: ({ rule, error }) => outcomes.push(`condition of ${rule.id}: ${why(error)}`),
            ruleActionFailed: ({ rule, error }) => outcomes.push(`action of ${rule.id}: ${why(error)}`)
        });
        container.get<RuleEngine>(RuleEngine).start();
    }

    function why(error: unknown): string {
        return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }

    function rule(id: string, extra: Partial<TestRule> = {}): TestRule {
        return { id, trigger: { type: 'direct-call', identifier: 'go' }, action: () => undefined, ...extra };
    }

    function after<T>(ms: number, value: T): Promise<T> {
        return new Promise(resolve => setTimeout(() => resolve(value), ms));
    }

    function failAfter(ms: number, error: Error): Promise<void> {
        return new Promise((_resolve, reject) => setTimeout(() => reject(error), ms));
    }

    beforeEach(() => {
        resetTestPage();
        clock = sinon.useFakeTimers();
        console = captureConsole();
        outcomes = [];
    });

    afterEach(() => {
        container?.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
    });

    it("abandons an action still running at 2000 ms with the spec's message, as a TimeoutError", async () => {
        start(rule('hangs', { action: () => new Promise<void>(() => undefined) }), rule('next'));
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('go');
        await clock.tickAsync(1999);
        expect(outcomes, 'not abandoned before its time').to.deep.equal([]);
        await clock.tickAsync(1);
        expect(outcomes).to.deep.equal([
            'action of hangs: TimeoutError: A timeout occurred because the action took longer than 2 seconds to complete.',
            'completed next'
        ]);
        expect(console.lines('error')).to.deep.equal([
            '\u{1F680} Failed to execute the action of rule "hangs". A timeout occurred because the action took longer than 2 seconds to complete.'
        ]);
    });

    it("abandons a condition past the rule's own timeout and never runs the action", async () => {
        const action = sinon.spy();
        start(rule('slow', { timeout: 1500, condition: () => after(4000, true), action }));
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('go');
        await clock.tickAsync(1499);
        expect(outcomes).to.deep.equal([]);
        await clock.tickAsync(1);
        expect(outcomes).to.deep.equal([
            'condition of slow: TimeoutError: A timeout occurred because the condition took longer than 1.5 seconds to complete.'
        ]);
        await clock.tickAsync(5000);
        expect(action.called, 'the late result is ignored').to.equal(false);
        expect(outcomes).to.have.length(1);
    });

    it('ignores a rejection that comes after the timeout', async () => {
        start(rule('late-failure', { action: () => failAfter(3000, new Error('too late')) }));
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('go');
        await clock.tickAsync(5000);
        expect(outcomes).to.deep.equal([
            'action of late-failure: TimeoutError: A timeout occurred because the action took longer than 2 seconds to complete.'
        ]);
        expect(console.lines('error')).to.have.length(1);
    });

    it('lets work that settles in time finish, with no timeout afterwards', async () => {
        start(
            rule('in-time', { condition: () => after(1999, true), action: () => after(1999, undefined) }),
            rule('fails-in-time', { action: () => failAfter(10, new Error('no data')) })
        );
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('go');
        await clock.tickAsync(10_000);
        expect(outcomes).to.deep.equal(['completed in-time', 'action of fails-in-time: Error: no data']);
        expect(clock.countTimers(), 'no timer left behind').to.equal(0);
    });

    it('times a condition and its action separately', async () => {
        start(rule('two-steps', { timeout: 1000, condition: () => after(900, true), action: () => after(900, undefined) }));
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('go');
        await clock.tickAsync(1800);
        expect(outcomes).to.deep.equal(['completed two-steps']);
    });
});
