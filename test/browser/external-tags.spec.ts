import { expect } from 'chai';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { EXTERNAL_TAGS, TAG_ASSET_HOST } from '../../src/config/external-tags';
import { TagMessages } from '../../src/services/external-tags';
import type { BenchPage } from './bench';
import { paramsOf } from './bench';
import {
    bannerReady,
    click,
    cmpChooses,
    momentTagsOf,
    pageViews,
    settle,
    tagRuns as ranTags,
    waitForRequests,
    waitForTags as waitForRuns
} from './consent-visits';
import { bench } from './fixture';

/** The tag a request the emulator received is, by its row's URL. */
const tagOfCaptured = (request: CapturedRequest) =>
    EXTERNAL_TAGS.find(row => new URL(row.url).host === request.host && new URL(row.url).pathname === request.path)?.id;

/** The tags the emulator served this test's page, in order, each as often as it was asked for. */
const requestedTags = () =>
    bench()
        .requests({ kind: 'tag' })
        .map(tagOfCaptured)
        .filter((id): id is string => id !== undefined);

/** The scripts of the tag manager's asset host the emulator served this test's page. */
const assetHostScripts = () =>
    bench()
        .requests({ kind: 'tag' })
        .filter(request => request.host === TAG_ASSET_HOST && request.path.endsWith('.js'))
        .map(request => request.path);

/** The QA inspector's status of each tag (`data-status` of its row), on a page opened with `?qa=1`. */
async function inspectorStatuses(page: BenchPage): Promise<Record<string, string>> {
    await page.inspectorTab('tags');
    const rows = await page.page
        .locator('#qa-inspector .qa-body[data-view="tags"] [data-tag]')
        .evaluateAll(elements =>
            elements.map(element => [
                element.getAttribute('data-tag'),
                `${element.getAttribute('data-status')}${element.textContent?.includes('IAB vendor') ? ' (vendor)' : ''}`
            ])
        );
    return Object.fromEntries(rows) as Record<string, string>;
}

/** How often the page at `url` was loaded again after the first time (frames of other pages do not count). */
const reloads = (page: BenchPage, url: string) =>
    page.requests.filter(request => request.resourceType === 'document' && request.url === url).length - 1;

/** How often each id occurs. */
function counted(ids: readonly string[]): Record<string, number> {
    return ids.reduce<Record<string, number>>((counts, id) => ({ ...counts, [id]: (counts[id] ?? 0) + 1 }), {});
}

describe("External tags in Chromium: the property's table, each tag gated by its consent category", () => {
    it('on www.alderway.co.uk with the EU model requests no script of the asset host before a choice; after accept the advertising and functional tags, once each, without a reload', async () => {
        bench().setConsentRegion('eu');
        const page = await bench().newPage();
        await page.visit('https://www.alderway.co.uk/');
        await bannerReady(page);
        // The required tag, from its vendor's host: the loader has decided every tag of the window's load.
        await waitForRuns(page, ['site-health']);
        await settle(page);
        expect(assetHostScripts(), 'scripts of the asset host before a choice').to.deep.equal([]);
        expect(requestedTags()).to.deep.equal(['site-health']);

        await click(page, '#truste-consent-button');
        await waitForRuns(page, ['ad-pixel', 'chat-widget']);
        await settle(page);
        expect(counted(requestedTags())).to.deep.equal({ 'site-health': 1, 'ad-pixel': 1, 'chat-widget': 1 });
        expect(reloads(page, 'https://www.alderway.co.uk/'), 'no reload').to.equal(0);
        expect(
            await page.page.evaluate(() => typeof (window as unknown as { chatWidget?: unknown }).chatWidget),
            'the widget passed its integrity check'
        ).to.equal('object');
    });

    it('loads only the required tag for an EU visitor who rejects', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.co.uk/?qa=1');
        await bannerReady(page);
        await click(page, '#truste-consent-required');
        await waitForRuns(page, ['site-health']);
        await settle(page);
        expect(requestedTags()).to.deep.equal(['site-health']);
        expect(await inspectorStatuses(page)).to.include({ 'ad-pixel': 'waiting for consent', 'chat-widget': 'waiting for consent' });
    });

    it("holds an advertising tag the CMP refuses its vendor, against the banner's accept, and loads it once the CMP consents, without a reload", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.de/?qa=1');
        await bannerReady(page);
        await cmpChooses(page, [], []);
        await click(page, '#truste-consent-button');
        await waitForRuns(page, ['site-health', 'chat-widget']);
        await settle(page);
        expect(requestedTags().sort(), 'the functional tag has no vendor: the banner decides it').to.deep.equal([
            'chat-widget',
            'site-health'
        ]);
        expect(await inspectorStatuses(page)).to.include({ 'ad-pixel': 'waiting for consent (vendor)' });

        await cmpChooses(page, [1, 10], [755]);
        await waitForRuns(page, ['ad-pixel']);
        await settle(page);
        expect(counted(requestedTags())).to.deep.equal({ 'site-health': 1, 'chat-widget': 1, 'ad-pixel': 1 });
        expect(reloads(page, 'https://www.alderway.de/?qa=1'), 'no reload').to.equal(0);
    });

    it('on www.alderway.com, for a US visitor, requests the applicable tags once each, after the page view', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        const expected = momentTagsOf('https://www.alderway.com/').map(row => row.id);
        await waitForRuns(page, expected);
        await settle(page);
        expect(counted(requestedTags())).to.deep.equal(Object.fromEntries(expected.map(id => [id, 1])));
        // By the emulator's clock: when each request arrived.
        const view = bench()
            .requests({ kind: 'analytics' })
            .find(request => !paramsOf(request).pe);
        expect(view, 'the page view').not.to.equal(undefined);
        const firstTag = Math.min(
            ...bench()
                .requests({ kind: 'tag' })
                .map(request => Date.parse(request.time))
        );
        expect(firstTag, 'the first tag arrives after the page view').to.be.at.least(Date.parse(view!.time));
    });

    it('goes on when a tag answers 404 and another never answers: the page and every other tag', async () => {
        bench().server.settings.set('tagFault:ad-pixel', 'not-found');
        bench().server.settings.set('tagFault:chat-widget', 'no-answer');
        const page = await bench().newPage();
        page.expectError(/Failed to load resource: the server responded with a status of 404/);
        await page.visit('https://www.alderway.com/?qa=1');
        await waitForRuns(page, ['site-health']);
        const warning = await page.waitForConsole('warning', /The tag ad-pixel did not load/);
        expect(warning).to.include(TagMessages.failed('ad-pixel', ''));
        expect(await inspectorStatuses(page)).to.include({ 'site-health': 'loaded', 'ad-pixel': 'failed', 'chat-widget': 'loading' });
        await waitForRequests(page, 'the page view', requests => pageViews(requests).length === 1);
        expect(
            page.consoleLines('warning').filter(line => line.includes('The tag ')),
            'one warning, for the tag that failed'
        ).to.have.length(1);
    });

    it('blocks a tag whose bytes do not match its integrity hash, with one warning', async () => {
        bench().server.settings.set('tagFault:chat-widget', 'tampered');
        const page = await bench().newPage();
        page.expectError(/integrity/);
        await page.visit('https://www.alderway.com/');
        await page.waitForConsole('warning', /The tag chat-widget did not load/);
        await waitForRuns(page, ['site-health', 'ad-pixel']);
        await settle(page);
        expect(await ranTags(page), 'the tampered script did not run').not.to.include('chat-widget');
        expect(await page.page.evaluate(() => typeof (window as unknown as { chatWidget?: unknown }).chatWidget)).to.equal('undefined');
        expect(
            page.consoleLines('warning').filter(line => line.includes('The tag ')),
            'one warning'
        ).to.have.length(1);
        expect(counted(requestedTags())['chat-widget'], 'requested once').to.equal(1);
    });
});
