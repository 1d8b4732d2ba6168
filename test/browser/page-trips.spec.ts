import { expect } from 'chai';
import { CONSENT_RECHECK_DELAY_MS } from '../../src/services/consent-service';
import type { BenchPage } from './bench';
import { bench } from './fixture';
import type { PageAccesses } from './page-access-counter';
import { accessCounterScript, readAccesses } from './page-access-counter';

const CONTAINER_SCRIPT = /\/tag\/container[^/?#]*\.js/;

/**
 * What the container may cost a plain page view in trips to the browser process: `document.cookie`
 * read and written, localStorage and sessionStorage. Each is a synchronous call the page's main
 * thread waits on, and waits longer whenever the browser process waits for a core.
 *
 * The figures are ceilings to lower, not targets: a change that needs more trips raises one here,
 * with the reason; a change that needs fewer lowers it. (Before the debug flag moved to a cookie,
 * a session cookie of an unchanged value stopped being written again, and the consent banner's
 * second look stopped reading where the browser reports changes, each of these page views made
 * 4 reads and 2 storage accesses, and the cached ones 9 and 11 writes.)
 */
const CEILINGS: ReadonlyArray<{
    readonly page: string;
    readonly url: string;
    readonly visit: 'first' | 'cached';
    readonly reads: number;
    readonly writes: number;
    readonly storage: number;
}> = [
    { page: 'careers job page', url: 'https://careers.alderway.com/jobs/J-1042', visit: 'first', reads: 3, writes: 14, storage: 0 },
    { page: 'careers job page', url: 'https://careers.alderway.com/jobs/J-1042', visit: 'cached', reads: 3, writes: 4, storage: 0 },
    { page: 'rental home', url: 'https://www.alderway.com/', visit: 'first', reads: 3, writes: 16, storage: 0 },
    { page: 'rental home', url: 'https://www.alderway.com/', visit: 'cached', reads: 3, writes: 6, storage: 0 }
];

/**
 * One load of `url` in `page`'s profile, counted until the page has done all the load makes it do:
 * the page view sent, the after-load file run, every rule ended and request answered, and the
 * consent banner's second look at its cookies made.
 */
async function countedLoad(page: BenchPage, url: string): Promise<PageAccesses> {
    await page.visit(url);
    await page.page.waitForFunction(() => performance.getEntriesByType('resource').some(entry => entry.name.includes('/b/ss/')));
    await page.waitForLazyFile('after-load');
    await page.settled();
    await page.afterPageTimers(CONSENT_RECHECK_DELAY_MS);
    await page.settled();
    return page.page.evaluate(readAccesses);
}

/** What went wrong, readably: each access with its turn and the script's innermost frame. */
function described(accesses: PageAccesses): string {
    return accesses.log
        .map(
            entry =>
                `${entry.kind}${entry.name ? ` ${entry.name}` : ''} (turn ${entry.turn}, ${Math.round(entry.at)} ms) at ${entry.caller}`
        )
        .join('\n');
}

describe("The container's trips to the browser process on a plain page view", () => {
    for (const ceiling of CEILINGS) {
        it(`${ceiling.page}, ${ceiling.visit === 'first' ? 'first visit' : 'cached (third) visit'}: at most ${ceiling.reads} cookie reads, ${ceiling.writes} writes, ${ceiling.storage} storage accesses`, async () => {
            const context = await bench().newContext();
            await context.addInitScript(accessCounterScript(CONTAINER_SCRIPT.source));
            // A cached visit is the third load of the profile: the visitor's ids, consent and the
            // analytics cookies of two page views before. Which cache the files came from changes
            // no trip (the bench's --cached measures that).
            const earlier = ceiling.visit === 'first' ? 0 : 2;
            for (let load = 0; load < earlier; load++) {
                const warm = await bench().newContextPage(context);
                await countedLoad(warm, ceiling.url);
                await warm.page.close();
            }
            const page = await bench().newContextPage(context);
            const accesses = await countedLoad(page, ceiling.url);
            const log = described(accesses);
            expect(accesses.cookieReads, log).to.be.at.most(ceiling.reads);
            expect(accesses.cookieWrites, log).to.be.at.most(ceiling.writes);
            expect(accesses.storage, log).to.be.at.most(ceiling.storage);
            expect(accesses.storageBeforePageView, `no storage before the page view:\n${log}`).to.equal(0);
            expect(accesses.rereadTurns, `document.cookie read at most once per task:\n${log}`).to.equal(0);
            expect(accesses.rewrites, `one write per cookie per task:\n${log}`).to.deep.equal([]);
        });
    }

    it("counts only the container's own accesses, and each of them", async () => {
        const context = await bench().newContext();
        await context.addInitScript(accessCounterScript(CONTAINER_SCRIPT.source));
        const page = await bench().newContextPage(context);
        await countedLoad(page, 'https://www.alderway.com/');
        const before = await page.page.evaluate(readAccesses);
        // Page code's own trips do not count; the container's, through its API, do.
        const after = await page.page
            .evaluate(() => {
                document.cookie = 'page_own=1; path=/';
                void document.cookie;
                localStorage.getItem('page-own');
                (window as unknown as { _satellite: { cookie: { set(name: string, value: string): void } } })._satellite.cookie.set(
                    'via_satellite',
                    '1'
                );
                return null;
            })
            .then(() => page.page.evaluate(readAccesses));
        expect(after.cookieReads - before.cookieReads).to.equal(0);
        expect(after.storage - before.storage).to.equal(0);
        expect(after.cookieWrites - before.cookieWrites, 'the write _satellite.cookie.set made').to.equal(1);
        expect(after.log[after.log.length - 1]).to.include({ kind: 'cookie write', name: 'via_satellite' });
    });
});
