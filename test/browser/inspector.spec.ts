import { expect } from 'chai';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import type { BenchPage, InspectorTab } from './bench';
import { paramsOf, waitFor } from './bench';
import { bench } from './fixture';

const RESULTS = path.resolve(__dirname, '../../test-results');

/** The variable map's names the inspector must show for the parameters of a beacon, as the emulator received it. */
const WIRE_TO_VARIABLE: ReadonlyArray<[RegExp, string]> = [
    [/^v(\d+)$/, 'eVar'],
    [/^c(\d+)$/, 'prop']
];

/** The page view of `url` (the full address: the beacon's `g`), once the emulator has it. */
function onePageViewOf(_page: BenchPage, url: string): Promise<CapturedRequest> {
    return bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).g === url && !paramsOf(request).pe);
}

/** Opens `tab` until its text satisfies `test`: what the view shows may still be on its way. */
async function tabUntil(page: BenchPage, tab: InspectorTab, test: RegExp): Promise<string> {
    let text = '';
    return waitFor(
        () => `the ${tab} view to match ${test}; it shows: ${text}`,
        async () => {
            text = await page.inspectorTab(tab);
            return test.test(text) ? text : undefined;
        }
    );
}

/** Requests for the inspector's own file, of any bundle. */
function inspectorFileRequests(): CapturedRequest[] {
    return bench()
        .requests()
        .filter(request => /\/tag\/container[\w.-]*\.inspector\.js$/.test(request.path));
}

/** A screenshot of the page with the panel open on `tab`, at the bench's 1280×720. */
async function screenshot(page: BenchPage, tab: InspectorTab): Promise<void> {
    mkdirSync(RESULTS, { recursive: true });
    const file = path.join(RESULTS, `inspector-${tab.replace(/\s+/g, '-')}.png`);
    await page.page.screenshot({ path: file });
    expect(page.page.viewportSize(), 'screenshots are taken at 1280×720').to.deep.equal({ width: 1280, height: 720 });
    const box = await page.page.locator('#qa-inspector').boundingBox();
    expect(box && box.width > 600 && box.height > 80, `the ${tab} view is open on screen`).to.equal(true);
    expect(statSync(file).size).to.be.greaterThan(20000);
}

describe('The QA inspector', () => {
    it('is off on production pages until QA turns it on, stays on for the visit, and ?qa=0 turns it off', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await onePageViewOf(page, 'https://www.alderway.com/');
        expect(await page.page.locator('#qa-inspector').count()).to.equal(0);
        expect(inspectorFileRequests(), 'a production page without ?qa=1 never asks for the inspector file').to.deep.equal([]);
        await page.visit('https://www.alderway.com/?qa=1');
        await page.page.locator('#qa-inspector header').waitFor();
        expect(inspectorFileRequests().map(request => request.path)).to.deep.equal(['/tag/container.min.inspector.js']);
        await page.visit('https://www.alderway.com/faq.html');
        await page.page.locator('#qa-inspector header').waitFor();
        await page.visit('https://www.alderway.com/faq.html?qa=0');
        await onePageViewOf(page, 'https://www.alderway.com/faq.html?qa=0');
        expect(await page.page.locator('#qa-inspector').count()).to.equal(0);
        expect(inspectorFileRequests(), 'asked for on the two QA pages only').to.have.length(2);
    });

    for (const host of ['reservations.alderway.com', 'reservations.alderway.co.uk']) {
        it(`shows the rules that fired on every step of the reservation funnel on ${host}`, async () => {
            const page = await bench().newPage();
            await page.visit(`https://${host}/car-rental/reservation/startReservation.html?qa=1`);
            await page.page.fill('#pick-up', 'Denver International Airport');
            for (let step = 1; step <= 5; step++) {
                await page.page.waitForFunction(() => document.readyState === 'complete');
                const rules = await page.inspectorTab('rules');
                expect(rules, `step ${step}`).to.match(/Rules fired: .*consent-banner/);
                expect(rules).to.match(/library-loaded → [^\n]*consent-banner/);
                expect(rules).to.match(/page-bottom[\s\S]*dom-ready[\s\S]*window-loaded/);
                const url = page.page.url();
                expect(url).to.contain(`https://${host}/car-rental/reservation/`);
                if (step < 5) {
                    await Promise.all([page.page.waitForURL(/\.html/), page.page.click('#continue')]);
                    await page.page.waitForFunction(previous => window.location.href !== previous, url);
                }
            }
            expect(page.page.url()).to.equal(`https://${host}/car-rental/reservation/reservationConfirmation.html`);
        });
    }

    it('stops at the first funnel step with error paragraphs when the form is incomplete', async () => {
        const page = await bench().newPage();
        await page.visit('https://reservations.alderway.com/car-rental/reservation/startReservation.html');
        await page.page.click('#continue');
        const errors = await page.page.locator('p.error').allInnerTexts();
        expect(errors).to.deep.equal(['Please enter a pick-up location.', 'Choose your dates before you continue.']);
        expect(
            await page.page.evaluate(() =>
                (window as unknown as { _satellite: { getVar(name: string): unknown } })._satellite.getVar('error text')
            )
        ).to.equal('Please enter a pick-up location.|Choose your dates before you continue.');
    });

    it('says which rules did not fire and why, and lists the data elements with value and source', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/specials.html?qa=1');
        await onePageViewOf(page, 'https://www.alderway.com/specials.html?qa=1');
        await page.inspectorTab('rules');
        const notFound = await page.page.locator('#qa-inspector tr[data-rule="not-found-page"]').first().innerText();
        expect(notFound).to.match(/condition not met\s+needs: the page title says "page not found" or the path is the 404 page/);
        const idle = await page.page.locator('#qa-inspector tr[data-status="not"]').first().innerText();
        expect(idle, 'a rule of the page whose trigger has not happened').to.match(
            /not triggered\s+its trigger has not happened on this page/
        );
        await screenshot(page, 'rules');

        await page.inspectorTab('data elements');
        expect(await page.page.locator('#qa-inspector tr[data-element="coupon code"]').innerText()).to.match(
            /coupon code\s+SPRING25\s+page global: window\.couponCode\s+none: read on each use/
        );
        expect(await page.page.locator('#qa-inspector tr[data-element="reporting account"]').innerText()).to.contain(
            'mmgglobalprod,mmgalderwayusrental'
        );
        await page.page.fill('#qa-inspector input[type=search]', 'loyalty');
        const filtered = await page.page.locator('#qa-inspector tr[data-element]').allInnerTexts();
        expect(filtered.length, 'the filter keeps the loyalty data elements').to.be.within(5, 9);
        expect(filtered.every(row => /loyalty/i.test(row))).to.equal(true);
        await page.page.fill('#qa-inspector input[type=search]', '');
        await screenshot(page, 'data elements');
    });

    it("decodes the page's beacons into the variable map's names, exactly as the emulator received them, and copies one", async () => {
        const page = await bench().newPage();
        await page.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://www.alderway.com' });
        await page.visit('https://www.alderway.com/specials.html?qa=1');
        const received = await onePageViewOf(page, 'https://www.alderway.com/specials.html?qa=1');
        const text = await page.inspectorTab('beacons');
        expect(text).to.contain('page view → mmgglobalprod, mmgalderwayusrental');
        expect(text).to.match(/eVar27\s+Coupon code\s+SPRING25/);
        for (const [param, value] of Object.entries(paramsOf(received))) {
            const rule = WIRE_TO_VARIABLE.find(([pattern]) => pattern.test(param));
            if (rule) {
                const variable = `${rule[1]}${rule[0].exec(param)![1]}`;
                const row = await page.page
                    .locator(`#qa-inspector section.qa-beacon:not([data-earlier]) tr[data-variable="${variable}"]`)
                    .first()
                    .innerText();
                expect(
                    row
                        .split('\t')
                        .map(cell => cell.trim())
                        .pop(),
                    `${variable} as received`
                ).to.equal(value);
            }
        }
        await page.page.click('#qa-inspector section.qa-beacon button[data-copy="url"]');
        await page.page.locator('#qa-inspector .qa-status', { hasText: 'Copied the beacon URL.' }).waitFor();
        const copied = await page.page.evaluate(() => navigator.clipboard.readText());
        expect(new URL(copied).pathname).to.equal(received.path);
        expect(new URL(copied).searchParams.get('v27')).to.equal('SPRING25');
        await screenshot(page, 'beacons');

        // The whole view as a table for a spreadsheet, and everything the inspector holds as a file.
        await page.page.click('#qa-inspector button[data-action="copy-view"]');
        await page.page.locator('#qa-inspector .qa-status', { hasText: 'Copied the view as a table.' }).waitFor();
        expect((await page.page.evaluate(() => navigator.clipboard.readText())).split('\n')).to.include('eVar27\tCoupon code\tSPRING25');
        const [download] = await Promise.all([
            page.page.waitForEvent('download'),
            page.page.click('#qa-inspector button[data-action="export"]')
        ]);
        expect(download.suggestedFilename()).to.match(/^tag-container-qa-www\.alderway\.com-\d+\.json$/);
        const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
            entries: Array<{ kind: string; url?: string }>;
            history: unknown[];
        };
        expect(
            exported.entries.some(entry => entry.kind === 'request' && entry.url?.includes('/b/ss/')),
            'the beacon is in the export'
        ).to.equal(true);
        expect(
            exported.entries.some(entry => entry.kind === 'rule'),
            'and the rules'
        ).to.equal(true);
        expect(exported.history).to.have.length(1);
    });

    it('lists the beacons of a *.localhost page, as npm start prints them', async () => {
        const page = await bench().newPage();
        bench().clearRequests();
        await page.visit(`http://www.alderway.com.localhost:${bench().port}/?tagEnv=staging`);
        await bench().waitForRequest({ kind: 'analytics' }, request => !paramsOf(request).pe);
        const text = await page.inspectorTab('beacons');
        expect(text).not.to.contain('No beacon from this page yet');
        expect(text).to.match(/1 from this page/);
        expect(text).to.contain('page view → mmgglobaldev');
    });

    it("works on a real host without the emulator's QA API: rules, data elements and decoded beacons", async () => {
        bench().setQaApi(false);
        const page = await bench().newPage();
        page.expectError(/status of 404/);
        expect(await page.visit('https://www.alderway.com/__qa/requests'), 'the QA API is off').to.equal(404);
        await page.visit('https://www.alderway.com/?qa=1');
        await onePageViewOf(page, 'https://www.alderway.com/?qa=1');
        expect(await page.inspectorTab('rules')).to.match(/Rules fired: .*page-view/);
        expect(await page.inspectorTab('data elements')).to.match(
            /site brand\s+alderway\s+property table: src\/config\/domains\.ts, by host/
        );
        expect(await page.inspectorTab('beacons')).to.match(/page view → mmgglobalprod, mmgalderwayusrental[\s\S]*pageName/);
    });

    it("keeps an exit-link beacon in the tab's history on the next page of the host", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.ca/?qa=1');
        await onePageViewOf(page, 'https://www.alderway.ca/?qa=1');
        await page.page.locator('#qa-inspector header').waitFor();
        await Promise.all([page.page.waitForURL('https://privacy.alderway.com/'), page.page.click('#privacy-link')]);
        await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_e');
        await page.visit('https://www.alderway.ca/faq.html');
        await onePageViewOf(page, 'https://www.alderway.ca/faq.html');
        await page.inspectorTab('beacons');
        const earlier = page.page.locator('#qa-inspector section.qa-beacon[data-earlier]');
        expect(await earlier.locator('h4').allInnerTexts()).to.include.members([
            'exit link → mmgglobalprod, mmgalderwaycarental sendBeacon · smetrics.alderway.ca · earlier page https://www.alderway.ca/?qa=1'
        ]);
        expect(await earlier.locator('tr[data-variable="link URL"]').first().innerText()).to.contain('https://privacy.alderway.com/');
    });

    it("shows visitor, consent, data layer, personalization and the container's warnings, under the page's strict CSP", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/?qa=1');
        await onePageViewOf(page, 'https://www.alderway.com/?qa=1');
        expect(await page.inspectorTab('visitor')).to.match(/MID \(ECID\)\s+\d{38}[\s\S]*AMCV_/);
        await screenshot(page, 'visitor');
        expect(await page.inspectorTab('consent')).to.match(/GDPR consent \(tracking allowed\)\s+true[\s\S]*notice_behavior/);
        await screenshot(page, 'consent');
        expect(await page.page.evaluate(() => document.cookie)).to.contain('notice_behavior=');
        await page.page.click('#qa-inspector #qa-forget-consent');
        expect(await page.page.evaluate(() => document.cookie), "the banner's cookies are gone").not.to.match(
            /notice_behavior=|notice_gdpr_prefs=/
        );
        // A push the schema refuses: the view says what is wrong with it.
        await page.page.evaluate(() =>
            (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer.push({ event: 'link-click', link: { text: 42 } })
        );
        const dataLayer = await tabUntil(page, 'data layer', /link-click/);
        expect(dataLayer).to.match(/page-view\s+valid/);
        expect(dataLayer).to.match(/link-click\s+Missing required property: eventInfo/);
        expect(dataLayer).to.match(/Items of window\.adobeDataLayer/);
        await screenshot(page, 'data layer');
        expect(await tabUntil(page, 'personalization', /at-request-succeeded/)).to.match(
            /\.tt\.omtrdc\.net\s+page load[\s\S]*at-request-succeeded/
        );
        await screenshot(page, 'personalization');
        await page.page.evaluate(() =>
            (window as unknown as { _satellite: { setCookie(name: string, value: string): void } })._satellite.setCookie('legacy', 'v')
        );
        expect(await page.inspectorTab('errors')).to.contain('_satellite.setCookie is deprecated');
        await screenshot(page, 'errors');
        // It keeps clear of the consent banner at the bottom of the window.
        const [panel, banner] = await Promise.all(
            ['#qa-inspector', '#consent_blackbar'].map(selector => page.page.locator(selector).boundingBox())
        );
        expect(banner && banner.height > 40, 'the banner shows').to.equal(true);
        expect(panel!.y + panel!.height, 'the panel ends above the banner').to.be.at.most(banner!.y);
        // Styled through a constructed stylesheet: the CSP (nonce, no 'unsafe-inline') allows it, and no violation was reported.
        const header = await page.page.locator('#qa-inspector header').evaluate(element => getComputedStyle(element).backgroundColor);
        expect(header).to.equal('rgb(36, 41, 47)');
    });
});
