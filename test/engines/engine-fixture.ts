import { DemoServer } from '../../demo-site/server/demo-server';
import { patience } from '../browser/patience';
import type { EngineName } from './engine';
import { ENGINE_TITLES } from './engine';
import { EngineBench } from './engine-bench';
import { HostProxy } from './host-proxy';

/** The demo server and the proxy that maps every host to it, shared by the engines of a run. */
let shared: { server: DemoServer; proxy: HostProxy; ports: { port: number; tlsPort: number } } | undefined;

/** Per engine: how its tests ended, and how long they and its start took. */
const tally = new Map<EngineName, { passed: number; failed: number; ms: number; version: string }>();

function tallyOf(engine: EngineName): { passed: number; failed: number; ms: number; version: string } {
    let entry = tally.get(engine);
    if (!entry) {
        tally.set(engine, (entry = { passed: 0, failed: 0, ms: 0, version: '' }));
    }
    return entry;
}

/**
 * Declares the scenarios of one engine: a mocha suite that starts the engine first (a missing
 * engine fails it, saying how to install it), gives each test a run of its own, and fails a test
 * whose pages had an error it did not declare.
 */
export function describeEngine(engine: EngineName, scenarios: (bench: () => EngineBench) => void): void {
    describe(ENGINE_TITLES[engine], function () {
        let bench: EngineBench | undefined;
        let started = 0;

        before(async function () {
            this.timeout(patience(60000));
            started = Date.now();
            if (!shared) {
                throw new Error('The engine bench is not started (test/engines/engine-fixture.ts runs as a mocha root hook).');
            }
            bench = await EngineBench.start(engine, shared.server, shared.proxy, shared.ports);
            tallyOf(engine).version = bench.engine.version;
        });

        beforeEach(function () {
            const test = this.currentTest;
            if (test && test.timeout() > 0) {
                test.timeout(patience(test.timeout()));
            }
        });

        afterEach(async function () {
            // The test has read its pages' problems (scenario()); what is left is cleaning up.
            await bench?.endRun();
            tallyOf(engine)[this.currentTest?.state === 'passed' ? 'passed' : 'failed']++;
        });

        after(async function () {
            this.timeout(patience(30000));
            await bench?.stop();
            tallyOf(engine).ms += Date.now() - started;
        });

        scenarios(() => {
            if (!bench) {
                throw new Error(`${engine} is not started`);
            }
            return bench;
        });
    });
}

/**
 * One scenario of an engine's suite: the test, then the pages' problems it did not declare
 * (uncaught errors, unhandled rejections, console errors) fail it, in every engine alike.
 */
export function scenario(title: string, bench: () => EngineBench, body: (bench: EngineBench) => Promise<void>, timeoutMs?: number): void {
    const test = it(title, async () => {
        await body(bench());
        const problems = await bench().unexpectedProblems();
        if (problems.length > 0) {
            throw new Error(
                `The page had problems the test did not expect:\n${problems.map(problem => `${problem.kind}: ${problem.text}`).join('\n')}`
            );
        }
    });
    if (timeoutMs !== undefined) {
        test.timeout(timeoutMs);
    }
}

function summary(): string {
    const lines = [...tally].map(
        ([engine, { passed, failed, ms, version }]) =>
            `  ${engine.padEnd(9)} ${String(passed).padStart(3)} passed  ${String(failed).padStart(3)} failed  ${(ms / 1000).toFixed(1).padStart(6)} s  ${version}`
    );
    return `\nCross-engine scenarios, per engine:\n${lines.join('\n')}\n`;
}

export const mochaHooks = {
    async beforeAll(this: Mocha.Context): Promise<void> {
        this.timeout(patience(60000));
        const server = new DemoServer({ port: 0, tlsPort: 0 });
        const ports = await server.start();
        const proxy = new HostProxy(ports);
        await proxy.start();
        shared = { server, proxy, ports };
    },
    async afterAll(): Promise<void> {
        process.stdout.write(summary());
        await shared?.proxy.stop();
        await shared?.server.stop();
        shared = undefined;
    }
};
