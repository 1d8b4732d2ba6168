import { expect } from 'chai';
import { waitFor } from '../../browser/patience';
import { isPageView, nameOf, paramsOf } from '../beacons';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';
import type { BenchTab } from '../engine-tab';

/** How many hits the page's outbox keeps now. */
function kept(tab: BenchTab): Promise<number> {
    return tab.evaluate(() => {
        const keys = JSON.parse(localStorage.getItem('tag-container.outbox') ?? '[]') as string[];
        return keys.reduce(
            (sum, key) => sum + (JSON.parse(localStorage.getItem(key) ?? '{"hits":[]}') as { hits: unknown[] }).hits.length,
            0
        );
    });
}

async function waitForKept(tab: BenchTab, count: number): Promise<void> {
    let now = 0;
    await waitFor(
        () => `${count} hits kept in the outbox; it keeps ${now}`,
        async () => (now = await kept(tab)) >= count || undefined,
        15000
    );
}

/** A hit's identity: its path ends with the per-hit random number. */

/** The FAQ's first question, opened: a tracked click. */
async function openFirstQuestion(tab: BenchTab): Promise<string> {
    await tab.click('.faq-question');
    return tab.evaluate(() => `faq:${document.querySelector('.faq-question')!.textContent.trim()}`);
}

export function outboxScenarios(bench: () => EngineBench): void {
    scenario('an outage keeps the hits; the next page sends each once when the collector answers again', bench, async bench => {
        bench.setFault('analytics', { mode: 'error', status: 503 });
        const tab = await bench.newTab();
        await tab.visit('https://www.alderway.com/faq.html');
        await waitForKept(tab, 1);
        const question = await openFirstQuestion(tab);
        await waitForKept(tab, 2);
        // The collector comes back once the next page is in, with its own page view kept behind the
        // two. Were it back while the FAQ page still tried, a try on its way as the page left would
        // be cut from the page (Firefox cancels it at the navigation's start) after reaching the
        // collector: no page can learn that it arrived, so it is sent again, as outbox.ts says.
        await tab.visit('https://www.alderway.com/specials.html');
        await waitForKept(tab, 3);
        bench.clearFault('analytics');
        const recovered = Math.max(0, ...bench.server.log.list().map(request => request.id));
        const delivered = () => bench.requests({ kind: 'analytics', after: recovered });
        await bench.waitForRequests({ kind: 'analytics', after: recovered }, 3);
        await waitFor('the outbox to empty', () => tab.evaluate(() => localStorage.getItem('tag-container.outbox') === null || undefined));
        await tab.waitForLoadRules();
        const names = delivered().map(nameOf);
        expect(
            names.filter(name => name === question),
            'the kept click, once'
        ).to.have.length(1);
        expect(
            delivered()
                .filter(isPageView)
                .map(request => paramsOf(request).g)
                .sort(),
            'each page view once'
        ).to.deep.equal(['https://www.alderway.com/faq.html', 'https://www.alderway.com/specials.html']);
        expect(new Set(delivered().map(request => request.path)).size, 'no hit twice').to.equal(delivered().length);
    });

    scenario(
        'a tab closed right after a tracked click, with a kept hit: both arrive once, at the latest with the next page',
        bench,
        async bench => {
            const { visitor, tab } = await bench.visitor();
            // A kept hit: the page view fails and waits in the outbox.
            bench.setFault('analytics', { mode: 'error', status: 503 });
            await tab.visit('https://www.alderway.com/faq.html');
            await waitForKept(tab, 1);
            // The visitor, on this tab in front, opens a question and closes the tab the moment the
            // rule has handed its hit on: the hit waits behind the kept one, for the store's lock
            // (which Firefox grants in a later task) or in the store. The collector comes back only
            // once the tab is gone: a try of the kept hit cut by the close after reaching the
            // collector could not be known to have arrived, and would be sent again (outbox.ts).
            expect(await tab.evaluate(() => document.visibilityState), 'the tab is in front').to.equal('visible');
            await tab.click('.faq-question');
            await tab.waitForMonitor(event => event.hook === 'ruleCompleted' && event.rule === 'faq-question');
            await tab.close();
            bench.clearFault('analytics');
            const recovered = Math.max(0, ...bench.server.log.list().map(request => request.id));
            const next = await visitor.openTab();
            await next.visit('https://www.alderway.com/specials.html');
            const delivered = () =>
                bench.requests({ kind: 'analytics', after: recovered }).map(request => paramsOf(request).pev2 ?? paramsOf(request).g ?? '');
            await waitFor(
                () => `the click and both page views; delivered: ${delivered().join(', ')}`,
                () => {
                    const names = delivered();
                    return (
                        (names.some(name => name.startsWith('faq:')) &&
                            names.includes('https://www.alderway.com/faq.html') &&
                            names.includes('https://www.alderway.com/specials.html')) ||
                        undefined
                    );
                },
                15000
            );
            await waitFor('the outbox to empty', () =>
                next.evaluate(() => localStorage.getItem('tag-container.outbox') === null || undefined)
            );
            await next.waitForLoadRules();
            const names = delivered();
            expect(
                names.filter(name => name.startsWith('faq:')),
                'the click, once'
            ).to.have.length(1);
            expect(
                names.filter(name => name === 'https://www.alderway.com/faq.html'),
                'the kept page view, once'
            ).to.have.length(1);
        }
    );
}
