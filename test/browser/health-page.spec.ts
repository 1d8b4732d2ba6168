import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { HEALTH_PAGE_CSP } from '../../demo-site/server/health-page';
import { HealthSettings } from '../../src/config/health';
import type { HealthReport } from '../../src/services/health-report';
import { generateReports } from '../health/health-report-generator';
import { BASELINE_BUILD, CURRENT_BUILD, TWO_RELEASES } from '../health/two-releases';
import type { BenchPage } from './bench';
import { callEmulator } from './emulator/emulator-client';
import { openReportPage } from './report-page';

const SITES = ['rental', 'careers', 'loyalty'];
const METRICS = ['toPageView', 'toSettled'];
const SCREENSHOT = path.resolve(__dirname, '../../test-results/health-page.png');

/** Posts the reports as the container does: each alone, text/plain JSON, to the production URL; a few at a time. */
async function postReports(reports: readonly HealthReport[]): Promise<void> {
    const queue = [...reports];
    const worker = async () => {
        for (let report = queue.shift(); report; report = queue.shift()) {
            const answer = await callEmulator(HealthSettings.environments.production.reportUrl, {
                method: 'POST',
                headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
                body: JSON.stringify(report)
            });
            expect(answer.status, answer.body).to.equal(204);
        }
    };
    await Promise.all([...Array<unknown>(6)].map(worker));
}

const openHealthPage = (url = 'https://www.alderway.com/__qa/health'): Promise<BenchPage> =>
    openReportPage(url, HEALTH_PAGE_CSP, 'main.health');

describe('The health page', () => {
    it("draws each build's main-thread ms by site type, compares the two newest builds and puts the largest change first", async () => {
        await postReports(generateReports(TWO_RELEASES, 31));
        const page = await openHealthPage();
        const comparison = page.page.locator('section.comparison');
        expect([await comparison.getAttribute('data-baseline'), await comparison.getAttribute('data-current')]).to.deep.equal([
            BASELINE_BUILD,
            CURRENT_BUILD
        ]);
        const differences = await page.page.locator('ol.differences li .text').allTextContents();
        expect(differences[0]).to.equal('careers: job-apply rule failures 0 → 8.3 % of pages');
        expect(differences).to.deep.equal([
            'careers: job-apply rule failures 0 → 8.3 % of pages',
            'rental: chat-widget tag failures 2.0 → 6.0 % of pages',
            'job-apply schema violations 0 → 0.9 % of pages',
            'consent banner failures 0 → 0.3 % of pages',
            'outbox drops (age) 0 → 0.3 % of pages',
            'rental: main-thread p95 to page view 115 → 200 ms',
            'careers: job-search rule failures 2.5 → 0 % of pages',
            'careers: main-thread p95 to settled 313 → 263 ms'
        ]);
        const bars = await page.page.$$eval('article.build', columns =>
            columns.map(column => ({
                role: column.getAttribute('data-role'),
                build: column.getAttribute('data-build'),
                pages: column.querySelector('.pages strong')?.textContent,
                marks: Array.from(column.querySelectorAll('svg.cost-chart rect[data-quantile]')).map(rect => ({
                    site: rect.getAttribute('data-site'),
                    metric: rect.getAttribute('data-metric'),
                    quantile: rect.getAttribute('data-quantile'),
                    value: Number(rect.getAttribute('data-value')),
                    width: (rect as SVGRectElement).getBBox().width
                }))
            }))
        );
        expect(bars.map(column => [column.role, column.build, column.pages])).to.deep.equal([
            ['baseline', BASELINE_BUILD, '360'],
            ['current', CURRENT_BUILD, '330']
        ]);
        for (const column of bars) {
            // A bar to the p95 and a mark at the p50, to page view and to settled, for every site type with pages.
            expect(column.marks.map(mark => `${mark.site} ${mark.metric} ${mark.quantile}`)).to.deep.equal(
                SITES.flatMap(site => METRICS.flatMap(metric => [`${site} ${metric} p95`, `${site} ${metric} p50`]))
            );
        }
        const p95 = (role: string, site: string) =>
            bars
                .find(column => column.role === role)!
                .marks.find(mark => mark.site === site && mark.metric === 'toPageView' && mark.quantile === 'p95')!;
        expect([p95('baseline', 'rental').value, p95('current', 'rental').value]).to.deep.equal([114.5, 200]);
        // One scale for both columns: the bars' lengths compare as their values do.
        expect(p95('current', 'rental').width / p95('baseline', 'rental').width).to.be.closeTo(200 / 114.5, 0.01);
        const currentRules = await page.page.locator('article.current table[data-table="rules"] tbody').innerText();
        expect(currentRules).to.contain('job-apply').and.to.contain('rule-timeout 10');
        // Nothing is styled inline: the page's CSP would refuse it (and the bench fails on its console error).
        expect(await page.page.evaluate(() => document.querySelectorAll('[style]').length)).to.equal(0);
        mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
        await page.page.screenshot({ path: SCREENSHOT, fullPage: true });
    });

    it('compares the builds the reader picks, and says so when both are the same', async () => {
        await postReports(generateReports(TWO_RELEASES, 32));
        const page = await openHealthPage('https://careers.alderway.ca/__qa/health');
        await page.page.selectOption('#baseline', CURRENT_BUILD);
        await page.page.selectOption('#current', BASELINE_BUILD);
        const comparison = page.page.locator('section.comparison');
        expect([await comparison.getAttribute('data-baseline'), await comparison.getAttribute('data-current')]).to.deep.equal([
            CURRENT_BUILD,
            BASELINE_BUILD
        ]);
        // The other way round, the failure the newer build fixed is the one that appeared.
        expect(await page.page.locator('ol.differences li .text').first().textContent()).to.equal(
            'careers: job-search rule failures 0 → 2.5 % of pages'
        );
        await page.page.selectOption('#current', CURRENT_BUILD);
        expect(await page.page.locator('p.no-differences').textContent()).to.equal('Pick two different builds.');
    });

    it('says there is no report yet, and shows reports that came since on Reload', async () => {
        const page = await openHealthPage();
        expect(await page.page.locator('p.no-reports').textContent()).to.match(/^No report yet/);
        await postReports(generateReports([{ ...TWO_RELEASES[0], env: 'staging' }], 33).slice(0, 30));
        await page.page.click('button:text("Reload")');
        await page.page.locator('article.build.current').waitFor();
        expect(await page.page.locator('#env').inputValue()).to.equal('staging');
        expect(await page.page.locator('p.no-differences').textContent()).to.equal('One build so far: nothing to compare it with.');
        expect(await page.page.locator('article.build.current .pages').innerText()).to.equal('30 pages reported (staging)');
    });
});
