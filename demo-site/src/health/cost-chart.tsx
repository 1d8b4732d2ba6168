import type React from 'react';
import type { BuildHealth, Quantiles, SiteHealth } from '../../health/health-aggregation';
import { formatMs } from '../../health/health-format';

const METRICS = [
    ['toPageView', 'to page view'],
    ['toSettled', 'to settled']
] as const;
type Metric = (typeof METRICS)[number][0];

/** Geometry in px: the measure's label, the plot, the numbers right of the bars; a line for each site type's name. */
const LAYOUT = { label: 100, plot: 380, numbers: 90, axis: 22, heading: 18, bar: 14, gap: 4, group: 10 } as const;

/** A round top for the scale, above the largest value: 1, 2 or 5 times a power of ten. */
export function scaleTop(max: number): number {
    if (max <= 0) {
        return 10;
    }
    const power = 10 ** Math.floor(Math.log10(max));
    return [1, 2, 5, 10].map(step => step * power).find(top => top >= max)!;
}

/** The largest p95 the chart of these builds draws: both columns of a comparison share one scale. */
export function largestP95(builds: readonly BuildHealth[]): number {
    return Math.max(0, ...builds.flatMap(build => build.sites.flatMap(site => METRICS.map(([metric]) => site[metric]?.p95 ?? 0))));
}

interface ChartRow {
    readonly site: SiteHealth;
    readonly metric: Metric;
    readonly words: string;
    readonly value: Quantiles | undefined;
}

/**
 * The container's main-thread ms by site type, as SVG drawn with attributes only (the page's CSP
 * allows no inline style): per site type a bar to the p95 and a mark at the p50, to page view and
 * to settled, on the scale `top` so that two builds' charts side by side compare by length.
 */
export function CostChart({ build, top }: { build: BuildHealth; top: number }): React.ReactElement {
    const rows: ChartRow[] = build.sites.flatMap(site => METRICS.map(([metric, words]) => ({ site, metric, words, value: site[metric] })));
    const width = LAYOUT.label + LAYOUT.plot + LAYOUT.numbers;
    const groupHeight = LAYOUT.heading + METRICS.length * (LAYOUT.bar + LAYOUT.gap) + LAYOUT.group;
    const height = LAYOUT.axis + build.sites.length * groupHeight;
    const x = (ms: number) => LAYOUT.label + (ms / top) * LAYOUT.plot;
    const ticks = [0, top / 2, top];
    return (
        <svg
            className="cost-chart"
            data-build={build.build}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={`Main-thread ms of build ${build.build} by site type: bars to the p95, marks at the p50`}
        >
            {ticks.map(tick => (
                <g key={tick} className="tick">
                    <line x1={x(tick)} x2={x(tick)} y1={LAYOUT.axis - 4} y2={height} />
                    <text x={x(tick)} y={LAYOUT.axis - 8} textAnchor="middle">
                        {formatMs(tick)} ms
                    </text>
                </g>
            ))}
            {rows.map((row, index) => {
                const group = Math.floor(index / METRICS.length);
                const groupTop = LAYOUT.axis + group * groupHeight;
                const y = groupTop + LAYOUT.heading + (index % METRICS.length) * (LAYOUT.bar + LAYOUT.gap);
                const data = { 'data-site': row.site.site, 'data-metric': row.metric };
                return (
                    <g key={`${row.site.site} ${row.metric}`} className={`row ${row.metric}`}>
                        {index % METRICS.length === 0 && (
                            <text className="site" x={0} y={groupTop + LAYOUT.heading - 5}>
                                {`${row.site.site} (${row.site.pages} pages)`}
                            </text>
                        )}
                        <text className="metric" x={LAYOUT.label - 6} y={y + LAYOUT.bar - 3} textAnchor="end">
                            {row.words}
                        </text>
                        {row.value ? (
                            <>
                                <rect
                                    className="p95"
                                    {...data}
                                    data-quantile="p95"
                                    data-value={row.value.p95}
                                    x={LAYOUT.label}
                                    y={y}
                                    width={Math.max(1, x(row.value.p95) - LAYOUT.label)}
                                    height={LAYOUT.bar}
                                >
                                    <title>{`${row.site.site}, ${row.words}: p95 ${formatMs(row.value.p95)} ms over ${row.value.count} pages`}</title>
                                </rect>
                                <rect
                                    className="p50"
                                    {...data}
                                    data-quantile="p50"
                                    data-value={row.value.p50}
                                    x={x(row.value.p50) - 1.5}
                                    y={y - 2}
                                    width={3}
                                    height={LAYOUT.bar + 4}
                                >
                                    <title>{`${row.site.site}, ${row.words}: p50 ${formatMs(row.value.p50)} ms`}</title>
                                </rect>
                                <text className="numbers" x={LAYOUT.label + LAYOUT.plot + 6} y={y + LAYOUT.bar - 3}>
                                    {`${formatMs(row.value.p50)} / ${formatMs(row.value.p95)}`}
                                </text>
                            </>
                        ) : (
                            <text className="numbers" x={LAYOUT.label + 4} y={y + LAYOUT.bar - 3}>
                                no page had one
                            </text>
                        )}
                    </g>
                );
            })}
        </svg>
    );
}
