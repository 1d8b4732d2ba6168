import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BenchTarget } from '../../scripts/bench/bench-target';
import type { BuildUnderTest } from '../../scripts/wire-diff/build-under-test';
import type { Journey } from '../../scripts/wire-diff/journey';
import { allJourneys, selectJourneys } from '../../scripts/wire-diff/journey-catalogue';
import { takeJourneys } from '../../scripts/wire-diff/journey-taker';
import type { ChangeGroup, WireDiffReport } from '../../scripts/wire-diff/wire-differences';
import { buildReport, markdownReport } from '../../scripts/wire-diff/wire-report';
import { bench } from './fixture';
import { PatchedBuild } from './patched-build';

const ROOT = path.resolve(__dirname, '../..');

/** The journeys of these hosts: two rental hosts with the reservation funnel and an FAQ page, and a careers host. */
const HOSTS = ['www.alderway.com', 'reservations.alderway.com', 'careers.alderway.ie'];

/**
 * Three changes made by hand, one of each kind the analytics team fears: an eVar's data element
 * altered, a click rule's event removed, a host moved to another report suite.
 */
const CHANGES = [
    {
        file: 'src/extensions/core/page-data-elements.ts',
        find: "{ name: 'checkout funnel step', get: () => FUNNEL_STEPS[this.page.path] }",
        replace: "{ name: 'checkout funnel step', get: () => FUNNEL_STEPS[this.page.path]?.toUpperCase() }"
    },
    {
        file: 'src/rules/faq-question-rule.ts',
        find: 'values: { [VARIABLE.faqQuestion]: question, [VARIABLE.faqOpen]: true }',
        replace: 'values: { [VARIABLE.faqQuestion]: question }'
    },
    {
        file: 'src/config/report-suites.ts',
        find: "['alderway', 'ie', 'careers', 'mmgalderwayiecareers'],",
        replace: "['alderway', 'ie', 'careers', 'mmgalderwayeucareers'],"
    }
] as const;

async function buildUnderTest(name: BuildUnderTest['name'], distDir: string): Promise<BuildUnderTest> {
    const target = await BenchTarget.start(distDir, path.join(ROOT, 'dist/demo'), ['--disable-site-isolation-trials']);
    const page = await target.browser.newPage();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await page.context().close();
    return { name, target, userAgent, hasHealthFile: true };
}

/** The journeys of HOSTS taken on both builds, compared. */
async function compare(baselineDist: string, currentDist: string): Promise<WireDiffReport> {
    const journeys = selectJourneys(allJourneys(), { hosts: HOSTS });
    const baseline = await buildUnderTest('baseline', baselineDist);
    const current = await buildUnderTest('current', currentDist);
    try {
        const started = Date.now();
        const records = await takeJourneys(journeys, { baseline, current }, 6);
        return buildReport({
            format: 1,
            baseline: { ref: 'this checkout', commit: 'dist' },
            current: { ref: 'three hand-made changes', commit: 'patched' },
            asked: journeys.map(journey => journey.id),
            journeys: records,
            wallMs: Date.now() - started
        });
    } finally {
        await baseline.target.stop();
        await current.target.stop();
    }
}

const journeysOf = (group: ChangeGroup) => [...new Set(group.occurrences.map(occurrence => occurrence.journey))].sort();
const idsOf = (predicate: (journey: Journey) => boolean) =>
    selectJourneys(allJourneys(), { hosts: HOSTS })
        .filter(predicate)
        .map(journey => journey.id)
        .sort();

describe('The wire diff in Chromium: journeys on two builds, compared', function () {
    this.timeout(240000);
    let patched: PatchedBuild | undefined;
    let report: WireDiffReport;

    before(function () {
        this.timeout(180000);
        patched = PatchedBuild.prepare(CHANGES);
    });

    after(() => patched?.remove());

    it('finds nothing between a build and itself', async () => {
        const same = await compare(path.join(ROOT, 'dist'), path.join(ROOT, 'dist'));
        expect(same.summary.journeys).to.be.greaterThan(15);
        expect(same.summary, markdownReport(same)).to.include({ unchanged: same.summary.journeys, changed: 0, broken: 0 });
        expect(same.groups).to.deep.equal([]);
    });

    it('finds each of three hand-made changes, names it, and groups it with every journey it happens on', async () => {
        report = await compare(path.join(ROOT, 'dist'), patched!.distDir);
        const said = markdownReport(report);
        expect(report.summary.broken, said).to.equal(0);

        // The eVar: one group per value it had, each with every journey that shows the step's page
        // first (the route matrix's on both rental hosts, and the funnel walked through).
        const start = report.groups.find(
            group => group.field === 'eVar30' && group.what === 'page view' && group.before === 'reservation:1 start reservation'
        );
        expect(start, said).to.include({ category: 'variable', after: 'RESERVATION:1 START RESERVATION' });
        expect(start!.title).to.equal(
            'eVar30 (Checkout funnel step) of the page view on the 3 reservation-step pages of the 2 rental hosts: `reservation:1 start reservation` → `RESERVATION:1 START RESERVATION`'
        );
        expect(journeysOf(start!)).to.deep.equal(idsOf(journey => journey.url.endsWith('/car-rental/reservation/startReservation.html')));

        // The click rule's event: the FAQ question's beacon on every FAQ page, and nowhere else.
        const faq = report.groups.find(group => group.field === 'events' && group.before === 'event20');
        expect(faq, said).to.include({ category: 'variable', what: 'custom link' });
        expect(faq!.after).to.equal(undefined);
        expect(faq!.title).to.match(/^events of the custom link on the 2 faq pages of the 2 rental hosts: `event20` → \(not sent\)$/);
        expect(journeysOf(faq!)).to.deep.equal(idsOf(journey => journey.page === 'faq'));

        // The report suite: called out first, with every journey of the careers host.
        const suites = report.groups.filter(group => group.category === 'report suite');
        expect(report.groups[0].category, said).to.equal('report suite');
        expect(suites.map(group => [group.before, group.after])).to.deep.include([
            'mmgglobalprod,mmgalderwayiecareers',
            'mmgglobalprod,mmgalderwayeucareers'
        ]);
        expect([...new Set(suites.flatMap(journeysOf))].sort()).to.deep.equal(idsOf(journey => journey.host === 'careers.alderway.ie'));

        // And nothing else: the child suite's eVar3 moves with the suite; no request came or went.
        const fields = [...new Set(report.groups.map(group => `${group.category} ${group.field ?? ''}`))].sort();
        expect(fields, said).to.deep.equal(['report suite reportSuites', 'variable eVar3', 'variable eVar30', 'variable events']);
        expect(report.summary.changed).to.equal(
            new Set(report.groups.flatMap(journeysOf)).size,
            'every changed journey is in a group, and every group names changed journeys'
        );
    });

    it('draws the report on /__qa/wire-diff: the suites first, each change opening both requests side by side', async () => {
        expect(report, 'the report of the hand-made changes').not.to.equal(undefined);
        const folder = mkdtempSync(path.join(os.tmpdir(), 'tag-container-wire-diff-'));
        const server = bench().server;
        const before = server.wireDiffReport;
        try {
            server.wireDiffReport = path.join(folder, 'report.json');
            writeFileSync(server.wireDiffReport, JSON.stringify(report));
            const page = await bench().newPage();
            await page.visit('https://www.alderway.com/__qa/wire-diff');
            const main = page.page.locator('main.wire-diff[data-state="ready"]');
            await main.waitFor();
            const rows = main.locator('[data-category]');
            expect(await rows.count()).to.equal(report.groups.length);
            expect(await rows.first().getAttribute('data-category')).to.equal('report suite');
            const faq = report.groups.findIndex(group => group.field === 'events');
            const row = rows.nth(faq);
            await row.locator('button.change-toggle').click();
            const differing = await row
                .locator('.side-by-side tr[data-differs]')
                .evaluateAll(cells => cells.map(cell => cell.getAttribute('data-field')));
            expect(differing).to.deep.equal(['events']);
        } finally {
            server.wireDiffReport = before;
            rmSync(folder, { recursive: true, force: true });
        }
    });
});
