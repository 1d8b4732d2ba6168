import { Bench } from './bench';

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
        this.timeout(60000);
        current = await Bench.start();
    },
    async afterEach(this: Mocha.Context): Promise<void> {
        const problems = await current!.closePages();
        current!.clearFaults();
        current!.clearRequests();
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
