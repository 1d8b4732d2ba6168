import { Summary } from './load-summary';
import { FileSize } from '../bundle-sizes';
import { ClickBurstResult } from './click-burst';
import { Comparison } from './comparison';
import { DataLayerBurstResult } from './data-layer-burst';
import { partTables } from './part-costs';

export interface PageResult {
    readonly page: string;
    readonly url: string;
    readonly withoutContainer: Summary;
    readonly firstVisit: Summary;
    readonly returningVisit: Summary;
    /** The container's time as a share of the page's own scripts (measured without the container). */
    readonly ratio: { readonly firstVisit: number | null; readonly returningVisit: number | null };
}

export interface BenchResults {
    readonly date: string;
    readonly machine: Record<string, string | number>;
    readonly settings: { readonly loads: number; readonly cpuSlowdown: number; readonly clicks: number };
    readonly sizes: readonly FileSize[];
    readonly pages: readonly PageResult[];
    /** Skipped with --no-clicks. */
    readonly clicks: { readonly untrackedMs: number; readonly trackedMs: number } | undefined;
    /** Skipped with --no-burst. */
    readonly dataLayerBurst: DataLayerBurstResult | undefined;
    /** Skipped with --no-burst. */
    readonly clickBurst: ClickBurstResult | undefined;
    readonly durationSeconds: number;
    /** With --baseline: both builds' loads of each page, interleaved, side by side. */
    readonly comparison?: Comparison;
}

/** The bench's results as the Markdown the README shows. */
export function report(results: BenchResults): string {
    const table = (head: string[], rows: Array<Array<string | number | null>>) => [head, head.map(() => '---'), ...rows]
        .map(row => `| ${row.map(cell => cell ?? '-').join(' | ')} |`).join('\n');
    const { machine: m, settings } = results;
    return [
        `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; Chromium ${m.chromium}.`,
        `Chromium CPU slowed down ${settings.cpuSlowdown}x; medians over ${settings.loads} loads.`,
        '',
        table(['file', 'minified B', 'gzip -9 B', 'brotli B'], results.sizes.map(size => [size.file, size.minified, size.gzip, size.brotli])),
        '',
        table(['page', 'scripts, no container (ms)', 'container, first visit (ms)', 'container, returning (ms)',
            'ratio, first visit', 'ratio, returning', 'classes before load, first visit', 'classes before load, returning',
            'container long tasks', 'page view, first visit (ms)', 'page view, returning (ms)'],
        results.pages.map(page => [page.page, page.withoutContainer.scriptMs, page.firstVisit.containerMs, page.returningVisit.containerMs,
            page.ratio.firstVisit, page.ratio.returningVisit, page.firstVisit.classesBeforeLoad, page.returningVisit.classesBeforeLoad,
            page.firstVisit.containerLongTasks, page.firstVisit.pageViewMs, page.returningVisit.pageViewMs])),
        '',
        partTables(results.pages.map(page => ({ page: page.page, firstVisit: [page.firstVisit.containerParts], returningVisit: [page.returningVisit.containerParts] })), ['this build']),
        '',
        table(['page', 'offer rendered, first visit (ms)', 'offer rendered, returning (ms)', 'page hidden, first visit (ms)', 'page hidden, returning (ms)'],
            results.pages.filter(page => page.firstVisit.hiddenMs !== null || page.returningVisit.hiddenMs !== null)
                .map(page => [page.page, page.firstVisit.offerRenderedMs, page.returningVisit.offerRenderedMs, page.firstVisit.hiddenMs, page.returningVisit.hiddenMs])),
        '',
        results.clicks
            ? `One click through the rule engine (${settings.clicks} clicks): ${results.clicks.untrackedMs} ms on an untracked element, `
                + `${results.clicks.trackedMs} ms on a tracked one (rule, beacon built and sent).`
            : 'Clicks not measured (--no-clicks).',
        '',
        results.dataLayerBurst ? burstLine(results.dataLayerBurst) : 'Data-layer burst not measured (--no-burst).',
        '',
        results.clickBurst ? clickBurstLine(results.clickBurst) : 'Click burst not measured (--no-burst).'
    ].join('\n');
}

function burstLine(burst: DataLayerBurstResult): string {
    return `Data-layer burst: ${burst.pushes} pushes in one loop (${burst.trackedEvents} tracked link clicks) took the page ${burst.pushLoopMs} ms, `
        + `ACDL's work included; after it the event loop was held at most ${burst.lagAfterMs} ms, in ${burst.containerLongFrames} long frames with container code. `
        + `${burst.delivered} of ${burst.trackedEvents} link beacons arrived${burst.inOrder ? ', in push order' : ', NOT in push order'}, `
        + `the last ${burst.deliveredWithinMs} ms after the loop.`;
}

function clickBurstLine(burst: ClickBurstResult): string {
    return `Click burst: ${burst.clicks} tracked clicks in one loop took the page ${burst.clickLoopMs} ms, the container's share included; `
        + `after it the event loop was held at most ${burst.lagAfterMs} ms, in ${burst.containerLongFrames} long frames (over 50 ms) with container code. `
        + `${burst.delivered} of ${burst.clicks} link beacons arrived${burst.inOrder ? ', in click order' : ', NOT in click order'}, `
        + `the last ${burst.deliveredWithinMs} ms after the loop.`;
}
