import { expect } from 'chai';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { FaultMode } from '../../demo-site/server/fault-registry';
import type { FaultRow } from './fault-cells';
import { containerWarnings, FAILED_500, hitCounts, pageRecord, PROBE, SLOW_MS, watchPage } from './fault-cells';
import { FAULT_ROWS } from './fault-rows';
import { bench } from './fixture';

const RESULTS = path.resolve(__dirname, '../../test-results');
const MODES: readonly FaultMode[] = ['slow', 'error', 'invalid', 'no-answer'];

interface Outcome {
    readonly row: string;
    readonly mode: FaultMode;
    readonly did: string;
    readonly ms: number;
}

/**
 * The fault matrix: every endpoint the container talks to, under each of the emulator's faults.
 * The fault switch is server-wide per kind and every page talks to every service, so the cells
 * run one after the other, each in a fresh context. Each cell checks that the page keeps working
 * (the window loads, no page error, no unhandled rejection, no console error or container
 * warning it did not declare), that no hit is sent twice, and what its row promises.
 */
describe('Fault matrix: every endpoint under every fault', function () {
    this.timeout(60000);
    const outcomes: Outcome[] = [];
    const started = Date.now();

    after(() => {
        if (outcomes.length > 0) {
            report(outcomes, Date.now() - started);
        }
    });

    for (const row of FAULT_ROWS) {
        describe(row.name, () => {
            for (const mode of MODES) {
                it(mode, async () => {
                    const cellStarted = Date.now();
                    outcomes.push({ row: row.name, mode, did: await runCell(row, mode), ms: Date.now() - cellStarted });
                });
            }
        });
    }
});

async function runCell(row: FaultRow, mode: FaultMode): Promise<string> {
    for (const kind of row.kinds) {
        bench().setFault(kind, { mode, delayMs: SLOW_MS });
    }
    const page = await bench().newPage();
    for (const pattern of [...(mode === 'error' ? [FAILED_500] : []), ...(row.provokes?.[mode] ?? [])]) {
        page.expectError(pattern);
    }
    await watchPage(page);
    // The window's load comes whatever the fault: goto waits for it.
    await page.visit(row.url);
    await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'window-loaded');
    const did = await row.run({ page, mode });

    const counts = hitCounts(row.deliveredFrom?.() ?? 0);
    expect(
        Object.entries(counts).filter(([, count]) => count > 1),
        `no hit sent twice: ${JSON.stringify(counts)}`
    ).to.deep.equal([]);
    if (row.name !== 'consent script' || mode === 'slow') {
        expect(counts, 'the page view left').to.include.keys('page view');
        expect(counts[`lnk_o ${PROBE}`], "the probe hit, after the cell's work").to.equal(1);
    }
    expect((await pageRecord(page)).rejections, 'no unhandled rejection').to.deep.equal([]);
    const says = row.says?.[mode] ?? [];
    expect(
        containerWarnings(page).filter(line => !says.some(pattern => pattern.test(line))),
        'no container warning it did not declare'
    ).to.deep.equal([]);
    // Console errors and page errors: the fixture fails the test on any not declared above.
    return did;
}

/** The table for the README's robustness section, and the wall time (test-results/fault-matrix.md). */
function report(outcomes: readonly Outcome[], wallMs: number): void {
    const lines = [
        `# Fault matrix: ${outcomes.length} cells, ${(wallMs / 1000).toFixed(0)} s`,
        '',
        `Slow is ${SLOW_MS} ms; no-answer never answers; error is a 500; invalid is a 200 the client cannot use.`,
        '',
        '| endpoint | fault | what the container did | cell time |',
        '| --- | --- | --- | --- |',
        ...outcomes.map(
            outcome => `| ${outcome.row} | ${outcome.mode} | ${outcome.did.replace(/\|/g, '\\|')} | ${(outcome.ms / 1000).toFixed(1)} s |`
        )
    ];
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'fault-matrix.md'), `${lines.join('\n')}\n`);
    console.log(`    fault matrix: ${outcomes.length} cells in ${(wallMs / 1000).toFixed(1)} s; test-results/fault-matrix.md`);
}
