import type { SiteType } from '../../src/config/domains';
import { DOMAINS } from '../../src/config/domains';
import { EXTERNAL_TAGS } from '../../src/config/external-tags';
import { PersonalizationSettings } from '../../src/config/personalization';
import type { HealthReport, RuleHealth } from '../../src/services/health-report';

/*
 * Health reports made to a plan, for the tests of what reads them. What a test asserts is planned
 * exactly: how many pages of a site type, which cost values they have between them, on how many
 * pages each rule or tag fails. A seeded random decides the rest: which pages get the failures,
 * the order of the values, the host, page, engine and consent of each page, and the order of the
 * reports. Any seed gives the same numbers; a seed gives the same reports every time.
 */

/** Values `from`, `from + step`, ... one per page, dealt to the pages in a random order. */
export interface Spread {
    readonly from: number;
    readonly step: number;
}

export interface SitePlan {
    readonly pages: number;
    readonly toPageView: Spread;
    readonly toSettled: Spread;
    /** Pages whose page view never left (no `toPageView`); they take the last values of the spread away. */
    readonly withoutPageView?: number;
    /** Per rule: on how many pages it failed, with what code; `rule-timeout` counts as timed out too. */
    readonly ruleFailures?: Readonly<Record<string, { readonly pages: number; readonly code: string }>>;
    /** Per tag: on how many pages it failed, and why. */
    readonly tagFailures?: Readonly<Record<string, { readonly pages: number; readonly reason: string }>>;
    /** Pages whose outbox dropped `hits` hits for `reason`. */
    readonly drops?: ReadonlyArray<{ readonly pages: number; readonly reason: string; readonly hits: number }>;
    /** Pages whose outbox kept one hit, and pages that sent one late. */
    readonly kept?: number;
    readonly late?: number;
    /** Pages on which the banner's script did not load, and how it failed. */
    readonly banner?: { readonly pages: number; readonly state: 'failed' | 'timeout' };
    /** Pages whose personalization call timed out (on personalized site types). */
    readonly personalizationTimeouts?: number;
    /** Per data-layer event: pages with one violation of its schema. */
    readonly schema?: Readonly<Record<string, number>>;
    /** Pages with long frames: each has two, 60 ms of the container's in them. */
    readonly longFramePages?: number;
    /** Pages per consent state; the others ran under `us`. */
    readonly consent?: Readonly<Record<string, number>>;
}

export interface BuildPlan {
    readonly build: string;
    readonly env?: HealthReport['env'];
    readonly sites: Partial<Readonly<Record<SiteType, SitePlan>>>;
}

/** The rules each site type runs (rules-module.ts binds them per site type), and one every page runs. */
const RULES: Partial<Record<SiteType, readonly string[]>> = {
    rental: ['faq-question', 'form-error', 'data-track-click'],
    careers: ['job-view', 'job-apply', 'job-search'],
    loyalty: ['loyalty-button', 'data-track-click']
};
const EVERY_PAGE_RULES = ['page-view', 'link-tracking', 'consent-banner', 'external-tags'];
const PAGES: Partial<Record<SiteType, readonly string[]>> = {
    rental: ['home', 'reservation:1 startreservation', 'reservation:4 reviewandsubmit', 'faq', 'not-found'],
    careers: ['home', 'job', 'job results'],
    loyalty: ['home', 'dashboard']
};
const ENGINES: ReadonlyArray<HealthReport['engine']> = [
    { name: 'chromium', major: 131 },
    { name: 'webkit', major: 18 },
    { name: 'firefox', major: 128 }
];

/** mulberry32: a small seeded random, the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(random() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
}

/** `count` distinct page indexes out of `pages`, chosen at random. */
function somePages(count: number, pages: number, random: () => number): Set<number> {
    return new Set(shuffled([...Array(pages).keys()], random).slice(0, count));
}

function sitePages(plan: BuildPlan, site: SiteType, sitePlan: SitePlan, random: () => number): HealthReport[] {
    const hosts = DOMAINS.filter(row => row.siteType === site && !row.preProduction).map(row => row.host);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const spread = (value: Spread, count: number) =>
        shuffled(
            [...Array(count).keys()].map(index => value.from + value.step * index),
            random
        );
    const withoutPageView = somePages(sitePlan.withoutPageView ?? 0, sitePlan.pages, random);
    // The pages without a page view take the spread's highest values away: the test knows which remain.
    const toPageView = spread(sitePlan.toPageView, sitePlan.pages - withoutPageView.size);
    const toSettled = spread(sitePlan.toSettled, sitePlan.pages);
    const ruleFailures = Object.entries(sitePlan.ruleFailures ?? {}).map(([rule, failure]) => ({
        rule,
        ...failure,
        on: somePages(failure.pages, sitePlan.pages, random)
    }));
    const tagFailures = Object.entries(sitePlan.tagFailures ?? {}).map(([tag, failure]) => ({
        tag,
        ...failure,
        on: somePages(failure.pages, sitePlan.pages, random)
    }));
    const drops = (sitePlan.drops ?? []).map(drop => ({ ...drop, on: somePages(drop.pages, sitePlan.pages, random) }));
    const kept = somePages(sitePlan.kept ?? 0, sitePlan.pages, random);
    const late = somePages(sitePlan.late ?? 0, sitePlan.pages, random);
    const banner = somePages(sitePlan.banner?.pages ?? 0, sitePlan.pages, random);
    const timeouts = somePages(sitePlan.personalizationTimeouts ?? 0, sitePlan.pages, random);
    const schema = Object.entries(sitePlan.schema ?? {}).map(([event, pages]) => ({ event, on: somePages(pages, sitePlan.pages, random) }));
    const longFrames = somePages(sitePlan.longFramePages ?? 0, sitePlan.pages, random);
    const consent = shuffled(
        Object.entries(sitePlan.consent ?? {}).flatMap(([state, pages]) => Array<string>(pages).fill(state)),
        random
    );
    const tags = EXTERNAL_TAGS.filter(tag =>
        'siteTypes' in tag.appliesTo ? tag.appliesTo.siteTypes.includes(site) : tag.appliesTo.hosts.some(host => hosts.includes(host))
    ).map(tag => tag.id);
    let pageViews = 0;
    return [...Array(sitePlan.pages).keys()].map(index => {
        const rules: Record<string, RuleHealth> = Object.fromEntries(
            [...EVERY_PAGE_RULES, ...(RULES[site] ?? [])].map(rule => [rule, { fired: 1 + Math.floor(random() * 3) }])
        );
        for (const failure of ruleFailures.filter(entry => entry.on.has(index))) {
            rules[failure.rule] = {
                fired: rules[failure.rule]?.fired ?? 1,
                failed: 1,
                codes: [failure.code],
                ...(failure.code === 'rule-timeout' ? { timedOut: 1 } : {})
            };
        }
        const pageView = withoutPageView.has(index) ? undefined : toPageView[pageViews++];
        return {
            v: 1,
            build: plan.build,
            env: plan.env ?? 'production',
            host: pick(hosts),
            site,
            page: pick(PAGES[site] ?? ['home']),
            engine: pick(ENGINES),
            consent: consent[index] ?? 'us',
            cost: {
                ...(pageView === undefined ? {} : { toPageView: pageView }),
                toSettled: toSettled[index],
                longFrames: longFrames.has(index) ? 2 : 0,
                longFrameMs: longFrames.has(index) ? 60 : 0,
                lazyBytes: { 'after-load': 11800, ...(random() < 0.3 ? { identity: 3900 } : {}) }
            },
            rules,
            tags: Object.fromEntries(
                tags.map(tag => {
                    const failure = tagFailures.find(entry => entry.tag === tag && entry.on.has(index));
                    return [tag, failure ? `failed:${failure.reason}` : 'loaded'];
                })
            ),
            banner: banner.has(index) ? sitePlan.banner!.state : 'loaded',
            ...(PersonalizationSettings.siteTypes.includes(site) ? { personalization: timeouts.has(index) ? 'timeout' : 'ok' } : {}),
            outbox: {
                kept: kept.has(index) ? 1 : 0,
                late: late.has(index) ? 1 : 0,
                dropped: Object.fromEntries(drops.filter(drop => drop.on.has(index)).map(drop => [drop.reason, drop.hits]))
            },
            schema: Object.fromEntries(schema.filter(entry => entry.on.has(index)).map(entry => [entry.event, 1]))
        } satisfies HealthReport;
    });
}

/** The reports of the builds' plans: each build's in a random order, the builds in the plans' order (as they went live). */
export function generateReports(plans: readonly BuildPlan[], seed: number): HealthReport[] {
    const random = seededRandom(seed);
    return plans.flatMap(plan =>
        shuffled(
            Object.entries(plan.sites).flatMap(([site, sitePlan]) => sitePages(plan, site as SiteType, sitePlan!, random)),
            random
        )
    );
}

/** The reports as a log pipeline exports them: one JSON object a line. */
export function toNdjson(reports: readonly HealthReport[]): string {
    return reports.map(report => `${JSON.stringify(report)}\n`).join('');
}
