import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { launchChromium } from '../../scripts/chromium';
import type { BenchPage } from './bench';
import { paramsOf } from './bench';
import { bench } from './fixture';

const HOME = 'https://www.alderway.com/';
const NEXT = 'https://www.alderway.com/specials.html';

/** What a restore left in the page: `pageshow`'s persisted, and Chromium's reasons when the page was not restored. */
interface Restore {
    readonly persisted: boolean;
    readonly notRestoredReasons: unknown;
}

/**
 * Goes to the next page as a visitor does by the address bar or a bookmark, and back with the
 * browser's back button; the page the back showed says how it came back.
 */
async function forwardAndBack(page: BenchPage): Promise<Restore> {
    await page.page.evaluate(() => {
        (window as unknown as { __shows: boolean[] }).__shows = [];
        addEventListener('pageshow', event => (window as unknown as { __shows: boolean[] }).__shows.push(event.persisted));
    });
    await page.page.goto(NEXT, { waitUntil: 'load' });
    await page.waitForLazyFile('after-load');
    // A restored page fires no load event, only pageshow: the back is over once the page shows again.
    await page.page.goBack({ waitUntil: 'commit' });
    await page.page.waitForFunction(
        () => {
            const shows = (window as unknown as { __shows?: boolean[] }).__shows;
            // Restored: its pageshow came again. Loaded anew: a page without the record, once loaded.
            return shows ? shows.length > 0 : document.readyState === 'complete';
        },
        undefined,
        { timeout: 10000 }
    );
    return page.page.evaluate(() => {
        const shows = (window as unknown as { __shows?: boolean[] }).__shows;
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
        return { persisted: shows?.at(-1) === true, notRestoredReasons: navigation?.notRestoredReasons ?? null };
    });
}

describe('The back/forward cache in Chromium: a page with the container on it is restored, and the reports stay whole', () => {
    let browser: Browser;

    before(async () => {
        browser = await launchChromium(bench().port, bench().tlsPort, [], { backForwardCache: true });
    });

    after(async () => browser?.close());

    it('restores the page: no second page view, a click after the restore tracked, and a hit kept before leaving sent', async () => {
        bench().server.settings.set('pageCache', 'revalidate');
        const page = await bench().newPage(browser);
        await page.visit(HOME);
        await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).g === HOME && !paramsOf(request).pe);
        await page.settled();
        // A hit the collector refuses is kept, and stays kept while the collector refuses (the next page's try fails too).
        bench().setFault('analytics', { mode: 'error', status: 503 });
        page.expectError(/status of 503/);
        await page.page.evaluate(() =>
            (window as unknown as { s: { tl(link: boolean, type: string, name: string): void } }).s.tl(true, 'o', 'kept before leaving')
        );
        await page.page.waitForFunction(() => localStorage.getItem('tag-container.outbox') !== null);

        const restore = await forwardAndBack(page);
        expect(restore.persisted, `not restored from the back/forward cache: ${JSON.stringify(restore.notRestoredReasons)}`).to.equal(true);

        bench().clearFaults();
        const since = Math.max(
            0,
            ...bench()
                .requests()
                .map(request => request.id)
        );
        const after = (name: string) => (request: CapturedRequest) => request.id > since && paramsOf(request).pev2 === name;
        // A click after the restore: the page stays (this listener bubbles after the container's).
        await page.page.evaluate(() => addEventListener('click', event => event.preventDefault()));
        await page.page.click('#hero-cta');
        await bench().waitForRequest({ kind: 'analytics' }, after('book-now'));
        await bench().waitForRequest({ kind: 'analytics' }, after('kept before leaving'), 30000);
        // The click's beacon left after anything the restore could have sent: one page view, still.
        const views = bench()
            .requests({ kind: 'analytics' })
            .filter(request => paramsOf(request).g === HOME && !paramsOf(request).pe);
        expect(views.map(request => request.search)).to.have.length(1);
    });
});
