import { expect } from 'chai';
import { RuleMonitor } from '../../../../src/runtime/rule-monitor';
import { CookieService } from '../../../../src/services/cookie-service';
import { captureConsole } from '../../console-capture';
import { AnalyticsTestPage } from '../analytics/analytics-test-page';

describe('The consent-loaded trigger', () => {
    let page: AnalyticsTestPage;
    /** Each consent-loaded event, with the tracking cookie as rules saw it then (through the cookie service). */
    let heard: Array<{ hasConsent: unknown; trackingCookie: string | undefined }>;

    function open(url: string, cookies: Record<string, string>): void {
        page = new AnalyticsTestPage(url, cookies);
        captureConsole();
        page.start();
        heard = [];
        page.container.get<RuleMonitor>(RuleMonitor).subscribe({
            triggerFired: ({ type, event }) => {
                if (type === 'consent-loaded') {
                    heard.push({
                        hasConsent: (event as { hasConsent?: unknown }).hasConsent,
                        trackingCookie: page.container.get<CookieService>(CookieService).get('mmg_tracking')
                    });
                }
            }
        });
    }

    afterEach(() => page.stop());

    it('fires once when the banner arrives, though the banner also changed the consent', async () => {
        open('https://www.alderway.com/', {});
        await page.clock.tickAsync(10);
        page.bannerArrives({ notice_behavior: 'implied,us' });
        await page.clock.tickAsync(1000);
        expect(heard).to.deep.equal([{ hasConsent: true, trackingCookie: 'true' }]);
    });

    it('fires on every later change of consent, after the tracking cookie followed it', async () => {
        open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        page.bannerArrives();
        await page.clock.tickAsync(1000);
        page.visitorChooses('0,1,2:');
        await page.clock.tickAsync(10);
        page.visitorChooses('0:');
        await page.clock.tickAsync(1000);
        expect(heard).to.deep.equal([
            { hasConsent: false, trackingCookie: 'false' },
            { hasConsent: true, trackingCookie: 'true' },
            { hasConsent: false, trackingCookie: 'false' }
        ]);
    });

    it('stays silent before the banner arrived (docs/requirements.md §5.6: consent rules need the consent library)', async () => {
        open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        await page.clock.tickAsync(10);
        page.visitorChooses('0,1,2:');
        await page.clock.tickAsync(1000);
        expect(heard).to.deep.equal([]);
        expect(page.cookie('mmg_tracking'), 'the cookie follows consent all the same').to.equal('true');
    });
});
