import { expect } from 'chai';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { paramsOf } from './bench';
import { bench } from './fixture';
import { hidingOf } from './page-probes';

/** The delivery calls (not the notifications) the emulator received. */
function deliveryCalls(): CapturedRequest[] {
    return bench()
        .requests({ kind: 'personalization' })
        .filter(request => (JSON.parse(request.body ?? '{}') as { execute?: unknown }).execute !== undefined);
}

/**
 * The demo pages' hiding probe (demo-site/server/bench-page-scripts.ts), the engines' own: the
 * pages of the test record when the hiding style came and went, from their first script on.
 */
function watchHiding(): void {
    bench().server.settings.set('pageProbe', 'hiding');
}

describe('The personalization client in Chromium', () => {
    it('puts the promotion banner on the specials page, shows the page, and notifies a click on it', async () => {
        const page = await bench().newPage();
        watchHiding();
        await page.visit('https://www.alderway.com/specials.html');
        await page.page.waitForSelector('#promo-banner', { timeout: 5000 });
        await page.page.waitForFunction(() => !document.getElementById('at-body-style'));
        const shown = await hidingOf(page);
        expect(shown.added, 'the page was hidden while the offers came').to.be.a('number');
        expect(await page.page.evaluate(() => getComputedStyle(document.body).opacity)).to.equal('1');
        expect(await page.page.textContent('#promo-banner')).to.equal('Members save 30% on SUVs this month');
        const [popup] = await Promise.all([page.context.waitForEvent('page'), page.page.click('#promo-banner a')]);
        await popup.close();
        const notification = await bench().waitForRequest({ kind: 'personalization' }, request =>
            Array.isArray((JSON.parse(request.body ?? '{}') as { notifications?: unknown }).notifications)
        );
        const sent = JSON.parse(notification.body!) as { notifications: Array<{ tokens?: unknown[] }> };
        expect(sent.notifications[0]).to.deep.include({ type: 'click', mbox: { name: 'target-global-mbox' } });
        expect(sent.notifications[0].tokens).to.have.length(1);
        expect(notification.host).to.equal('mboxedge31.tt.omtrdc.net');
        expect(await page.page.context().cookies('https://www.alderway.com/')).to.satisfy(
            (cookies: Array<{ name: string; domain: string; value: string }>) =>
                cookies.some(
                    cookie =>
                        cookie.name === 'mbox' &&
                        cookie.domain === '.alderway.com' &&
                        /^session#[0-9a-f]{32}#\d+\|PC#[0-9a-f]{32}\.31_0#\d+$/.test(cookie.value)
                )
        );
    });

    it("changes the rental home's headline, and the page view and the call share one supplemental data id", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await page.page.waitForFunction(
            () => document.getElementById('hero-title')?.textContent === 'Drive away for less this weekend',
            undefined,
            { timeout: 5000 }
        );
        const pageView = await bench().waitForRequest({ kind: 'analytics' }, request => !paramsOf(request).pe);
        const [call] = deliveryCalls();
        const sdid = (JSON.parse(call.body!) as { experienceCloud: { analytics: { supplementalDataId: string } } }).experienceCloud
            .analytics.supplementalDataId;
        expect(sdid).to.match(/^[0-9A-F]{16}-[0-9A-F]{16}$/);
        expect(paramsOf(pageView).sdid).to.equal(sdid);
    });

    it('shows the page again within 3000 ms when the service never answers, and the page works', async () => {
        bench().setFault('personalization', { mode: 'no-answer' });
        const page = await bench().newPage();
        watchHiding();
        await page.visit('https://www.alderway.com/');
        await page.page.waitForFunction(
            () =>
                !document.getElementById('at-body-style') &&
                (window as unknown as { __hiding: { removed?: number } }).__hiding.removed !== undefined,
            undefined,
            { timeout: 6000 }
        );
        const { added, removed } = await hidingOf(page);
        expect(removed! - added!, 'ms hidden').to.be.at.most(3000 + 250);
        expect(await page.page.textContent('#hero-title')).to.match(/^Rent a car with/);
        // The call's own 3000 ms run from when it went, a little after the page was hidden.
        await page.waitForConsole('warning', /The personalization call for target-global-mbox failed/);
        expect(page.consoleLines('warning').join('\n')).to.contain(
            'The personalization call for target-global-mbox failed: The call took longer than you wanted!'
        );
    });

    it('calls nothing and writes no mbox cookie for an EU visitor without consent, and calls once the visitor accepts, without a reload', async () => {
        bench().setConsentRegion('eu');
        const page = await bench().newPage();
        await page.visit('https://www.alderway.co.uk/');
        await page.page.waitForSelector('#truste-consent-button');
        // The container heard the banner's answer (no consent) and the window load: from here only a
        // change of consent can make the call due, and a due call fetches the client file first.
        await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'consent-loaded' && event.hasConsent === false);
        await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'window-loaded');
        expect(
            page.requests.filter(request => request.url.includes('.personalization.js')),
            'the client file'
        ).to.deep.equal([]);
        expect(deliveryCalls()).to.deep.equal([]);
        expect((await page.context.cookies('https://www.alderway.co.uk/')).map(cookie => cookie.name)).not.to.include('mbox');
        await page.page.click('#truste-consent-button');
        const call = await bench().waitForRequest({ kind: 'personalization' });
        expect(call.page).to.equal('https://www.alderway.co.uk/');
        await page.page.waitForFunction(() => document.cookie.includes('mbox='), undefined, { timeout: 5000 });
    });
});
