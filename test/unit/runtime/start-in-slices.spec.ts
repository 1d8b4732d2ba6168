import { expect } from 'chai';
import { ContainerModule } from 'inversify';
import * as sinon from 'sinon';
import { ContainerRuntime } from '../../../src/runtime/container-runtime';
import type { PageLifecycleTriggerSource } from '../../../src/runtime/page-lifecycle-trigger-source';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { StartupContribution } from '../../../src/runtime/startup-contribution';
import type { YieldingWindow } from '../../../src/runtime/task-budget';
import { runInSlices, taskYield } from '../../../src/runtime/task-budget';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import type { TestRule } from '../test-container';
import { createTestContainer, resetTestPage, withRules } from '../test-container';

/**
 * The browser's scheduler, faked at its edge: each `scheduler.yield()` is a task the test runs when
 * it says, in the order they were asked for.
 */
class FakeScheduler {
    readonly waiting: Array<() => void> = [];

    yield(): Promise<void> {
        return new Promise(resolve => this.waiting.push(resolve));
    }

    /** Runs the next task that waits, and what its promise set going. */
    async next(): Promise<void> {
        await FakeScheduler.microtasks();
        this.waiting.shift()?.();
        await FakeScheduler.microtasks();
    }

    /** Runs every task, those the tasks ask for included. */
    async all(): Promise<void> {
        await FakeScheduler.microtasks();
        while (this.waiting.length > 0) {
            await this.next();
        }
    }

    /** The current task's microtasks: promise chains a few links long run to their end. */
    static async microtasks(): Promise<void> {
        for (let turn = 0; turn < 10; turn++) {
            await Promise.resolve();
        }
    }
}

describe('Start-up in short tasks', () => {
    describe('a way to yield', () => {
        it('is scheduler.yield where the browser has it, called on the scheduler', async () => {
            const scheduler = new FakeScheduler();
            const pause = taskYield({ scheduler });
            const done = pause!();
            expect(scheduler.waiting).to.have.length(1);
            await scheduler.next();
            expect(await done).to.equal(undefined);
        });

        it('is none without scheduler.yield (WebKit, jsdom): the work goes on at once', () => {
            expect(taskYield({})).to.equal(undefined);
            const ran: number[] = [];
            runInSlices({}, [() => ran.push(1), () => ran.push(2)]);
            expect(ran).to.deep.equal([1, 2]);
        });

        it('runs slices in order, each after a yield of its own', async () => {
            const scheduler = new FakeScheduler();
            const window: YieldingWindow = { scheduler };
            const ran: number[] = [];
            runInSlices(window, [() => ran.push(1), () => ran.push(2), () => ran.push(3)]);
            expect(ran, 'nothing in the calling task').to.deep.equal([]);
            await scheduler.next();
            expect(ran).to.deep.equal([1]);
            await scheduler.next();
            expect(ran).to.deep.equal([1, 2]);
            await scheduler.all();
            expect(ran).to.deep.equal([1, 2, 3]);
        });
    });

    describe('the runtime', () => {
        let scheduler: FakeScheduler;
        let ran: string[];

        const step = (id: string, order: number): StartupContribution => ({
            startupStep: { id, order },
            start: () => {
                ran.push(`step ${id}`);
            }
        });
        const rule = (id: string, trigger: TestRule['trigger']): TestRule => ({
            id,
            trigger,
            action: () => {
                ran.push(`rule ${id}`);
            }
        });

        function startedContainer(...rules: TestRule[]) {
            resetTestPage('https://www.alderway.com/');
            captureConsole();
            scheduler = new FakeScheduler();
            Object.defineProperty(testDom.window, 'scheduler', { value: scheduler, configurable: true });
            const container = createTestContainer({
                modules: [
                    withRules(...rules),
                    new ContainerModule(bind => {
                        bind(StartupContribution).toConstantValue(step('tracker', 30));
                        bind(StartupContribution).toConstantValue(step('consent', 5));
                    })
                ]
            });
            expect(container.get<ContainerRuntime>(ContainerRuntime).start()).to.equal(true);
            return container;
        }

        beforeEach(() => {
            ran = [];
        });

        afterEach(() => sinon.restore());

        it('installs _satellite at once, then runs each step in a task of its own, in order, and the rule engine last', async () => {
            const container = startedContainer(rule('loaded', { type: 'library-loaded' }));
            expect(typeof (testDom.window as unknown as { _satellite?: { getVar?: unknown } })._satellite?.getVar).to.equal('function');
            expect(ran, 'in the task that loaded the bundle').to.deep.equal([]);
            await scheduler.next();
            expect(ran).to.deep.equal(['step consent']);
            await scheduler.next();
            expect(ran).to.deep.equal(['step consent', 'step tracker']);
            await scheduler.all();
            expect(ran).to.deep.equal(['step consent', 'step tracker', 'rule loaded']);
            container.get<RuleEngine>(RuleEngine).stop();
        });

        it("runs what a step needs before the first paint in the bundle's own task, in the steps' order, and the steps later", async () => {
            resetTestPage('https://www.alderway.com/');
            captureConsole();
            scheduler = new FakeScheduler();
            Object.defineProperty(testDom.window, 'scheduler', { value: scheduler, configurable: true });
            const early = (id: string, order: number): StartupContribution => ({
                ...step(id, order),
                beforeFirstPaint: () => {
                    ran.push(`before paint ${id}`);
                }
            });
            const failing: StartupContribution = {
                ...step('failing', 1),
                beforeFirstPaint: () => {
                    throw new Error('broken');
                }
            };
            const container = createTestContainer({
                modules: [
                    new ContainerModule(bind => {
                        bind(StartupContribution).toConstantValue(early('personalization', 25));
                        bind(StartupContribution).toConstantValue(step('tracker', 30));
                        bind(StartupContribution).toConstantValue(early('consent', 5));
                        bind(StartupContribution).toConstantValue(failing);
                    })
                ]
            });
            expect(container.get<ContainerRuntime>(ContainerRuntime).start()).to.equal(true);
            expect(ran, 'in the task that loaded the bundle').to.deep.equal(['before paint consent', 'before paint personalization']);
            await scheduler.all();
            expect(ran.slice(2)).to.deep.equal(['step failing', 'step consent', 'step personalization', 'step tracker']);
            container.get<RuleEngine>(RuleEngine).stop();
        });

        it('keeps what page code sets off during the start, and runs it after the steps, behind library loaded', async () => {
            const container = startedContainer(
                rule('loaded', { type: 'library-loaded' }),
                rule('bottom', { type: 'page-bottom' }),
                rule('tracked', { type: 'direct-call', identifier: 'early' })
            );
            const satellite = (testDom.window as unknown as { _satellite: { track(id: string): void; pageBottom(): void } })._satellite;
            await scheduler.next();
            satellite.track('early');
            satellite.pageBottom();
            expect(ran).to.deep.equal(['step consent']);
            await scheduler.all();
            expect(ran).to.deep.equal(['step consent', 'step tracker', 'rule loaded', 'rule tracked', 'rule bottom']);
            container.get<RuleEngine>(RuleEngine).stop();
        });

        it("runs page bottom's rules in a task of the container's own, not in the page's call", async () => {
            const container = startedContainer(rule('bottom', { type: 'page-bottom' }));
            await scheduler.all();
            ran.length = 0;
            container.get<RuleEngine>(RuleEngine).source<PageLifecycleTriggerSource>('page-bottom')!.pageBottom();
            expect(ran, "while the page's script runs").to.deep.equal([]);
            await scheduler.all();
            expect(ran).to.deep.equal(['rule bottom']);
            container.get<RuleEngine>(RuleEngine).stop();
        });
    });
});
