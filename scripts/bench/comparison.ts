import { BuildIdentity } from './baseline-build';
import { LoadMeasure, quantile, round, summarise } from './load-summary';
import { PagePartCosts, PartCosts, partTables } from './part-costs';

export type VisitKind = 'firstVisit' | 'returningVisit';

export const VISIT_LABELS: Readonly<Record<VisitKind, string>> = { firstVisit: 'first visit', returningVisit: 'returning visit' };

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

export interface ComparisonCell {
    readonly page: string;
    readonly visit: VisitKind;
    readonly baseline: BuildCell;
    readonly current: BuildCell;
    /** Current container ms over the baseline's, to 2 decimals; null when either is missing or the baseline's is 0. */
    readonly ratio: number | null;
}

export interface Comparison {
    readonly baseline: BuildIdentity;
    readonly current: BuildIdentity;
    /** Loads per build and cell, interleaved baseline, current, baseline, ... */
    readonly loads: number;
    readonly cpuSlowdown: number;
    readonly cells: readonly ComparisonCell[];
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

/** One cell of the comparison from the two builds' interleaved loads. */
export function compareCell(page: string, visit: VisitKind, measures: { readonly baseline: readonly LoadMeasure[]; readonly current: readonly LoadMeasure[] }): ComparisonCell {
    const baseline = buildCell(measures.baseline);
    const current = buildCell(measures.current);
    return { page, visit, baseline, current, ratio: ratio(current.containerMs, baseline.containerMs) };
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

/** The comparison as the Markdown table the bench prints. */
export function comparisonReport(comparison: Comparison): string {
    const lines = [COMPARISON_HEAD as readonly string[], COMPARISON_HEAD.map(() => '---'), ...comparisonRows(comparison)];
    return [
        `Baseline ${comparison.baseline.ref} (${comparison.baseline.commit}) against the ${comparison.current.ref} (${comparison.current.commit}): `
            + `medians over ${comparison.loads} loads each, interleaved, CPU slowed down ${comparison.cpuSlowdown}x.`,
        '',
        ...lines.map(row => `| ${row.join(' | ')} |`),
        '',
        partTables(comparisonParts(comparison), ['baseline', 'current'])
    ].join('\n');
}

/** Each page's part costs, baseline and current side by side, for the first visit and the return. */
export function comparisonParts(comparison: Comparison): PagePartCosts[] {
    const pages = [...new Set(comparison.cells.map(cell => cell.page))];
    const costs = (page: string, visit: VisitKind) => {
        const cell = comparison.cells.find(candidate => candidate.page === page && candidate.visit === visit);
        return cell ? [cell.baseline.parts, cell.current.parts] : [];
    };
    return pages.map(page => ({ page, firstVisit: costs(page, 'firstVisit'), returningVisit: costs(page, 'returningVisit') }));
}
