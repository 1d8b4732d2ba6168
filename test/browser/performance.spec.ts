import { expect } from 'chai';
import { paramsOf } from './bench';
import { bench } from './fixture';

/** A layout or style recalculation Chromium's trace records, with the script stack that forced it. */
interface ForcedWork {
    readonly name: string;
    readonly urls: readonly string[];
}

const CONTAINER_SCRIPT = /\/tag\/container[^/?#]*\.js/;

/**
 * What the container costs a page, where a test can tell without timing it: when its work runs,
 * and whether its click handling makes the browser lay out the page. The figures are
 * `npm run bench`'s.
 */
describe("The container's cost to the page in Chromium", () => {
    it('fetches the after-load file only once the window has loaded', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await bench().waitForRequest({ kind: 'bundle' }, request => request.path.endsWith('.after-load.js'));
        const timing = await page.page.waitForFunction(() => {
            const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
            const afterLoad = performance.getEntriesByType('resource').find(entry => entry.name.endsWith('.after-load.js'));
            return afterLoad && { loaded, requested: afterLoad.startTime };
        });
        const { loaded, requested } = (await timing.jsonValue()) as { loaded: number; requested: number };
        expect(loaded, 'the load event has ended').to.be.above(0);
        expect(requested).to.be.at.least(loaded);
    });

    it('handles clicks, tracked or not, without forcing a layout or a style recalculation', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await bench().waitForRequest({ kind: 'analytics' });
        await page.page.evaluate(() => {
            document.body.insertAdjacentHTML(
                'beforeend',
                '<div id="perf-targets"><p>Plain text</p>' +
                    '<button type="button" data-track=\'{"cta":"perf"}\'>Tracked button</button>' +
                    '<a href="/reserve-car.html" data-track=\'{"cta":"perf-link"}\'>Tracked link</a></div>'
            );
            // The page keeps its visitor here: links are followed by nobody.
            document.addEventListener('click', event => event.preventDefault());
        });
        const browser = bench().browser;
        await browser.startTracing(page.page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
        await page.page.evaluate(() => {
            const targets = Array.from(document.querySelectorAll<HTMLElement>('#perf-targets > *'));
            for (let round = 0; round < 20; round++) {
                for (const target of targets) {
                    // Each click meets a page whose layout is stale, as after the page's own DOM work.
                    document.body.style.paddingBottom = `${round % 2}px`;
                    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
                }
            }
            // The control: the page itself forcing a layout is seen by the same trace.
            document.body.style.paddingBottom = '3px';
            return document.body.offsetHeight;
        });
        await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_o');
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {
            traceEvents: Array<{ name: string; args?: { beginData?: { stackTrace?: Array<{ url: string }> } } }>;
        };
        const forced: ForcedWork[] = trace.traceEvents
            .filter(event => (event.name === 'Layout' || event.name === 'UpdateLayoutTree') && event.args?.beginData?.stackTrace?.length)
            .map(event => ({ name: event.name, urls: event.args!.beginData!.stackTrace!.map(frame => frame.url) }));
        expect(forced.length, "the page's own forced layout is in the trace").to.be.at.least(1);
        expect(forced.filter(work => work.urls.some(url => CONTAINER_SCRIPT.test(url)))).to.deep.equal([]);
    });
});
