import { escapeHtml, niceCeiling } from './html-text';
import { PagePartCosts, partHead, partRows, partsByCost } from './part-costs';

const BUILD_COLOURS = ['#8a8f98', '#2563eb'] as const;
const LAYOUT = { label: 250, plot: 420, right: 60, top: 30, barHeight: 7, gap: 10, bottom: 24 } as const;

/**
 * One page's bar chart of the container's time per part: per part, a bar for each build on the
 * first visit, then the same for the return (lighter), dearest part first, on one ms scale.
 */
export function renderPartChart(page: PagePartCosts, buildNames: readonly string[]): string {
    const columns = [...page.firstVisit, ...page.returningVisit];
    const parts = partsByCost(columns);
    const top = niceCeiling(Math.max(0, ...columns.flatMap(costs => Object.values(costs))));
    const groupHeight = columns.length * LAYOUT.barHeight + LAYOUT.gap;
    const width = LAYOUT.label + LAYOUT.plot + LAYOUT.right;
    const height = LAYOUT.top + parts.length * groupHeight + LAYOUT.bottom;
    const x = (ms: number) => LAYOUT.label + ms / top * LAYOUT.plot;
    const visits = [...page.firstVisit.map(() => 'first visit'), ...page.returningVisit.map(() => 'returning')];
    const builds = [...page.firstVisit, ...page.returningVisit].map((_, index) => index % page.firstVisit.length);
    const rows = parts.map((part, row) => {
        const y0 = LAYOUT.top + row * groupHeight;
        const bars = columns.map((costs, index) => {
            const ms = costs[part] ?? 0;
            const y = y0 + index * LAYOUT.barHeight;
            const title = `${part}, ${visits[index]}${buildNames.length > 1 ? `, ${buildNames[builds[index]]}` : ''}: ${ms} ms`;
            return `<rect x="${LAYOUT.label}" y="${y}" width="${x(ms) - LAYOUT.label}" height="${LAYOUT.barHeight - 1}" fill="${BUILD_COLOURS[builds[index] % 2]}"`
                + ` fill-opacity="${visits[index] === 'first visit' ? 1 : 0.45}"><title>${escapeHtml(title)}</title></rect>`;
        });
        return `<text x="${LAYOUT.label - 6}" y="${y0 + columns.length * LAYOUT.barHeight / 2 + 4}" text-anchor="end">${escapeHtml(part)}</text>${bars.join('')}`;
    });
    const ticks = [0, 0.25, 0.5, 0.75, 1].map(share => `<line x1="${x(top * share)}" x2="${x(top * share)}" y1="${LAYOUT.top - 4}" y2="${height - LAYOUT.bottom}" stroke="#d0d7de"/>`
        + `<text x="${x(top * share)}" y="${height - 8}" text-anchor="middle">${Math.round(top * share * 10) / 10}</text>`);
    const legend = columns.map((_, index) => {
        const name = `${visits[index]}${buildNames.length > 1 ? `, ${buildNames[builds[index]]}` : ''}`;
        return `<rect x="${LAYOUT.label + index * 150}" y="6" width="12" height="12" fill="${BUILD_COLOURS[builds[index] % 2]}" fill-opacity="${visits[index] === 'first visit' ? 1 : 0.45}"/>`
            + `<text x="${LAYOUT.label + index * 150 + 16}" y="16">${escapeHtml(name)}</text>`;
    });
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(`Container ms per part, ${page.page}`)}">`,
        ...legend, ...ticks, ...rows,
        '</svg>'
    ].join('\n');
}

/** A page's section of bench/report.html: its heading, the chart and the per-part table. */
export function renderPartSection(page: PagePartCosts, buildNames: readonly string[]): string {
    const names = ['first visit', 'returning'].flatMap(visit => buildNames.map(build => `${visit}, ${build}`));
    return [
        `<h2>${escapeHtml(page.page)}: container ms per part</h2>`,
        renderPartChart(page, buildNames),
        '<table>',
        `<thead><tr>${partHead(names).map(head => `<th>${escapeHtml(head)}</th>`).join('')}</tr></thead>`,
        '<tbody>',
        ...partRows([...page.firstVisit, ...page.returningVisit]).map(row => `<tr>${row.map((cell, index) => `<td${index === 0 ? '' : ' class="num"'}>${escapeHtml(cell)}</td>`).join('')}</tr>`),
        '</tbody>',
        '</table>'
    ].join('\n');
}
