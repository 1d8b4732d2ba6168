import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { CpuProfile } from './cpu-profile';
import { CompileTrace, httpCacheFacts } from './file-cache';
import type { LoadMeasure } from './load-summary';
import { CONTAINER_SCRIPT, containerLongFrames, longestContainerScript, personalizationTimes } from './long-frames';
import { RequestsInFlight } from './requests-in-flight';
import type { SourceParts } from './source-parts';

/** How much slower than this machine Chromium runs the pages: a mid-range phone. */
export const CPU_SLOWDOWN = 4;

/**
 * One load of `url` in `context`, with the CPU slowed down. With `parts`: under the CPU profiler,
 * the container's time split by the parts of the build they name; without: only to warm the
 * profile up (a returning visitor's first visit).
 */
export async function loadPage(context: BrowserContext, url: string, parts?: SourceParts): Promise<LoadMeasure> {
    const measured = parts !== undefined;
    const page = await context.newPage();
    const inFlight = new RequestsInFlight(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const cpuBefore = measured ? await rendererCpuSeconds(cdp) : undefined;
    const stop = measured ? await CpuProfile.start(cdp) : undefined;
    const trace = measured ? await CompileTrace.start(cdp) : undefined;
    await page.goto(url, { waitUntil: 'load' });
    const withContainer = !url.includes('tagLoad=none');
    const pageViewMs = withContainer ? await pageViewTime(page) : undefined;
    // The after-load file runs in idle time after load: wait for it, then for the page to be idle.
    if (withContainer) {
        await afterLoadRan(page);
    }
    await idle(page);
    const profile = await stop?.();
    const cpuAfter = measured ? await rendererCpuSeconds(cdp) : undefined;
    const compiled = await trace?.stop(CONTAINER_SCRIPT);
    const fetched = measured ? await httpCacheFacts(page, CONTAINER_SCRIPT) : undefined;
    const longFrames = measured ? await containerLongFrames(page) : 0;
    const longestScript = measured && withContainer ? await longestContainerScript(page) : undefined;
    const classes = withContainer ? await constructedClasses(page) : undefined;
    const personalization = withContainer ? await personalizationTimes(page) : {};
    // After the measure: the next load starts from what this one finished, however busy the machine.
    await inFlight.none();
    await page.close();
    return {
        scriptMs: profile?.timeWith(() => true) ?? 0,
        containerMs: profile?.timeWith(script => CONTAINER_SCRIPT.test(script)) ?? 0,
        containerParts: parts && profile?.timeByPart(script => CONTAINER_SCRIPT.test(script), frame => parts.partOf(frame)),
        containerLongTasks: longFrames,
        ...(cpuBefore !== undefined && cpuAfter !== undefined ? { rendererCpuMs: Math.round((cpuAfter - cpuBefore) * 1000) } : {}),
        pageViewMs,
        classesBeforeLoad: classes?.beforeLoad,
        classesTotal: classes?.total,
        ...personalization,
        ...(longestScript === undefined ? {} : { longestContainerScriptMs: longestScript }),
        ...(compiled && fetched && withContainer ? { fileCache: { ...fetched, ...compiled } } : {})
    };
}

/**
 * Until the container's after-load file has run: it registers itself in `_satellite.__lazy`, or,
 * in builds before the lazy files (a `--baseline` of an older commit), sets `_satellite.__afterLoad`.
 */
export async function afterLoadRan(page: Page): Promise<void> {
    await page.waitForFunction(() => {
        const satellite = (window as { _satellite?: { __lazy?: Record<string, unknown>; __afterLoad?: unknown } })._satellite;
        return satellite?.__lazy?.['after-load'] !== undefined || satellite?.__afterLoad !== undefined;
    }, undefined, { timeout: 15000, polling: 50 });
}

/**
 * The classes the container constructed (`_satellite._activations`, one entry per construction
 * with its page time): before the window's load event, and in all. Undefined for a bundle without
 * the log (an older build) or with an empty one (production), so a comparison says "n/a" rather than 0.
 */
async function constructedClasses(page: Page): Promise<{ beforeLoad: number; total: number } | undefined> {
    return page.evaluate(() => {
        const activations = (window as { _satellite?: { _activations?: Array<{ time: number }> } })._satellite?._activations;
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        // The production bundle logs no construction (an empty log): the staging build of the same code counts them.
        if (!Array.isArray(activations) || activations.length === 0 || !navigation) {
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

export async function idle(page: Page): Promise<void> {
    await page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/**
 * The CPU time the page's renderer process has used so far, all its threads (`ProcessTime` of the
 * DevTools Performance metrics), s: the main thread and the background threads where V8 compiles
 * a script the compile hint names. Not slowed down as the main thread is: throttling waits, it
 * does not spend.
 */
async function rendererCpuSeconds(cdp: CDPSession): Promise<number> {
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find(metric => metric.name === 'ProcessTime')?.value ?? 0;
}
