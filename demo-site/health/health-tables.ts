import type { Breakdown, BuildHealth, Quantiles, StateShare } from './health-aggregation';
import { formatCount, formatMs, formatShare } from './health-format';

/** One table of a build's health, as text cells: the health page draws it as HTML, `npm run health` as text. */
export interface HealthTable {
    readonly id: 'cost' | 'rules' | 'tags' | 'outbox' | 'consent' | 'banner' | 'personalization' | 'schema';
    readonly title: string;
    readonly head: readonly string[];
    readonly rows: ReadonlyArray<readonly string[]>;
    /** What stands in for the rows when there are none. */
    readonly empty: string;
    /** The columns that hold numbers (right-aligned). */
    readonly numeric: readonly number[];
}

const quantile = (value: Quantiles | undefined, key: 'p50' | 'p95') => (value ? formatMs(value[key]) : '-');
const breakdown = (rows: readonly Breakdown[]) => rows.map(row => `${row.name} ${row.pages}`).join(', ');
const states = (rows: readonly StateShare[]) => rows.map(row => [row.state, formatCount(row.pages), formatShare(row.share)]);

/** Every table of a build, in the order the page and the command show them. */
export function buildTables(build: BuildHealth): HealthTable[] {
    return [
        {
            id: 'cost',
            title: 'Main-thread ms by site type (p50 and p95 by nearest rank)',
            head: [
                'site type',
                'pages',
                'to page view p50',
                'p95',
                'to settled p50',
                'p95',
                'long frames',
                'pages with one',
                'long-frame ms p95'
            ],
            rows: build.sites.map(site => [
                site.site,
                formatCount(site.pages),
                quantile(site.toPageView, 'p50'),
                quantile(site.toPageView, 'p95'),
                quantile(site.toSettled, 'p50'),
                quantile(site.toSettled, 'p95'),
                formatCount(site.longFrames),
                `${formatShare(site.longFramePages / site.pages)} %`,
                formatMs(site.longFrameMs.p95)
            ]),
            empty: 'No pages.',
            numeric: [1, 2, 3, 4, 5, 6, 7, 8]
        },
        {
            id: 'rules',
            title: "Rule failures (a failed or timed-out run), of the site type's pages",
            head: ['site type', 'rule', 'pages', '%', 'timed out', 'codes (pages)'],
            rows: build.rules.map(row => [
                row.site,
                row.rule,
                formatCount(row.pages),
                formatShare(row.share),
                formatCount(row.timedOutPages),
                breakdown(row.codes)
            ]),
            empty: 'No rule failed.',
            numeric: [2, 3, 4]
        },
        {
            id: 'tags',
            title: "Tag failures, of the site type's pages",
            head: ['site type', 'tag', 'pages', '%', 'reasons (pages)'],
            rows: build.tags.map(row => [row.site, row.tag, formatCount(row.pages), formatShare(row.share), breakdown(row.reasons)]),
            empty: 'No tag failed.',
            numeric: [2, 3]
        },
        {
            id: 'outbox',
            title: "Outbox: hits kept, sent late and dropped, of the build's pages",
            head: ['outbox', 'hits', 'pages', '%'],
            rows: [
                [
                    'kept',
                    formatCount(build.outbox.kept.hits),
                    formatCount(build.outbox.kept.pages),
                    formatShare(build.outbox.kept.pages / build.pages)
                ],
                [
                    'sent late',
                    formatCount(build.outbox.late.hits),
                    formatCount(build.outbox.late.pages),
                    formatShare(build.outbox.late.pages / build.pages)
                ],
                ...build.outbox.drops.map(row => [
                    `dropped: ${row.reason}`,
                    formatCount(row.hits),
                    formatCount(row.pages),
                    formatShare(row.share)
                ])
            ],
            empty: '',
            numeric: [1, 2, 3]
        },
        {
            id: 'consent',
            title: 'Consent the pages ran with',
            head: ['consent', 'pages', '%'],
            rows: states(build.consent),
            empty: 'No pages.',
            numeric: [1, 2]
        },
        {
            id: 'banner',
            title: 'Consent banner script',
            head: ['banner', 'pages', '%'],
            rows: states(build.banner),
            empty: 'No pages.',
            numeric: [1, 2]
        },
        {
            id: 'personalization',
            title: 'Personalization call, of the pages that made one',
            head: ['call', 'pages', '%'],
            rows: states(build.personalization),
            empty: 'No page made one.',
            numeric: [1, 2]
        },
        {
            id: 'schema',
            title: "Data-layer schema violations, of the build's pages",
            head: ['event', 'violations', 'pages', '%'],
            rows: build.schema.map(row => [row.event, formatCount(row.violations), formatCount(row.pages), formatShare(row.share)]),
            empty: 'No violation.',
            numeric: [1, 2, 3]
        }
    ];
}
