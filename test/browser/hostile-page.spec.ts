import { expect } from 'chai';
import type { BenchPage } from './bench';
import { bench } from './fixture';

/**
 * Pages that deny the container what it usually has. Page errors are told apart by their stack:
 * the emulated consent banner is the provider's script, whose own failures are not the container's.
 */
async function hostilePage(initScript: string): Promise<{ page: BenchPage; containerErrors: string[] }> {
    const page = await bench().newPage();
    const containerErrors: string[] = [];
    page.page.on('pageerror', error => {
        if (/\/tag\/container/.test(error.stack ?? '')) {
            containerErrors.push(`${error.message}\n${error.stack}`);
        }
    });
    await page.context.addInitScript({ content: initScript });
    return { page, containerErrors };
}

/** Throws a SecurityError-like error with a stack (a DOMException made in page code has none to tell whose it is). */
const DENY = `const deny = () => { throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' }); };`;

describe('Hostile pages: the container contains what the page denies it', () => {
    /** What a denied page must show: the one warning, no script of the container's, no tracking or identity call, nothing thrown into the page. */
    async function expectNothingInserted(page: BenchPage, containerErrors: string[]): Promise<void> {
        await page.waitForConsole(
            'warning',
            /^🚀 Cookies are denied on this page \(SecurityError: The operation is insecure\.\): nothing is tracked, no visitor id is kept and no script is loaded\.$/
        );
        await page.waitForRuleSettled('page-view', ['page-bottom']);
        await page.waitForMonitor(event => event.type === 'window-loaded');
        // Whatever would come after the load (the after-load file, the banner, the identity calls) would be on its way by now.
        await page.settled();
        expect(containerErrors).to.deep.equal([]);
        expect(page.unexpectedErrors(), 'no page error at all: nothing the container inserted ran').to.deep.equal([]);
        expect(
            page.consoleLines('warning').filter(line => line.includes('Cookies are denied')),
            'said once'
        ).to.have.length(1);
        const scripts = page.requests
            .filter(request => request.resourceType === 'script' && !/\/tag\/container\.min\.js(\?|$)/.test(request.url))
            .map(request => request.url);
        expect(
            scripts.filter(url => !/\/demo\//.test(url)),
            'no script but the bundle'
        ).to.deep.equal([]);
        expect(await page.page.locator('#truste-consent-track').count(), 'no banner').to.equal(0);
        expect(
            page.requests.filter(request => /\/b\/ss\/|\/id\?|demdex|\/event\?/.test(request.url)).map(request => request.url),
            'tracking and identity calls'
        ).to.deep.equal([]);
    }

    it('inserts no script and makes no call where reading and writing document.cookie throw: one warning, nothing thrown into the page', async () => {
        const { page, containerErrors } = await hostilePage(
            `${DENY} Object.defineProperty(Document.prototype, 'cookie', { get: deny, set: deny });`
        );
        await page.visit('https://www.alderway.com/');
        await expectNothingInserted(page, containerErrors);
    });

    it('inserts no script and makes no call where only writing document.cookie throws, on a consented visit', async () => {
        const { page, containerErrors } =
            await hostilePage(`${DENY} const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
            Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get() { return native.get.call(this); }, set: deny });`);
        await page.setCookies('https://www.alderway.com/', { notice_behavior: 'implied,us', notice_gdpr_prefs: '0,1,2:' });
        await page.visit('https://www.alderway.com/');
        await expectNothingInserted(page, containerErrors);
    });

    it('tracks with storage denied, saying so once per area', async () => {
        const { page, containerErrors } = await hostilePage(
            `${DENY} Object.defineProperty(window, 'localStorage', { get: deny }); Object.defineProperty(window, 'sessionStorage', { get: deny });`
        );
        await page.visit('https://www.alderway.com/');
        await bench().waitForRequest({ kind: 'analytics' });
        await page.waitForMonitor(event => event.type === 'window-loaded');
        // A plain page view opens no storage (the debug flag is read from its cookie): debug mode
        // switched on by page code is what reaches localStorage here.
        await page.page.evaluate(() => (window as unknown as { _satellite: { setDebug(on: boolean): void } })._satellite.setDebug(true));
        expect(containerErrors).to.deep.equal([]);
        const said = page.consoleLines('warning').filter(line => / is denied on this page/.test(line));
        expect(
            said.filter(line => line.includes('localStorage')),
            'localStorage, once'
        ).to.have.length(1);
        expect(
            said.filter(line => line.includes('sessionStorage')),
            'sessionStorage, at most once'
        ).to.have.length.at.most(1);
    });

    it("keeps a working data layer when the page's adobeDataLayer getter throws for the container", async () => {
        // The page's own inline script reads it first and must keep working: the getter throws for the container only.
        const { page, containerErrors } =
            await hostilePage(`let layer; Object.defineProperty(window, 'adobeDataLayer', { configurable: true,
            get() { if (/\\/tag\\/container/.test(new Error().stack)) { throw new Error('adobeDataLayer is off limits'); } return layer; },
            set(value) { layer = value; } });`);
        await page.visit('https://www.alderway.com/');
        const said = await page.waitForConsole('error', /The data layer cannot be read/);
        page.expectError(/The data layer cannot be read/);
        await bench().waitForRequest({ kind: 'analytics' });
        await page.waitForMonitor(event => event.type === 'window-loaded');
        expect(containerErrors).to.deep.equal([]);
        expect(said).to.contain('adobeDataLayer');
        expect(
            page.consoleLines('error').filter(line => line.includes('data layer')),
            'said once'
        ).to.have.length(1);
    });

    it("loads its after-load file and the banner under require-trusted-types-for 'script', through the tag-container policy", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/reserve-car.html?csp=trusted-types');
        const view = await bench().waitForRequest({ kind: 'analytics' });
        await page.waitForLazyFile('after-load');
        await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'consent-loaded');
        await page.page.locator('#truste-consent-track').waitFor({ state: 'attached' });
        expect(view.path).to.match(/^\/b\/ss\//);
        expect(await page.page.evaluate(() => typeof (window as unknown as { trustedTypes?: object }).trustedTypes)).to.equal('object');
    });
});
