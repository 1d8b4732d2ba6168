import { Bench, patience } from './bench';

let current: Bench | undefined;

/** The bench shared by all browser tests of a run. */
export function bench(): Bench {
    if (!current) {
        throw new Error('The browser bench is not started (test/browser/fixture.ts runs as a mocha root hook).');
    }
    return current;
}

export const mochaHooks = {
    async beforeAll(this: Mocha.Context): Promise<void> {
        this.timeout(patience(60000));
        current = await Bench.start();
    },
    beforeEach(this: Mocha.Context): void {
        // A test's own bound (the mocharc's, or what it set) scales with TEST_CPU_SLOWDOWN; 0 stays unbounded.
        const test = this.currentTest;
        if (test && test.timeout() > 0) {
            test.timeout(patience(test.timeout()));
        }
    },
    async afterEach(this: Mocha.Context): Promise<void> {
        // The test's browsing stops here, whatever became of it, before the next test starts.
        const problems = await current!.closePages();
        current!.nextRun();
        current!.clearFaults();
        current!.clearRequests();
        current!.server.healthReports.clear();
        current!.server.settings.clear();
        if (problems.length > 0 && this.currentTest?.state === 'passed') {
            throw new Error(`The page had errors the test did not expect:\n${problems.join('\n')}`);
        }
    },
    async afterAll(): Promise<void> {
        await current?.stop();
        current = undefined;
    }
};
