import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runHealthCommand } from '../../../scripts/health';
import { generateReports, toNdjson } from '../../health/health-report-generator';
import { BASELINE_BUILD, CURRENT_BUILD, TWO_RELEASES } from '../../health/two-releases';

const ROOT = path.resolve(__dirname, '../../..');

describe('npm run health', () => {
    let folder: string;
    let file: string;

    before(() => {
        folder = mkdtempSync(path.join(tmpdir(), 'health-'));
        file = path.join(folder, 'reports.ndjson');
        writeFileSync(file, toNdjson(generateReports(TWO_RELEASES, 41)));
    });

    after(() => rmSync(folder, { recursive: true, force: true }));

    function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
        const output = { stdout: '', stderr: '' };
        const code = runHealthCommand(argv, { stdout: text => (output.stdout += text), stderr: text => (output.stderr += text) });
        return { code, ...output };
    }

    it("prints every build's tables, the newest first, from newline-delimited JSON", () => {
        const { code, stdout, stderr } = run(file);
        expect([code, stderr]).to.deep.equal([0, '']);
        expect(stdout.split('\n')[0]).to.equal(`Container health: 690 production reports of 2 build(s) in ${file}`);
        const current = stdout.indexOf(`== ${CURRENT_BUILD} (production): 330 pages reported ==`);
        const baseline = stdout.indexOf(`== ${BASELINE_BUILD} (production): 360 pages reported ==`);
        expect(current).to.be.greaterThan(0);
        expect(baseline).to.be.greaterThan(current);
        // The baseline's cost table: p50 and p95 by nearest rank, as the page shows them.
        expect(stdout.slice(baseline)).to.contain(
            [
                'Main-thread ms by site type (p50 and p95 by nearest rank)',
                'site type  pages  to page view p50  p95  to settled p50  p95  long frames  pages with one  long-frame ms p95',
                '---------  -----  ----------------  ---  --------------  ---  -----------  --------------  -----------------',
                'rental       200                70  115             298  478           24           6.0 %                 60',
                'careers      120                89  143             259  313            0             0 %                  0',
                'loyalty       40                29   47              69   87            0             0 %                  0'
            ].join('\n')
        );
        expect(stdout.slice(current, baseline)).to.contain('careers    job-apply          10   8.3         10  rule-timeout 10');
        expect(stdout).not.to.contain('What changed');
    });

    it('with --baseline, prints both builds and what changed, what matters first', () => {
        const { code, stdout } = run(file, '--baseline', BASELINE_BUILD);
        expect(code).to.equal(0);
        const differences = stdout.slice(
            stdout.indexOf(`== What changed from ${BASELINE_BUILD} to ${CURRENT_BUILD}, what matters first ==`)
        );
        expect(differences.split('\n').slice(2, 8)).to.deep.equal([
            '1. [worse]  careers: job-apply rule failures 0 → 8.3 % of pages',
            '            0 of 120 → 10 of 120 pages; rule-timeout',
            '2. [worse]  rental: chat-widget tag failures 2.0 → 6.0 % of pages',
            '            4 of 200 → 12 of 200 pages; timeout',
            '3. [worse]  job-apply schema violations 0 → 0.9 % of pages',
            '            0 of 360 → 3 of 330 pages'
        ]);
        expect(differences).to.contain('6. [slower] rental: main-thread p95 to page view 115 → 200 ms');
        expect(differences).to.contain('8. [faster] careers: main-thread p95 to settled 313 → 263 ms');
    });

    it('prints the end docs/health.md shows of it, for the plan of two releases', () => {
        const page = readFileSync(path.join(ROOT, 'docs/health.md'), 'utf8');
        const shown = /```\n(== What changed from [^\n]*\n[\s\S]*?)\n```/.exec(page)?.[1];
        expect(shown, 'the output block of docs/health.md').to.be.a('string');
        expect(run(file, '--baseline', BASELINE_BUILD).stdout).to.contain(`${shown}\n`);
    });

    it('takes the current build from --build: the other way round, the fixed failure is the one that appeared', () => {
        const { code, stdout } = run(file, `--baseline=${CURRENT_BUILD}`, '--build', BASELINE_BUILD);
        expect(code).to.equal(0);
        expect(stdout).to.contain(
            `== What changed from ${CURRENT_BUILD} to ${BASELINE_BUILD}, what matters first ==\n\n1. [worse]  careers: job-search rule failures 0 → 2.5 % of pages`
        );
        const alone = run(file, '--build', BASELINE_BUILD).stdout;
        expect(alone).to.contain(`== ${BASELINE_BUILD} (production)`).and.not.to.contain(`== ${CURRENT_BUILD}`);
    });

    it('skips lines that are not reports, naming them on stderr, and counts the rest', () => {
        const mixed = path.join(folder, 'mixed.ndjson');
        writeFileSync(mixed, `{"v":2}\n${toNdjson(generateReports([TWO_RELEASES[1]], 1))}not json\n`);
        const { code, stdout, stderr } = run(mixed);
        expect(code).to.equal(0);
        expect(stderr).to.equal('Skipped 2 line(s) that are not reports: line 1 (v is not 1), line 332 (not JSON).\n');
        expect(stdout).to.contain(`== ${CURRENT_BUILD} (production): 330 pages reported ==`);
    });

    it('keeps environments apart and says which others the file has', () => {
        const both = path.join(folder, 'both.ndjson');
        writeFileSync(
            both,
            toNdjson([...generateReports(TWO_RELEASES, 41), ...generateReports([{ ...TWO_RELEASES[1], env: 'staging' }], 2)])
        );
        expect(run(both).stdout.split('\n')[0]).to.equal(
            `Container health: 690 production reports of 2 build(s) in ${both} (also staging: 330; pick with --env)`
        );
        const staging = run(both, '--env', 'staging');
        expect(staging.stdout).to.contain(`== ${CURRENT_BUILD} (staging): 330 pages reported ==`).and.not.to.contain(BASELINE_BUILD);
        expect(run(file, '--env', 'development')).to.deep.equal({
            code: 1,
            stdout: '',
            stderr: `${file} has no development report (it has production: 690).\n`
        });
    });

    it('fails with 1 on a build the reports do not have, or a baseline that is the current build', () => {
        expect(run(file, '--baseline', '1.3.0')).to.deep.equal({
            code: 1,
            stdout: '',
            stderr: `No production report of build 1.3.0. Builds, the newest first:\n  ${CURRENT_BUILD}\n  ${BASELINE_BUILD}\n`
        });
        expect(run(file, '--baseline', CURRENT_BUILD).stderr).to.equal(
            `The baseline ${CURRENT_BUILD} is the current build: name another with --build.\n`
        );
        expect(run(path.join(folder, 'missing.ndjson')).stderr).to.match(/^Cannot read .*missing\.ndjson: ENOENT/);
    });

    it('fails with 2 and the usage on a command line it does not understand; --help prints the usage', () => {
        for (const [argv, message] of [
            [[], 'Name the file of reports.'],
            [[file, '--basline', 'x'], 'Unknown option: --basline'],
            [[file, '--baseline'], '--baseline needs a value.'],
            [[file, '--env', 'qa'], '--env takes production, staging, development, not qa.'],
            [[file, file], 'One file of reports, not 2.']
        ] as const) {
            const { code, stdout, stderr } = run(...argv);
            expect([code, stdout], message).to.deep.equal([2, '']);
            expect(stderr).to.match(
                new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\nUsage: npm run -s health -- <reports.ndjson>`)
            );
        }
        expect(run('--help')).to.include({ code: 0, stderr: '' });
        expect(run('--help').stdout).to.match(/^Usage: npm run -s health -- <reports\.ndjson> \[--baseline <build id>\]/);
    });

    it('runs as npm runs it, with its exit code', function () {
        this.timeout(30000);
        const result = spawnSync(
            process.execPath,
            ['-r', './scripts/register-ts.js', 'scripts/health.ts', file, '--build', CURRENT_BUILD],
            { cwd: ROOT, encoding: 'utf8' }
        );
        expect(result.status).to.equal(0);
        expect(result.stdout).to.contain(`== ${CURRENT_BUILD} (production): 330 pages reported ==`);
    });
});
