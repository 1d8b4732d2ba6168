import { expect } from 'chai';
import * as sinon from 'sinon';
import type { Rule, RuleClass, RuleDescriptor } from '../../../src/runtime/rule';
import type { MonitorHook, RuleMonitor } from '../../../src/runtime/rule-monitor';
import { RuleRunner } from '../../../src/runtime/rule-runner';
import type { TriggerOccurrence } from '../../../src/runtime/trigger-source';
import type { Logger } from '../../../src/services/logger';

/** A rule class of the test: its descriptor, and the rule instance the factory gives for it. */
function descriptor(id: string, extra: Partial<RuleDescriptor> = {}): RuleDescriptor {
    return { id, trigger: { type: 'click', selector: 'a' }, ...extra } as RuleDescriptor;
}

function occurrence(rule: RuleDescriptor): TriggerOccurrence {
    return { type: 'click', event: { element: 'a' } as never, matches: [{ subscription: { rule, spec: { type: 'click' } as never } }] };
}

describe('RuleRunner', () => {
    let heard: Array<{ hook: MonitorHook; rule: string; error?: unknown }>;
    let logged: Array<{ level: string; text: string }>;
    let rules: Map<RuleDescriptor, Rule>;
    let constructions: number;
    let runner: RuleRunner;

    beforeEach(() => {
        heard = [];
        logged = [];
        rules = new Map();
        constructions = 0;
        const monitor: RuleMonitor = {
            subscribe: () => () => undefined,
            notify: (hook, info) =>
                heard.push({ hook, rule: (info as { rule?: { id: string } }).rule?.id ?? '', error: (info as { error?: unknown }).error })
        };
        const level =
            (name: string) =>
            (...args: unknown[]) =>
                logged.push({ level: name, text: args.join(' ') });
        const logger: Logger = {
            log: level('log'),
            info: level('info'),
            debug: level('debug'),
            warn: level('warn'),
            error: level('error')
        };
        const createRule = (ruleClass: RuleClass) => {
            constructions++;
            const rule = rules.get(ruleClass);
            if (!rule) {
                throw new Error('cannot construct');
            }
            return rule;
        };
        runner = new RuleRunner({ createRule, monitor, logger });
    });

    afterEach(() => sinon.restore());

    it('runs the action when the condition holds, gives it the event with the trigger type and rule id, and reports it completed', () => {
        const rule = descriptor('faq');
        const events: unknown[] = [];
        rules.set(rule, {
            condition: () => true,
            action: event => {
                events.push(event);
            }
        });
        runner.run(occurrence(rule), occurrence(rule).matches[0]);
        expect(events).to.deep.equal([{ element: 'a', $type: 'click', $rule: { id: 'faq' } }]);
        expect(heard.map(entry => entry.hook)).to.deep.equal(['ruleTriggered', 'ruleCompleted']);
        expect(logged).to.deep.include({ level: 'log', text: 'Rule "faq" fired.' });
    });

    it('constructs a rule once, on its first run, however often it runs', () => {
        const rule = descriptor('click');
        rules.set(rule, { action: () => undefined });
        for (let n = 0; n < 3; n++) {
            runner.run(occurrence(rule), occurrence(rule).matches[0]);
        }
        expect(constructions).to.equal(1);
        expect(heard.filter(entry => entry.hook === 'ruleCompleted')).to.have.length(3);
    });

    it('does not run the action when the condition is not met, and says so', () => {
        const rule = descriptor('no');
        const action = sinon.spy();
        rules.set(rule, { condition: () => false, action });
        runner.run(occurrence(rule), occurrence(rule).matches[0]);
        expect(action.called).to.equal(false);
        expect(heard.map(entry => entry.hook)).to.deep.equal(['ruleTriggered', 'ruleConditionFailed']);
        expect(logged).to.deep.include({ level: 'log', text: 'Condition for rule "no" was not met.' });
    });

    it("contains a condition or action that throws, and a rule that cannot be constructed: the spec's message, nothing thrown", () => {
        const broken = descriptor('broken');
        rules.set(broken, {
            condition: () => {
                throw new Error('boom');
            },
            action: () => undefined
        });
        const failing = descriptor('failing');
        rules.set(failing, {
            action: () => {
                throw new Error('bang');
            }
        });
        const missing = descriptor('missing');
        expect(() => {
            runner.run(occurrence(broken), occurrence(broken).matches[0]);
            runner.run(occurrence(failing), occurrence(failing).matches[0]);
            runner.run(occurrence(missing), occurrence(missing).matches[0]);
        }).not.to.throw();
        expect(
            heard.filter(entry => entry.hook !== 'ruleTriggered').map(entry => [entry.hook, entry.rule, String(entry.error)])
        ).to.deep.equal([
            ['ruleConditionFailed', 'broken', 'Error: boom'],
            ['ruleActionFailed', 'failing', 'Error: bang'],
            ['ruleConditionFailed', 'missing', 'Error: cannot construct']
        ]);
        expect(logged.filter(entry => entry.level === 'error')).to.have.length(3);
    });

    it("abandons an asynchronous action past the rule's timeout with a TimeoutError, and ignores its late end", async () => {
        const clock = sinon.useFakeTimers();
        const rule = descriptor('slow', { timeout: 500 });
        let finish: (() => void) | undefined;
        rules.set(rule, {
            action: () =>
                new Promise<void>(resolve => {
                    finish = resolve;
                })
        });
        const done = runner.run(occurrence(rule), occurrence(rule).matches[0]);
        await clock.tickAsync(499);
        expect(heard.map(entry => entry.hook)).to.deep.equal(['ruleTriggered']);
        await clock.tickAsync(1);
        await done;
        finish!();
        await clock.tickAsync(0);
        const failed = heard.find(entry => entry.hook === 'ruleActionFailed');
        expect((failed?.error as Error).name).to.equal('TimeoutError');
        expect(logged.find(entry => entry.level === 'error')?.text).to.include('took longer than 0.5 seconds');
        expect(heard.map(entry => entry.hook)).not.to.include('ruleCompleted');
    });

    it("goes on synchronously when nothing waits, so a click's rule runs in the click's own task", () => {
        const rule = descriptor('sync');
        rules.set(rule, { condition: () => true, action: () => undefined });
        const result = runner.run(occurrence(rule), occurrence(rule).matches[0]);
        expect(result).to.equal(undefined);
        expect(heard.map(entry => entry.hook)).to.include('ruleCompleted');
    });

    it('orders a rule by its own finite order, and by the default of 50 otherwise', () => {
        expect(RuleRunner.orderOf(descriptor('a', { order: 10 }))).to.equal(10);
        expect(RuleRunner.orderOf(descriptor('b'))).to.equal(50);
        expect(RuleRunner.orderOf(descriptor('c', { order: Number.NaN }))).to.equal(50);
        expect(RuleRunner.orderOf(descriptor('d', { order: '5' as unknown as number }))).to.equal(50);
    });
});
