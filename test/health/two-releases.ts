import type { BuildHealth } from '../../demo-site/health/health-aggregation';
import { summarizeBuild } from '../../demo-site/health/health-aggregation';
import type { HealthReport } from '../../src/services/health-report';
import type { BuildPlan } from './health-report-generator';

/*
 * Two releases of the container as their health reports tell them, for the unit tests of the
 * aggregation and the command and for the browser test of the health page. What changed from the
 * first to the second, largest first, as compareBuilds orders it:
 *
 *   careers: job-apply rule failures 0 → 10 of 120 pages (8.3 %), timed out
 *   rental: chat-widget tag failures 4 → 12 of 200 pages (2.0 → 6.0 %)
 *   job-apply schema violations on 3 of 330 pages (0.9 %), new, above the threshold
 *   the consent banner timed out and the outbox dropped a hit for age on one page each (0.3 %), new
 *   rental: p95 to page view 114.5 → 200 ms (fewer pages had one: 190 of 200)
 *   careers: job-search rule failures 3 of 120 → none
 *   careers: p95 to settled 313 → 263 ms
 *
 * and what must not show: the outbox's quota drops (2 of 360 → 2 of 330 pages, 0.05 points),
 * rental's unchanged faq-question failures and personalization timeouts, and everything of
 * loyalty in the second release, which has only 10 pages there.
 */

export const BASELINE_BUILD = '1.4.0+2026-05-04T09:00:00.000Z';
export const CURRENT_BUILD = '1.5.0+2026-05-11T09:00:00.000Z';

export const TWO_RELEASES: readonly BuildPlan[] = [
    {
        build: BASELINE_BUILD,
        sites: {
            rental: {
                pages: 200,
                toPageView: { from: 20, step: 0.5 },
                toSettled: { from: 100, step: 2 },
                ruleFailures: { 'faq-question': { pages: 2, code: 'rule-error' } },
                tagFailures: { 'chat-widget': { pages: 4, reason: 'timeout' } },
                personalizationTimeouts: 6,
                drops: [{ pages: 2, reason: 'quota', hits: 3 }],
                kept: 10,
                late: 8,
                longFramePages: 12,
                consent: { eu: 50 }
            },
            careers: {
                pages: 120,
                toPageView: { from: 30, step: 1 },
                toSettled: { from: 200, step: 1 },
                ruleFailures: { 'job-search': { pages: 3, code: 'rule-error' } }
            },
            loyalty: { pages: 40, toPageView: { from: 10, step: 1 }, toSettled: { from: 50, step: 1 } }
        }
    },
    {
        build: CURRENT_BUILD,
        sites: {
            rental: {
                pages: 200,
                toPageView: { from: 20, step: 1 },
                toSettled: { from: 100, step: 2 },
                withoutPageView: 10,
                ruleFailures: { 'faq-question': { pages: 2, code: 'rule-error' } },
                tagFailures: { 'chat-widget': { pages: 12, reason: 'timeout' } },
                personalizationTimeouts: 6,
                drops: [
                    { pages: 1, reason: 'quota', hits: 1 },
                    { pages: 1, reason: 'age', hits: 2 }
                ],
                banner: { pages: 1, state: 'timeout' },
                kept: 10,
                late: 8,
                longFramePages: 12,
                consent: { eu: 50 }
            },
            careers: {
                pages: 120,
                toPageView: { from: 30, step: 1 },
                toSettled: { from: 150, step: 1 },
                ruleFailures: { 'job-apply': { pages: 10, code: 'rule-timeout' } },
                drops: [{ pages: 1, reason: 'quota', hits: 1 }],
                schema: { 'job-apply': 3 }
            },
            loyalty: {
                pages: 10,
                toPageView: { from: 500, step: 1 },
                toSettled: { from: 500, step: 1 },
                ruleFailures: { 'loyalty-button': { pages: 5, code: 'rule-error' } }
            }
        }
    }
];

/** What each release's production pages of `reports` add up to (summarizeBuild). */
export function summarizeReleases(reports: readonly HealthReport[]): { readonly baseline: BuildHealth; readonly current: BuildHealth } {
    const summary = (build: string) =>
        summarizeBuild(
            build,
            'production',
            reports.filter(report => report.build === build)
        );
    return { baseline: summary(BASELINE_BUILD), current: summary(CURRENT_BUILD) };
}
