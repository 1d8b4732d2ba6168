import type { SiteType } from '../../src/config/domains';
import type { BuildHealth, Quantiles, Share } from './health-aggregation';
import { formatMs, formatShare } from './health-format';

/** When a change counts as a difference (docs/health.md, "Two builds compared"). */
export interface DifferenceThresholds {
    /** Percentage points a failure share must move, unless it is new (none in the baseline) or gone. */
    readonly sharePoints: number;
    /** A p95 must move by this share of the baseline's p95 ... */
    readonly costRatio: number;
    /** ... and by this many ms. */
    readonly costMs: number;
    /**
     * Pages a site type (or, for what is not per site type, the build) needs in both builds to be
     * compared: with fewer, one page moves a share by 5 points and the p95 is the slowest page.
     */
    readonly minPages: number;
}

export const DIFFERENCE_THRESHOLDS: DifferenceThresholds = { sharePoints: 0.5, costRatio: 0.1, costMs: 10, minPages: 20 };

/**
 * What matters first: failure shares that rose past the threshold, then failures new in the
 * current build below it, then p95 costs that rose, then what got better.
 */
export type DifferenceTier = 'worse' | 'new' | 'slower' | 'better' | 'faster';
const TIER_ORDER: readonly DifferenceTier[] = ['worse', 'new', 'slower', 'better', 'faster'];

export interface HealthDifference {
    readonly tier: DifferenceTier;
    /** For a person: `careers: job-apply rule failures 0 → 4.1 % of pages`. */
    readonly text: string;
    /** The counts behind it: `0 of 120 → 4 of 97 pages; rule-timeout`. */
    readonly detail: string;
    /** Its size: percentage points for a share, the change over the baseline's p95 for a cost. */
    readonly change: number;
}

/** One failure measure of a build: a share of pages, what it is called and the codes behind it. */
interface Measure extends Share {
    readonly site?: SiteType;
    readonly label: string;
    /** What the pages are: `pages`, `personalized pages`. */
    readonly unit: string;
    readonly codes: readonly string[];
}

/** Every failure share of a build, by a key that names the same measure in another build. */
function measuresOf(build: BuildHealth): Map<string, Measure> {
    const measures = new Map<string, Measure>();
    const add = (key: string, measure: Measure) => measures.set(key, measure);
    build.rules.forEach(row =>
        add(`rule ${row.site} ${row.rule}`, {
            ...row,
            label: `${row.site}: ${row.rule} rule failures`,
            unit: 'pages',
            codes: row.codes.map(code => code.name)
        })
    );
    build.tags.forEach(row =>
        add(`tag ${row.site} ${row.tag}`, {
            ...row,
            label: `${row.site}: ${row.tag} tag failures`,
            unit: 'pages',
            codes: row.reasons.map(reason => reason.name)
        })
    );
    build.outbox.drops.forEach(row =>
        add(`drop ${row.reason}`, { ...row, label: `outbox drops (${row.reason})`, unit: 'pages', codes: [] })
    );
    build.schema.forEach(row => add(`schema ${row.event}`, { ...row, label: `${row.event} schema violations`, unit: 'pages', codes: [] }));
    const bannerFailed = build.banner.filter(row => row.state !== 'loaded');
    if (bannerFailed.length > 0) {
        const pages = bannerFailed.reduce((sum, row) => sum + row.pages, 0);
        add('banner', {
            pages,
            of: build.pages,
            share: pages / build.pages,
            label: 'consent banner failures',
            unit: 'pages',
            codes: bannerFailed.map(row => row.state)
        });
    }
    build.personalization
        .filter(row => row.state !== 'ok')
        .forEach(row =>
            add(`personalization ${row.state}`, {
                ...row,
                label: `personalization ${row.state === 'timeout' ? 'timeouts' : row.state}`,
                unit: 'personalized pages',
                codes: []
            })
        );
    return measures;
}

/** The denominator a measure missing from a build has there: its site type's pages, or the build's. */
function denominatorOf(build: BuildHealth, key: string, measure: Measure): number {
    if (measure.site) {
        return build.sites.find(site => site.site === measure.site)?.pages ?? 0;
    }
    if (key.startsWith('personalization ')) {
        return build.personalization.reduce((sum, row) => sum + row.pages, 0);
    }
    return build.pages;
}

function shareDifference(
    key: string,
    baseline: BuildHealth,
    current: BuildHealth,
    before: Measure | undefined,
    after: Measure | undefined,
    thresholds: DifferenceThresholds
): HealthDifference | undefined {
    const some = (after ?? before)!;
    const of = [before?.of ?? denominatorOf(baseline, key, some), after?.of ?? denominatorOf(current, key, some)];
    if (of.some(pages => pages < thresholds.minPages)) {
        return undefined;
    }
    const shares = [before?.share ?? 0, after?.share ?? 0];
    const points = (shares[1] - shares[0]) * 100;
    const isNew = !before && after !== undefined;
    const gone = before !== undefined && !after;
    if (Math.abs(points) < thresholds.sharePoints && !isNew && !gone) {
        return undefined;
    }
    const tier: DifferenceTier = points > 0 ? (points >= thresholds.sharePoints ? 'worse' : 'new') : 'better';
    const codes = [...new Set([...(before?.codes ?? []), ...(after?.codes ?? [])])];
    return {
        tier,
        change: points,
        text: `${some.label} ${formatShare(shares[0])} → ${formatShare(shares[1])} % of ${some.unit}`,
        detail: `${before?.pages ?? 0} of ${of[0]} → ${after?.pages ?? 0} of ${of[1]} ${some.unit}${codes.length ? `; ${codes.join(', ')}` : ''}`
    };
}

const COST_METRICS = [
    ['toPageView', 'to page view'],
    ['toSettled', 'to settled']
] as const;

function costDifferences(baseline: BuildHealth, current: BuildHealth, thresholds: DifferenceThresholds): HealthDifference[] {
    return current.sites.flatMap(after => {
        const before = baseline.sites.find(site => site.site === after.site);
        if (!before || before.pages < thresholds.minPages || after.pages < thresholds.minPages) {
            return [];
        }
        return COST_METRICS.flatMap(([metric, words]) => {
            const [was, is] = [before[metric], after[metric]] as Array<Quantiles | undefined>;
            if (!was || !is || was.count < thresholds.minPages || is.count < thresholds.minPages) {
                return [];
            }
            const ms = is.p95 - was.p95;
            const ratio = was.p95 === 0 ? (ms === 0 ? 0 : Infinity) : ms / was.p95;
            if (Math.abs(ms) < thresholds.costMs || Math.abs(ratio) < thresholds.costRatio) {
                return [];
            }
            return [
                {
                    tier: ms > 0 ? 'slower' : 'faster',
                    change: ratio,
                    text: `${after.site}: main-thread p95 ${words} ${formatMs(was.p95)} → ${formatMs(is.p95)} ms`,
                    detail: `p50 ${formatMs(was.p50)} → ${formatMs(is.p50)} ms; ${was.count} → ${is.count} pages`
                } satisfies HealthDifference
            ];
        });
    });
}

/**
 * What changed from the baseline build to the current one, what matters first: by tier
 * (DifferenceTier), and within a tier the largest change first (then by text).
 */
export function compareBuilds(baseline: BuildHealth, current: BuildHealth, thresholds = DIFFERENCE_THRESHOLDS): HealthDifference[] {
    const before = measuresOf(baseline);
    const after = measuresOf(current);
    const keys = [...new Set([...before.keys(), ...after.keys()])];
    const shares = keys
        .map(key => shareDifference(key, baseline, current, before.get(key), after.get(key), thresholds))
        .filter((difference): difference is HealthDifference => difference !== undefined);
    return [...shares, ...costDifferences(baseline, current, thresholds)].sort(
        (a, b) =>
            TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier) ||
            Math.abs(b.change) - Math.abs(a.change) ||
            a.text.localeCompare(b.text)
    );
}
