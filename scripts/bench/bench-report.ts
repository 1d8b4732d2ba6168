import type { FileSize } from '../bundle-sizes';
import type { ClickBurstResult } from './click-burst';
import type { Comparison, VisitKind } from './comparison';
import { cacheText, contentionNote, FACTS_NOTE, longFramesText, markdownTable, ratio as ratioOf, VISIT_LABELS } from './comparison';
import type { DataLayerBurstResult } from './data-layer-burst';
import type { Summary } from './load-summary';
import { partTables } from './part-costs';

export interface PageResult {
    readonly page: string;
    readonly url: string;
    readonly withoutContainer: Summary;
    readonly firstVisit: Summary;
    readonly returningVisit: Summary;
    /** With --cached. */
    readonly cachedVisit?: Summary;
    /** The container's time as a share of the page's own scripts (measured without the container). */
    readonly ratio: { readonly firstVisit: number | null; readonly returningVisit: number | null; readonly cachedVisit?: number | null };
    /** With --contend: the same loads made with the busy processes running. */
    readonly contended?: Partial<Record<VisitKind, Summary>>;
}

export interface BenchResults {
    readonly date: string;
    readonly machine: Record<string, string | number>;
    readonly settings: { readonly loads: number; readonly cpuSlowdown: number; readonly clicks: number; readonly cached?: boolean; readonly contend?: number };
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
        visitTable(results),
        '',
        partTables(results.pages.map(page => ({
            page: page.page, firstVisit: [page.firstVisit.containerParts], returningVisit: [page.returningVisit.containerParts],
            ...(page.cachedVisit ? { cachedVisit: [page.cachedVisit.containerParts] } : {})
        })), ['this build']),
        ...contendedParts(results),
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

/** The visits measured, in order. */
function visitsOf(page: PageResult): Array<{ readonly kind: VisitKind; readonly summary: Summary }> {
    return [
        { kind: 'firstVisit' as const, summary: page.firstVisit },
        { kind: 'returningVisit' as const, summary: page.returningVisit },
        ...(page.cachedVisit ? [{ kind: 'cachedVisit' as const, summary: page.cachedVisit }] : [])
    ];
}

/** Every page and kind of visit with what its loads say besides the time: long frames, page view, where the files came from; and the contended loads. */
function visitTable(results: BenchResults): string {
    const contended = results.pages.some(page => page.contended);
    const head = ['page', 'visit', 'container (ms)', 'ratio', 'long frames', 'longest container script (ms)', 'page view (ms)', 'HTTP cache', 'code cache',
        ...(contended ? ['contended (ms)', 'contended/quiet'] : [])];
    const rows = results.pages.flatMap(page => visitsOf(page).map(({ kind, summary }) => {
        const loaded = page.contended?.[kind];
        return [page.page, VISIT_LABELS[kind], String(summary.containerMs ?? '-'), String(page.ratio[kind] ?? '-'),
            longFramesText({ longFrames: summary.containerLongTasks, longFramesMax: summary.containerLongTasksMax ?? null }),
            String(summary.longestContainerScriptMs ?? '-'), String(summary.pageViewMs ?? '-'), cacheText(summary.fileCache ?? null, 'http'), cacheText(summary.fileCache ?? null, 'code'),
            ...(contended ? [String(loaded?.containerMs ?? '-'), String(ratioOf(loaded?.containerMs ?? null, summary.containerMs) ?? '-')] : [])];
    }));
    return [`Per visit (ratio: the container's time over the page's own scripts). ${FACTS_NOTE}`,
        ...(contended ? [contentionNote(results.settings.contend)] : []), '', markdownTable(head, rows)].join('\n');
}

/** With --contend: each page's parts, quiet beside contended, for the current build. */
function contendedParts(results: BenchResults): string[] {
    const pages = results.pages.filter(page => page.contended);
    if (pages.length === 0) {
        return [];
    }
    const pair = (page: PageResult, kind: VisitKind) => {
        const quiet = visitsOf(page).find(visit => visit.kind === kind)?.summary;
        const loaded = page.contended?.[kind];
        return quiet && loaded ? [quiet.containerParts, loaded.containerParts] : [];
    };
    return ['', 'Under contention, part by part:', '', partTables(pages.map(page => ({
        page: page.page, firstVisit: pair(page, 'firstVisit'), returningVisit: pair(page, 'returningVisit'),
        ...(page.cachedVisit ? { cachedVisit: pair(page, 'cachedVisit') } : {})
    })), ['quiet', 'contended'])];
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
