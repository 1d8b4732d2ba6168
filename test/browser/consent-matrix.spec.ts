import { expect } from 'chai';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { MatrixHost, Observation, Region, Scenario } from './consent-observation';
import { matrixHosts, observe } from './consent-observation';
import { SCENARIOS } from './consent-scenarios';
import { bench } from './fixture';
import type { VisitOutcome } from './visit-pool';
import { visitAll } from './visit-pool';

interface Row {
    readonly host: MatrixHost;
    readonly scenario: Scenario;
}

/** Visits side by side: enough to keep two cores busy while pages wait on timers and settles. */
const WIDTH = 4;
const REPORT = path.resolve(__dirname, '../../test-results/consent-matrix.md');

const HOSTS = matrixHosts();
const ROWS: readonly Row[] = HOSTS.flatMap(host =>
    SCENARIOS.filter(scenario => !scenario.tcfOnly || host.tcf).map(scenario => ({ host, scenario }))
);

/**
 * The consent model is the provider's for the host's script id; a row that needs the other one
 * forces it with the emulator's region switch, which holds for the whole server. So rows run in
 * phases, one per switch setting, never side by side with rows of another setting.
 */
function phases(rows: readonly Row[]): Array<{ force: Region | undefined; rows: Row[] }> {
    const forceOf = (row: Row) => (row.scenario.region === row.host.region ? undefined : row.scenario.region);
    return ([undefined, 'eu', 'us'] as const)
        .map(force => ({ force, rows: rows.filter(row => forceOf(row) === force) }))
        .filter(phase => phase.rows.length > 0);
}

describe('Consent matrix: a site of each country and every TCF host, scenario by scenario', function () {
    const outcomes = new Map<Row, VisitOutcome<Row, Observation>>();
    const verdicts: Array<{ row: Row; check: string; verdict: string }> = [];
    let started = 0;

    before(async function () {
        // Every visit is bounded by its own waits; the matrix as a whole takes as long as its visits do.
        this.timeout(0);
        started = Date.now();
        try {
            for (const phase of phases(ROWS)) {
                bench().setConsentRegion(phase.force);
                for (const outcome of await visitAll(bench(), phase.rows, WIDTH, (row, page) => observe(row.scenario, page, row.host))) {
                    outcomes.set(outcome.item, outcome);
                }
            }
        } finally {
            bench().setConsentRegion(undefined);
        }
    });

    for (const row of ROWS) {
        for (const [title, verify] of row.scenario.checks) {
            it(`${row.host.host} · ${row.scenario.title} · ${title}`, function () {
                const verdict = { row, check: title, verdict: 'fail' };
                verdicts.push(verdict);
                const outcome = outcomes.get(row);
                expect(outcome, 'the visit ran').not.to.equal(undefined);
                if (outcome!.error) {
                    verdict.verdict = `fail: the visit failed: ${outcome!.error.message.split('\n')[0]}`;
                    throw outcome!.error;
                }
                expect(outcome!.pageErrors, 'errors of the page').to.deep.equal([]);
                try {
                    verify(outcome!.result!);
                } catch (error) {
                    verdict.verdict = `fail: ${(error as Error).message.split('\n')[0]}`;
                    throw error;
                }
                verdict.verdict = 'pass';
            });
        }
    }

    after(function () {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const visits = [...outcomes.values()];
        const lines = [
            '# Consent matrix',
            '',
            `${HOSTS.length} hosts (${HOSTS.filter(host => host.tcf).length} with a TCF CMP), ${visits.length} visits, ${verdicts.length} checks, ` +
                `${verdicts.filter(verdict => verdict.verdict === 'pass').length} passed; ${seconds} s.`,
            '',
            '| host | country | TCF | scenario | check | visit ms | verdict |',
            '|---|---|---|---|---|---|---|',
            ...verdicts.map(
                ({ row, check, verdict }) =>
                    `| ${row.host.host} | ${row.host.country} | ${row.host.tcf ? 'yes' : ''} | ${row.scenario.title} | ${check} ` +
                    `| ${outcomes.get(row)?.ms ?? ''} | ${verdict.replace(/\|/g, '\\|')} |`
            )
        ];
        mkdirSync(path.dirname(REPORT), { recursive: true });
        writeFileSync(REPORT, `${lines.join('\n')}\n`);
        console.log(
            `    consent matrix: ${HOSTS.length} hosts, ${visits.length} visits, ${verdicts.length} checks in ${seconds} s (${REPORT})`
        );
    });
});
