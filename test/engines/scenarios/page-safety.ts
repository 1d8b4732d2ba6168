import { expect } from 'chai';
import { waitFor } from '../../browser/patience';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';

export function pageSafetyScenarios(bench: () => EngineBench): void {
    scenario(
        'a data-layer push that breaks its schema: the console says so, the page goes on, and the event still reaches the beacons',
        bench,
        async bench => {
            const tab = await bench.newTab();
            await tab.visit('https://www.alderway.com/');
            await waitFor('the data layer to be managed', () =>
                tab.evaluate(
                    () => (window as unknown as { adobeDataLayer?: { version?: string } }).adobeDataLayer?.version === '3.0.1' || undefined
                )
            );
            await tab.evaluate(() =>
                (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer.push({
                    event: 'link-click',
                    eventInfo: { link: { text: 'Broken deals', region: 'main', target: '_blank', colour: 'red' } }
                })
            );
            const said = await tab.waitForConsole('warn', /Data-layer event "link-click" does not match its schema/);
            expect(said).to.equal('🚀 Data-layer event "link-click" does not match its schema: Unknown property: eventInfo.link.colour');
            const beacon = await bench.waitForRequest({ kind: 'analytics' }, request => request.search.includes('Broken%20deals'));
            expect(beacon.search).to.contain('&validation=Unknown%20property%3A%20eventInfo.link.colour&');
            await bench.waitForRequest({ kind: 'dl-violation' });
        }
    );

    scenario('cookies denied: one warning, nothing thrown into the page, and nothing sent', bench, async bench => {
        bench.setHazard('deny-cookies');
        const tab = await bench.newTab();
        await tab.visit('https://www.alderway.com/');
        const said = await tab.waitForConsole('warn', /Cookies are denied on this page/);
        expect(said).to.match(
            /^🚀 Cookies are denied on this page \(SecurityError: The operation is insecure\.\): nothing is tracked, no visitor id is kept and no script is loaded\.$/
        );
        // What the page does by itself has started. A request the page makes now leaves after anything the container sent
        // by then: once the emulator has answered it, the log holds all there was.
        await tab.waitForLoadRules();
        expect(await tab.evaluate(() => fetch('/demo/demo.css?after=load-rules').then(answer => answer.status))).to.equal(200);
        expect(
            bench.requests({ kind: 'demo-asset' }).filter(request => request.search.includes('after=load-rules')),
            'the request that closes the log'
        ).to.have.length(1);
        expect(
            bench
                .requests()
                .filter(request => !['page', 'bundle', 'demo-asset'].includes(request.kind))
                .map(request => `${request.kind} ${request.host}${request.path}`),
            'no call but the page and its files'
        ).to.deep.equal([]);
        expect(
            bench.requests({ kind: 'bundle' }).map(request => request.path),
            'no file beside the bundle'
        ).to.deep.equal(['/tag/container.min.js']);
        expect(
            (await tab.consoleLines('warn')).filter(line => line.includes('Cookies are denied')),
            'said once'
        ).to.have.length(1);
    });

    scenario('the QA inspector opens on a production page with ?qa=1 and shows the page view', bench, async bench => {
        const tab = await bench.newTab();
        await tab.visit('https://www.alderway.com/?qa=1');
        // The panel lives in an open shadow root, which WebDriver's selectors do not enter: the page's own DOM calls do.
        await waitFor('the inspector panel', () =>
            tab.evaluate(() => (document.querySelector('#qa-inspector')?.shadowRoot?.querySelector('header') ? true : undefined))
        );
        await tab.evaluate(() => {
            const root = document.querySelector('#qa-inspector')!.shadowRoot!;
            (root.querySelector('header button[data-tab="beacons"]') as HTMLButtonElement).click();
        });
        const text = await waitFor('the beacons view to list the page view', async () => {
            const shown = await tab.evaluate(
                () =>
                    (
                        document
                            .querySelector('#qa-inspector')
                            ?.shadowRoot?.querySelector('.qa-body[data-view="beacons"]') as HTMLElement | null
                    )?.textContent ?? ''
            );
            return /alderway:us:rental:home/.test(shown) ? shown : undefined;
        });
        expect(text).to.match(/page view/i);
        expect(bench.requests({ kind: 'bundle' }).map(request => request.path)).to.include('/tag/container.min.inspector.js');
    });
}
