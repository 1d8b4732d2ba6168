import { expect } from 'chai';
import { compareBuilds, DIFFERENCE_THRESHOLDS } from '../../../demo-site/health/health-comparison';
import { formatMs, formatShare } from '../../../demo-site/health/health-format';
import { generateReports } from '../../health/health-report-generator';
import { summarizeReleases, TWO_RELEASES } from '../../health/two-releases';

const REPORTS = generateReports(TWO_RELEASES, 11);
const { baseline, current } = summarizeReleases(REPORTS);

describe('Two builds compared', () => {
    it('lists what matters first: risen failure shares by size, new failures, slower p95s, then what got better', () => {
        expect(compareBuilds(baseline, current).map(difference => [difference.tier, difference.text])).to.deep.equal([
            ['worse', 'careers: job-apply rule failures 0 → 8.3 % of pages'],
            ['worse', 'rental: chat-widget tag failures 2.0 → 6.0 % of pages'],
            // New, and past the threshold of 0.5 points: it counts as risen.
            ['worse', 'job-apply schema violations 0 → 0.9 % of pages'],
            // New, below the threshold; the same size, so by name.
            ['new', 'consent banner failures 0 → 0.3 % of pages'],
            ['new', 'outbox drops (age) 0 → 0.3 % of pages'],
            ['slower', 'rental: main-thread p95 to page view 115 → 200 ms'],
            ['better', 'careers: job-search rule failures 2.5 → 0 % of pages'],
            ['faster', 'careers: main-thread p95 to settled 313 → 263 ms']
        ]);
    });

    it('says the counts behind each difference and the codes of the failures', () => {
        const [jobApply, chatWidget, , banner] = compareBuilds(baseline, current);
        expect(jobApply.detail).to.equal('0 of 120 → 10 of 120 pages; rule-timeout');
        expect(jobApply.change).to.be.closeTo((100 * 10) / 120, 1e-9);
        expect(chatWidget.detail).to.equal('4 of 200 → 12 of 200 pages; timeout');
        expect(banner.detail).to.equal('0 of 360 → 1 of 330 pages; timeout');
        const slower = compareBuilds(baseline, current).find(difference => difference.tier === 'slower')!;
        expect(slower.detail).to.equal('p50 70 → 114 ms; 200 → 190 pages');
        expect(slower.change).to.be.closeTo(200 / 114.5 - 1, 1e-9);
    });

    it('leaves out changes below the thresholds and site types with too few pages in either build', () => {
        const texts = compareBuilds(baseline, current)
            .map(difference => difference.text)
            .join('\n');
        // Quota drops moved 0.05 points; faq-question and personalization timeouts did not move.
        expect(texts).not.to.match(/quota|faq-question|personalization/);
        // 10 loyalty pages in the current build: under the 20 a comparison needs.
        expect(texts).not.to.contain('loyalty');
        const lenient = compareBuilds(baseline, current, { ...DIFFERENCE_THRESHOLDS, minPages: 10 }).map(difference => difference.text);
        expect(lenient).to.include('loyalty: loyalty-button rule failures 0 → 50.0 % of pages');
        expect(lenient).to.include('loyalty: main-thread p95 to page view 47 → 509 ms');
    });

    it('finds nothing between a build and itself, and turns the list round between the builds swapped', () => {
        expect(compareBuilds(current, current)).to.deep.equal([]);
        const swapped = compareBuilds(current, baseline, { ...DIFFERENCE_THRESHOLDS, minPages: 10 });
        expect(swapped[0]).to.include({ tier: 'worse', text: 'careers: job-search rule failures 0 → 2.5 % of pages' });
        expect(swapped.find(difference => difference.text.startsWith('careers: job-apply'))).to.include({
            tier: 'better',
            text: 'careers: job-apply rule failures 8.3 → 0 % of pages'
        });
    });

    it('needs both a 10 % and a 10 ms change of a p95 to count it', () => {
        const rental = (p95: number) => ({ ...current, sites: [{ ...current.sites[0], toPageView: { count: 200, p50: 50, p95 } }] });
        const costs = (p95: number) =>
            compareBuilds(rental(100), rental(p95), { ...DIFFERENCE_THRESHOLDS, sharePoints: 100 }).map(difference => difference.text);
        expect(costs(109)).to.deep.equal([]);
        expect(costs(110)).to.deep.equal(['rental: main-thread p95 to page view 100 → 110 ms']);
        expect(compareBuilds(rental(5), rental(9.5), { ...DIFFERENCE_THRESHOLDS, sharePoints: 100 })).to.deep.equal([]);
    });

    it('prints shares and ms as a person reads them', () => {
        expect([0, 0.0004, 0.041, 0.0833, 1].map(formatShare)).to.deep.equal(['0', '0.04', '4.1', '8.3', '100.0']);
        expect([114.5, 9.94, 0.04, 0].map(formatMs)).to.deep.equal(['115', '9.9', '0.0', '0']);
    });
});
