import { expect } from 'chai';
import type { HealthReport } from '../../src/services/health-report';
import type { BenchPage } from './bench';
import { paramsOf, waitFor } from './bench';
import { bench } from './fixture';

/**
 * Hides the page as a tab switched away or a page being left is hidden: its first visibilitychange
 * to hidden is PageEvents.leaving, when the report goes. (Headless Chromium hides no page it
 * navigates away from in time for a test to see.)
 */
async function leave(page: BenchPage): Promise<void> {
    await page.page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        Object.defineProperty(document, 'hidden', { value: true, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
    });
}

/** The reports the emulated tag-monitoring service kept, and the requests that brought them. */
const reports = (): readonly HealthReport[] => bench().server.healthReports.list();

/**
 * A staging page of www.alderway.com, which samples every page, opened after the pages before
 * and left: its report leaves after anything they sent. Once it has arrived, the reports of
 * theirs that came are all that will.
 */
async function laterReportArrives(): Promise<void> {
    const next = await bench().newPage();
    await next.visit('https://www.alderway.com/?tagEnv=staging');
    await next.settled();
    await next.waitForLazyFile('health');
    await leave(next);
    await waitFor("the later page's report", () =>
        reports().some(report => report.host === 'www.alderway.com' && report.env === 'staging') ? true : undefined
    );
}

describe('Health reports in Chromium: one per sampled page, at its leaving, only with consent', () => {
    it('sends one report from a sampled page as it is left, with a rule that failed, a tag that 404s and a kept hit counted', async () => {
        bench().server.settings.set('tagFault:ad-pixel', 'not-found');
        bench().setFault('analytics', { mode: 'error', status: 503 });
        const page = await bench().newPage();
        page.expectError(/status of 404|status of 503|Failed to execute the action of rule "data-track-click"/);
        // The staging bundle samples every page (src/config/health.ts).
        await page.visit('https://www.alderway.com/?tagEnv=staging');
        await page.waitForConsole('warning', /The tag ad-pixel did not load/);
        await page.page.waitForFunction(() => localStorage.getItem('tag-container.outbox') !== null, undefined, { timeout: 15000 });
        // Page code's broken widget: a tracked element whose text cannot be read fails the click rule's action.
        await page.page.evaluate(() => {
            const widget = document.createElement('div');
            widget.setAttribute('data-track', '{"position":"health-widget"}');
            Object.defineProperty(widget, 'textContent', {
                get() {
                    throw new Error('the widget is broken for jane.doe@example.com');
                }
            });
            document.body.appendChild(widget);
            widget.click();
        });
        await page.waitForConsole('error', /Failed to execute the action of rule "data-track-click"/);
        await page.settled();
        await page.waitForLazyFile('health');
        expect(reports(), 'nothing before the page is left').to.deep.equal([]);
        await leave(page);
        const request = await bench().waitForRequest({ kind: 'health' });
        expect(request.contentType).to.match(/^text\/plain/);
        expect(request.cookies).to.deep.equal({});
        const [report] = reports();
        expect(report).to.deep.include({ env: 'staging', host: 'www.alderway.com', site: 'rental', page: 'home' });
        expect(report.engine.name).to.equal('chromium');
        expect(report.tags['ad-pixel']).to.equal('failed:error');
        expect(report.outbox.kept, 'the page view kept through the outage').to.be.at.least(1);
        expect(report.rules['page-view']?.fired, 'the page-view rule ran').to.be.at.least(1);
        expect(report.rules['data-track-click'], 'the failed action, by its code').to.deep.include({ fired: 1, failed: 1 });
        expect(report.rules['data-track-click']?.codes).to.deep.equal(['rule-error']);
        expect(report.cost.toPageView).to.be.a('number');
        expect(report.cost.lazyBytes['after-load']).to.be.greaterThan(0);
        expect(JSON.stringify(report)).not.to.contain('jane.doe');
        expect(bench().requests({ kind: 'health' }), 'exactly one').to.have.length(1);
    });

    it('sends none from a page not drawn: the production bundle samples 1 %, and the draw says no', async () => {
        const page = await bench().newPage();
        await page.context.addInitScript(() => {
            Math.random = () => 0.999999;
        });
        await page.visit('https://www.alderway.com/');
        await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === undefined);
        await page.waitForLazyFile('after-load');
        await page.settled();
        await leave(page);
        await laterReportArrives();
        expect(
            reports().map(report => report.env),
            "only the staging page's"
        ).to.deep.equal(['staging']);
    });

    it('sends none from an EU page without a consent choice', async () => {
        bench().setConsentRegion('eu');
        const page = await bench().newPage();
        await page.visit('https://www.alderway.co.uk/?tagEnv=staging');
        await page.waitForLazyFile('after-load');
        await page.settled();
        await leave(page);
        // The later page's visitor is in the US, where consent is implied.
        bench().setConsentRegion('us');
        await laterReportArrives();
        expect(reports().map(report => report.host)).to.deep.equal(['www.alderway.com']);
    });
});
