import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Locator } from 'playwright-core';
import { WIRE_DIFF_COMMAND, WIRE_DIFF_PAGE_CSP } from '../../demo-site/server/wire-diff-page';
import type { WireDiffReport, WireRequest } from '../../scripts/wire-diff/wire-differences';
import type { BenchPage } from './bench';
import { callEmulator } from './emulator/emulator-client';
import { bench } from './fixture';
import { openReportPage } from './report-page';

const PAGE_URL = 'https://www.alderway.com/__qa/wire-diff';
const SCREENSHOT = path.resolve(__dirname, '../../test-results/wire-diff-page.png');

/** A page view beacon of a Canadian rental host, its fields as the wire diff reads them. */
function pageView(host: string, page: string, fields: Record<string, string>): WireRequest {
    const query = new URLSearchParams({ pageName: page, ...fields }).toString();
    return {
        kind: 'analytics',
        what: 'page view',
        method: 'GET',
        host: 'smetrics.alderway.ca',
        path: '/b/ss/‹report suites›/1/JS-2.22.0/‹cache buster›',
        fields: { pageName: page, g: `https://${host}/`, ...fields, t: '‹hit time›' },
        sent: { url: `https://smetrics.alderway.ca/b/ss/mmgalderwaycarental,mmgglobalprod/1/JS-2.22.0/s41318227?${query}` }
    };
}

const HOME = pageView('www.alderway.ca', 'alderway:ca:rental:home', {
    reportSuites: 'mmgalderwaycarental,mmgglobalprod',
    eVar3: 'mmgalderwaycarental',
    eVar30: 'home',
    prop6: '1'
});
const RESERVATION = pageView('reservations.alderway.ca', 'alderway:ca:rental:reservation:vehicles', {
    reportSuites: 'mmgalderwaycarental,mmgglobalprod',
    eVar3: 'mmgalderwaycarental',
    eVar30: 'reservation:vehicles',
    prop6: '1'
});
const withFields = (request: WireRequest, fields: Record<string, string>): WireRequest => ({
    ...request,
    fields: { ...request.fields, ...fields }
});
const EXIT_LINK: WireRequest = {
    kind: 'analytics',
    what: 'link lnk_e',
    method: 'GET',
    host: 'smetrics.alderway.ca',
    path: '/b/ss/‹report suites›/1/JS-2.22.0/‹cache buster›',
    fields: {
        reportSuites: 'mmgalderwaycarental,mmgglobalprod',
        pe: 'lnk_e',
        pev1: 'https://partners.example.com/roadside',
        pev2: 'Roadside assistance',
        t: '‹hit time›'
    },
    sent: {
        url: 'https://smetrics.alderway.ca/b/ss/mmgalderwaycarental,mmgglobalprod/1/JS-2.22.0/s90211734?pe=lnk_e&pev1=https%3A%2F%2Fpartners.example.com%2Froadside&pev2=Roadside%20assistance'
    }
};

/** Two builds of which the current one reports the Canadian rental hosts to their child suite alone, tracks an exit link and renames a funnel step. */
const REPORT: WireDiffReport = {
    format: 1,
    baseline: { ref: 'main', commit: '5e1c0a2' },
    current: { ref: 'HEAD', commit: '9b7f3d4+' },
    createdAt: '2025-03-14T09:26:53.000Z',
    wallMs: 754000,
    summary: { journeys: 148, unchanged: 141, changed: 6, broken: 1 },
    groups: [
        {
            category: 'report suite',
            title: 'reportSuites on the page views of the 2 rental hosts of alderway ca: mmgalderwaycarental,mmgglobalprod → mmgalderwaycarental',
            what: 'page view',
            field: 'reportSuites',
            before: 'mmgalderwaycarental,mmgglobalprod',
            after: 'mmgalderwaycarental',
            where: 'the 2 rental hosts of alderway ca',
            occurrences: [
                {
                    journey: 'www.alderway.ca home /',
                    step: 'page load',
                    before: HOME,
                    after: withFields(HOME, { reportSuites: 'mmgalderwaycarental' })
                },
                {
                    journey: 'reservations.alderway.ca reservation-step /car-rental/reservation/vehicles',
                    step: 'page load',
                    before: RESERVATION,
                    after: withFields(RESERVATION, { reportSuites: 'mmgalderwaycarental' })
                }
            ]
        },
        {
            category: 'appeared',
            title: 'link lnk_e on the roadside link of the locations page of www.alderway.ca',
            what: 'link lnk_e',
            where: 'the locations page of www.alderway.ca',
            occurrences: [{ journey: 'exit link www.alderway.ca /locations', step: 'click: roadside assistance', after: EXIT_LINK }]
        },
        {
            category: 'variable',
            title: 'eVar30 on the page views of www.alderway.ca: home → landing',
            what: 'page view',
            field: 'eVar30',
            before: 'home',
            after: 'landing',
            where: 'the home page of www.alderway.ca',
            occurrences: [
                { journey: 'www.alderway.ca home /', step: 'page load', before: HOME, after: withFields(HOME, { eVar30: 'landing' }) }
            ]
        }
    ],
    broken: [{ journey: 'consent TCF withdrawal www.alderway.de', current: 'The banner did not show within 10 s' }],
    journeys: []
};

/** The texts of the cells of a side-by-side table's field row: field, baseline, mark, current. */
async function fieldRow(table: Locator, field: string): Promise<string[]> {
    return table.locator(`tr[data-field="${field}"] > *`).allInnerTexts();
}

const openWireDiffPage = (): Promise<BenchPage> => openReportPage(PAGE_URL, WIRE_DIFF_PAGE_CSP, 'main.wire-diff');

describe('The wire-diff page', () => {
    let folder: string;
    let defaultReport: string;

    before(() => {
        folder = mkdtempSync(path.join(tmpdir(), 'wire-diff-page-'));
        defaultReport = bench().server.wireDiffReport;
    });

    afterEach(() => {
        bench().server.wireDiffReport = defaultReport;
    });

    after(() => rmSync(folder, { recursive: true, force: true }));

    it("names both builds, sums the journeys up, lists the changes by category and shows a change's requests side by side", async () => {
        const file = path.join(folder, 'report.json');
        writeFileSync(file, JSON.stringify(REPORT));
        bench().server.wireDiffReport = file;
        const page = await openWireDiffPage();
        const main = page.page.locator('main.wire-diff');

        expect(await main.locator('h1').innerText()).to.equal('Wire diff: main (5e1c0a2) → HEAD (9b7f3d4+)');
        const counts = await main
            .locator('.summary [data-count]')
            .evaluateAll(elements => elements.map(element => [element.getAttribute('data-count'), element.textContent]));
        expect(counts).to.deep.equal([
            ['unchanged', '141 unchanged'],
            ['changed', '6 changed'],
            ['broken', '1 broken'],
            ['journeys', '148']
        ]);
        expect(await main.locator('.summary .wall-time').innerText()).to.equal('12 min 34 s');

        // The rows in the report's order, under their category's heading.
        const rows = main.locator('li[data-category]');
        const listed = await rows.evaluateAll(elements =>
            elements.map(element => ({
                category: element.getAttribute('data-category'),
                section: element.closest('section')?.querySelector('h2')?.textContent,
                title: element.querySelector('.change-title')?.textContent,
                count: element.querySelector('.occurrence-count')?.textContent
            }))
        );
        expect(listed).to.deep.equal(
            REPORT.groups.map(group => ({
                category: group.category,
                section: {
                    'report suite': 'Beacons that go to other report suites',
                    appeared: 'Requests that appear',
                    variable: 'Values that change'
                }[group.category as string],
                title: group.title,
                count: `${group.occurrences.length} ${group.occurrences.length === 1 ? 'occurrence' : 'occurrences'}`
            }))
        );
        expect(await main.locator('.side-by-side').count(), 'rows are closed until opened').to.equal(0);

        // The variable: only eVar30 differs.
        const variable = rows.nth(2);
        const variableToggle = variable.locator('button.change-toggle');
        expect(await variableToggle.getAttribute('aria-expanded')).to.equal('false');
        await variableToggle.click();
        expect(await variableToggle.getAttribute('aria-expanded')).to.equal('true');
        const variableTable = variable.locator('table.side-by-side');
        expect(
            await variableTable.locator('tr[data-field]').evaluateAll(trs => trs.map(tr => tr.getAttribute('data-field')))
        ).to.deep.equal(['pageName', 'g', 'reportSuites', 'eVar3', 'eVar30', 'prop6', 't']);
        expect(
            await variableTable.locator('tr[data-differs]').evaluateAll(trs => trs.map(tr => tr.getAttribute('data-field')))
        ).to.deep.equal(['eVar30']);
        expect(await fieldRow(variableTable, 'eVar30')).to.deep.equal(['eVar30', 'home', '≠', 'landing']);
        expect(await variableTable.locator('tr[data-field="eVar30"]').getAttribute('class')).to.contain('differs');
        expect(await fieldRow(variableTable, 'eVar3')).to.deep.equal(['eVar3', 'mmgalderwaycarental', '', 'mmgalderwaycarental']);
        expect(await variableTable.locator('tr.what').innerText()).to.match(/^what\s+page view\s+page view$/);
        expect(await variableTable.locator('tr.request').innerText()).to.contain(
            'GET smetrics.alderway.ca /b/ss/‹report suites›/1/JS-2.22.0/'
        );
        const sent = variableTable.locator('details.sent').first();
        expect(await sent.locator('.url').isVisible(), 'the request as sent is folded').to.equal(false);
        await sent.locator('summary').click();
        expect(await sent.locator('.url').innerText()).to.equal(HOME.sent.url);

        // The report suite: the first occurrence, then the one the reader picks.
        const suite = rows.nth(0);
        await suite.locator('button.change-toggle').click();
        const occurrences = suite.locator('button.occurrence');
        expect(
            await occurrences.evaluateAll(buttons =>
                buttons.map(button => [button.getAttribute('data-journey'), button.getAttribute('aria-pressed')])
            )
        ).to.deep.equal([
            ['www.alderway.ca home /', 'true'],
            ['reservations.alderway.ca reservation-step /car-rental/reservation/vehicles', 'false']
        ]);
        const suiteTable = suite.locator('table.side-by-side');
        expect(await fieldRow(suiteTable, 'pageName')).to.deep.equal([
            'pageName',
            'alderway:ca:rental:home',
            '',
            'alderway:ca:rental:home'
        ]);
        await occurrences.nth(1).click();
        expect(await occurrences.nth(1).getAttribute('aria-pressed')).to.equal('true');
        expect(await fieldRow(suiteTable, 'pageName')).to.deep.equal([
            'pageName',
            'alderway:ca:rental:reservation:vehicles',
            '',
            'alderway:ca:rental:reservation:vehicles'
        ]);
        expect(await fieldRow(suiteTable, 'reportSuites')).to.deep.equal([
            'reportSuites',
            'mmgalderwaycarental,mmgglobalprod',
            '≠',
            'mmgalderwaycarental'
        ]);
        expect(await fieldRow(suiteTable, 'eVar30')).to.deep.equal(['eVar30', 'reservation:vehicles', '', 'reservation:vehicles']);

        // The beacon that appeared: no request on the baseline's side, said once for all its fields.
        const appeared = rows.nth(1);
        await appeared.locator('button.change-toggle').click();
        const appearedTable = appeared.locator('table.side-by-side');
        expect(await appearedTable.locator('tr.what').innerText()).to.match(/^what\s+\(no request\)\s+link lnk_e$/);
        expect(await fieldRow(appearedTable, 'reportSuites')).to.deep.equal([
            'reportSuites',
            '(no request)',
            '',
            'mmgalderwaycarental,mmgglobalprod'
        ]);
        expect(await fieldRow(appearedTable, 'pev2')).to.deep.equal(['pev2', '', 'Roadside assistance']);
        expect(await appearedTable.locator('tr[data-differs]').count()).to.equal(0);

        const broken = main.locator('.broken-journeys tbody tr');
        expect(await broken.evaluateAll(trs => trs.map(tr => Array.from(tr.children).map(cell => cell.textContent)))).to.deep.equal([
            ['consent TCF withdrawal www.alderway.de', 'taken to its end', 'The banner did not show within 10 s']
        ]);
        // Nothing is styled inline: the page's CSP would refuse it (and the bench fails on its console error).
        expect(await page.page.evaluate(() => document.querySelectorAll('[style]').length)).to.equal(0);
        mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
        await page.page.screenshot({ path: SCREENSHOT, fullPage: true });
    });

    it('says that nothing changes on the wire when the report has no change', async () => {
        const file = path.join(folder, 'unchanged.json');
        const unchanged: WireDiffReport = {
            ...REPORT,
            summary: { journeys: 148, unchanged: 148, changed: 0, broken: 0 },
            groups: [],
            broken: []
        };
        writeFileSync(file, JSON.stringify(unchanged));
        bench().server.wireDiffReport = file;
        const page = await openWireDiffPage();
        expect(await page.page.locator('p.no-changes').innerText()).to.equal('Nothing changes on the wire.');
        expect(await page.page.locator('[data-category]').count()).to.equal(0);
    });

    it('says how to make a report when there is none', async () => {
        bench().server.wireDiffReport = path.join(folder, 'none.json');
        const answer = await callEmulator(`${PAGE_URL}/report.json`);
        expect(answer.status).to.equal(404);
        expect((JSON.parse(answer.body) as { error: string }).error).to.contain(WIRE_DIFF_COMMAND);

        const page = await bench().newPage();
        // The browser logs the report's 404 as a console error; the page says what to do about it.
        page.expectError(/status of 404/);
        expect(await page.visit(PAGE_URL)).to.equal(200);
        await page.page.locator('main.wire-diff[data-state="missing"]').waitFor();
        const missing = await page.page.locator('main.wire-diff p.missing').innerText();
        expect(missing).to.contain(`${WIRE_DIFF_COMMAND}`);
        expect(missing).to.match(/^No report yet: .*\.$/);
    });
});
