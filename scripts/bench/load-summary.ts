import type { FileCacheFacts } from './file-cache';
import type { PartCosts } from './part-costs';
import { partMeans } from './part-costs';

/** What one page load measured. */
export interface LoadMeasure {
    /** Main-thread time of all scripts of the page, ms (CPU samples with a script on the stack). */
    readonly scriptMs: number;
    /** Main-thread time with the container's code on the stack, ms. */
    readonly containerMs: number;
    /** `containerMs` split by the container's parts (scripts/bench/source-parts.ts), ms; they add up to it. */
    readonly containerParts?: Readonly<Record<string, number>>;
    /** Tasks over 50 ms in which the container's code ran. */
    readonly containerLongTasks: number;
    /** CPU time of the page's renderer process over the load, all threads (the page's and the container's), ms. */
    readonly rendererCpuMs?: number;
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
    /** Where the container's files came from, and what V8 took from its code cache (measured loads with the container). */
    readonly fileCache?: FileCacheFacts;
    /** The longest script entry of the container's files in the load's long frames, ms (long-frames.ts). */
    readonly longestContainerScriptMs?: number;
}

export function round(value: number, digits: number): number {
    return Math.round(value * 10 ** digits) / 10 ** digits;
}

/**
 * The value at fraction `q` of the sorted values (0.5: the median), interpolated between the two
 * nearest as spreadsheets do; undefined values (a bundle without the log, a page without offers)
 * do not count, and null when none is left.
 */
export function quantile(values: ReadonlyArray<number | undefined>, q: number): number | null {
    const known = values.filter((value): value is number => value !== undefined && !Number.isNaN(value)).sort((a, b) => a - b);
    if (known.length === 0) {
        return null;
    }
    const position = (known.length - 1) * q;
    const below = Math.floor(position);
    const above = Math.ceil(position);
    return known[below] + (known[above] - known[below]) * (position - below);
}

/** The median, to a tenth (the profiler samples every 0.2 ms: more digits would be noise). */
export function median(values: ReadonlyArray<number | undefined>): number | null {
    const value = quantile(values, 0.5);
    return value === null ? null : round(value, 1);
}

/** Medians over the loads of one page and kind of visit. */
export function summarise(measures: readonly LoadMeasure[]): Summary {
    return {
        loads: measures.length,
        scriptMs: median(measures.map(measure => measure.scriptMs)),
        containerMs: median(measures.map(measure => measure.containerMs)),
        containerParts: partMeans(measures),
        containerLongTasks: median(measures.map(measure => measure.containerLongTasks)),
        rendererCpuMs: median(measures.map(measure => measure.rendererCpuMs)),
        pageViewMs: median(measures.map(measure => measure.pageViewMs)),
        classesBeforeLoad: median(measures.map(measure => measure.classesBeforeLoad)),
        classesTotal: median(measures.map(measure => measure.classesTotal)),
        offerRenderedMs: median(measures.map(measure => measure.offerRenderedMs)),
        hiddenMs: median(measures.map(measure => measure.hiddenMs)),
        containerLongTasksMax: measures.length ? Math.max(...measures.map(measure => measure.containerLongTasks)) : null,
        longestContainerScriptMs: median(measures.map(measure => measure.longestContainerScriptMs)),
        fileCache: fileCacheTotals(measures)
    };
}

/** The file facts of every load added up: "3 of 3 files from the HTTP cache" over 5 loads reads 15 of 15. Null when no load had them. */
export function fileCacheTotals(measures: readonly LoadMeasure[]): FileCacheFacts | null {
    const known = measures.flatMap(measure => measure.fileCache ? [measure.fileCache] : []);
    if (known.length === 0) {
        return null;
    }
    const sum = (key: keyof FileCacheFacts) => known.reduce((total, facts) => total + facts[key], 0);
    return { files: sum('files'), fromHttpCache: sum('fromHttpCache'), compiled: sum('compiled'), fromCodeCache: sum('fromCodeCache') };
}

/** Medians over the loads of one page and kind of visit; null where nothing was measured. */
export interface Summary {
    readonly loads: number;
    /** Main-thread time of all the page's scripts, ms. */
    readonly scriptMs: number | null;
    /** Main-thread time with the container's code on the stack, ms. */
    readonly containerMs: number | null;
    /** The container's time per part: means over the loads, so that the parts add up (medians would not). */
    readonly containerParts: PartCosts;
    /** Long animation frames the container's code ran in for 5 ms or more. */
    readonly containerLongTasks: number | null;
    /** CPU time of the renderer process over the load, all threads, ms (median). */
    readonly rendererCpuMs?: number | null;
    /** From navigation start to the page view beacon's request, ms. */
    readonly pageViewMs: number | null;
    /** Classes the container constructed before the window's load event. */
    readonly classesBeforeLoad: number | null;
    /** Classes constructed by the time the page was idle after load. */
    readonly classesTotal: number | null;
    /** From navigation start to the personalization offers rendered (pages with offers). */
    readonly offerRenderedMs: number | null;
    /** How long the personalization client kept the page hidden. */
    readonly hiddenMs: number | null;
    /** The most long frames with the container's code any one load had. */
    readonly containerLongTasksMax?: number | null;
    /** The longest script entry of the container's in a long frame, ms: median over the loads. */
    readonly longestContainerScriptMs?: number | null;
    /** The loads' file facts added up; null when none had them. */
    readonly fileCache?: FileCacheFacts | null;
}
