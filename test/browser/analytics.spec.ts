import { expect } from 'chai';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import type { BenchPage } from './bench';
import { paramsOf } from './bench';
import { bench } from './fixture';
import { isPageViewOf, pageViewOf } from './page-views';

function pageViews(page?: string): CapturedRequest[] {
    return bench()
        .requests({ kind: 'analytics', page })
        .filter(request => !paramsOf(request).pe);
}

/** The page view of `url`, once no other can come (`pageViewOf`): there is one. */
async function onePageViewOf(page: BenchPage, url: string): Promise<Record<string, string>> {
    const view = await pageViewOf(page, url);
    expect(bench().requests({ kind: 'analytics' }).filter(isPageViewOf(url)), `page views of ${url}`).to.have.length(1);
    return view;
}

/**
 * Waits until the page-activity meter saved the step named `pageName` as seen to its bottom (s_ppv:
 * `page,initial%,highest%,...`): the next step's page view reports it as the percent viewed.
 */
async function scrolledToBottom(page: BenchPage, pageName: string): Promise<void> {
    await page.page.waitForFunction(
        name => {
            const cookie = document.cookie.split('; ').find(entry => entry.startsWith('s_ppv='));
            const fields = decodeURIComponent(cookie?.slice('s_ppv='.length) ?? '').split(',');
            return decodeURIComponent(fields[0]) === name && fields[2] === '100';
        },
        pageName,
        { timeout: 10000 }
    );
}

describe('The analytics tracker in Chromium', () => {
    for (const [host, account] of [
        ['reservations.alderway.com', 'mmgglobalprod,mmgalderwayusrental'],
        ['reservations.rovanta.com', 'mmgglobalprod,mmgrovantausrental']
    ]) {
        it(`sends one page view per funnel step on ${host}, to ${account}, with the step before as previous page and its percent viewed`, async () => {
            const page = await bench().newPage();
            let url = `https://${host}/car-rental/reservation/startReservation.html`;
            await page.visit(url);
            await page.page.fill('#pick-up', 'Denver International Airport');
            let previous: Record<string, string> | undefined;
            for (let step = 1; step <= 5; step++) {
                const view = await onePageViewOf(page, url);
                const request = pageViews().find(candidate => candidate.page === url)!;
                expect(request.host).to.equal(`smetrics.${host.split('.').slice(1).join('.')}`);
                expect(request.path).to.match(new RegExp(`^/b/ss/${account}/1/JS-2\\.27\\.0/s\\d+$`));
                expect(view.pageName, `step ${step}`).to.match(new RegExp(`:reservation:${step} `));
                expect(view.g).to.equal(url);
                if (previous) {
                    expect(view.c2, 'previous page').to.equal(previous.pageName);
                    expect(Number(view.c3), 'percent of the previous page viewed').to.be.within(1, 100);
                    expect(view.c5, 'not the first page of the visit').to.equal('0');
                } else {
                    expect(view).to.include({ c5: '1', v6: 'New' });
                    expect(view.events).to.contain('event10');
                }
                previous = view;
                if (step < 5) {
                    // Scroll to the bottom of the step, as a visitor reading it would.
                    await page.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
                    await scrolledToBottom(page, view.pageName);
                    await Promise.all([page.page.waitForURL(next => next.href !== url), page.page.click('#continue')]);
                    url = page.page.url();
                }
            }
            expect(url).to.equal(`https://${host}/car-rental/reservation/reservationConfirmation.html`);
        });
    }

    it('delivers the beacon of a link click that navigates away at once', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await onePageViewOf(page, 'https://www.alderway.com/');
        await Promise.all([
            page.page.waitForURL('https://www.alderway.com/reserve-car.html'),
            page.page.click('a[data-track*="book-now"]')
        ]);
        const beacon = await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_o');
        expect(paramsOf(beacon)).to.include({ pev2: 'book-now', pageName: 'alderway:us:rental:home' });
        expect(JSON.parse(paramsOf(beacon).v55)).to.deep.equal({ cta: 'book-now', position: 'hero' });
        expect(`${beacon.method} ${beacon.transport} ${beacon.body ?? 'no body'}`, 'sent with sendBeacon').to.equal('POST no-cors no body');
    });

    it('sends download and exit links by their type', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await onePageViewOf(page, 'https://www.alderway.com/');
        // A download opens in a new tab here, so the test page stays.
        await page.page.evaluate(() => document.querySelector('a[href$=".pdf"]')!.setAttribute('target', '_blank'));
        const [popup] = await Promise.all([page.context.waitForEvent('page'), page.page.click('a[href$=".pdf"]')]);
        await popup.close();
        const download = await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_d');
        expect(paramsOf(download)).to.include({ pev1: 'https://www.alderway.com/brochure/rental-terms.pdf', pev2: 'Rental terms (PDF)' });

        // The Canadian site's privacy link leads to the US privacy host: another domain, so an exit.
        await page.visit('https://www.alderway.ca/');
        await onePageViewOf(page, 'https://www.alderway.ca/');
        await Promise.all([page.page.waitForURL('https://privacy.alderway.com/'), page.page.click('#privacy-link')]);
        const exit = await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_e');
        expect(paramsOf(exit)).to.include({ pev1: 'https://privacy.alderway.com/', pev2: 'Privacy statement' });
        expect(exit.host).to.equal('smetrics.alderway.ca');
        expect(`${exit.method} ${exit.transport}`, 'sent with sendBeacon').to.equal('POST no-cors');
    });

    it('keeps the page working when the collection server fails, with no error reaching the page', async () => {
        bench().setFault('analytics', { mode: 'error', status: 503 });
        const page = await bench().newPage();
        // Chromium reports the failed beacon images itself; that is the browser's log, not the page's.
        page.expectError(/Failed to load resource: the server responded with a status of 503/);
        const errors: string[] = [];
        await page.page.exposeFunction('__reportPageError', (message: string) => errors.push(message));
        await page.context.addInitScript(() => {
            window.addEventListener('error', event =>
                (window as unknown as { __reportPageError(message: string): void }).__reportPageError(String(event.message))
            );
            window.addEventListener('unhandledrejection', event =>
                (window as unknown as { __reportPageError(message: string): void }).__reportPageError(String(event.reason))
            );
        });
        await page.visit('https://www.alderway.com/faq.html');
        await bench().waitForRequest({ kind: 'analytics' });
        await page.page.click('.faq-question >> nth=0');
        // The rule waits for the page's own handler, then sends its beacon: both must be done before leaving.
        await page.page.locator('.faq-question.active').waitFor();
        // The page view failed and is kept: the click waits behind it in the outbox (outbox.spec.ts).
        const kept = (name: string) =>
            page.page.waitForFunction(
                wanted =>
                    Object.keys(localStorage).some(
                        key => key.startsWith('tag-container.outbox.') && (localStorage.getItem(key) ?? '').includes(wanted)
                    ),
                name,
                { timeout: 10000 }
            );
        await kept('pev2=faq');
        expect(await page.page.locator('.faq-question.active').count(), "the page's own script still runs").to.equal(1);
        await Promise.all([page.page.waitForURL('https://www.alderway.com/'), page.page.click('a[href="/"] >> nth=0')]);
        await page.waitForRuleSettled('page-view', ['page-bottom', 'consent-loaded']);
        await kept('pageName=alderway%3Aus%3Arental%3Ahome');
        expect(bench().requests({ kind: 'analytics' }).length, 'tried, and tried again, while the collector fails').to.be.at.least(1);
        expect(errors).to.deep.equal([]);
    });

    it('reports the milestones of the tour video: start, 25, 50, 75, 99 percent and complete', async () => {
        const page = await bench().newPage();
        await page.visit('https://tour.alderway.com/');
        await onePageViewOf(page, 'https://tour.alderway.com/');
        // Media tracking starts after window load, from the after-load file, in idle time: the rule has
        // run and the file is in, so it listens before the video plays.
        await page.waitForMonitor(event => event.hook === 'ruleCompleted' && event.rule === 'media-tracking');
        await page.waitForLazyFile('after-load');
        await page.page.evaluate(async () => {
            const video = document.getElementById('tour-video') as HTMLVideoElement;
            video.playbackRate = 16;
            await video.play();
        });
        await page.page.waitForFunction(() => (document.getElementById('tour-video') as HTMLVideoElement).ended, undefined, {
            timeout: 20000
        });
        const complete = await bench().waitForRequest(
            { kind: 'analytics' },
            request => paramsOf(request).pev2 === 'media:branch tour:complete'
        );
        const media = bench()
            .requests({ kind: 'analytics' })
            .map(paramsOf)
            .filter(params => params.pev2?.startsWith('media:'));
        expect(media.map(params => `${params.pev2} ${params.events}`)).to.deep.equal([
            'media:branch tour:start event501',
            'media:branch tour:25% event502',
            'media:branch tour:50% event503',
            'media:branch tour:75% event504',
            'media:branch tour:99% event505',
            `media:branch tour:complete event506,event507=${paramsOf(complete).events.split('=')[1]}`
        ]);
        expect(media.every(params => params.v80 === 'branch tour' && params.pe === 'lnk_o')).to.equal(true);
        expect(Number(paramsOf(complete).events.split('=')[1]), 'seconds of video played').to.be.within(90, 100);
    });

    it('hears the banner load once, and sends the page view after it on a first visit', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/?qa=1');
        await onePageViewOf(page, 'https://www.alderway.com/');
        const events = await page.monitorEvents();
        expect(events.filter(event => event.hook === 'triggerFired' && event.type === 'consent-loaded')).to.have.length(1);
    });
});
