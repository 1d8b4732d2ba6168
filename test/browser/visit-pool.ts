import type { Bench, BenchPage } from './bench';

/** What one visit of a matrix gave: its result, or why it failed, and the page's unexpected errors. */
export interface VisitOutcome<T, R> {
    readonly item: T;
    readonly result?: R;
    readonly error?: Error;
    /** Page errors and console errors the visit did not declare (`page.expectError`). */
    readonly pageErrors: readonly string[];
    readonly ms: number;
}

/**
 * Runs `visit` for every item, `width` at a time, each in a fresh browser context (no cookies, no
 * storage) with one page: the matrices' way to cover many pages in one browser on two cores.
 * Each page records its own requests (`BenchPage.requests`), so visits side by side do not mix.
 * The contexts belong to the bench's current run: once that run ends (its test failed or timed
 * out), no further visit starts and the open ones are closed with the run.
 */
export async function visitAll<T, R>(
    bench: Bench,
    items: readonly T[],
    width: number,
    visit: (item: T, page: BenchPage) => Promise<R>,
    onDone?: (outcome: VisitOutcome<T, R>, done: number) => void
): Promise<Array<VisitOutcome<T, R>>> {
    const outcomes: Array<VisitOutcome<T, R>> = new Array<VisitOutcome<T, R>>(items.length);
    let next = 0;
    let done = 0;
    const run = bench.currentRun;
    const worker = async () => {
        for (let index = next++; index < items.length && bench.currentRun === run; index = next++) {
            const started = Date.now();
            let outcome: VisitOutcome<T, R>;
            const context = await bench.newContext();
            try {
                const page = await bench.newContextPage(context);
                try {
                    const result = await visit(items[index], page);
                    outcome = { item: items[index], result, pageErrors: page.unexpectedErrors(), ms: Date.now() - started };
                } catch (error) {
                    outcome = { item: items[index], error: error as Error, pageErrors: page.unexpectedErrors(), ms: Date.now() - started };
                }
            } catch (error) {
                outcome = { item: items[index], error: error as Error, pageErrors: [], ms: Date.now() - started };
            } finally {
                await context.close().catch(() => undefined);
            }
            outcomes[index] = outcome;
            onDone?.(outcome, ++done);
        }
    };
    await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
    return outcomes;
}
