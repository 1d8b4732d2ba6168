import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import type { DirectCallTriggerSource } from '../../../src/runtime/direct-call-trigger-source';
import type { RuleEvent } from '../../../src/runtime/rule';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import type { MonitorHooks } from '../../../src/runtime/rule-monitor';
import { RuleMonitor } from '../../../src/runtime/rule-monitor';
import { DebugMode } from '../../../src/services/debug-mode';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { hideTestPage, testDom } from '../setup';
import type { TestRule } from '../test-container';
import { createTestContainer, resetTestPage, withRules } from '../test-container';

describe('RuleEngine', () => {
    let container: Container;
    let console: ConsoleCapture;
    let ran: string[];

    function directRule(id: string, extra: Partial<TestRule> = {}): TestRule {
        return {
            id,
            trigger: { type: 'direct-call', identifier: 'go' },
            action: () => {
                ran.push(id);
            },
            ...extra
        };
    }

    function start(...rules: TestRule[]): RuleEngine {
        container = createTestContainer({ modules: [withRules(...rules)] });
        const engine = container.get<RuleEngine>(RuleEngine);
        engine.start();
        return engine;
    }

    function track(identifier = 'go', detail?: unknown): void {
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')?.track(identifier, detail);
    }

    beforeEach(() => {
        resetTestPage();
        ran = [];
        console = captureConsole();
    });

    afterEach(() => {
        container?.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
    });

    describe('ordering', () => {
        it('runs the rules of one event by order, lower first, ties in registration order', () => {
            start(directRule('late', { order: 60 }), directRule('first', { order: 10 }), directRule('default-a'), directRule('default-b'));
            track();
            expect(ran).to.deep.equal(['first', 'default-a', 'default-b', 'late']);
        });

        it('orders per event: a rule can be early on one trigger and late on another', () => {
            const both: TestRule = {
                id: 'both',
                order: 5,
                trigger: [
                    { type: 'direct-call', identifier: 'go' },
                    { type: 'direct-call', identifier: 'other' }
                ],
                action: () => {
                    ran.push('both');
                }
            };
            start(both, directRule('go-only', { order: 1 }));
            track('go');
            track('other');
            expect(ran).to.deep.equal(['go-only', 'both', 'both']);
        });

        it('runs the rules of a later event only after those of an earlier one, even when the earlier are async', async () => {
            let release!: () => void;
            const slow: TestRule = {
                id: 'slow',
                trigger: { type: 'direct-call', identifier: 'first' },
                action: () =>
                    new Promise<void>(resolve => {
                        release = () => {
                            ran.push('slow');
                            resolve();
                        };
                    })
            };
            const engine = start(slow, {
                id: 'fast',
                trigger: { type: 'direct-call', identifier: 'second' },
                action: () => {
                    ran.push('fast');
                }
            });
            track('first');
            track('second');
            expect(ran).to.deep.equal([]);
            release();
            await engine.whenIdle();
            expect(ran).to.deep.equal(['slow', 'fast']);
        });

        it('runs synchronous rules at once, inside the call that triggered them', () => {
            start(directRule('now'));
            track();
            expect(ran).to.deep.equal(['now']);
        });
    });

    describe('bursts', () => {
        const burstRule = (): TestRule => ({
            id: 'burst',
            trigger: { type: 'direct-call', identifier: 'go' },
            action: (event: RuleEvent) => {
                ran.push(String(event.detail));
            }
        });

        it('runs 10 occurrences in the task that caused them and the rest in later tasks, in order', async () => {
            const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
            start(burstRule());
            for (let index = 0; index < 25; index++) {
                track('go', index);
            }
            expect(ran).to.have.length(10);
            await clock.tickAsync(0);
            expect(ran).to.have.length(20);
            // A 0 ms timer set while the fake clock ticks is due 1 ms later.
            await clock.tickAsync(1);
            expect(ran).to.deep.equal(Array.from({ length: 25 }, (_, index) => String(index)));
        });

        it('runs everything still waiting when the page is left', () => {
            sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
            start(burstRule());
            for (let index = 0; index < 40; index++) {
                track('go', index);
            }
            expect(ran).to.have.length(10);
            hideTestPage();
            expect(ran).to.have.length(40);
            expect(ran[39]).to.equal('39');
        });
    });

    describe('conditions and actions', () => {
        it('skips the action when the condition is not met, and says so in debug mode', () => {
            start(directRule('guarded', { condition: () => false }), directRule('open'));
            container.get<DebugMode>(DebugMode).setEnabled(true);
            track();
            expect(ran).to.deep.equal(['open']);
            expect(console.lines('log').join('\n')).to.contain('Condition for rule "guarded" was not met.');
        });

        it('hands condition and action the trigger event with its type and rule', () => {
            const seen: RuleEvent[] = [];
            start(
                directRule('inspect', {
                    condition: event => {
                        seen.push(event);
                        return true;
                    },
                    action: event => {
                        seen.push(event);
                    }
                })
            );
            track('go', { reservation: 'R1' });
            expect(seen).to.have.length(2);
            expect(seen[0]).to.include({ $type: 'direct-call', identifier: 'go' });
            expect(seen[0].$rule).to.deep.equal({ id: 'inspect' });
            expect(seen[1].detail).to.deep.equal({ reservation: 'R1' });
        });

        it('awaits async conditions and actions before the next rule', async () => {
            const engine = start(
                directRule('async', {
                    condition: async () => {
                        ran.push('async-condition');
                        return true;
                    },
                    action: async () => {
                        await Promise.resolve();
                        ran.push('async-action');
                    }
                }),
                directRule('after')
            );
            track();
            await engine.whenIdle();
            expect(ran).to.deep.equal(['async-condition', 'async-action', 'after']);
        });

        it('does not run the action when an async condition resolves false', async () => {
            const engine = start(directRule('no', { condition: async () => false }));
            track();
            await engine.whenIdle();
            expect(ran).to.deep.equal([]);
        });
    });

    describe('timeouts', () => {
        it('abandons an action that runs past the default 2000 ms with the timeout message, and runs the next rule', async () => {
            const clock = sinon.useFakeTimers();
            start(directRule('hangs', { action: () => new Promise<void>(() => undefined) }), directRule('next'));
            track();
            await clock.tickAsync(1999);
            expect(ran).to.deep.equal([]);
            // tickAsync runs what the timeout set going; awaiting whenIdle() would hang, not fail, if it never fired.
            await clock.tickAsync(1);
            expect(ran).to.deep.equal(['next']);
            expect(console.lines('error')).to.deep.equal([
                '\u{1F680} Failed to execute the action of rule "hangs". A timeout occurred because the action took longer than 2 seconds to complete.'
            ]);
        });

        it("uses the rule's own timeout for a condition", async () => {
            const clock = sinon.useFakeTimers();
            const actions = sinon.spy();
            start(
                directRule('slow-condition', {
                    timeout: 500,
                    condition: () => new Promise<boolean>(resolve => setTimeout(() => resolve(true), 800)),
                    action: actions
                })
            );
            track();
            await clock.tickAsync(500);
            expect(console.lines('error')[0]).to.contain('the condition took longer than 0.5 seconds');
            await clock.tickAsync(500);
            expect(actions.called, 'the late condition result is ignored').to.equal(false);
        });
    });

    describe('error containment', () => {
        it('logs a throwing condition and goes on with the next rule', () => {
            start(
                directRule('broken', {
                    condition: () => {
                        throw new Error('no data');
                    }
                }),
                directRule('fine')
            );
            expect(() => track()).not.to.throw();
            expect(ran).to.deep.equal(['fine']);
            expect(console.lines('error')[0]).to.contain('Failed to execute the condition of rule "broken". Error: no data');
        });

        it('logs a throwing action and goes on with the next rule', () => {
            start(
                directRule('broken', {
                    action: () => {
                        throw new TypeError('x is undefined');
                    }
                }),
                directRule('fine')
            );
            track();
            expect(ran).to.deep.equal(['fine']);
            expect(console.lines('error')[0]).to.contain('Failed to execute the action of rule "broken". TypeError: x is undefined');
        });

        it('says "Module did not export a function." for a rule whose action is not a function, and goes on', () => {
            start({ ...directRule('no-action'), action: 'sendBeacon' } as unknown as TestRule, directRule('fine'));
            expect(() => track()).not.to.throw();
            expect(ran).to.deep.equal(['fine']);
            expect(console.lines('error')[0]).to.contain(
                'Failed to execute the action of rule "no-action". Error: Module did not export a function.'
            );
        });

        it('gives a rejection without an error a readable message', async () => {
            const engine = start(directRule('rejects', { action: () => Promise.reject(undefined) }));
            track();
            await engine.whenIdle();
            expect(console.lines('error')[0]).to.contain('The rule triggered an error, but no error information was provided.');
        });

        it('reports a rule whose trigger type no source provides, and still runs the others', () => {
            start(
                {
                    id: 'exotic',
                    trigger: { type: 'hover' } as unknown as TestRule['trigger'],
                    action: () => {
                        ran.push('exotic');
                    }
                },
                directRule('fine')
            );
            track();
            expect(ran).to.deep.equal(['fine']);
            expect(console.lines('error')[0]).to.contain('Rule "exotic": no trigger source provides "hover".');
        });
    });

    describe('start-up', () => {
        it('runs a rule triggered by another rule during start-up', () => {
            const starter: TestRule = {
                id: 'starter',
                trigger: { type: 'library-loaded' },
                action: () => {
                    ran.push('starter');
                    track('go');
                }
            };
            start(starter, directRule('follower'));
            expect(ran).to.deep.equal(['starter', 'follower']);
        });

        it('stops: no listener, no rule after stop()', () => {
            const engine = start(directRule('after-stop'));
            engine.stop();
            track();
            expect(ran).to.deep.equal([]);
        });
    });

    describe('monitors', () => {
        it('reports triggered, completed, condition-failed and action-failed rules', () => {
            const calls: string[] = [];
            const hooks: MonitorHooks = {
                ruleTriggered: ({ rule }) => calls.push(`triggered ${rule.id} ${rule.order}`),
                ruleCompleted: ({ rule }) => calls.push(`completed ${rule.id}`),
                ruleConditionFailed: ({ rule, error }) => calls.push(`condition ${rule.id} ${error ? 'error' : 'not met'}`),
                ruleActionFailed: ({ rule }) => calls.push(`action ${rule.id}`)
            };
            start(
                directRule('ok', { order: 1 }),
                directRule('unmet', { order: 2, condition: () => false }),
                directRule('fails', {
                    order: 3,
                    action: () => {
                        throw new Error('x');
                    }
                })
            );
            container.get<RuleMonitor>(RuleMonitor).subscribe(hooks);
            track();
            expect(calls).to.deep.equal([
                'triggered ok 1',
                'completed ok',
                'triggered unmet 2',
                'condition unmet not met',
                'triggered fails 3',
                'action fails'
            ]);
        });

        it('reads page-level monitors from _satellite._monitors and survives a throwing one', () => {
            const fired: string[] = [];
            (testDom.window as unknown as { _satellite: object })._satellite = {
                _monitors: [
                    {
                        ruleCompleted: () => {
                            throw new Error('bad monitor');
                        }
                    },
                    { ruleCompleted: ({ rule }: { rule: { id: string } }) => fired.push(rule.id) }
                ]
            };
            start(directRule('watched'));
            track();
            expect(fired).to.deep.equal(['watched']);
            expect(ran).to.deep.equal(['watched']);
        });

        it('reports every trigger occurrence, with the rules it started', () => {
            const occurrences: string[] = [];
            container = createTestContainer({ modules: [withRules(directRule('a'))] });
            container
                .get<RuleMonitor>(RuleMonitor)
                .subscribe({ triggerFired: ({ type, rules }) => occurrences.push(`${type}:${rules.join(',')}`) });
            container.get<RuleEngine>(RuleEngine).start();
            track('go');
            track('nothing');
            expect(occurrences).to.deep.equal(['library-loaded:', 'direct-call:a', 'direct-call:']);
        });
    });
});
