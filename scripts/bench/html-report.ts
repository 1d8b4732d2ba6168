import type {
    BuildCell, Comparison} from './comparison';
import { cellText, COMPARISON_HEAD, comparisonParts, comparisonRows, CONTENTION_HEAD, contentionNote, contentionRows,
    FACTS_HEAD, FACTS_NOTE, factsRows, VISIT_LABELS
} from './comparison';
import { escapeHtml, niceCeiling } from './html-text';
import { renderPartSection } from './part-chart';

export { escapeHtml, niceCeiling };

const COLOURS = { baseline: '#8a8f98', current: '#2563eb' } as const;
const CHART = { left: 56, right: 16, top: 28, bottom: 58, plotHeight: 240, groupWidth: 132, barWidth: 36 } as const;

/**
 * bench/report.html: the comparison as one file a reviewer can open anywhere (attached to a
 * merge request, say), so the chart is inline SVG and the page loads nothing.
 */
export function renderHtmlReport(comparison: Comparison, generated: string): string {
    const title = `Container main-thread time: ${comparison.current.ref} against ${comparison.baseline.ref}`;
    const table = htmlTable(COMPARISON_HEAD, comparisonRows(comparison));
    const facts = comparison.cells.some(cell => cell.facts?.current.fileCache)
        ? `<p>${escapeHtml(FACTS_NOTE)}</p>\n${htmlTable(FACTS_HEAD, factsRows(comparison))}` : '';
    const contention = comparison.cells.some(cell => cell.contended)
        ? `<p>${escapeHtml(contentionNote(comparison.contend))}</p>\n${htmlTable(CONTENTION_HEAD, contentionRows(comparison))}` : '';
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1f2328; }
h1 { font-size: 20px; }
h2 { font-size: 16px; margin-top: 28px; }
table { border-collapse: collapse; margin-top: 16px; }
th, td { border: 1px solid #d0d7de; padding: 4px 8px; }
th { background: #f6f8fa; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
svg text { font: 12px system-ui, sans-serif; fill: #1f2328; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Baseline: <code>${escapeHtml(comparison.baseline.ref)}</code> (${escapeHtml(comparison.baseline.commit)}).
Current: <code>${escapeHtml(comparison.current.ref)}</code> (${escapeHtml(comparison.current.commit)}).
Medians over ${comparison.loads} loads per build and cell, the two builds' loads interleaved; CPU slowed down ${comparison.cpuSlowdown}x.
The whiskers span the first to the third quartile; the ratio under each pair is the current build's median over the baseline's. Generated ${escapeHtml(generated)}.</p>
${renderChart(comparison)}
${table}
${facts}
${contention}
<p>Below, each page's container time split by part, through the builds' source maps: means over the loads, so the parts add up.
A sample counts for the innermost container function on the stack, native work it asked for included.</p>
${comparisonParts(comparison).map(page => renderPartSection(page, ['baseline', 'current'])).join('\n')}
</body>
</html>
`;
}

/** A table of text cells: the first two (page, visit) as text, the rest as figures. */
function htmlTable(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
    return [
        '<table>',
        `<thead><tr>${head.map(cell => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead>`,
        '<tbody>',
        ...rows.map(row => `<tr>${row.map((cell, index) => index < 2 ? `<td>${escapeHtml(cell)}</td>` : `<td class="num">${escapeHtml(cell)}</td>`).join('')}</tr>`),
        '</tbody>',
        '</table>'
    ].join('\n');
}

/** The grouped bar chart: per page and kind of visit, the baseline's bar beside the current build's. */
export function renderChart(comparison: Comparison): string {
    const cells = comparison.cells;
    const top = niceCeiling(Math.max(0, ...cells.flatMap(cell => [cell.baseline, cell.current])
        .flatMap(build => [build.containerMs ?? 0, build.containerMsQuartiles?.[1] ?? 0])));
    // Wide enough for the legend even with one cell.
    const width = Math.max(440, CHART.left + cells.length * CHART.groupWidth + CHART.right);
    const height = CHART.top + CHART.plotHeight + CHART.bottom;
    const y = (value: number) => CHART.top + CHART.plotHeight - (value / top) * CHART.plotHeight;
    const grid = [0, 0.25, 0.5, 0.75, 1].map(share => {
        const value = top * share;
        return `<line x1="${CHART.left}" x2="${width - CHART.right}" y1="${y(value)}" y2="${y(value)}" stroke="#d0d7de"/>`
            + `<text x="${CHART.left - 6}" y="${y(value) + 4}" text-anchor="end">${format(value)}</text>`;
    });
    const groups = cells.map((cell, index) => {
        const middle = CHART.left + index * CHART.groupWidth + CHART.groupWidth / 2;
        const bars = (['baseline', 'current'] as const).map((build, side) =>
            bar(cell[build], middle + (side === 0 ? -CHART.barWidth - 2 : 2), y, COLOURS[build], `${cell.page}, ${VISIT_LABELS[cell.visit]}, ${build}`));
        const labelY = CHART.top + CHART.plotHeight + 18;
        return [
            ...bars,
            `<text x="${middle}" y="${labelY}" text-anchor="middle">${escapeHtml(cell.page)}</text>`,
            `<text x="${middle}" y="${labelY + 15}" text-anchor="middle">${escapeHtml(VISIT_LABELS[cell.visit])}</text>`,
            `<text x="${middle}" y="${labelY + 30}" text-anchor="middle" font-weight="bold">ratio ${escapeHtml(cellText(cell.ratio))}</text>`
        ].join('\n');
    });
    const legend = (['baseline', 'current'] as const).map((build, index) => {
        const x = CHART.left + index * 180;
        const name = `${build} (${comparison[build].commit})`;
        return `<rect x="${x}" y="6" width="12" height="12" fill="${COLOURS[build]}"/><text x="${x + 18}" y="16">${escapeHtml(name)}</text>`;
    });
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Container main-thread ms, baseline and current build, per page and visit">`,
        ...legend,
        ...grid,
        `<text x="12" y="${CHART.top + CHART.plotHeight / 2}" transform="rotate(-90 12 ${CHART.top + CHART.plotHeight / 2})" text-anchor="middle">container ms (median)</text>`,
        ...groups,
        '</svg>'
    ].join('\n');
}

/** One build's bar with its quartile whisker and its median above it; a build without a figure gets "n/a". */
function bar(build: BuildCell, x: number, y: (value: number) => number, colour: string, label: string): string {
    const centre = x + CHART.barWidth / 2;
    if (build.containerMs === null) {
        return `<text x="${centre}" y="${y(0) - 4}" text-anchor="middle">n/a</text>`;
    }
    const topY = y(build.containerMs);
    const parts = [`<rect x="${x}" y="${topY}" width="${CHART.barWidth}" height="${y(0) - topY}" fill="${colour}"><title>${escapeHtml(`${label}: ${build.containerMs} ms`)}</title></rect>`];
    const quartiles = build.containerMsQuartiles;
    if (quartiles) {
        parts.push(`<line x1="${centre}" x2="${centre}" y1="${y(quartiles[0])}" y2="${y(quartiles[1])}" stroke="#1f2328"/>`
            + `<line x1="${centre - 5}" x2="${centre + 5}" y1="${y(quartiles[1])}" y2="${y(quartiles[1])}" stroke="#1f2328"/>`
            + `<line x1="${centre - 5}" x2="${centre + 5}" y1="${y(quartiles[0])}" y2="${y(quartiles[0])}" stroke="#1f2328"/>`);
    }
    const textY = Math.min(topY, quartiles ? y(quartiles[1]) : topY) - 4;
    parts.push(`<text x="${centre}" y="${textY}" text-anchor="middle">${format(build.containerMs)}</text>`);
    return parts.join('');
}

function format(value: number): string {
    return String(Math.round(value * 10) / 10);
}
