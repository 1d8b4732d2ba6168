import { escapeHtml, niceCeiling } from './html-text';
import type { PagePartCosts} from './part-costs';
import { partHead, partRows, partsByCost, visitColumns } from './part-costs';

const BUILD_COLOURS = ['#8a8f98', '#2563eb'] as const;
const LAYOUT = { label: 250, plot: 420, right: 60, legendRow: 16, barHeight: 7, gap: 10, bottom: 24 } as const;

/** How strong each kind of visit's bars are drawn: the first visit full, the return lighter, the cached visit lightest. */
const VISIT_OPACITY: Readonly<Record<string, number>> = { 'first visit': 1, returning: 0.45, cached: 0.2 };

/**
 * One page's bar chart of the container's time per part: per part, a bar for each build on the
 * first visit, then the same for the return (lighter) and the cached visit (lightest), dearest
 * part first, on one ms scale.
 */
export function renderPartChart(page: PagePartCosts, buildNames: readonly string[]): string {
    const measured = visitColumns(page);
    const columns = measured.flatMap(visit => visit.columns);
    const parts = partsByCost(columns);
    const top = niceCeiling(Math.max(0, ...columns.flatMap(costs => Object.values(costs))));
    const groupHeight = columns.length * LAYOUT.barHeight + LAYOUT.gap;
    // The legend: a row per kind of visit, an entry per build.
    const plotTop = 14 + measured.length * LAYOUT.legendRow;
    const width = LAYOUT.label + LAYOUT.plot + LAYOUT.right;
    const height = plotTop + parts.length * groupHeight + LAYOUT.bottom;
    const x = (ms: number) => LAYOUT.label + ms / top * LAYOUT.plot;
    const visits = measured.flatMap(visit => visit.columns.map(() => visit.name));
    const builds = measured.flatMap(visit => visit.columns.map((_, index) => index));
    const rows = parts.map((part, row) => {
        const y0 = plotTop + row * groupHeight;
        const bars = columns.map((costs, index) => {
            const ms = costs[part] ?? 0;
            const y = y0 + index * LAYOUT.barHeight;
            const title = `${part}, ${visits[index]}${buildNames.length > 1 ? `, ${buildNames[builds[index]]}` : ''}: ${ms} ms`;
            return `<rect x="${LAYOUT.label}" y="${y}" width="${x(ms) - LAYOUT.label}" height="${LAYOUT.barHeight - 1}" fill="${BUILD_COLOURS[builds[index] % 2]}"`
                + ` fill-opacity="${VISIT_OPACITY[visits[index]]}"><title>${escapeHtml(title)}</title></rect>`;
        });
        return `<text x="${LAYOUT.label - 6}" y="${y0 + columns.length * LAYOUT.barHeight / 2 + 4}" text-anchor="end">${escapeHtml(part)}</text>${bars.join('')}`;
    });
    const ticks = [0, 0.25, 0.5, 0.75, 1].map(share => `<line x1="${x(top * share)}" x2="${x(top * share)}" y1="${plotTop - 4}" y2="${height - LAYOUT.bottom}" stroke="#d0d7de"/>`
        + `<text x="${x(top * share)}" y="${height - 8}" text-anchor="middle">${Math.round(top * share * 10) / 10}</text>`);
    const legend = columns.map((_, index) => {
        const name = `${visits[index]}${buildNames.length > 1 ? `, ${buildNames[builds[index]]}` : ''}`;
        const left = LAYOUT.label + builds[index] * 200;
        const y = 6 + measured.findIndex(visit => visit.name === visits[index]) * LAYOUT.legendRow;
        return `<rect x="${left}" y="${y}" width="12" height="12" fill="${BUILD_COLOURS[builds[index] % 2]}" fill-opacity="${VISIT_OPACITY[visits[index]]}"/>`
            + `<text x="${left + 16}" y="${y + 10}">${escapeHtml(name)}</text>`;
    });
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(`Container ms per part, ${page.page}`)}">`,
        ...legend, ...ticks, ...rows,
        '</svg>'
    ].join('\n');
}

/** A page's section of bench/report.html: its heading, the chart and the per-part table. */
export function renderPartSection(page: PagePartCosts, buildNames: readonly string[]): string {
    const measured = visitColumns(page);
    const names = measured.map(visit => visit.name).flatMap(visit => buildNames.map(build => `${visit}, ${build}`));
    return [
        `<h2>${escapeHtml(page.page)}: container ms per part</h2>`,
        renderPartChart(page, buildNames),
        '<table>',
        `<thead><tr>${partHead(names).map(head => `<th>${escapeHtml(head)}</th>`).join('')}</tr></thead>`,
        '<tbody>',
        ...partRows(measured.flatMap(visit => visit.columns)).map(row => `<tr>${row.map((cell, index) => `<td${index === 0 ? '' : ' class="num"'}>${escapeHtml(cell)}</td>`).join('')}</tr>`),
        '</tbody>',
        '</table>'
    ].join('\n');
}
