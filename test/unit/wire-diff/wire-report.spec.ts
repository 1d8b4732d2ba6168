import { expect } from 'chai';
import type { JourneyFacts, JourneyRecord } from '../../../scripts/wire-diff/wire-records';
import { buildReport, compareRun, markdownReport } from '../../../scripts/wire-diff/wire-report';
import { AD_PIXEL_TAG, facts, PAGE_VIEW, PRIVACY_LINK, record, run, withQuery } from './wire-fixtures';

const faq = (host: string): JourneyFacts => facts(`${host} faq /faq.html`, { host, page: 'faq', url: `https://${host}/faq.html` });

const HOME = facts('www.alderway.com rental-home /', { page: 'rental-home', url: 'https://www.alderway.com/' });
const FAQ = faq('www.alderway.com');
const FAQ_CA = faq('www.alderway.ca');
const START = facts('www.alderway.com reservation-step /car-rental/reservation/startReservation.html');

const taken = (journey: JourneyFacts, pageView = PAGE_VIEW): JourneyRecord =>
    record(journey, { 'page load': [pageView, AD_PIXEL_TAG], 'click: privacy link': [PRIVACY_LINK] });

const TIMEOUT = 'page.goto: Timeout 30000ms exceeded.';

describe("The wire diff's report", () => {
    describe('a run compared', () => {
        it('compares every journey asked for, in the order asked, by its id', () => {
            const baseline = [taken(FAQ), taken(HOME)];
            const current = [taken(HOME, withQuery(PAGE_VIEW, { v4: 'prod' })), taken(FAQ)];
            const journeys = compareRun(run(baseline, current, [HOME.id, FAQ.id]));
            expect(journeys.map(journey => [journey.id, journey.status])).to.deep.equal([
                [HOME.id, 'changed'],
                [FAQ.id, 'unchanged']
            ]);
        });

        it('says a journey one build has no record of broken on that build: not taken', () => {
            const journeys = compareRun(run([taken(HOME), taken(FAQ)], [taken(HOME)], [HOME.id, FAQ.id]));
            expect(journeys[1]).to.deep.equal({ ...FAQ, status: 'broken', differences: [], errors: { current: 'not taken' } });
            const other = compareRun(run([taken(HOME)], [taken(HOME), taken(FAQ)], [HOME.id, FAQ.id]));
            expect(other[1]).to.deep.equal({ ...FAQ, status: 'broken', differences: [], errors: { baseline: 'not taken' } });
        });
    });

    describe('a run that lacks a journey on both builds', () => {
        it('is refused as incomplete, naming the journey', () => {
            expect(() => compareRun(run([taken(HOME)], [taken(HOME)], [HOME.id, FAQ.id]))).to.throw(
                `The journey ${FAQ.id} was asked for and neither build has a record of it: the run is incomplete.`
            );
        });
    });

    describe("the report's data", () => {
        const baseline = [taken(HOME), taken(FAQ), taken(FAQ_CA), taken(START)];
        const current = [
            taken(HOME),
            taken(FAQ, withQuery(PAGE_VIEW, { v4: 'prod' })),
            taken(FAQ_CA, withQuery(PAGE_VIEW, { v4: 'prod' })),
            record(START, { 'page load': [PAGE_VIEW] }, TIMEOUT)
        ];
        const report = buildReport(run(baseline, current), '2026-11-29T02:30:00.000Z');

        it('counts the journeys unchanged, changed and broken', () => {
            expect(report.summary).to.deep.equal({ journeys: 4, unchanged: 1, changed: 2, broken: 1 });
        });

        it('names both builds, when it was made and how long the run took', () => {
            expect(report).to.include({ format: 1, createdAt: '2026-11-29T02:30:00.000Z', wallMs: 61_400 });
            expect(report.baseline).to.deep.equal({ ref: 'main', commit: '3f2a9c1' });
            expect(report.current).to.deep.equal({ ref: 'HEAD', commit: '8d41e07+' });
        });

        it('groups the changes, and lists the broken journeys with the error of each build', () => {
            expect(report.groups.map(group => [group.field, group.where])).to.deep.equal([
                ['eVar4', 'the 2 faq pages of the 2 rental hosts']
            ]);
            expect(report.broken).to.deep.equal([{ journey: START.id, current: TIMEOUT }]);
        });

        it("lists every journey's facts and status, without its differences", () => {
            expect(report.journeys).to.deep.equal([
                { ...HOME, status: 'unchanged' },
                { ...FAQ, status: 'changed' },
                { ...FAQ_CA, status: 'changed' },
                { ...START, status: 'broken' }
            ]);
        });
    });

    describe('in markdown', () => {
        it('starts with the builds, then the summary line', () => {
            const lines = markdownReport(buildReport(run([taken(HOME)], [taken(HOME)]))).split('\n');
            expect(lines[0]).to.equal('# What changes on the wire: main (3f2a9c1) → HEAD (8d41e07+)');
            expect(lines[1]).to.equal('');
            expect(lines[2]).to.equal('1 journeys: **1 unchanged, 0 changed, 0 broken** (both builds in 61 s).');
        });

        it('says that nothing changes on the wire when nothing does, and has no section then', () => {
            const markdown = markdownReport(buildReport(run([taken(HOME), taken(FAQ)], [taken(HOME), taken(FAQ)])));
            expect(markdown).to.include('\nNothing changes on the wire.\n');
            expect(markdown).not.to.include('## ');
        });

        it('has a section for each category with changes, in the order of the categories, and none for the others', () => {
            const markdown = markdownReport(
                buildReport(
                    run(
                        [taken(HOME), taken(FAQ), taken(FAQ_CA)],
                        [
                            taken(HOME, withQuery(PAGE_VIEW, { v4: 'prod' })),
                            record(FAQ, { 'page load': [PAGE_VIEW], 'click: privacy link': [PRIVACY_LINK] }),
                            taken(FAQ_CA, { ...PAGE_VIEW, path: PAGE_VIEW.path.replace('mmgglobalprod,', 'mmgglobaldev,') })
                        ]
                    )
                )
            );
            const headings = markdown.split('\n').filter(line => line.startsWith('## '));
            expect(headings).to.deep.equal([
                '## Beacons that go to other report suites',
                '## Requests that disappear',
                '## Values that change'
            ]);
            expect(markdown).not.to.include('Nothing changes on the wire.');
            expect(markdown).to.include(`\n- No more: tag ad-pixel, on ${FAQ.id}\n  - 1 journey, 1 request: ${FAQ.id}\n`);
        });

        it('says how many journeys and requests a change is on, naming the first three', () => {
            const journeys = ['www.alderway.com', 'www.alderway.ca', 'www.alderway.co.uk', 'www.alderway.ie'].map(faq);
            const markdown = markdownReport(
                buildReport(
                    run(
                        journeys.map(journey => taken(journey)),
                        journeys.map(journey => taken(journey, withQuery(PAGE_VIEW, { v4: 'prod' })))
                    )
                )
            );
            expect(markdown).to.include(
                '\n- eVar4 (Environment) of the page view on the 4 faq pages of the 4 rental hosts: `production` → `prod`\n' +
                    `  - 4 journeys, 4 requests: ${journeys[0].id}; ${journeys[1].id}; ${journeys[2].id}; and 1 more\n`
            );
            const three = journeys.slice(0, 3);
            const short = markdownReport(
                buildReport(
                    run(
                        three.map(journey => taken(journey)),
                        three.map(journey => taken(journey, withQuery(PAGE_VIEW, { v4: 'prod' })))
                    )
                )
            );
            expect(short).to.include(`  - 3 journeys, 3 requests: ${three[0].id}; ${three[1].id}; ${three[2].id}\n`);
        });

        it('lists the journeys that could not be taken, with the error of each build', () => {
            const markdown = markdownReport(
                buildReport(run([taken(HOME), record(FAQ, {}, 'net::ERR_CONNECTION_REFUSED')], [taken(HOME), record(FAQ, {}, TIMEOUT)]))
            );
            expect(markdown).to.include('**1 unchanged, 0 changed, 1 broken**');
            expect(markdown).to.include(
                `## Journeys that could not be taken\n\n- ${FAQ.id}: baseline: net::ERR_CONNECTION_REFUSED; current: ${TIMEOUT}\n`
            );
            expect(markdown, 'a broken run is not a run where nothing changes').not.to.include('Nothing changes on the wire.');
        });

        it('lists a journey one build did not take as not taken on that build', () => {
            const markdown = markdownReport(buildReport(run([taken(HOME), taken(FAQ)], [taken(HOME)], [HOME.id, FAQ.id])));
            expect(markdown).to.include(`- ${FAQ.id}: current: not taken\n`);
        });
    });
});
