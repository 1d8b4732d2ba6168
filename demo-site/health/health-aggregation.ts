import type { SiteType } from '../../src/config/domains';
import { SITE_TYPES } from '../../src/config/domains';
import type { HealthReport } from '../../src/services/health-report';

/*
 * What the analytics team reads of the health reports, per build: one module for the demo's
 * health page (in the browser) and `npm run health` (in Node), so both show the same numbers. It
 * uses neither the DOM nor Node, and imports only the report's type and the property's site types.
 */

export type HealthEnvironment = HealthReport['env'];

/** The environments in the order a reader looks for them: production first. */
export const HEALTH_ENVIRONMENTS: readonly HealthEnvironment[] = ['production', 'staging', 'development'];

/** The 50th and 95th percentiles of some values, by nearest rank, and how many values there were. */
export interface Quantiles {
    readonly count: number;
    readonly p50: number;
    readonly p95: number;
}

/** Some pages of a denominator: `share` is pages / of, from 0 to 1. */
export interface Share {
    readonly pages: number;
    readonly of: number;
    readonly share: number;
}

/** A code or reason, and on how many pages it was seen. */
export interface Breakdown {
    readonly name: string;
    readonly pages: number;
}

/** The container's main-thread cost on one site type's pages. */
export interface SiteHealth {
    readonly site: SiteType;
    readonly pages: number;
    /** Over the pages whose page view left; undefined when none did. */
    readonly toPageView: Quantiles | undefined;
    readonly toSettled: Quantiles | undefined;
    /** Pages with at least one long animation frame with the container's scripts in it. */
    readonly longFramePages: number;
    readonly longFrames: number;
    /** The container's ms in long frames, per page, over every page of the site type (0 for most). */
    readonly longFrameMs: Quantiles;
}

/** Pages of a site type with a failure of one rule (a failed or timed-out run), of the site type's pages. */
export interface RuleFailures extends Share {
    readonly site: SiteType;
    readonly rule: string;
    readonly timedOutPages: number;
    readonly codes: readonly Breakdown[];
}

/** Pages of a site type where one tag failed, of the site type's pages. */
export interface TagFailures extends Share {
    readonly site: SiteType;
    readonly tag: string;
    readonly reasons: readonly Breakdown[];
}

export interface StateShare extends Share {
    readonly state: string;
}

export interface OutboxDrops extends Share {
    readonly reason: string;
    readonly hits: number;
}

export interface SchemaViolations extends Share {
    readonly event: string;
    readonly violations: number;
}

export interface BuildHealth {
    readonly build: string;
    readonly env: HealthEnvironment;
    /** Pages reported: one report is one page. */
    readonly pages: number;
    /** Site types with pages, in the property's order. */
    readonly sites: readonly SiteHealth[];
    /** Rules with a failure, by site type, the largest share first. */
    readonly rules: readonly RuleFailures[];
    readonly tags: readonly TagFailures[];
    readonly outbox: {
        readonly kept: { readonly hits: number; readonly pages: number };
        readonly late: { readonly hits: number; readonly pages: number };
        /** Per reason: pages with a drop of it, of the build's pages. */
        readonly drops: readonly OutboxDrops[];
    };
    /** Every consent state, of the build's pages. */
    readonly consent: readonly StateShare[];
    /** Every state of the consent banner's script, of the build's pages. */
    readonly banner: readonly StateShare[];
    /** Every state of the personalization call, of the pages that made one. */
    readonly personalization: readonly StateShare[];
    readonly schema: readonly SchemaViolations[];
}

export interface HealthOverview {
    readonly env: HealthEnvironment | undefined;
    /** Reports per environment, of every environment that has any. */
    readonly environments: ReadonlyArray<{ readonly env: HealthEnvironment; readonly reports: number }>;
    /** The environment's builds, the newest first. */
    readonly builds: readonly BuildHealth[];
}

/**
 * The value at `percent` of values sorted ascending, by nearest rank: the smallest value with at
 * least `percent` % of the values at or below it, `sorted[ceil(percent × n / 100) − 1]`. Always a
 * value some page had, and the same whatever order the reports came in.
 */
export function nearestRank(sorted: readonly number[], percent: number): number {
    return sorted[Math.max(1, Math.ceil((percent * sorted.length) / 100)) - 1];
}

export function quantilesOf(values: readonly number[]): Quantiles | undefined {
    if (values.length === 0) {
        return undefined;
    }
    const sorted = [...values].sort((a, b) => a - b);
    return { count: sorted.length, p50: nearestRank(sorted, 50), p95: nearestRank(sorted, 95) };
}

const share = (pages: number, of: number): Share => ({ pages, of, share: of === 0 ? 0 : pages / of });

/** Counts by name, as breakdowns with the most pages first (then by name). */
function breakdown(counts: ReadonlyMap<string, number>): Breakdown[] {
    return [...counts].map(([name, pages]) => ({ name, pages })).sort((a, b) => b.pages - a.pages || a.name.localeCompare(b.name));
}

function increment(map: Map<string, number>, key: string, by = 1): void {
    map.set(key, (map.get(key) ?? 0) + by);
}

function statesOf(values: readonly string[], of: number): StateShare[] {
    const counts = new Map<string, number>();
    values.forEach(value => increment(counts, value));
    return breakdown(counts).map(({ name, pages }) => ({ state: name, ...share(pages, of) }));
}

/** By the site type's place in the property's order (for rows of a site type), then the largest share first, then by name. */
function byShare<T extends Share & { readonly site?: SiteType }>(name: (row: T) => string): (a: T, b: T) => number {
    return (a, b) =>
        (a.site && b.site ? SITE_TYPES.indexOf(a.site) - SITE_TYPES.indexOf(b.site) : 0) ||
        b.share - a.share ||
        name(a).localeCompare(name(b));
}

function siteHealth(site: SiteType, reports: readonly HealthReport[]): SiteHealth {
    const defined = (values: Array<number | undefined>) => values.filter((value): value is number => value !== undefined);
    return {
        site,
        pages: reports.length,
        toPageView: quantilesOf(defined(reports.map(report => report.cost.toPageView))),
        toSettled: quantilesOf(defined(reports.map(report => report.cost.toSettled))),
        longFramePages: reports.filter(report => report.cost.longFrames > 0).length,
        longFrames: reports.reduce((sum, report) => sum + report.cost.longFrames, 0),
        longFrameMs: quantilesOf(reports.map(report => report.cost.longFrameMs))!
    };
}

function ruleFailures(site: SiteType, reports: readonly HealthReport[]): RuleFailures[] {
    const failed = new Map<string, { pages: number; timedOut: number; codes: Map<string, number> }>();
    for (const report of reports) {
        for (const [rule, health] of Object.entries(report.rules)) {
            if ((health.failed ?? 0) === 0 && (health.timedOut ?? 0) === 0) {
                continue;
            }
            const entry = failed.get(rule) ?? { pages: 0, timedOut: 0, codes: new Map<string, number>() };
            failed.set(rule, entry);
            entry.pages++;
            entry.timedOut += (health.timedOut ?? 0) > 0 ? 1 : 0;
            new Set(health.codes ?? []).forEach(code => increment(entry.codes, code));
        }
    }
    return [...failed].map(([rule, entry]) => ({
        site,
        rule,
        ...share(entry.pages, reports.length),
        timedOutPages: entry.timedOut,
        codes: breakdown(entry.codes)
    }));
}

function tagFailures(site: SiteType, reports: readonly HealthReport[]): TagFailures[] {
    const failed = new Map<string, Map<string, number>>();
    for (const report of reports) {
        for (const [tag, state] of Object.entries(report.tags)) {
            if (state === 'failed' || state.startsWith('failed:')) {
                const reasons = failed.get(tag) ?? new Map<string, number>();
                failed.set(tag, reasons);
                increment(reasons, state.slice('failed:'.length) || 'unknown');
            }
        }
    }
    return [...failed].map(([tag, reasons]) => {
        const pages = [...reasons.values()].reduce((sum, count) => sum + count, 0);
        return { site, tag, ...share(pages, reports.length), reasons: breakdown(reasons) };
    });
}

/** One build's reports (of one environment), summed up. */
export function summarizeBuild(build: string, env: HealthEnvironment, reports: readonly HealthReport[]): BuildHealth {
    const pages = reports.length;
    const sites = SITE_TYPES.map(site => [site, reports.filter(report => report.site === site)] as const).filter(
        ([, ofSite]) => ofSite.length > 0
    );
    const drops = new Map<string, { hits: number; pages: number }>();
    const schema = new Map<string, { violations: number; pages: number }>();
    for (const report of reports) {
        for (const [reason, hits] of Object.entries(report.outbox.dropped).filter(([, hits]) => hits > 0)) {
            const entry = drops.get(reason) ?? { hits: 0, pages: 0 };
            drops.set(reason, { hits: entry.hits + hits, pages: entry.pages + 1 });
        }
        for (const [event, violations] of Object.entries(report.schema).filter(([, count]) => count > 0)) {
            const entry = schema.get(event) ?? { violations: 0, pages: 0 };
            schema.set(event, { violations: entry.violations + violations, pages: entry.pages + 1 });
        }
    }
    const personalized = reports.flatMap(report => (report.personalization === undefined ? [] : [report.personalization]));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
        build,
        env,
        pages,
        sites: sites.map(([site, ofSite]) => siteHealth(site, ofSite)),
        rules: sites.flatMap(([site, ofSite]) => ruleFailures(site, ofSite)).sort(byShare(row => row.rule)),
        tags: sites.flatMap(([site, ofSite]) => tagFailures(site, ofSite)).sort(byShare(row => row.tag)),
        outbox: {
            kept: { hits: sum(reports.map(report => report.outbox.kept)), pages: reports.filter(report => report.outbox.kept > 0).length },
            late: { hits: sum(reports.map(report => report.outbox.late)), pages: reports.filter(report => report.outbox.late > 0).length },
            drops: [...drops]
                .map(([reason, entry]) => ({ reason, hits: entry.hits, ...share(entry.pages, pages) }))
                .sort(byShare(row => row.reason))
        },
        consent: statesOf(
            reports.map(report => report.consent),
            pages
        ),
        banner: statesOf(
            reports.map(report => report.banner),
            pages
        ),
        personalization: statesOf(personalized, personalized.length),
        schema: [...schema]
            .map(([event, entry]) => ({ event, violations: entry.violations, ...share(entry.pages, pages) }))
            .sort(byShare(row => row.event))
    };
}

/** An ISO 8601 date and time in a build id (`1.4.0+2026-05-04T09:12:00.000Z`). */
const BUILD_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/;

/**
 * The builds of the reports, the newest first: by the build time their ids carry when every id
 * carries one, else by when each was first reported (a later build is first reported later).
 */
export function buildsNewestFirst(reports: readonly HealthReport[]): string[] {
    const firstSeen = new Map<string, number>();
    reports.forEach((report, index) => firstSeen.has(report.build) || firstSeen.set(report.build, index));
    const times = new Map([...firstSeen.keys()].map(build => [build, Date.parse(BUILD_TIME.exec(build)?.[0] ?? '')]));
    const byTime = [...times.values()].every(time => !Number.isNaN(time));
    return [...firstSeen.keys()].sort((a, b) => (byTime ? times.get(b)! - times.get(a)! : 0) || firstSeen.get(b)! - firstSeen.get(a)!);
}

/** The environment a reader wants by default: production when it has reports, else the next that has. */
export function defaultEnvironment(reports: readonly HealthReport[]): HealthEnvironment | undefined {
    return HEALTH_ENVIRONMENTS.find(env => reports.some(report => report.env === env));
}

/**
 * Every build of one environment (by default the one `defaultEnvironment` picks), the newest first.
 * Environments are never mixed: staging sends from every page, production from 1 %, and the
 * pages are not the same visitors'.
 */
export function summarizeHealth(reports: readonly HealthReport[], env = defaultEnvironment(reports)): HealthOverview {
    const ofEnv = reports.filter(report => report.env === env);
    return {
        env,
        environments: HEALTH_ENVIRONMENTS.map(name => ({
            env: name,
            reports: reports.filter(report => report.env === name).length
        })).filter(entry => entry.reports > 0),
        builds: buildsNewestFirst(ofEnv).map(build =>
            summarizeBuild(
                build,
                env!,
                ofEnv.filter(report => report.build === build)
            )
        )
    };
}
