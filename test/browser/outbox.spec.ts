import { expect } from 'chai';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { OutboxSettings } from '../../src/config/outbox';
import { nameOf } from '../engines/beacons';
import type { BenchPage } from './bench';
import { paramsOf, waitFor } from './bench';
import { bench } from './fixture';

/** The hits the page's outbox holds now, by their link name or page name, in the order kept. */
async function waiting(page: BenchPage): Promise<string[]> {
    return page.page.evaluate(() => {
        const keys = JSON.parse(localStorage.getItem('tag-container.outbox') ?? '[]') as string[];
        return keys
            .flatMap(key => (JSON.parse(localStorage.getItem(key) ?? '{"hits":[]}') as { hits: Array<{ q: string; at: number }> }).hits)
            .sort((one, other) => one.at - other.at)
            .map(hit => new URLSearchParams(hit.q).get('pev2') ?? new URLSearchParams(hit.q).get('pageName') ?? '?');
    });
}

async function waitForWaiting(page: BenchPage, count: number): Promise<string[]> {
    await page.page.waitForFunction(
        wanted => {
            const keys = JSON.parse(localStorage.getItem('tag-container.outbox') ?? '[]') as string[];
            return (
                keys.reduce(
                    (sum, key) => sum + (JSON.parse(localStorage.getItem(key) ?? '{"hits":[]}') as { hits: unknown[] }).hits.length,
                    0
                ) >= wanted
            );
        },
        count,
        { timeout: 15000 }
    );
    return waiting(page);
}

/** The page's time: its clock skips ahead where the real one would wait. */
const pageNow = (page: BenchPage): Promise<number> => page.page.evaluate(() => Date.now());

/** A hit's identity: its path ends with AppMeasurement's per-hit random number. */
const idOf = (request: CapturedRequest) => request.path;

async function openFaq(page: BenchPage, index: number): Promise<void> {
    await page.page.click(`.faq-question >> nth=${index}`);
    await page.page.locator(`.faq-question >> nth=${index}`).and(page.page.locator('.active')).waitFor();
}

describe('The outbox in Chromium: hits that do not get there are kept and sent once', () => {
    it('keeps the clicks made while the browser is offline, and sends each once, in order, after the online event, without a reload', async () => {
        const page = await bench().newPage();
        // Chromium logs what could not load offline (the beacons, the outbox file): the browser's lines, not the page's.
        page.expectError(/ERR_INTERNET_DISCONNECTED/);
        await page.visit('https://www.alderway.com/faq.html');
        await bench().waitForRequest({ kind: 'analytics' });
        const before = bench().requests({ kind: 'analytics' }).length;
        await page.context.setOffline(true);
        await openFaq(page, 0);
        // Offline, not even the outbox file can come: the page holds the hit, and says so once.
        await page.waitForConsole('warning', /The outbox did not load: failed hits wait on the page until it does\./);
        await openFaq(page, 1);
        // The second click's rule has run and what it sent has failed: nothing is on its way.
        await page.settled();
        expect(bench().requests({ kind: 'analytics' }), 'nothing left while offline').to.have.length(before);
        const questions = await page.page.locator('.faq-question').allInnerTexts();
        await page.context.setOffline(false);
        await bench().waitForRequest({ kind: 'analytics' }, () => bench().requests({ kind: 'analytics' }).length >= before + 2, 15000);
        // A second copy could only come from a hit still kept: none is, the outbox took its flag down, and the page is done.
        await page.outboxDrained();
        await page.settled();
        const after = bench().requests({ kind: 'analytics' }).slice(before);
        expect(after.map(nameOf), 'the two clicks, each once, in the order made').to.deep.equal(
            questions.slice(0, 2).map(text => `faq:${text.trim()}`)
        );
        expect(new Set(after.map(idOf)).size).to.equal(after.length);
        expect(
            page.consoleLines('warning').filter(line => /The outbox did not load/.test(line)),
            'said once'
        ).to.have.length(1);
        expect(await page.page.evaluate(() => document.cookie.includes('tc_outbox=')), 'the flag is down').to.equal(false);
    });

    it('keeps every hit through a one-minute outage of the collector across three page views with clicks, and sends each once, in order, when it recovers', async () => {
        // The fault switch stands for the outage: the collector answers 503 for a minute, then recovers.
        bench().setFault('analytics', { mode: 'error', status: 503 });
        const page = await bench().newPage();
        page.expectError(/status of 503/);
        // The page's clock runs as the real one, from now; where the test waits out time, it skips ahead instead, as a
        // laptop's clock does over a sleep: the timers then due fire, the outbox's backoff among them.
        const outageStarted = Date.now();
        await page.page.clock.install({ time: outageStarted });
        const tried: string[] = [];
        for (const [index, url] of [
            'https://www.alderway.com/faq.html',
            'https://www.alderway.com/faq.html?visit=2',
            'https://www.alderway.com/faq.html?visit=3'
        ].entries()) {
            await page.visit(url);
            await bench().waitForRequest(
                { kind: 'analytics' },
                request => request.page === url.split('?')[0] && tried.length + 1 <= bench().requests({ kind: 'analytics' }).length
            );
            await openFaq(page, index);
            await waitForWaiting(page, 2 * (index + 1));
            tried.push(url);
        }
        const kept = await waiting(page);
        expect(kept, 'three page views and three clicks, kept in the order they were sent').to.have.length(6);
        // No try is on its way: the last one failed and the outbox has set the timer of its next, after its backoff.
        await page.settled();
        const failedTries = bench().requests({ kind: 'analytics' }).length;
        // A hit that comes while others wait is kept behind them untried: the log shows a failed try per page at least.
        expect(failedTries, 'failed tries before the recovery').to.be.at.least(3);
        // The rest of the minute: the outbox tries again after its backoff (2 s, doubling up to 60 s), and fails.
        await page.page.clock.fastForward(Math.max(0, outageStarted + 60000 - (await pageNow(page))));
        await waitFor(
            'a try during the rest of the minute',
            () => bench().requests({ kind: 'analytics' }).length > failedTries || undefined
        );
        await page.settled();
        const recovered = bench().requests().length;
        bench().clearFaults();
        // The next try comes after the backoff, at most 60 s: the clock skips that too, with no try on its way to cut short.
        await page.page.clock.fastForward(OutboxSettings.maxBackoffMs);
        // A second copy could only come from a hit still kept: none is, the outbox took its flag down, and the page is done.
        await page.outboxDrained();
        await page.settled();
        const delivered = bench()
            .requests()
            .slice(recovered)
            .filter(request => request.kind === 'analytics');
        expect(delivered.map(nameOf), 'each kept hit once, in the order it was first sent').to.deep.equal(kept);
        expect(new Set(delivered.map(idOf)).size).to.equal(delivered.length);
        expect(await page.page.evaluate(() => document.cookie.includes('tc_outbox=')), 'the flag is down').to.equal(false);
    });

    it("sends a page view kept in an outage, and the next page's own page view, within 2 s of that page's load once the collector answers", async () => {
        bench().setFault('analytics', { mode: 'error', status: 500 });
        const page = await bench().newPage();
        page.expectError(/status of 500/);
        const home = 'https://www.alderway.com/';
        await page.visit(home);
        // The page view fails, is kept, and is tried again and again while the collector fails.
        await waitForWaiting(page, 1);
        await bench().waitForRequest({ kind: 'analytics' }, () => bench().requests({ kind: 'analytics' }).length >= 3, 15000);
        expect(await waiting(page), "the home page's view, kept").to.have.length(1);
        bench().clearFaults();
        const recovered = Math.max(
            0,
            ...bench()
                .requests()
                .map(request => request.id)
        );
        const specials = 'https://www.alderway.com/specials.html';
        await page.visit(specials);
        const loaded = await page.page.evaluate(
            () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
        );
        const views = () =>
            bench()
                .requests({ kind: 'analytics', after: recovered })
                .filter(request => paramsOf(request).pe === undefined);
        await bench().waitForRequest({ kind: 'analytics', after: recovered }, () => views().length >= 2);
        const arrived = views().map(request => ({ page: paramsOf(request).g, late: Date.parse(request.time) - loaded }));
        expect(
            arrived.map(view => view.page),
            "the kept page view first, then the page's own, each once"
        ).to.deep.equal([home, specials]);
        for (const view of arrived) {
            expect(view.late, `${view.page}'s page view, ms after the load of ${specials}`).to.be.below(2000);
        }
        // Nothing waits any more, and the page has done all it will: no second copy of either view.
        await page.page.waitForFunction(() => localStorage.getItem('tag-container.outbox') === null);
        await page.settled();
        expect(
            views().map(request => paramsOf(request).g),
            'each once'
        ).to.deep.equal([home, specials]);
    });

    it('lets nothing kept leave once the visitor withdraws consent in the banner', async () => {
        const page = await bench().newPage();
        page.expectError(/status of 503/);
        await page.visit('https://www.alderway.co.uk/faq.html');
        await page.page.click('#truste-consent-button');
        await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pev2 === undefined);
        bench().setFault('analytics', { mode: 'error', status: 503 });
        await openFaq(page, 0);
        await waitForWaiting(page, 1);
        await openFaq(page, 1);
        expect(await waitForWaiting(page, 2)).to.have.length.at.least(2);
        await page.page.click('#teconsent a');
        await page.page.click('#truste-consent-required');
        await page.page.waitForFunction(() => localStorage.getItem('tag-container.outbox') === null, undefined, { timeout: 10000 });
        const withdrawn = bench().requests().length;
        bench().clearFaults();
        await page.settled();
        await page.visit('https://www.alderway.co.uk/');
        // The next page has started, run its rules and sent all it will.
        await page.waitForMonitor(event => event.type === 'window-loaded');
        await page.settled();
        const after = bench()
            .requests()
            .slice(withdrawn)
            .filter(request => request.kind === 'analytics');
        expect(after.map(nameOf), 'nothing of theirs, nothing at all').to.deep.equal([]);
        expect(await page.page.evaluate(() => document.cookie.includes('tc_outbox=')), 'the flag is down').to.equal(false);
    });

    it('goes on where localStorage is full: each hit is tried once, not kept, and the console says so once', async () => {
        const page = await bench().newPage();
        page.expectError(/status of 503/);
        await page.context.addInitScript(() => {
            // eslint-disable-next-line @typescript-eslint/unbound-method -- the browser's own, called below with the storage as this
            const setItem = Storage.prototype.setItem;
            Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
                if (key.startsWith('tag-container.outbox')) {
                    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
                }
                return setItem.call(this, key, value);
            };
        });
        bench().setFault('analytics', { mode: 'error', status: 503 });
        await page.visit('https://www.alderway.com/faq.html');
        await bench().waitForRequest({ kind: 'analytics' });
        // One question at a time: opening the next closes the first, whose rule fires only while it is open.
        await openFaq(page, 0);
        await bench().waitForRequest({ kind: 'analytics' }, request => nameOf(request)?.startsWith('faq:') === true);
        await openFaq(page, 1);
        await page.waitForConsole('warning', /Unsent hits cannot be kept: localStorage refused them/);
        const faqs = () =>
            bench()
                .requests({ kind: 'analytics' })
                .filter(request => nameOf(request)?.startsWith('faq:'));
        await bench().waitForRequest({ kind: 'analytics' }, () => faqs().length >= 2);
        bench().clearFaults();
        // A try again could only be of a kept hit: localStorage kept none, and the page is done.
        await page.settled();
        const hits = bench().requests({ kind: 'analytics' });
        expect(
            hits.map(nameOf).filter(name => name?.startsWith('faq:')),
            `each click tried once: ${JSON.stringify(hits.map(nameOf))} ${JSON.stringify(page.consoleMessages)}`
        ).to.have.length(2);
        expect(new Set(hits.map(idOf)).size, 'none twice').to.equal(hits.length);
        expect(
            page.consoleLines('warning').filter(line => /Unsent hits cannot be kept/.test(line)),
            'said once'
        ).to.have.length(1);
        expect(await page.page.locator('.faq-question.active').count(), 'the page works').to.be.at.least(1);
    });

    it('shows the waiting hits in the QA inspector: what, age and tries', async () => {
        bench().setFault('analytics', { mode: 'error', status: 503 });
        const page = await bench().newPage();
        page.expectError(/status of 503/);
        await page.visit('https://www.alderway.com/faq.html?qa=1');
        await waitForWaiting(page, 1);
        const text = await page.inspectorTab('outbox');
        expect(text).to.contain('Flag cookie tc_outbox: up');
        expect(text).to.match(/page view: alderway:us:rental:faq\s+tag-container\.outbox\.mmgglobalprod,mmgalderwayusrental\s+\d+ s\s+\d/);
    });
});
