import { expect } from 'chai';
import type { CDPSession } from 'playwright-core';
import type { BenchPage } from './bench';
import { beaconParamsOf, waitFor } from './bench';
import { bench } from './fixture';

const BURST = 1000;

/** The page's heap after a full collection, and its live Promise objects (CDP, as DevTools counts them). */
async function retained(cdp: CDPSession): Promise<{ heap: number; promises: number }> {
    // The demo pages' QA monitor keeps every rule event for the tests: the bench's, not the container's.
    await cdp.send('Runtime.evaluate', { expression: 'window.__tagMonitor && (window.__tagMonitor.events.length = 0)' });
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const prototype = await cdp.send('Runtime.evaluate', { expression: 'Promise.prototype' });
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId! });
    const count = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId!,
        functionDeclaration: 'function () { return this.length; }',
        returnByValue: true
    });
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'console' }).catch(() => undefined);
    return { heap: usedSize, promises: count.result.value as number };
}

/** Clicks the tracked button `BURST` times in one task, then waits until every beacon of the burst has left. */
async function burst(page: BenchPage, round: number): Promise<void> {
    const sent = () =>
        page.requests.filter(request => /\/b\/ss\//.test(request.url) && beaconParamsOf(request).pev2 === `burst ${round}`).length;
    await page.page.evaluate(
        ({ count, round }) => {
            const button = document.getElementById('burst')!;
            button.setAttribute('data-track', JSON.stringify({ cta: `burst ${round}` }));
            for (let i = 0; i < count; i++) {
                button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            }
        },
        { count: BURST, round }
    );
    await waitFor(
        () => `${BURST} beacons of burst ${round}, got ${sent()}`,
        () => (sent() >= BURST ? true : undefined),
        60000
    );
}

describe('Memory: a tracked click retains nothing once its beacon is done', () => {
    it(`returns to the same heap and Promise count after 3 bursts of ${BURST} tracked clicks`, async function () {
        this.timeout(180000);
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await bench().waitForRequest({ kind: 'analytics' });
        await page.waitForMonitor(event => event.type === 'window-loaded');
        await page.page.evaluate(() => {
            const button = document.createElement('button');
            button.id = 'burst';
            button.type = 'button';
            button.textContent = 'Burst';
            document.body.appendChild(button);
        });
        const cdp = await page.context.newCDPSession(page.page);
        const levels: Array<{ heap: number; promises: number }> = [];
        for (let round = 1; round <= 3; round++) {
            await burst(page, round);
            levels.push(await retained(cdp));
        }
        const [first, , third] = levels;
        const report = levels
            .map((level, index) => `after burst ${index + 1}: ${(level.heap / 1024).toFixed(0)} KB, ${level.promises} promises`)
            .join('; ');
        expect(third.promises - first.promises, `live promises (${report})`).to.be.at.most(20);
        expect(third.heap - first.heap, `heap after GC (${report})`).to.be.below(100 * 1024);
        console.log(`      ${report}`);
    });
});
