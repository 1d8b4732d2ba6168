/** Milliseconds of the container's main-thread time per part (scripts/bench/source-parts.ts). */
export type PartCosts = Readonly<Record<string, number>>;

/** The kinds of visit of one page, each as the part costs of one build or of two side by side. */
export interface PagePartCosts {
    readonly page: string;
    readonly firstVisit: readonly PartCosts[];
    readonly returningVisit: readonly PartCosts[];
    /** With --cached. */
    readonly cachedVisit?: readonly PartCosts[];
}

/** A page's visits that were measured, in order, with the name each has in the tables' heads. */
export function visitColumns(page: PagePartCosts): Array<{ readonly name: string; readonly columns: readonly PartCosts[] }> {
    return [
        { name: 'first visit', columns: page.firstVisit },
        { name: 'returning', columns: page.returningVisit },
        { name: 'cached', columns: page.cachedVisit ?? [] }
    ].filter(visit => visit.columns.length > 0);
}

/**
 * The mean ms of each part over the measured loads (a load without a part counts 0 for it), to a
 * tenth. Means, not medians: the parts of a load add up to its container time, and so do their means.
 */
export function partMeans(measures: ReadonlyArray<{ readonly containerParts?: PartCosts }>): PartCosts {
    const measured = measures.filter(measure => measure.containerParts !== undefined);
    const sums = new Map<string, number>();
    for (const { containerParts } of measured) {
        for (const [part, ms] of Object.entries(containerParts!)) {
            sums.set(part, (sums.get(part) ?? 0) + ms);
        }
    }
    return Object.fromEntries([...sums].map(([part, sum]) => [part, Math.round(sum / measured.length * 10) / 10]));
}

/** The sum of the parts. */
export function totalOf(costs: PartCosts): number {
    return Object.values(costs).reduce((sum, ms) => sum + ms, 0);
}

/** A part's share of the total, as a whole percentage ("0 %" for a total of nothing). */
export function shareText(ms: number, total: number): string {
    return `${total > 0 ? Math.round(ms / total * 100) : 0} %`;
}

/** Every part of any of the costs, dearest first (by the largest cost any column gives it). */
export function partsByCost(columns: readonly PartCosts[]): string[] {
    const most = new Map<string, number>();
    for (const costs of columns) {
        for (const [part, ms] of Object.entries(costs)) {
            most.set(part, Math.max(most.get(part) ?? 0, ms));
        }
    }
    return [...most].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([part]) => part);
}

/**
 * One page's per-part table as rows of text: the part, then for each column its ms and share.
 * `columns` are the builds (one, or baseline and current) of the first visit, then of the return.
 */
export function partRows(columns: readonly PartCosts[]): string[][] {
    const totals = columns.map(totalOf);
    const rows = partsByCost(columns).map(part => [part, ...columns.flatMap((costs, index) => {
        const ms = costs[part] ?? 0;
        return [String(ms), shareText(ms, totals[index])];
    })]);
    return [...rows, ['all parts', ...totals.flatMap(total => [String(Math.round(total * 10) / 10), total > 0 ? '100 %' : '0 %'])]];
}

/** The head of partRows' table for the given column names. */
export function partHead(columnNames: readonly string[]): string[] {
    return ['part', ...columnNames.flatMap(name => [`${name} (ms)`, `${name} (share)`])];
}

/** The Markdown tables the bench prints: one per page. */
export function partTables(pages: readonly PagePartCosts[], buildNames: readonly string[]): string {
    return pages.map(page => {
        const visits = visitColumns(page);
        const names = visits.map(visit => visit.name).flatMap(visit => buildNames.length > 1 ? buildNames.map(build => `${visit}, ${build}`) : [visit]);
        const head = partHead(names);
        const lines = [head, head.map(() => '---'), ...partRows(visits.flatMap(visit => visit.columns))];
        return [`Container time per part, ${page.page} (means over the loads):`, '', ...lines.map(row => `| ${row.join(' | ')} |`)].join('\n');
    }).join('\n\n');
}
