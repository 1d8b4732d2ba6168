import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BaselineBuild, currentIdentity } from './bench/baseline-build';
import type { BenchArgs } from './bench/bench-args';
import { BENCH_USAGE, pageSlug, parseBenchArgs } from './bench/bench-args';
import { BenchProgress } from './bench/bench-progress';
import type { BenchResults, PageResult } from './bench/bench-report';
import { report } from './bench/bench-report';
import { BenchTarget } from './bench/bench-target';
import { BURST_CLICKS, measureClickBurst } from './bench/click-burst';
import { CLICKS, measureClickCost } from './bench/click-cost';
import type { ComparisonCell, VisitKind } from './bench/comparison';
import { compareCell, comparisonReport, VISIT_LABELS } from './bench/comparison';
import { Contention } from './bench/contention';
import { measureDataLayerBurst, PUSHES } from './bench/data-layer-burst';
import { renderHtmlReport } from './bench/html-report';
import type { LoadMeasure, Summary } from './bench/load-summary';
import { round, summarise } from './bench/load-summary';
import { CPU_SLOWDOWN } from './bench/page-load';
import type { Build, RunCounter, Visitor } from './bench/visit-series';
import { runCell, VisitSeries } from './bench/visit-series';
import { BUNDLE_FILES, ROOT, sizeOf } from './bundle-sizes';
import { USAGE_EXIT_CODE } from './command-line';

/**
 * `npm run bench`: what the container costs a page, measured in Chromium on the demo bench.
 * Sizes of every bundle; then, with the CPU slowed down 4x as on a mid-range phone, the median
 * over `--loads` loads of four demo pages with and without the container, the cost of a click,
 * and a burst of 10,000 data-layer pushes.
 * Writes bench/results.json and prints a table. `-- --loads 5` for a quick look.
 * `-- --baseline <ref>` also builds <ref> and measures both builds' loads interleaved, to say
 * whether a change made the container faster or slower; it adds bench/report.html.
 * `-- --cached` adds the cached visit (files and V8's code cache in the browser, as on most page
 * views); `-- --contend N` makes every load again beside N busy processes.
 */

const PAGES: ReadonlyArray<{ name: string; url: string }> = [
    { name: 'home', url: 'https://www.alderway.com/' },
    { name: 'funnel step', url: 'https://reservations.alderway.com/car-rental/reservation/selectCar.html' },
    { name: 'careers job', url: 'https://careers.alderway.com/jobs/J-1042' },
    { name: 'loyalty dashboard', url: 'https://loyalty.alderway.com/dashboard' }
];
const VISITS: ReadonlyArray<{ kind: VisitKind; visitor: Visitor }> = [
    { kind: 'firstVisit', visitor: 'fresh' },
    { kind: 'returningVisit', visitor: 'returning' },
    { kind: 'cachedVisit', visitor: 'cached' }
];

/** A build's loads with the constructions its staging build counted, where the measured loads counted none (production). */
function withConstructions(
    measures: Record<'baseline' | 'current', LoadMeasure[]>,
    counted: Record<'baseline' | 'current', Pick<LoadMeasure, 'classesBeforeLoad' | 'classesTotal'>>
): Record<'baseline' | 'current', LoadMeasure[]> {
    const fill = (loads: LoadMeasure[], count: Pick<LoadMeasure, 'classesBeforeLoad' | 'classesTotal'>) =>
        loads.map(load => (load.classesBeforeLoad === undefined ? { ...load, ...count } : load));
    return { baseline: fill(measures.baseline, counted.baseline), current: fill(measures.current, counted.current) };
}

async function main(args: BenchArgs): Promise<void> {
    const started = Date.now();
    const selected = PAGES.filter(page => !args.pages || args.pages.includes(pageSlug(page.name)));
    if (selected.length === 0) {
        throw new Error(`No page named ${args.pages?.join(', ')}; the pages are ${PAGES.map(page => pageSlug(page.name)).join(', ')}.`);
    }
    if (args.build) {
        console.log('Building the bundles ...');
        execSync('npm run -s build', { cwd: ROOT, stdio: 'inherit' });
    }
    const sizes = BUNDLE_FILES.map(sizeOf);
    // The commit dist/ was built from: the tree may move on while the loads run.
    const measured = currentIdentity(ROOT);
    // Built before any browser starts, so a ref that does not build fails in seconds, not after the loads.
    const baseline = args.baseline === undefined ? undefined : BaselineBuild.prepare(ROOT, args.baseline);
    try {
        const current = await BenchTarget.start(path.join(ROOT, 'dist'));
        let other: BenchTarget | undefined;
        let contention: Contention | undefined;
        try {
            // The baseline's bundles on the current demo pages: the same pages, only the container differs.
            other = baseline && (await BenchTarget.start(baseline.distDir, path.join(ROOT, 'dist/demo')));
            contention = args.contend ? await Contention.start(args.contend) : undefined;
            const visits = VISITS.filter(visit => visit.kind !== 'cachedVisit' || args.cached);
            const progress = new BenchProgress(selected.length * (1 + visits.length) + Number(args.clicks) + 2 * Number(args.burst));
            const cells: ComparisonCell[] = [];
            const pages: PageResult[] = [];
            for (const { name, url } of selected) {
                const quietOnly = await runCell(
                    { current: new VisitSeries(current, `${url}?tagLoad=none`, 'fresh') },
                    args.loads,
                    counter(progress, `${name}, without the container`)
                );
                const withoutContainer = summarise(quietOnly.current!.quiet);
                const summaries: Partial<Record<VisitKind, Summary>> = {};
                const contended: Partial<Record<VisitKind, Summary>> = {};
                for (const { kind, visitor } of visits) {
                    const series: Partial<Record<Build, VisitSeries>> = {
                        current: new VisitSeries(current, url, visitor),
                        ...(other ? { baseline: new VisitSeries(other, url, visitor) } : {})
                    };
                    const measured = await runCell(series, args.loads, counter(progress, `${name}, ${VISIT_LABELS[kind]}`), contention);
                    if (other) {
                        const counted = {
                            baseline: await series.baseline!.constructions(),
                            current: await series.current!.constructions()
                        };
                        const quiet = withConstructions({ baseline: measured.baseline!.quiet, current: measured.current!.quiet }, counted);
                        cells.push(
                            compareCell(
                                name,
                                kind,
                                quiet,
                                contention ? { baseline: measured.baseline!.contended, current: measured.current!.contended } : undefined
                            )
                        );
                        summaries[kind] = summarise(quiet.current);
                    } else {
                        summaries[kind] = summarise(measured.current!.quiet);
                    }
                    if (contention) {
                        contended[kind] = summarise(measured.current!.contended);
                    }
                }
                // What the container costs the page, as a share of what the page's own scripts cost it.
                const ratio = (visit: Summary | undefined) =>
                    visit?.containerMs !== null && visit?.containerMs !== undefined && withoutContainer.scriptMs
                        ? round(visit.containerMs / withoutContainer.scriptMs, 2)
                        : null;
                pages.push({
                    page: name,
                    url,
                    withoutContainer,
                    firstVisit: summaries.firstVisit!,
                    returningVisit: summaries.returningVisit!,
                    ...(summaries.cachedVisit ? { cachedVisit: summaries.cachedVisit } : {}),
                    ratio: {
                        firstVisit: ratio(summaries.firstVisit),
                        returningVisit: ratio(summaries.returningVisit),
                        ...(summaries.cachedVisit ? { cachedVisit: ratio(summaries.cachedVisit) } : {})
                    },
                    ...(contention ? { contended } : {})
                });
            }
            progress.endLine();
            if (args.clicks) {
                progress.step(`${CLICKS} clicks, untracked and tracked`);
            }
            const clicks = args.clicks ? await measureClickCost(current.browser, PAGES[0].url) : undefined;
            if (args.burst) {
                progress.step(`a burst of ${PUSHES} data-layer pushes`);
            }
            const dataLayerBurst = args.burst ? await measureDataLayerBurst(current.browser, current.server.log, CPU_SLOWDOWN) : undefined;
            if (args.burst) {
                progress.step(`a burst of ${BURST_CLICKS} tracked clicks`);
            }
            const clickBurst = args.burst ? await measureClickBurst(current.browser, current.server.log, CPU_SLOWDOWN) : undefined;
            const comparison = baseline && {
                baseline: baseline.identity,
                current: measured,
                loads: args.loads,
                cpuSlowdown: CPU_SLOWDOWN,
                cells,
                ...(args.contend ? { contend: args.contend } : {})
            };
            const results: BenchResults = {
                date: new Date().toISOString(),
                machine: machine(current.browser.version()),
                settings: {
                    loads: args.loads,
                    cpuSlowdown: CPU_SLOWDOWN,
                    clicks: CLICKS,
                    ...(args.cached ? { cached: true } : {}),
                    ...(args.contend ? { contend: args.contend } : {})
                },
                sizes,
                pages,
                clicks,
                dataLayerBurst,
                clickBurst,
                durationSeconds: Math.round((Date.now() - started) / 1000),
                ...(comparison ? { comparison } : {})
            };
            mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
            writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
            console.log(`\n${report(results)}`);
            if (comparison) {
                writeFileSync(path.join(ROOT, 'bench/report.html'), renderHtmlReport(comparison, results.date));
                console.log(`\n${comparisonReport(comparison)}\n\nChart and table in bench/report.html.`);
            }
            console.log(`Written to bench/results.json in ${results.durationSeconds} s.`);
        } finally {
            contention?.stop();
            await other?.stop();
            await current.stop();
        }
    } finally {
        baseline?.remove();
    }
}

/** Starts the next measurement on the progress line; its loads count on it (and say which build, when comparing). */
function counter(progress: BenchProgress, label: string): RunCounter {
    const prefix = progress.next(label);
    return (run, runs, build) => progress.run(build ? `${prefix}, ${build}` : prefix, run, runs);
}

function machine(chromium: string): Record<string, string | number> {
    const cpus = os.cpus();
    return {
        cpu: cpus[0]?.model ?? 'unknown',
        cores: cpus.length,
        memoryGiB: round(os.totalmem() / 2 ** 30, 1),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        node: process.version,
        chromium
    };
}

const parsed = parseBenchArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
    console.log(BENCH_USAGE);
} else if (parsed.kind === 'error') {
    console.error(`${parsed.message}\n\n${BENCH_USAGE}`);
    process.exitCode = USAGE_EXIT_CODE;
} else {
    main(parsed.args).catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
}
