import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoServer } from '../demo-site/server/demo-server';
import { BUNDLE_FILES, ROOT, sizeOf } from './bundle-sizes';
import { BenchResults, PageResult, report, Summary } from './bench/bench-report';
import { CpuProfile } from './bench/cpu-profile';
import { BenchProgress } from './bench/bench-progress';
import { BURST_CLICKS, measureClickBurst } from './bench/click-burst';
import { measureDataLayerBurst, PUSHES } from './bench/data-layer-burst';
import { benchContext, CONTAINER_SCRIPT, containerLongFrames, personalizationTimes } from './bench/long-frames';
import { launchChromium } from './chromium';

/**
 * `npm run bench`: what the container costs a page, measured in Chromium on the demo bench.
 * Sizes of every bundle; then, with the CPU slowed down 4x as on a mid-range phone, the median
 * over LOADS loads of four demo pages with and without the container, the cost of a click, and a
 * burst of 10,000 data-layer pushes.
 * Writes bench/results.json and prints a table. `-- --loads 5` for a quick look.
 */

const LOADS = Number(argument('--loads') ?? 15);
const CLICKS = 1000;
const CPU_SLOWDOWN = 4;
const PAGES: ReadonlyArray<{ name: string; url: string }> = [
    { name: 'home', url: 'https://www.alderway.com/' },
    { name: 'funnel step', url: 'https://reservations.alderway.com/car-rental/reservation/selectCar.html' },
    { name: 'careers job', url: 'https://careers.alderway.com/jobs/J-1042' },
    { name: 'loyalty dashboard', url: 'https://loyalty.alderway.com/dashboard' }
];

interface LoadMeasure {
    /** Main-thread time of all scripts of the page, ms (CPU samples with a script on the stack). */
    readonly scriptMs: number;
    /** Main-thread time with the container's code on the stack, ms. */
    readonly containerMs: number;
    /** Tasks over 50 ms in which the container's code ran. */
    readonly containerLongTasks: number;
    /** From navigation start to the page view beacon's request, ms. */
    readonly pageViewMs?: number;
    /** Classes the container constructed before the window's load event (its `_satellite._activations`). */
    readonly classesBeforeLoad?: number;
    /** Classes constructed by the time the page was idle after load. */
    readonly classesTotal?: number;
    /** From navigation start to the personalization offers rendered, ms (pages with offers). */
    readonly offerRenderedMs?: number;
    /** How long the personalization client kept the page hidden, ms. */
    readonly hiddenMs?: number;
}

async function main(): Promise<void> {
    const started = Date.now();
    if (!process.argv.includes('--no-build')) {
        console.log('Building the bundles ...');
        execSync('npm run -s build', { cwd: ROOT, stdio: 'inherit' });
    }
    const sizes = BUNDLE_FILES.map(sizeOf);
    const server = new DemoServer({ port: 0, tlsPort: 0 });
    const { port, tlsPort } = await server.start();
    const browser = await launchChromium(port, tlsPort);
    try {
        const pages: PageResult[] = [];
        const only = argument('--page')?.split(',').map(slug);
        const selected = PAGES.filter(page => !only || only.includes(slug(page.name)));
        const withClicks = !process.argv.includes('--no-clicks');
        const withBurst = !process.argv.includes('--no-burst');
        // Three series of loads per page, then the clicks and the burst.
        const progress = new BenchProgress(selected.length * 3 + Number(withClicks) + 2 * Number(withBurst));
        for (const { name, url } of selected) {
            const withoutContainer = summarise(await loads(browser, `${url}?tagLoad=none`, 'fresh', progress, `${name}, without the container`));
            const firstVisit = summarise(await loads(browser, url, 'fresh', progress, `${name}, first visit`));
            const returningVisit = summarise(await loads(browser, url, 'returning', progress, `${name}, returning visit`));
            // What the container costs the page, as a share of what the page's own scripts cost it.
            const ratio = (visit: Summary) => visit.containerMs !== null && withoutContainer.scriptMs
                ? round(visit.containerMs / withoutContainer.scriptMs, 2) : null;
            pages.push({ page: name, url, withoutContainer, firstVisit, returningVisit, ratio: { firstVisit: ratio(firstVisit), returningVisit: ratio(returningVisit) } });
        }
        progress.endLine();
        const clicks = withClicks ? await clickCost(browser, progress) : undefined;
        if (withBurst) {
            progress.step(`a burst of ${PUSHES} data-layer pushes`);
        }
        const dataLayerBurst = withBurst ? await measureDataLayerBurst(browser, server.log, CPU_SLOWDOWN) : undefined;
        if (withBurst) {
            progress.step(`a burst of ${BURST_CLICKS} tracked clicks`);
        }
        const clickBurst = withBurst ? await measureClickBurst(browser, server.log, CPU_SLOWDOWN) : undefined;
        const results: BenchResults = {
            date: new Date().toISOString(),
            machine: machine(await browser.version()),
            settings: { loads: LOADS, cpuSlowdown: CPU_SLOWDOWN, clicks: CLICKS },
            sizes,
            pages,
            clicks,
            dataLayerBurst,
            clickBurst,
            durationSeconds: Math.round((Date.now() - started) / 1000)
        };
        mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
        writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
        console.log(`\n${report(results)}\nWritten to bench/results.json in ${results.durationSeconds} s.`);
    } finally {
        await browser.close();
        await server.stop();
    }
}

/**
 * LOADS loads of `url`. `fresh`: each in a new browser profile (a first visit: no cookies, no
 * cache). `returning`: one profile that visited the page once before, so the visitor's ids and
 * consent are in its cookies and the bundle in its cache.
 */
async function loads(browser: Browser, url: string, visitor: 'fresh' | 'returning', progress: BenchProgress, label: string): Promise<LoadMeasure[]> {
    const measures: LoadMeasure[] = [];
    let context: BrowserContext | undefined;
    const prefix = progress.next(label);
    for (let run = 0; run < LOADS; run++) {
        progress.run(prefix, run + 1, LOADS);
        if (visitor === 'fresh' || !context) {
            await context?.close();
            context = await benchContext(browser);
            if (visitor === 'returning') {
                await load(context, url, false);
            }
        }
        measures.push(await load(context, url, true));
    }
    await context?.close();
    return measures;
}

async function load(context: BrowserContext, url: string, measured: boolean): Promise<LoadMeasure> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const stop = measured ? await CpuProfile.start(cdp) : undefined;
    await page.goto(url, { waitUntil: 'load' });
    const withContainer = !url.includes('tagLoad=none');
    const pageViewMs = withContainer ? await pageViewTime(page) : undefined;
    // The after-load file runs in idle time after load: wait for it, then for the page to be idle.
    if (withContainer) {
        await page.waitForFunction(() => (window as { _satellite?: { __lazy?: Record<string, unknown> } })._satellite?.__lazy?.['after-load'] !== undefined, undefined, { timeout: 15000, polling: 50 });
    }
    await idle(page);
    const profile = await stop?.();
    const longFrames = measured ? await containerLongFrames(page) : 0;
    const classes = withContainer ? await constructedClasses(page) : undefined;
    const personalization = withContainer ? await personalizationTimes(page) : {};
    await page.close();
    return {
        scriptMs: profile?.timeWith(() => true) ?? 0,
        containerMs: profile?.timeWith(script => CONTAINER_SCRIPT.test(script)) ?? 0,
        containerLongTasks: longFrames,
        pageViewMs,
        classesBeforeLoad: classes?.beforeLoad,
        classesTotal: classes?.total,
        ...personalization
    };
}

/**
 * The classes the container constructed (`_satellite._activations`, one entry per construction
 * with its page time): before the window's load event, and in all. Undefined for a bundle without
 * the log.
 */
async function constructedClasses(page: Page): Promise<{ beforeLoad: number; total: number } | undefined> {
    return page.evaluate(() => {
        const activations = (window as { _satellite?: { _activations?: Array<{ time: number }> } })._satellite?._activations;
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        if (!Array.isArray(activations) || !navigation) {
            return undefined;
        }
        return { beforeLoad: activations.filter(entry => entry.time < navigation.loadEventStart).length, total: activations.length };
    });
}

/** The start of the page view beacon's request, from the page's resource timing. */
async function pageViewTime(page: Page): Promise<number> {
    const handle = await page.waitForFunction(() => performance.getEntriesByType('resource')
        .find(entry => entry.name.includes('/b/ss/') && !entry.name.includes('pe=lnk_'))?.startTime, undefined, { timeout: 15000, polling: 20 });
    return Math.round(await handle.jsonValue() as number);
}

async function idle(page: Page): Promise<void> {
    await page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/**
 * One click through the rule engine with the whole rule set, as the container's main-thread time
 * over CLICKS synthetic clicks divided by CLICKS: on an element no rule tracks (most clicks), and
 * on a data-track button (a rule fires and a link beacon is built and sent).
 */
async function clickCost(browser: Browser, progress: BenchProgress): Promise<{ untrackedMs: number; trackedMs: number }> {
    progress.step(`${CLICKS} clicks, untracked and tracked`);
    const context = await benchContext(browser);
    const url = PAGES[0].url;
    await load(context, url, false);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { _satellite?: { __lazy?: Record<string, unknown> } })._satellite?.__lazy?.['after-load'] !== undefined, undefined, { timeout: 15000 });
    await idle(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const perClick = async (markup: string): Promise<number> => {
        const stop = await CpuProfile.start(cdp);
        await page.evaluate(({ html, clicks }) => {
            const host = document.createElement('div');
            host.innerHTML = html;
            document.body.append(host);
            const target = host.firstElementChild as HTMLElement;
            for (let click = 0; click < clicks; click++) {
                target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            }
            host.remove();
        }, { html: markup, clicks: CLICKS });
        // Link beacons leave one at a time: wait until the last one was built and sent.
        await page.waitForTimeout(1500);
        await idle(page);
        const profile = await stop();
        return round(profile.timeWith(script => CONTAINER_SCRIPT.test(script)) / CLICKS, 3);
    };
    const untrackedMs = await perClick('<p>Plain text</p>');
    const trackedMs = await perClick('<button type="button" data-track=\'{"cta":"bench"}\'>Tracked</button>');
    await context.close();
    return { untrackedMs, trackedMs };
}

function summarise(measures: readonly LoadMeasure[]): Summary {
    const median = (values: Array<number | undefined>): number | null => {
        const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
        if (known.length === 0) {
            return null;
        }
        const middle = Math.floor(known.length / 2);
        return round(known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2, 1);
    };
    return {
        loads: measures.length,
        scriptMs: median(measures.map(measure => measure.scriptMs)),
        containerMs: median(measures.map(measure => measure.containerMs)),
        containerLongTasks: median(measures.map(measure => measure.containerLongTasks)),
        pageViewMs: median(measures.map(measure => measure.pageViewMs)),
        classesBeforeLoad: median(measures.map(measure => measure.classesBeforeLoad)),
        classesTotal: median(measures.map(measure => measure.classesTotal)),
        offerRenderedMs: median(measures.map(measure => measure.offerRenderedMs)),
        hiddenMs: median(measures.map(measure => measure.hiddenMs))
    };
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

function round(value: number, digits: number): number {
    return Math.round(value * 10 ** digits) / 10 ** digits;
}

/** `funnel step` → `funnel-step`, for `--page`. */
function slug(name: string): string {
    return name.trim().toLowerCase().replace(/\s+/g, '-');
}

function argument(name: string): string | undefined {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
