import { expect } from 'chai';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import type { BenchPage } from './bench';
import { paramsOf } from './bench';
import { bench } from './fixture';

/** Waits until ACDL and the container run the page's data layer (the after-load file is in). */
async function managed(page: BenchPage): Promise<void> {
    await page.page.waitForFunction(
        () => (window as unknown as { adobeDataLayer?: { version?: string } }).adobeDataLayer?.version === '3.0.1',
        undefined,
        { timeout: 10000 }
    );
}

function push(page: BenchPage, item: object): Promise<void> {
    return page.page.evaluate(pushed => {
        (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer.push(pushed);
    }, item);
}

/** The compiler file beside the bundle, if the page asked for it. */
function compilerRequests(): CapturedRequest[] {
    return bench()
        .requests({ kind: 'bundle' })
        .filter(request => request.path.endsWith('.schema-compiler.js'));
}

describe('The data layer in Chromium', () => {
    it('validates pushed events: a valid and an invalid one both reach the rules and the beacons, the invalid one the console and the error report', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await managed(page);
        await push(page, { event: 'link-click', eventInfo: { link: { text: 'Valid deals', region: 'main', target: '_blank' } } });
        await push(page, {
            event: 'link-click',
            eventInfo: { link: { text: 'Broken deals', region: 'main', target: '_blank', colour: 'red' } }
        });
        const beacons = [
            await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pev2 === 'Valid deals'),
            await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pev2 === 'Broken deals')
        ];
        expect(beacons.map(beacon => paramsOf(beacon).v90)).to.deep.equal(['link-click', 'link-click']);
        expect(beacons[0].search).to.contain('&c.&link.&text=Valid%20deals&region=main&target=_blank&.link&dl.&validation=valid&.dl&.c&');
        expect(beacons[1].search).to.contain('&validation=Unknown%20property%3A%20eventInfo.link.colour&');
        const report = await bench().waitForRequest({ kind: 'dl-violation' });
        expect(report.method).to.equal('POST');
        expect(JSON.parse(report.body!)).to.deep.include({
            page: 'https://www.alderway.com/',
            events: [{ event: 'link-click', violations: [{ message: 'Unknown property', path: 'eventInfo.link.colour' }] }]
        });
        expect(report.cookies, 'sent without cookies').to.deep.equal({});
        expect(page.consoleLines('warning')).to.include(
            '🚀 Data-layer event "link-click" does not match its schema: Unknown property: eventInfo.link.colour'
        );
        const validations = (await page.monitorEvents()).flatMap(event => event.dataLayer ?? []);
        expect(validations.map(event => `${event.name} ${event.validation.status}`)).to.include.members([
            'page-view valid',
            'link-click valid',
            'link-click invalid'
        ]);
    });

    it('asks for no compiler and no schema on a page whose events all have their schema built in', async () => {
        const page = await bench().newPage();
        await page.visit('https://reservations.alderway.com/car-rental/reservation/selectCar.html');
        await managed(page);
        // Both events of the page were validated at once by their built-in schemas: the validator is
        // done with the page, with nothing to fetch.
        await page.waitForMonitor(event => event.dataLayer?.name === 'reservation-step');
        const events = await page.waitForMonitor(event => event.dataLayer?.name === 'page-view');
        expect(events.flatMap(event => event.dataLayer ?? []).map(event => `${event.name} ${event.validation.status}`)).to.include.members([
            'page-view valid',
            'reservation-step valid'
        ]);
        expect(compilerRequests()).to.deep.equal([]);
        expect(bench().requests({ kind: 'schema' })).to.deep.equal([]);
    });

    it("validates a careers job page's own events with the schemas built in: no schema request, no compiler, even under a strict CSP", async () => {
        const page = await bench().newPage();
        await page.visit('https://careers.alderway.com/jobs/J-2210');
        await managed(page);
        await push(page, { event: 'job-apply', job: { id: 'J-2210', title: 42 } });
        const apply = await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).v90 === 'job-apply');
        expect(decodeURIComponent(/&validation=([^&]*)/.exec(apply.search)?.[1] ?? ''), "the beacon's validation").to.equal(
            'Invalid type (expected string): job.title'
        );
        const events = await page.waitForMonitor(event => event.dataLayer?.name === 'job-view');
        expect(events.flatMap(event => event.dataLayer ?? []).map(event => `${event.name} ${event.validation.status}`)).to.include.members([
            'job-view valid',
            'job-apply invalid'
        ]);
        await page.settled();
        expect(compilerRequests(), 'the schema compiler').to.deep.equal([]);
        expect(bench().requests({ kind: 'schema' }), 'schema requests').to.deep.equal([]);
    });

    it('fetches a schema the bundle lacks once, and the compiler with it; a strict CSP stops the compiler with one warning, and tracking goes on', async () => {
        const page = await bench().newPage();
        page.expectError(/unsafe-eval|Content Security Policy/i);
        await page.visit('https://careers.alderway.com/jobs/J-2210');
        await managed(page);
        // An event whose schema was published after the build.
        await push(page, { event: 'job-alert', job: { id: 'J-2210', title: 'Rental agent', location: 'Denver' } });
        const schema = await bench().waitForRequest({ kind: 'schema' });
        expect(schema.path).to.equal(
            '/data-layer-schemas/9E1005A551ED61CA0A490D45%40AdobeOrg/PR8b3c21f0e4a54d7c9a1e0f6b2d4c8e11/BL2026.11/job-alert.json'
        );
        await bench().waitForRequest({ kind: 'bundle' }, request => request.path === '/tag/container.min.schema-compiler.js');
        const cspWarnings = () => page.consoleLines('warning').filter(line => /Content-Security-Policy/.test(line));
        await page.waitForConsole('warning', /Content-Security-Policy/);
        await push(page, { event: 'job-share', job: { id: 'J-2210' } });
        // The validator answered job-share at once with its refusal to compile: done, with no fetch and no compile.
        const events = await page.waitForMonitor(event => event.dataLayer?.name === 'job-share');
        const shared = events.find(event => event.dataLayer?.name === 'job-share')!.dataLayer!;
        expect(shared.validation.reason).to.match(/cannot be compiled under this page's Content-Security-Policy/);
        // Tracking goes on, and the built-in schemas still validate.
        await push(page, { event: 'job-apply', job: { id: 'J-2210', title: 'Rental agent' } });
        const apply = await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).v90 === 'job-apply');
        expect(/&validation=([^&]*)/.exec(apply.search)?.[1], "the beacon's validation").to.equal('valid');
        expect(cspWarnings()).to.have.length(1);
        // Without a compiler a schema is of no use: no request for the next event's.
        expect(
            bench()
                .requests({ kind: 'schema' })
                .map(request => request.path.split('/').pop())
        ).to.deep.equal(['job-alert.json']);
    });

    it('validates against a fetched schema where the page allows compiling', async () => {
        const page = await bench().newPage();
        await page.visit('https://careers.alderway.com/jobs/J-2210?csp=eval');
        await managed(page);
        await push(page, { event: 'job-alert', job: { id: 'J-2210', title: 'Rental agent', location: 'Denver' } });
        await bench().waitForRequest({ kind: 'schema' });
        // The compiler job-alert's schema brought in has run: the push below is validated by a page
        // that compiles, not queued behind the compiler's load.
        await page.waitForLazyFile('schema-compiler');
        await push(page, { event: 'job-alert', job: { id: 'J-2210', title: 42, location: 'Denver' } });
        const report = await bench().waitForRequest({ kind: 'dl-violation' });
        expect((JSON.parse(report.body!) as { events: unknown }).events).to.deep.equal([
            { event: 'job-alert', violations: [{ message: 'Invalid type (expected string)', path: 'job.title' }] }
        ]);
        expect(page.consoleLines('warning')).to.include(
            '🚀 Data-layer event "job-alert" does not match its schema: Invalid type (expected string): job.title'
        );
    });

    it('cuts an item that refers to itself or nests deeper than 10 levels, pushed before and after load: one console error each, no page error, and the next push still sends its beacon', async () => {
        const page = await bench().newPage();
        page.expectError(/refers to itself or is nested deeper than 10 levels/);
        await page.page.addInitScript(() => {
            const job: Record<string, unknown> = { id: 'J-2210' };
            job.self = job;
            const win = window as unknown as { adobeDataLayer?: unknown[] };
            win.adobeDataLayer = win.adobeDataLayer ?? [];
            win.adobeDataLayer.push({ event: 'job-view', job });
        });
        await page.visit('https://careers.alderway.com/jobs/J-2210?csp=eval');
        await managed(page);
        await page.page.evaluate(() => {
            let deep: Record<string, unknown> = { leaf: true };
            for (let level = 0; level < 50; level++) {
                deep = { next: deep };
            }
            const loop: Record<string, unknown> = { event: 'job-view' };
            loop.again = [loop, loop];
            const layer = (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer;
            layer.push({ event: 'job-view', deep });
            layer.push(loop);
        });
        await push(page, { event: 'job-apply', job: { id: 'J-2210' } });
        await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).v90 === 'job-apply');
        expect(page.consoleLines('error').filter(line => /refers to itself/.test(line))).to.deep.equal([
            '🚀 Data-layer event "job-view" refers to itself or is nested deeper than 10 levels: it is kept cut at 10 levels.',
            '🚀 Data-layer event "job-view" refers to itself or is nested deeper than 10 levels: it is kept cut at 10 levels.',
            '🚀 Data-layer event "job-view" refers to itself or is nested deeper than 10 levels: it is kept cut at 10 levels.'
        ]);
        const state = await page.page.evaluate(
            () => JSON.stringify((window as unknown as { adobeDataLayer: { getState(): unknown } }).adobeDataLayer.getState()).length
        );
        expect(state).to.be.greaterThan(0);
        const events = await page.waitForMonitor(event => event.dataLayer?.name === 'job-apply');
        expect(events.flatMap(event => event.dataLayer ?? []).map(event => event.name)).to.include.members(['job-view', 'job-apply']);
    });
});
