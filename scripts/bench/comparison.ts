import type { BuildIdentity } from './baseline-build';
import type { FileCacheFacts } from './file-cache';
import type { LoadMeasure} from './load-summary';
import { quantile, round, summarise } from './load-summary';
import type { PagePartCosts, PartCosts} from './part-costs';
import { partTables } from './part-costs';

export type VisitKind = 'firstVisit' | 'returningVisit' | 'cachedVisit';

export const VISIT_LABELS: Readonly<Record<VisitKind, string>> = { firstVisit: 'first visit', returningVisit: 'returning visit', cachedVisit: 'cached visit' };

/** One build's loads of one page and kind of visit, reduced to what the comparison shows. */
export interface BuildCell {
    /** Median main-thread ms with the container's code on the stack. */
    readonly containerMs: number | null;
    /** First and third quartile of the container ms: how much the loads spread. */
    readonly containerMsQuartiles: readonly [number, number] | null;
    /** Inversify constructions before window load (median); null when the build has no `_satellite._activations`. */
    readonly classesBeforeLoad: number | null;
    /** Objects constructed by the time the page was idle (median); null likewise. */
    readonly classesTotal: number | null;
    /** Every load's container ms, in load order, for whoever wants to look again. */
    readonly containerMsLoads: readonly number[];
    /** The container's ms per part, means over the loads. */
    readonly parts: PartCosts;
}

/** What one build's loads of a cell say besides the container's time. */
export interface CellFacts {
    /** Long animation frames with the container's code, per load: the median and the most. */
    readonly longFrames: number | null;
    readonly longFramesMax: number | null;
    /** The longest run of the container's code in a long frame, ms (median over the loads). */
    readonly longestScriptMs: number | null;
    /** From navigation start to the page view beacon's request, ms (median). */
    readonly pageViewMs: number | null;
    /** The renderer's CPU time over the load on all threads, ms (median): both builds load the same page, so the difference is the container's. */
    readonly rendererCpuMs: number | null;
    /** Where the container's files came from and what V8 took from its code cache, over all the loads; null for loads that did not record it. */
    readonly fileCache: FileCacheFacts | null;
}

/** One build's loads of a cell with the busy processes of --contend running. */
export interface ContendedCell {
    /** Median container ms of the contended loads. */
    readonly containerMs: number | null;
    /** Contended over quiet (the build's median of each), to 2 decimals. */
    readonly ratio: number | null;
    /** The container's ms per part in the contended loads, means. */
    readonly parts: PartCosts;
}

export interface ComparisonCell {
    readonly page: string;
    readonly visit: VisitKind;
    readonly baseline: BuildCell;
    readonly current: BuildCell;
    /** Current container ms over the baseline's, to 2 decimals; null when either is missing or the baseline's is 0. */
    readonly ratio: number | null;
    readonly facts?: { readonly baseline: CellFacts; readonly current: CellFacts };
    /** With --contend. */
    readonly contended?: { readonly baseline: ContendedCell; readonly current: ContendedCell };
}

export interface Comparison {
    readonly baseline: BuildIdentity;
    readonly current: BuildIdentity;
    /** Loads per build and cell, interleaved baseline, current, baseline, ... */
    readonly loads: number;
    readonly cpuSlowdown: number;
    readonly cells: readonly ComparisonCell[];
    /** Busy processes beside the browser in the contended loads (--contend); absent without. */
    readonly contend?: number;
}

/** current / baseline to 2 decimals, or null when there is nothing to divide. */
export function ratio(current: number | null, baseline: number | null): number | null {
    if (current === null || baseline === null || baseline === 0) {
        return null;
    }
    return round(current / baseline, 2);
}

export function buildCell(measures: readonly LoadMeasure[]): BuildCell {
    const summary = summarise(measures);
    const times = measures.map(measure => measure.containerMs);
    const q1 = quantile(times, 0.25);
    const q3 = quantile(times, 0.75);
    return {
        containerMs: summary.containerMs,
        containerMsQuartiles: q1 === null || q3 === null ? null : [round(q1, 1), round(q3, 1)],
        classesBeforeLoad: summary.classesBeforeLoad,
        classesTotal: summary.classesTotal,
        containerMsLoads: times,
        parts: summary.containerParts
    };
}

export function cellFacts(measures: readonly LoadMeasure[]): CellFacts {
    const summary = summarise(measures);
    return {
        longFrames: summary.containerLongTasks, longFramesMax: summary.containerLongTasksMax ?? null, longestScriptMs: summary.longestContainerScriptMs ?? null,
        pageViewMs: summary.pageViewMs, rendererCpuMs: summary.rendererCpuMs ?? null, fileCache: summary.fileCache ?? null
    };
}

/** The contended loads of a build against its quiet ones. */
export function contendedCell(quiet: readonly LoadMeasure[], contended: readonly LoadMeasure[]): ContendedCell {
    const summary = summarise(contended);
    return { containerMs: summary.containerMs, ratio: ratio(summary.containerMs, summarise(quiet).containerMs), parts: summary.containerParts };
}

type BuildLoads = { readonly baseline: readonly LoadMeasure[]; readonly current: readonly LoadMeasure[] };

/** One cell of the comparison from the two builds' interleaved loads; with `contended`, the same loads made with the busy processes running. */
export function compareCell(page: string, visit: VisitKind, measures: BuildLoads, contended?: BuildLoads): ComparisonCell {
    const baseline = buildCell(measures.baseline);
    const current = buildCell(measures.current);
    return {
        page, visit, baseline, current, ratio: ratio(current.containerMs, baseline.containerMs),
        facts: { baseline: cellFacts(measures.baseline), current: cellFacts(measures.current) },
        ...(contended && contended.current.length > 0 ? {
            contended: { baseline: contendedCell(measures.baseline, contended.baseline), current: contendedCell(measures.current, contended.current) }
        } : {})
    };
}

/** "12/12": of the file loads, those the cache answered; "-" where nothing was recorded. */
export function cacheText(facts: FileCacheFacts | null, kind: 'http' | 'code'): string {
    if (!facts) {
        return '-';
    }
    return kind === 'http' ? `${facts.fromHttpCache}/${facts.files}` : `${facts.fromCodeCache}/${facts.compiled}`;
}

/** "1 (2)": the median of long frames per load, and the most in one load. */
export function longFramesText(facts: Pick<CellFacts, 'longFrames' | 'longFramesMax'>): string {
    return facts.longFrames === null ? 'n/a' : `${facts.longFrames} (${facts.longFramesMax ?? 'n/a'})`;
}

export const FACTS_HEAD = ['page', 'visit', 'long frames, baseline', 'long frames, current', 'longest container script ms, baseline', 'longest container script ms, current',
    'page view ms, baseline', 'page view ms, current', 'renderer CPU ms (all threads), baseline', 'renderer CPU ms (all threads), current',
    'HTTP cache, baseline', 'HTTP cache, current', 'code cache, baseline', 'code cache, current'] as const;

/** The rows of the facts table (FACTS_HEAD), for the cells whose loads recorded them. */
export function factsRows(comparison: Comparison): string[][] {
    return comparison.cells.filter(cell => cell.facts).map(cell => {
        const { baseline, current } = cell.facts!;
        return [cell.page, VISIT_LABELS[cell.visit], longFramesText(baseline), longFramesText(current), cellText(baseline.longestScriptMs), cellText(current.longestScriptMs),
            cellText(baseline.pageViewMs), cellText(current.pageViewMs), cellText(baseline.rendererCpuMs ?? null), cellText(current.rendererCpuMs ?? null),
            cacheText(baseline.fileCache, 'http'), cacheText(current.fileCache, 'http'), cacheText(baseline.fileCache, 'code'), cacheText(current.fileCache, 'code')];
    });
}

export const CONTENTION_HEAD = ['page', 'visit', 'quiet ms, baseline', 'contended ms, baseline', 'contended/quiet, baseline',
    'quiet ms, current', 'contended ms, current', 'contended/quiet, current'] as const;

/** The rows of the contention table (CONTENTION_HEAD), for the cells measured with --contend. */
export function contentionRows(comparison: Comparison): string[][] {
    return comparison.cells.filter(cell => cell.contended).map(cell => [cell.page, VISIT_LABELS[cell.visit],
        cellText(cell.baseline.containerMs), cellText(cell.contended!.baseline.containerMs), cellText(cell.contended!.baseline.ratio),
        cellText(cell.current.containerMs), cellText(cell.contended!.current.containerMs), cellText(cell.contended!.current.ratio)]);
}

/** A number for the tables; "n/a" where a build did not measure it (no activation log). */
export function cellText(value: number | null): string {
    return value === null ? 'n/a' : String(value);
}

export const COMPARISON_HEAD = ['page', 'visit', 'container ms, baseline', 'container ms, current', 'ratio current/baseline',
    'constructed before load, baseline', 'constructed before load, current', 'constructed in total, baseline', 'constructed in total, current'] as const;

/** The rows of the comparison table, as text, in COMPARISON_HEAD's order. */
export function comparisonRows(comparison: Comparison): string[][] {
    return comparison.cells.map(cell => [
        cell.page, VISIT_LABELS[cell.visit],
        cellText(cell.baseline.containerMs), cellText(cell.current.containerMs), cellText(cell.ratio),
        cellText(cell.baseline.classesBeforeLoad), cellText(cell.current.classesBeforeLoad),
        cellText(cell.baseline.classesTotal), cellText(cell.current.classesTotal)
    ]);
}

/** A Markdown table of a head and rows. */
export function markdownTable(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
    return [head, head.map(() => '---'), ...rows].map(row => `| ${row.join(' | ')} |`).join('\n');
}

/** The comparison as the Markdown tables the bench prints. */
export function comparisonReport(comparison: Comparison): string {
    const facts = factsRows(comparison);
    const contention = contentionRows(comparison);
    // Tables of facts only for loads that recorded them (results of an older bench have none).
    const recorded = comparison.cells.some(cell => cell.facts?.current.fileCache);
    return [
        `Baseline ${comparison.baseline.ref} (${comparison.baseline.commit}) against the ${comparison.current.ref} (${comparison.current.commit}): `
            + `medians over ${comparison.loads} loads each, interleaved, CPU slowed down ${comparison.cpuSlowdown}x.`,
        '',
        markdownTable(COMPARISON_HEAD, comparisonRows(comparison)),
        ...(recorded ? ['', FACTS_NOTE, '', markdownTable(FACTS_HEAD, facts)] : []),
        ...(contention.length > 0 ? ['', contentionNote(comparison.contend), '', markdownTable(CONTENTION_HEAD, contention)] : []),
        '',
        partTables(comparisonParts(comparison), ['baseline', 'current'])
    ].join('\n');
}

/** What the facts table's columns are, printed above it. */
export const FACTS_NOTE = 'Long frames: long animation frames (over 50 ms) with the container\'s code in them, per load: median (most in one load); '
    + 'a frame groups the tasks up to the next render, so the container\'s short slices are counted in the page\'s own long frames too. '
    + 'Longest container script: the longest run of the container\'s code in a long frame (a script, callback or promise of its files), ms, median over the loads: how long a tap could wait on the container itself. '
    + 'Renderer CPU: the CPU time the page\'s renderer process used over the load on all its threads, not slowed down (throttling makes the main thread wait, not spend): the main thread and the background threads where V8 compiles what a compile hint names; both builds load the same page, so their difference is the container\'s. '
    + 'HTTP cache: of the container\'s files the loads fetched, those the HTTP cache answered (transferSize 0). '
    + 'Code cache: of the container\'s scripts V8 compiled, those it took from its code cache (v8.compile\'s consumedCacheSize). '
    + 'A cached visit reads n/n in both.';

export function contentionNote(processes: number | undefined): string {
    return `Under contention: every load made again with ${processes ?? 'the'} busy process${processes === 1 ? '' : 'es'} running beside the browser; `
        + 'contended/quiet is each build\'s median over its quiet median (1 would be no slowdown).';
}

/** Each page's part costs, baseline and current side by side, for the first visit, the return and the cached visit. */
export function comparisonParts(comparison: Comparison): PagePartCosts[] {
    const pages = [...new Set(comparison.cells.map(cell => cell.page))];
    const costs = (page: string, visit: VisitKind) => {
        const cell = comparison.cells.find(candidate => candidate.page === page && candidate.visit === visit);
        return cell ? [cell.baseline.parts, cell.current.parts] : [];
    };
    return pages.map(page => {
        const cached = costs(page, 'cachedVisit');
        return { page, firstVisit: costs(page, 'firstVisit'), returningVisit: costs(page, 'returningVisit'), ...(cached.length ? { cachedVisit: cached } : {}) };
    });
}
