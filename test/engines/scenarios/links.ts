import { expect } from 'chai';
import { isPageView, paramsOf } from '../beacons';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';
import type { BenchTab } from '../engine-tab';

/** The page's clicks go nowhere after the container heard them (its listener captures; this one bubbles). */
async function stayOnPage(tab: BenchTab): Promise<void> {
    await tab.evaluate(() => addEventListener('click', event => event.preventDefault()));
}

async function firstPageView(bench: EngineBench, tab: BenchTab, url: string): Promise<void> {
    await tab.visit(url);
    await bench.waitForRequest({ kind: 'analytics' }, request => isPageView(request) && paramsOf(request).g === url);
}

export function linkScenarios(bench: () => EngineBench): void {
    scenario('a download link is tracked as a download', bench, async bench => {
        const tab = await bench.newTab();
        await firstPageView(bench, tab, 'https://www.alderway.com/');
        await stayOnPage(tab);
        await tab.click('a[href$=".pdf"]');
        const download = await bench.waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_d');
        expect(paramsOf(download)).to.include({ pev1: 'https://www.alderway.com/brochure/rental-terms.pdf', pev2: 'Rental terms (PDF)' });
    });

    scenario('an exit link to another domain is tracked as an exit, and its hit arrives as the page leaves', bench, async bench => {
        const tab = await bench.newTab();
        await firstPageView(bench, tab, 'https://www.alderway.ca/');
        await tab.click('#privacy-link');
        const exit = await bench.waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_e');
        expect(paramsOf(exit)).to.include({ pev1: 'https://privacy.alderway.com/', pev2: 'Privacy statement' });
        expect(exit.host).to.equal('smetrics.alderway.ca');
        await bench.waitForRequest({ kind: 'page', host: 'privacy.alderway.com' });
        await tab.waitForPage('https://privacy.alderway.com/');
    });

    scenario('a tracked link that navigates away at once: its hit arrives', bench, async bench => {
        const tab = await bench.newTab();
        await firstPageView(bench, tab, 'https://www.alderway.com/');
        await tab.click('a[data-track*="book-now"]');
        const beacon = await bench.waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_o');
        expect(paramsOf(beacon)).to.include({ pev2: 'book-now', pageName: 'alderway:us:rental:home' });
        await bench.waitForRequest({ kind: 'page' }, request => request.path === '/reserve-car.html');
        await tab.waitForPage('https://www.alderway.com/reserve-car.html');
        expect(
            bench.requests({ kind: 'analytics' }).filter(request => paramsOf(request).pe === 'lnk_o'),
            'once'
        ).to.have.length(1);
    });

    scenario("forced link tracking: s.tl(link, ..., 'navigate') sends the hit, then goes to the link", bench, async bench => {
        const tab = await bench.newTab();
        await firstPageView(bench, tab, 'https://www.alderway.com/');
        await tab.evaluate(() => {
            const link = document.querySelector('a[href="/specials.html"]')!;
            (window as unknown as { s: { tl(link: Element, type: string, name: string, overrides: unknown, done: string): void } }).s.tl(
                link,
                'o',
                'forced specials',
                null,
                'navigate'
            );
        });
        const beacon = await bench.waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pev2 === 'forced specials');
        expect(paramsOf(beacon).pe).to.equal('lnk_o');
        const next = await bench.waitForRequest(
            { kind: 'analytics' },
            request => isPageView(request) && paramsOf(request).g === 'https://www.alderway.com/specials.html'
        );
        expect(next.id, 'the page went after the hit').to.be.greaterThan(beacon.id);
    });
}
