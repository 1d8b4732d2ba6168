import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { BaselineBuild, currentIdentity } from './bench/baseline-build';
import { BenchTarget } from './bench/bench-target';
import { ROOT } from './bundle-sizes';
import { USAGE_EXIT_CODE } from './command-line';
import type { BuildUnderTest } from './wire-diff/build-under-test';
import { allJourneys, selectJourneys } from './wire-diff/journey-catalogue';
import { takeJourneys } from './wire-diff/journey-taker';
import type { WireDiffArgs } from './wire-diff/wire-diff-args';
import { parseWireDiffArgs, WIRE_DIFF_USAGE } from './wire-diff/wire-diff-args';
import type { WireDiffReport } from './wire-diff/wire-differences';
import type { WireRun } from './wire-diff/wire-records';
import { buildReport, markdownReport } from './wire-diff/wire-report';
import { loadRun, mergeRuns, shardFileName } from './wire-diff/wire-runs';

/**
 * `npm run wire-diff -- --baseline <ref>`: what a change does to what the reports receive. Builds
 * <ref> and this checkout, takes every journey on both in Chromium (docs/wire-diff.md), and writes
 * the report: markdown here and in <out>/report.md, the data for the demo server's
 * /__qa/wire-diff page in <out>/report.json, the journeys themselves in <out>/run.json.
 */

/** Exit codes (docs/wire-diff.md). */
const DIFFERS = 1;
const RUN_FAILED = 2;

/** The run itself failed: the message says which part. */
class RunFailure extends Error {}

/**
 * The wire diff's Chromium: each frame in its page's renderer. Site isolation would start a
 * process for every cross-site frame of every journey (the audience manager's, the banner's),
 * which costs the 2-core machine a tenth of the run and changes nothing a page sends.
 */
const SWITCHES = ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'];

/** The production bundle alone, for the baseline; the whole build where an older ref has no such config. */
const BASELINE_BUILDS = [
    ['npx', 'webpack', '--config-name', 'container-production'],
    ['npm', 'run', '-s', 'build']
];

async function userAgentOf(target: BenchTarget): Promise<string> {
    const page = await target.browser.newPage();
    try {
        return await page.evaluate(() => navigator.userAgent);
    } finally {
        await page.context().close();
    }
}

async function buildUnderTest(name: BuildUnderTest['name'], distDir: string): Promise<BuildUnderTest> {
    // Both builds on this checkout's demo pages: only the container differs between them.
    const target = await BenchTarget.start(distDir, path.join(ROOT, 'dist/demo'), SWITCHES).catch(error => {
        throw new RunFailure(`The demo server or Chromium did not start for the ${name} build: ${(error as Error).message}`);
    });
    return { name, target, userAgent: await userAgentOf(target), hasHealthFile: existsSync(path.join(distDir, 'container.min.health.js')) };
}

/** Takes the journeys on both builds: the run, saved whole or as a shard. */
async function takeRun(args: WireDiffArgs): Promise<WireRun> {
    const journeys = selectJourneys(allJourneys(), args);
    if (journeys.length === 0) {
        throw new RunFailure('No journey matches --hosts, --pages and --journeys: nothing to compare.');
    }
    if (args.build) {
        console.log('Building this checkout (the production bundle and the demo pages) ...');
        try {
            execFileSync('npx', ['webpack', '--config-name', 'container-production', '--config-name', 'demo-site'], {
                cwd: ROOT,
                stdio: 'inherit'
            });
        } catch {
            throw new RunFailure('The build of this checkout failed (above).');
        }
    }
    const current = currentIdentity(ROOT);
    let baseline: BaselineBuild;
    try {
        baseline = BaselineBuild.prepare(ROOT, args.baseline!, console.log, BASELINE_BUILDS);
    } catch (error) {
        throw new RunFailure(`The baseline ${args.baseline} could not be built: ${(error as Error).message}`);
    }
    const builds: Partial<Record<BuildUnderTest['name'], BuildUnderTest>> = {};
    try {
        builds.baseline = await buildUnderTest('baseline', baseline.distDir);
        builds.current = await buildUnderTest('current', path.join(ROOT, 'dist'));
        const started = Date.now();
        console.log(`Taking ${journeys.length} journeys on both builds, ${args.width} tabs side by side ...`);
        let shown = 0;
        const results = await takeJourneys(journeys, { baseline: builds.baseline, current: builds.current }, args.width, (done, total) => {
            if (done - shown >= 50 || done === total) {
                shown = done;
                console.log(`  ${done}/${total} journeys taken, ${Math.round((Date.now() - started) / 1000)} s`);
            }
        });
        return {
            format: 1,
            baseline: baseline.identity,
            current,
            ...(args.shard ? { shard: args.shard } : {}),
            asked: journeys.map(journey => journey.id),
            journeys: results,
            wallMs: Date.now() - started
        };
    } finally {
        await Promise.all(Object.values(builds).map(build => build.target.stop()));
        baseline.remove();
    }
}

function write(folder: string, name: string, content: string): string {
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, name);
    writeFileSync(file, content);
    return path.relative(ROOT, file) || file;
}

/** The exit code a report makes: broken journeys are a failed run, a difference fails --expect-none. */
function exitCodeOf(report: WireDiffReport, args: WireDiffArgs): number {
    if (report.summary.broken > 0) {
        console.error(`The run failed: ${report.summary.broken} journey(s) could not be taken (listed above).`);
        return RUN_FAILED;
    }
    if (args.expectNone && report.groups.length > 0) {
        console.error(`--expect-none: ${report.summary.changed} journey(s) changed (listed above).`);
        return DIFFERS;
    }
    return 0;
}

async function main(args: WireDiffArgs): Promise<number> {
    const out = path.resolve(ROOT, args.out);
    const run = args.merge ? mergeRuns(args.merge.map(file => loadRun(path.resolve(file)))) : await takeRun(args);
    if (args.shard) {
        const file = write(out, shardFileName(args.shard), `${JSON.stringify(run)}\n`);
        const broken = [...run.journeys.baseline, ...run.journeys.current].filter(record => record.error !== undefined);
        console.log(
            `Shard ${args.shard.index}/${args.shard.count}: ${run.asked.length} journeys on both builds, saved to ${file}; --merge joins the shards into one report.`
        );
        broken.forEach(record => console.error(`  could not be taken: ${record.id}: ${record.error}`));
        return broken.length > 0 ? RUN_FAILED : 0;
    }
    const report = buildReport(run);
    const markdown = markdownReport(report);
    write(out, 'run.json', `${JSON.stringify(run)}\n`);
    write(out, 'report.json', `${JSON.stringify(report)}\n`);
    const file = write(out, 'report.md', markdown);
    console.log(`\n${markdown}`);
    console.log(`Written to ${file} (and report.json, run.json beside it); with npm start, http://localhost:8080/__qa/wire-diff shows it.`);
    return exitCodeOf(report, args);
}

const parsed = parseWireDiffArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
    console.log(WIRE_DIFF_USAGE);
} else if (parsed.kind === 'error') {
    console.error(`${parsed.message}\n\n${WIRE_DIFF_USAGE}`);
    process.exitCode = USAGE_EXIT_CODE;
} else {
    main(parsed.args).then(
        code => (process.exitCode = code),
        error => {
            console.error(error instanceof RunFailure ? error.message : error);
            process.exitCode = RUN_FAILED;
        }
    );
}
