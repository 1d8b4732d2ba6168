import { expect } from 'chai';
import type { CapturedRequest } from '../../../demo-site/server/captured-request';
import { AnalyticsSettings } from '../../../src/config/analytics';
import { EXTERNAL_TAGS } from '../../../src/config/external-tags';
import { CONSENT_RECHECK_DELAY_MS } from '../../../src/services/consent-service';
import { waitFor } from '../../browser/patience';
import { hasEvent, isPageView, paramsOf } from '../beacons';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';
import type { BenchTab } from '../engine-tab';

const EU_PAGE = 'https://www.alderway.co.uk/';

/** The tags whose category consent gates (the required ones load for everyone). */
const GATED_TAG_PATHS = EXTERNAL_TAGS.filter(row => row.category > 0).map(row => new URL(row.url).pathname);

/** The calls consent gates: tracking, identity, personalization, schemas and the gated tags. */
export function gated(requests: readonly CapturedRequest[]): string[] {
    return requests
        .filter(
            request =>
                ['analytics', 'visitor-id', 'opt-out-status', 'id-sync', 'personalization', 'schema'].includes(request.kind) ||
                (request.kind === 'tag' && GATED_TAG_PATHS.includes(request.path))
        )
        .map(request => `${request.kind} ${request.host}${request.path}`);
}

/** The banner shows and the container heard it load, and the page has loaded: what a first visit does by itself has started. */
export async function bannerShown(tab: BenchTab): Promise<void> {
    await tab.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'consent-loaded');
    await tab.waitForLoadRules();
    await waitFor('the banner to show', () => tab.evaluate(() => document.getElementById('truste-consent-track') !== null || undefined));
}

/**
 * Waits until the page has run its timers due within the banner's recheck delay (a banner action's
 * beacon leaves after it): what the page sends after this was caused by what the test does next.
 */
export async function afterBannerTimers(tab: BenchTab): Promise<void> {
    await tab.evaluate(delay => new Promise(resolve => setTimeout(resolve, delay)), CONSENT_RECHECK_DELAY_MS + 100);
}

/** The id of the emulator's latest request: what comes later has a greater one. */
function lastId(bench: EngineBench): number {
    return Math.max(0, ...bench.server.log.list().map(request => request.id));
}

export function consentScenarios(bench: () => EngineBench): void {
    scenario('EU, no choice: nothing gated is sent and no tracking cookie is written', bench, async bench => {
        bench.setConsentRegion('eu');
        const tab = await bench.newTab();
        await tab.visit(EU_PAGE);
        await bannerShown(tab);
        await afterBannerTimers(tab);
        expect(gated(bench.requests())).to.deep.equal([]);
        const cookies = await tab.cookies();
        expect(
            Object.keys(cookies).filter(name => name.startsWith('AMCV_') || name === 'mbox'),
            'tracking cookies'
        ).to.deep.equal([]);
    });

    scenario('EU, accept: the page view arrives once without a reload, with event297', bench, async bench => {
        bench.setConsentRegion('eu');
        const tab = await bench.newTab();
        await tab.visit(EU_PAGE);
        await bannerShown(tab);
        await tab.click('#truste-consent-button');
        await bench.waitForRequest({ kind: 'analytics' }, isPageView);
        await bench.waitForRequest({ kind: 'analytics' }, request => hasEvent(request, 'event297'));
        await afterBannerTimers(tab);
        await tab.waitForLoadRules();
        expect(bench.requests({ kind: 'analytics' }).filter(isPageView), 'one page view').to.have.length(1);
        expect((await tab.cookies())[AnalyticsSettings.trackingCookie]).to.equal('true');
    });

    scenario('EU, reject: no page view, no identity call, and the mirror says false', bench, async bench => {
        bench.setConsentRegion('eu');
        const tab = await bench.newTab();
        await tab.visit(EU_PAGE);
        await bannerShown(tab);
        await tab.click('#truste-consent-required');
        await tab.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'consent-loaded' && event.hasConsent === false);
        await afterBannerTimers(tab);
        await waitFor(
            'the tracking cookie to say false',
            async () => (await tab.cookies())[AnalyticsSettings.trackingCookie] === 'false' || undefined
        );
        expect(bench.requests({ kind: 'analytics' }).filter(isPageView), 'page views').to.deep.equal([]);
        expect(
            gated(bench.requests()).filter(call => !call.startsWith('analytics')),
            'identity, personalization, tags'
        ).to.deep.equal([]);
    });

    scenario('EU, accept then withdrawal on the same page: nothing gated after it, on that page or the next', bench, async bench => {
        bench.setConsentRegion('eu');
        const tab = await bench.newTab();
        await tab.visit(EU_PAGE);
        await bannerShown(tab);
        await tab.click('#truste-consent-button');
        await bench.waitForRequest({ kind: 'analytics' }, isPageView);
        await bench.waitForRequest({ kind: 'analytics' }, request => hasEvent(request, 'event297'));
        await afterBannerTimers(tab);
        await tab.waitForLoadRules();
        // The preference centre's link opens the banner again (and is tracked while consent holds).
        await tab.click('#teconsent a');
        await bench.waitForRequest({ kind: 'analytics' }, request => hasEvent(request, 'event301'));
        await afterBannerTimers(tab);
        const withdrawn = lastId(bench);
        await tab.click('#truste-consent-required');
        await tab.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'consent-loaded' && event.hasConsent === false);
        await afterBannerTimers(tab);
        await tab.visit('https://www.alderway.co.uk/specials.html');
        await tab.waitForLoadRules();
        await afterBannerTimers(tab);
        expect(gated(bench.requests({ after: withdrawn })), 'gated calls after the withdrawal').to.deep.equal([]);
        expect((await tab.cookies())[AnalyticsSettings.trackingCookie]).to.equal('false');
    });

    scenario(
        'TCF: the CMP refusing vendor 565 keeps the visitor-ID service off; granting it starts it without a reload',
        bench,
        async bench => {
            const tab = await bench.newTab();
            await tab.visit('https://www.alderway.de/');
            await tab.waitForLoadRules();
            await tab.evaluate(() =>
                (window as unknown as { __demoCmp: { consent(purposes: number[], vendors: number[]): string } }).__demoCmp.consent(
                    [1, 10],
                    [755]
                )
            );
            await waitFor("the opt-in to apply the CMP's answer", () =>
                tab.evaluate(
                    () => (window as unknown as { adobe?: { optIn?: { isComplete: boolean } } }).adobe?.optIn?.isComplete || undefined
                )
            );
            await afterBannerTimers(tab);
            expect(bench.requests({ kind: 'visitor-id' }), 'no /id call without vendor 565').to.deep.equal([]);
            expect(
                Object.keys(await tab.cookies()).filter(name => name.startsWith('AMCV_')),
                'nothing stored'
            ).to.deep.equal([]);

            await tab.evaluate(() =>
                (window as unknown as { __demoCmp: { consent(purposes: number[], vendors: number[]): string } }).__demoCmp.consent(
                    [1, 10],
                    [565, 755]
                )
            );
            const call = await bench.waitForRequest({ kind: 'visitor-id', host: 'dpm.demdex.net' });
            expect(paramsOf(call).gdpr).to.equal('1');
            expect(paramsOf(call).gdpr_consent).to.be.a('string').and.not.equal('');
        }
    );
}
