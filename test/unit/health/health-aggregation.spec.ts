import { expect } from 'chai';
import { buildsNewestFirst, nearestRank, quantilesOf, summarizeBuild, summarizeHealth } from '../../../demo-site/health/health-aggregation';
import { readHealthReport } from '../../../demo-site/health/health-report-check';
import { generateReports } from '../../health/health-report-generator';
import { BASELINE_BUILD, CURRENT_BUILD, summarizeReleases, TWO_RELEASES } from '../../health/two-releases';

const REPORTS = generateReports(TWO_RELEASES, 7);

describe('Health aggregation', () => {
    describe('percentiles by nearest rank', () => {
        it('takes sorted[ceil(p × n / 100) − 1]: a value some page had', () => {
            const tens = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
            expect(nearestRank(tens, 50)).to.equal(5);
            expect(nearestRank(tens, 95)).to.equal(10);
            expect(nearestRank([1, 2], 50)).to.equal(1);
            expect(nearestRank([1, 2], 95)).to.equal(2);
            expect(nearestRank([42], 95)).to.equal(42);
            // 20 values: the 95th percentile is the 19th, not the largest.
            expect(
                nearestRank(
                    [...Array(20).keys()].map(index => index + 1),
                    95
                )
            ).to.equal(19);
        });

        it('sorts numbers as numbers, and has nothing to say of no values', () => {
            expect(quantilesOf([100, 9, 20])).to.deep.equal({ count: 3, p50: 20, p95: 100 });
            expect(quantilesOf([])).to.equal(undefined);
        });
    });

    describe('one build', () => {
        const { baseline, current } = summarizeReleases(REPORTS);

        it("counts a page per report and sums up the site types with pages, in the property's order", () => {
            expect(baseline.pages).to.equal(360);
            expect(current.pages).to.equal(330);
            expect(baseline.sites.map(site => [site.site, site.pages])).to.deep.equal([
                ['rental', 200],
                ['careers', 120],
                ['loyalty', 40]
            ]);
        });

        it('gives the main-thread ms at p50 and p95 by site type, over the pages that had the measure', () => {
            const [rental, careers, loyalty] = baseline.sites;
            // 20, 20.5, ... 119.5: the 100th and 190th values.
            expect(rental.toPageView).to.deep.equal({ count: 200, p50: 69.5, p95: 114.5 });
            expect(rental.toSettled).to.deep.equal({ count: 200, p50: 298, p95: 478 });
            expect(careers.toPageView).to.deep.equal({ count: 120, p50: 89, p95: 143 });
            expect(loyalty.toPageView).to.deep.equal({ count: 40, p50: 29, p95: 47 });
            // 10 of the current build's rental pages sent no page view: 190 values, 20 ... 209.
            expect(current.sites[0].toPageView).to.deep.equal({ count: 190, p50: 114, p95: 200 });
            expect(current.sites[0].toSettled?.count).to.equal(200);
        });

        it("counts long frames per site type, and the container's ms in them at p95 over every page", () => {
            const rental = baseline.sites[0];
            expect([rental.longFramePages, rental.longFrames]).to.deep.equal([12, 24]);
            // 188 pages without one, 12 with 60 ms: the 190th value is 60.
            expect(rental.longFrameMs).to.deep.equal({ count: 200, p50: 0, p95: 60 });
            expect(baseline.sites[1].longFrameMs.p95).to.equal(0);
        });

        it("gives each rule's failures as a share of its site type's pages, with timeouts and codes", () => {
            expect(baseline.rules).to.deep.equal([
                {
                    site: 'rental',
                    rule: 'faq-question',
                    pages: 2,
                    of: 200,
                    share: 0.01,
                    timedOutPages: 0,
                    codes: [{ name: 'rule-error', pages: 2 }]
                },
                {
                    site: 'careers',
                    rule: 'job-search',
                    pages: 3,
                    of: 120,
                    share: 0.025,
                    timedOutPages: 0,
                    codes: [{ name: 'rule-error', pages: 3 }]
                }
            ]);
            expect(current.rules.map(row => [row.site, row.rule, row.pages, row.of, row.timedOutPages, row.codes])).to.deep.equal([
                ['rental', 'faq-question', 2, 200, 0, [{ name: 'rule-error', pages: 2 }]],
                ['careers', 'job-apply', 10, 120, 10, [{ name: 'rule-timeout', pages: 10 }]],
                ['loyalty', 'loyalty-button', 5, 10, 0, [{ name: 'rule-error', pages: 5 }]]
            ]);
        });

        it("gives each tag's failures as a share of its site type's pages, by reason", () => {
            expect(baseline.tags).to.deep.equal([
                { site: 'rental', tag: 'chat-widget', pages: 4, of: 200, share: 0.02, reasons: [{ name: 'timeout', pages: 4 }] }
            ]);
            expect(current.tags.map(row => [row.tag, row.pages, row.share])).to.deep.equal([['chat-widget', 12, 0.06]]);
        });

        it("sums the outbox: hits kept and sent late, and drops by reason as a share of the build's pages", () => {
            expect(baseline.outbox).to.deep.equal({
                kept: { hits: 10, pages: 10 },
                late: { hits: 8, pages: 8 },
                drops: [{ reason: 'quota', hits: 6, pages: 2, of: 360, share: 2 / 360 }]
            });
            expect(current.outbox.drops.map(row => [row.reason, row.hits, row.pages])).to.deep.equal([
                ['quota', 2, 2],
                ['age', 2, 1]
            ]);
        });

        it('shares pages by consent, banner state and personalization call, of the pages that have one', () => {
            expect(baseline.consent).to.deep.equal([
                { state: 'us', pages: 310, of: 360, share: 310 / 360 },
                { state: 'eu', pages: 50, of: 360, share: 50 / 360 }
            ]);
            expect(baseline.banner).to.deep.equal([{ state: 'loaded', pages: 360, of: 360, share: 1 }]);
            expect(current.banner.map(row => [row.state, row.pages])).to.deep.equal([
                ['loaded', 329],
                ['timeout', 1]
            ]);
            // Only rental is personalized: 6 of its 200 pages timed out.
            expect(baseline.personalization).to.deep.equal([
                { state: 'ok', pages: 194, of: 200, share: 0.97 },
                { state: 'timeout', pages: 6, of: 200, share: 0.03 }
            ]);
        });

        it('counts schema violations by event name', () => {
            expect(baseline.schema).to.deep.equal([]);
            expect(current.schema).to.deep.equal([{ event: 'job-apply', violations: 3, pages: 3, of: 330, share: 3 / 330 }]);
        });

        it('gives the same numbers whatever order the reports come in', () => {
            const reshuffled = generateReports(TWO_RELEASES, 99).filter(report => report.build === CURRENT_BUILD);
            expect(reshuffled).not.to.deep.equal(REPORTS.filter(report => report.build === CURRENT_BUILD));
            expect(summarizeBuild(CURRENT_BUILD, 'production', reshuffled)).to.deep.equal(current);
        });
    });

    describe('builds and environments', () => {
        it('makes reports the service accepts, each within its 2 KB', () => {
            const refused = REPORTS.map(report => readHealthReport(JSON.stringify(report))).filter(read => 'error' in read);
            expect(refused).to.deep.equal([]);
        });

        it('orders builds by the build time in their ids, the newest first, whatever order they were reported in', () => {
            expect(buildsNewestFirst(REPORTS)).to.deep.equal([CURRENT_BUILD, BASELINE_BUILD]);
            expect(buildsNewestFirst([...REPORTS].reverse())).to.deep.equal([CURRENT_BUILD, BASELINE_BUILD]);
        });

        it('orders builds by their first report when an id carries no build time', () => {
            const named = (build: string) => REPORTS.slice(0, 2).map(report => ({ ...report, build }));
            expect(buildsNewestFirst([...named('1.4.0'), ...named(CURRENT_BUILD), ...named('1.6.0')])).to.deep.equal([
                '1.6.0',
                CURRENT_BUILD,
                '1.4.0'
            ]);
        });

        it("keeps environments apart, production first, and counts each one's reports", () => {
            const staging = generateReports([{ ...TWO_RELEASES[1], env: 'staging' }], 3).slice(0, 25);
            const overview = summarizeHealth([...staging, ...REPORTS]);
            expect(overview.env).to.equal('production');
            expect(overview.environments).to.deep.equal([
                { env: 'production', reports: 690 },
                { env: 'staging', reports: 25 }
            ]);
            expect(overview.builds.map(build => [build.build, build.pages])).to.deep.equal([
                [CURRENT_BUILD, 330],
                [BASELINE_BUILD, 360]
            ]);
            expect(summarizeHealth(staging).env).to.equal('staging');
            expect(
                summarizeHealth([...staging, ...REPORTS], 'staging').builds.map(build => [build.build, build.env, build.pages])
            ).to.deep.equal([[CURRENT_BUILD, 'staging', 25]]);
            expect(summarizeHealth([])).to.deep.equal({ env: undefined, environments: [], builds: [] });
        });
    });
});
