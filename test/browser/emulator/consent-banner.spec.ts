import { expect } from 'chai';
import type { BenchPage } from '../bench';
import { bench } from '../fixture';
import { callEmulator, openBarePage } from './emulator-client';

const noticeUrl = (scriptId: string) => `https://consent.trustarc.com/notice?domain=${scriptId}&c=teconsent&js=nj&noticeType=bb&gtm=1`;

const BANNER_IDS = [
    '#consent_blackbar',
    '#truste-consent-track',
    '#truste-consent-content',
    '#truste-consent-button',
    '#truste-consent-required',
    '#truste-show-consent',
    '#truste-cookie-button',
    '#truste-privacy-button',
    '#truste-consent-close'
];

interface TrusteWindow {
    truste: { eu: { bindMap: Record<string, unknown> }; cma: { callApi(name: string, domain: string): unknown } };
    consentMessages: unknown[];
}

/** The page's cookies by name, with the domain each was written on. */
async function cookiesOf(page: BenchPage): Promise<Record<string, { value: string; domain: string; session: boolean }>> {
    const cookies = await page.context.cookies(page.page.url());
    return Object.fromEntries(
        cookies.map(cookie => [cookie.name, { value: cookie.value, domain: cookie.domain, session: cookie.expires === -1 }])
    );
}

/**
 * Opens `url` without the container, lets `prepare` shape the page, records the page's messages,
 * then adds the banner script as the container would.
 */
async function loadBanner(
    url: string,
    scriptId: string,
    prepare: (page: BenchPage) => Promise<void> = async () => undefined
): Promise<BenchPage> {
    const page = await openBarePage(url);
    await prepare(page);
    await page.page.evaluate(() => {
        const target = window as unknown as TrusteWindow;
        target.consentMessages = [];
        addEventListener('message', event => target.consentMessages.push(event.data));
    });
    await page.page.addScriptTag({ url: noticeUrl(scriptId) });
    return page;
}

async function decision(page: BenchPage): Promise<unknown> {
    return page.page.evaluate(() => (window as unknown as TrusteWindow).truste.cma.callApi('getGDPRConsentDecision', location.hostname));
}

async function messages(page: BenchPage, count: number): Promise<unknown[]> {
    await page.page.waitForFunction((expected: number) => (window as unknown as TrusteWindow).consentMessages.length >= expected, count);
    return page.page.evaluate(() => (window as unknown as TrusteWindow).consentMessages.map((data): unknown => JSON.parse(String(data))));
}

const submitted = (value: string) => ({ source: 'preference_manager', message: 'submit_preferences', data: { value } });

describe('Emulator: consent-banner script', () => {
    afterEach(() => {
        bench().server.settings.delete('consentRegion');
    });

    it("serves a script with the region of the script id's country, or of the consentRegion setting", async () => {
        const regions: Record<string, string> = {};
        for (const scriptId of ['alderway_uk', 'kestrelcarhire_ie-test', 'rovanta_de', 'rovanta_us', 'alderway_ca-test']) {
            const answer = await callEmulator(noticeUrl(scriptId));
            expect(answer.status, scriptId).to.equal(200);
            expect(answer.headers['content-type'], scriptId).to.match(/^application\/javascript/);
            regions[scriptId] = /"region":"(\w+)"/.exec(answer.body)![1];
        }
        expect(regions).to.deep.equal({
            alderway_uk: 'eu',
            'kestrelcarhire_ie-test': 'eu',
            rovanta_de: 'eu',
            rovanta_us: 'us',
            'alderway_ca-test': 'us'
        });
        bench().server.settings.set('consentRegion', 'us');
        expect((await callEmulator(noticeUrl('alderway_uk'))).body).to.contain('"region":"us"');
        expect(bench().requests({ kind: 'consent' })).to.have.length(6);
    });

    it('answers 404 to a notice request without a usable script id', async () => {
        for (const url of ['https://consent.trustarc.com/notice?c=teconsent', 'https://consent.trustarc.com/notice?domain=*/alert(1)/*']) {
            const answer = await callEmulator(url);
            expect(answer.status, url).to.equal(404);
            expect(answer.body).not.to.contain('alert(1)');
        }
    });

    it("shows the banner with the provider's ids, and writes notice_behavior=expressed,eu in the EU", async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk');
        for (const selector of BANNER_IDS) {
            expect(await page.page.isVisible(selector), selector).to.equal(true);
        }
        expect(await page.page.isVisible('#truste-consent-preferences')).to.equal(false);
        expect(await page.page.getAttribute('#truste-cookie-button', 'href')).to.equal('https://privacy.alderway.com/cookie-policy');
        expect(await page.page.getAttribute('#truste-privacy-button', 'href')).to.match(/^https:\/\/privacy\.alderway\.com\//);
        const cookies = await cookiesOf(page);
        expect(cookies.notice_behavior).to.deep.equal({ value: 'expressed,eu', domain: '.alderway.co.uk', session: true });
        expect(cookies.notice_gdpr_prefs).to.equal(undefined);
        const bindMap = await page.page.evaluate(() => (window as unknown as TrusteWindow).truste.eu.bindMap);
        expect(bindMap).to.include({ domain: 'alderway_uk', behavior: 'expressed', behaviorManager: 'eu' });
        expect(await decision(page)).to.deep.equal({ consentDecision: [0], source: 'implied' });
    });

    it('accept all: records every category, posts submit_preferences and hides the banner', async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk');
        await page.page.click('#truste-consent-button');
        expect(await messages(page, 1)).to.deep.equal([submitted('0,1,2')]);
        const cookies = await cookiesOf(page);
        expect(cookies.notice_gdpr_prefs).to.deep.equal({ value: '0,1,2:', domain: '.alderway.co.uk', session: false });
        expect(cookies.notice_preferences.value).to.equal('2:');
        expect(cookies.cmapi_cookie_privacy.value).to.equal('permit 1,2,3');
        const expiry = (await page.context.cookies()).find(cookie => cookie.name === 'notice_gdpr_prefs')!.expires;
        expect(expiry - Date.now() / 1000).to.be.closeTo(395 * 86400, 60);
        expect(await page.page.isVisible('#truste-consent-track')).to.equal(false);
        expect(await decision(page)).to.deep.equal({ consentDecision: [1, 2, 3], source: 'asserted' });
        expect(await page.page.evaluate(() => (window as unknown as TrusteWindow).truste.eu.bindMap.prefCookie)).to.equal('0,1,2');
    });

    it('required only: records category 0 alone', async () => {
        const page = await loadBanner('https://www.rovanta.de/', 'rovanta_de');
        await page.page.click('#truste-consent-required');
        expect(await messages(page, 1)).to.deep.equal([submitted('0')]);
        const cookies = await cookiesOf(page);
        expect([cookies.notice_gdpr_prefs.value, cookies.notice_preferences.value, cookies.cmapi_cookie_privacy.value]).to.deep.equal([
            '0:',
            '0:',
            'permit 1 required'
        ]);
        expect(cookies.notice_gdpr_prefs.domain).to.equal('.rovanta.de');
        expect(await decision(page)).to.deep.equal({ consentDecision: [1], source: 'asserted' });
    });

    it('manage preferences: saves the checked categories', async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk');
        await page.page.click('#truste-show-consent');
        expect(await page.page.isVisible('#truste-consent-preferences')).to.equal(true);
        const boxes = await page.page.$$eval('#truste-consent-preferences input[type=checkbox]', inputs =>
            inputs.map(input => ({ value: (input as HTMLInputElement).value, checked: (input as HTMLInputElement).checked }))
        );
        expect(boxes).to.deep.equal([
            { value: '1', checked: false },
            { value: '2', checked: false }
        ]);
        await page.page.check('#truste-consent-preferences input[value="2"]');
        await page.page.click('#truste-consent-save');
        expect(await messages(page, 1)).to.deep.equal([submitted('0,2')]);
        const cookies = await cookiesOf(page);
        expect([cookies.notice_gdpr_prefs.value, cookies.notice_preferences.value, cookies.cmapi_cookie_privacy.value]).to.deep.equal([
            '0,2:',
            '2:',
            'permit 1,3'
        ]);
        expect(await page.page.isVisible('#truste-consent-track')).to.equal(false);
    });

    it('close: hides the banner and records nothing', async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk');
        await page.page.click('#truste-consent-close');
        // The close button's handler has run: the banner is hidden.
        expect(await page.page.isVisible('#truste-consent-track')).to.equal(false);
        // A message the page posts itself now: had the handler posted a choice, that message would come first.
        await page.page.evaluate(() => window.postMessage(JSON.stringify({ source: 'test', message: 'after close' }), '*'));
        expect(await messages(page, 1)).to.deep.equal([{ source: 'test', message: 'after close' }]);
        const cookies = await cookiesOf(page);
        expect(Object.keys(cookies).sort()).to.deep.equal(['notice_behavior']);
    });

    it('writes notice_behavior=implied,us for a US script id, and implies every bucket', async () => {
        const page = await loadBanner('https://www.alderway.com/', 'alderway_us');
        expect((await cookiesOf(page)).notice_behavior).to.deep.equal({ value: 'implied,us', domain: '.alderway.com', session: true });
        expect(await decision(page)).to.deep.equal({ consentDecision: [1, 2, 3], source: 'implied' });
        expect(await page.page.isVisible('#truste-consent-track')).to.equal(true);
    });

    it("follows the consentRegion setting over the script id's country", async () => {
        bench().server.settings.set('consentRegion', 'us');
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk-test');
        expect((await cookiesOf(page)).notice_behavior.value).to.equal('implied,us');
        const bindMap = await page.page.evaluate(() => (window as unknown as TrusteWindow).truste.eu.bindMap);
        expect(bindMap).to.include({ domain: 'alderway_uk-test', behavior: 'implied', behaviorManager: 'us' });
    });

    it('shows no banner once a choice is recorded; the Cookie Preferences link reopens it with that choice', async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk', async prepared => {
            await prepared.context.addCookies([{ name: 'notice_gdpr_prefs', value: '0,1:', domain: '.alderway.co.uk', path: '/' }]);
            await prepared.page.evaluate(() =>
                document.body.insertAdjacentHTML('beforeend', '<footer><div id="teconsent"></div></footer>')
            );
        });
        // The script has started: it adds the link and decides on the banner in one go.
        await page.page.locator('#teconsent a').waitFor();
        expect(await page.page.isVisible('#truste-consent-track')).to.equal(false);
        expect(await decision(page)).to.deep.equal({ consentDecision: [1, 2], source: 'asserted' });
        const link = page.page.locator('#teconsent a');
        expect(await link.innerText()).to.equal('Cookie Preferences');
        await link.click();
        expect(await page.page.isVisible('#truste-consent-track')).to.equal(true);
        expect(await page.page.isVisible('#truste-consent-preferences')).to.equal(true);
        expect(await page.page.isChecked('#truste-consent-preferences input[value="1"]')).to.equal(true);
        expect(await page.page.isChecked('#truste-consent-preferences input[value="2"]')).to.equal(false);
    });

    it("adds the Cookie Preferences link to a #teconsent the page renders later, and uses the page's own banner container", async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk', async prepared => {
            await prepared.page.evaluate(() =>
                document.body.insertAdjacentHTML('afterbegin', '<div id="consent_blackbar" class="site-bar"></div>')
            );
        });
        expect(await page.page.locator('#consent_blackbar').count()).to.equal(1);
        expect(await page.page.locator('.site-bar > #truste-consent-track').count()).to.equal(1);
        await page.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="teconsent"></div>'));
        await page.page.waitForSelector('#teconsent a', { timeout: 2000 });
        await page.page.click('#truste-consent-close');
        await page.page.click('#teconsent a');
        expect(await page.page.isVisible('#truste-consent-preferences')).to.equal(true);
    });

    it('is harmless when the script is added twice: one banner', async () => {
        const page = await loadBanner('https://www.alderway.co.uk/', 'alderway_uk');
        await page.page.addScriptTag({ url: noticeUrl('alderway_uk') });
        expect(await page.page.locator('#truste-consent-track').count()).to.equal(1);
    });
});
