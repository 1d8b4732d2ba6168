import { expect } from 'chai';
import { bench } from './fixture';

const LIFECYCLE = ['library-loaded', 'page-bottom', 'dom-ready', 'window-loaded'];

describe('The production bundle in Chromium', () => {
    async function lifecycleOn(url: string): Promise<string[]> {
        const page = await bench().newPage();
        await page.visit(url);
        const events = await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'window-loaded');
        // Consent-loaded fires whenever the banner's script arrives: not part of the page's lifecycle.
        return events.filter(event => event.hook === 'triggerFired' && LIFECYCLE.includes(event.type!)).map(event => event.type!);
    }

    it('fires library loaded, page bottom, DOM ready and window loaded in order on an approved host', async () => {
        expect(await lifecycleOn('https://www.alderway.com/')).to.deep.equal(LIFECYCLE);
    });

    it('fires them in the same order when loaded async', async () => {
        expect(await lifecycleOn('https://reservations.alderway.com/?tagLoad=async')).to.deep.equal(LIFECYCLE);
    });

    it('fires them in the same order when injected after the window loaded', async () => {
        expect(await lifecycleOn('https://www.alderway.co.uk/?tagLoad=late')).to.deep.equal(LIFECYCLE);
    });

    it('fires them over plain http too', async () => {
        expect(await lifecycleOn('http://beta.alderway.com/')).to.deep.equal(LIFECYCLE);
    });

    it('runs under a CSP without unsafe-eval and reports its build', async () => {
        const page = await bench().newPage();
        await page.visit('https://careers.alderway.ca/');
        const info = await page.page.evaluate(
            () => (window as unknown as { _satellite: { buildInfo: object; environment: object } })._satellite
        );
        expect(info.buildInfo).to.include({ environment: 'production', minified: true });
        expect(info.environment).to.deep.equal({ stage: 'production', name: 'production' });
        const served = bench().requests({ kind: 'page' })[0];
        expect(served.host).to.equal('careers.alderway.ca');
    });

    it('stands down on a host that is not approved: the authorization error, and nothing runs', async () => {
        const page = await bench().newPage();
        page.expectError(/This library is not authorized for this domain/);
        await page.visit('https://www.rental-copycat.example/');
        // The error is the last thing the container does before it stands down; the window has loaded
        // too, so any trigger it still fired would be in the monitor.
        const error = await page.waitForConsole('error', /This library is not authorized for this domain/);
        expect(error).to.contain(
            'This library is not authorized for this domain. Please contact your CSM for more information. [dynamic_host_not_allowed]'
        );
        expect(await page.monitorEvents()).to.deep.equal([]);
        const satellite = await page.page.evaluate(() => {
            const api = (window as unknown as { _satellite: { track(id: string): void; buildInfo?: object } })._satellite;
            api.track('anything');
            return { hasBuildInfo: api.buildInfo !== undefined };
        });
        expect(satellite.hasBuildInfo).to.equal(false);
    });

    it('stops with the unsupported-browser warning in a browser without the needed features', async () => {
        const page = await bench().newPage();
        await page.context.addInitScript(() => {
            delete (window as unknown as { structuredClone?: unknown }).structuredClone;
        });
        await page.visit('https://www.alderway.com/');
        // The warning is the last thing the container does before it stands down (the window has loaded).
        await page.waitForConsole('warning', /unsupported/);
        expect(page.consoleLines('warning')).to.include('Adobe Launch is unsupported in IE 9 and below.');
        expect(await page.monitorEvents()).to.deep.equal([]);
    });

    it('is harmless when loaded twice: one warning, every stage once', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/?tagLoad=twice');
        const events = await page.waitForMonitor(event => event.type === 'window-loaded');
        expect(
            events.filter(event => event.hook === 'triggerFired' && LIFECYCLE.includes(event.type!)).map(event => event.type)
        ).to.deep.equal(LIFECYCLE);
        expect(page.consoleLines('warning').join('\n')).to.contain(
            'The tag container is already loaded on this page. This second copy does nothing.'
        );
    });
});
