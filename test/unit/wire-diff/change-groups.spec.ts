import { expect } from 'chai';
import { fieldTitle, groupChanges, whereSaid } from '../../../scripts/wire-diff/change-groups';
import { compareJourney, WHOLE_JOURNEY } from '../../../scripts/wire-diff/wire-comparison';
import type { JourneyFacts, SentRequest } from '../../../scripts/wire-diff/wire-records';
import { AD_PIXEL_TAG, CONSENT_BANNER, facts, PAGE_VIEW, PRIVACY_LINK, record, withQuery } from './wire-fixtures';

const START = '/car-rental/reservation/startReservation.html';

/** The first reservation step of a rental host. */
const step = (host: string, country = 'us'): JourneyFacts =>
    facts(`${host} reservation-step ${START}`, { host, country, url: `https://${host}${START}` });

const faq = (host: string, siteType = 'rental'): JourneyFacts =>
    facts(`${host} faq /faq.html`, { host, siteType, page: 'faq', url: `https://${host}/faq.html` });

const WWW = step('www.alderway.com');
const RESERVATIONS = step('reservations.alderway.com');
const CANADA = step('www.alderway.ca', 'ca');

/** The page view as a host sends it. */
const pageView = (journey: JourneyFacts, values: Readonly<Record<string, string | undefined>> = {}): SentRequest =>
    withQuery(PAGE_VIEW, { server: journey.host, g: journey.url, ...values });

/** A journey compared: the page load on both builds, what the current build sends instead. */
function compared(journey: JourneyFacts, before: readonly SentRequest[], after: readonly SentRequest[]) {
    return compareJourney(record(journey, { 'page load': before }), record(journey, { 'page load': after }));
}

describe("The wire diff's groups of changes", () => {
    describe("a field's title", () => {
        it('adds the name the analytics team knows a variable of the map by', () => {
            expect(fieldTitle('eVar30')).to.equal('eVar30 (Checkout funnel step)');
            expect(fieldTitle('prop5')).to.equal('prop5 (Visit start)');
            expect(fieldTitle('pageName')).to.equal('pageName (Page name)');
            expect(fieldTitle('contextData.link.fileName')).to.equal('contextData.link.fileName (Link file name)');
        });

        it('is the field alone where the map has no such variable', () => {
            expect(fieldTitle('lrt')).to.equal('lrt');
            expect(fieldTitle('context.address.url')).to.equal('context.address.url');
            expect(fieldTitle('eVar249')).to.equal('eVar249');
        });
    });

    describe('where a change happens, in words', () => {
        it('names the one journey by its id', () => {
            expect(whereSaid([WWW])).to.equal('www.alderway.com reservation-step /car-rental/reservation/startReservation.html');
        });

        it('says one page type of one site type by their counts', () => {
            expect(whereSaid([faq('www.alderway.com'), faq('www.alderway.ca')])).to.equal('the 2 faq pages of the 2 rental hosts');
            expect(whereSaid([WWW, RESERVATIONS, CANADA])).to.equal('the 3 reservation-step pages of the 3 rental hosts');
        });

        it('counts a host once, however many of its pages the change is on', () => {
            const dashboard = facts('loyalty.alderway.com loyalty-dashboard /dashboard', {
                host: 'loyalty.alderway.com',
                siteType: 'loyalty',
                page: 'loyalty-dashboard'
            });
            const welcome = { ...dashboard, id: 'loyalty.alderway.com loyalty-dashboard /dashboard?welcome=1' };
            expect(whereSaid([dashboard, welcome])).to.equal('the 2 loyalty-dashboard pages of the 1 loyalty host');
        });

        it('says mixed page types and site types with their counts, the most first, then by name', () => {
            const job = facts('careers.alderway.com job /jobs/J-1042', { host: 'careers.alderway.com', siteType: 'careers', page: 'job' });
            expect(whereSaid([faq('www.alderway.com'), job, faq('www.alderway.ca')])).to.equal(
                '3 pages (faq 2, job 1) of 3 hosts (rental 2, careers 1)'
            );
            expect(whereSaid([faq('www.alderway.com'), faq('www.alderwayshare.com', 'car share')])).to.equal(
                'the 2 faq pages of 2 hosts (car share 1, rental 1)'
            );
            expect(whereSaid([faq('www.alderway.com'), WWW])).to.equal('2 pages (faq 1, reservation-step 1) of the 1 rental host');
        });
    });

    describe('the groups', () => {
        it('make one group of the same change on several journeys, with every occurrence', () => {
            const journeys = [WWW, RESERVATIONS, CANADA].map(journey =>
                compared(journey, [pageView(journey)], [pageView(journey, { v30: 'reservation:1 start' })])
            );
            const groups = groupChanges(journeys);
            expect(groups).to.have.length(1);
            expect(groups[0]).to.deep.include({
                category: 'variable',
                what: 'page view',
                field: 'eVar30',
                before: 'reservation:1 start reservation',
                after: 'reservation:1 start',
                where: 'the 3 reservation-step pages of the 3 rental hosts',
                title:
                    'eVar30 (Checkout funnel step) of the page view on the 3 reservation-step pages of the 3 rental hosts: ' +
                    '`reservation:1 start reservation` → `reservation:1 start`'
            });
            expect(groups[0].occurrences.map(occurrence => [occurrence.journey, occurrence.step])).to.deep.equal([
                [WWW.id, 'page load'],
                [RESERVATIONS.id, 'page load'],
                [CANADA.id, 'page load']
            ]);
            expect(groups[0].occurrences[2].before!.fields.server).to.equal('www.alderway.ca');
            expect(groups[0].occurrences[2].after!.fields.eVar30).to.equal('reservation:1 start');
        });

        it('keep apart the same field changed to other values', () => {
            const journeys = [
                compared(WWW, [pageView(WWW)], [pageView(WWW, { v30: 'reservation:1 start' })]),
                compared(CANADA, [pageView(CANADA)], [pageView(CANADA, { v30: 'reservation:1' })])
            ];
            const groups = groupChanges(journeys);
            expect(groups.map(group => [group.after, group.where])).to.have.deep.members([
                ['reservation:1 start', WWW.id],
                ['reservation:1', CANADA.id]
            ]);
        });

        it('say a value no longer sent, or sent for the first time, as not sent', () => {
            const [dropped] = groupChanges([compared(WWW, [pageView(WWW)], [pageView(WWW, { c6: undefined })])]);
            expect(dropped).to.deep.include({ field: 'prop6', before: '1' });
            expect(dropped).not.to.have.property('after');
            expect(dropped.title).to.equal(`prop6 (Approved domain) of the page view on ${WWW.id}: \`1\` → (not sent)`);
        });

        it('count an occurrence per step a change happens in', () => {
            const before = record(WWW, { 'page load': [pageView(WWW)], 'click: privacy link': [PRIVACY_LINK] });
            const after = record(WWW, {
                'page load': [pageView(WWW, { cc: 'EUR' })],
                'click: privacy link': [withQuery(PRIVACY_LINK, { cc: 'EUR' })]
            });
            const groups = groupChanges([compareJourney(before, after)]);
            expect(
                groups.map(group => [group.what, group.field, group.occurrences.map(occurrence => occurrence.step)])
            ).to.have.deep.members([
                ['page view', 'cc', ['page load']],
                ['custom link', 'cc', ['click: privacy link']]
            ]);
        });

        it('put the report suites first, then what appears, then what disappears, then the values, whatever their counts', () => {
            const journeys = [
                // A value that changes on all three journeys.
                ...[WWW, RESERVATIONS, CANADA].map(journey =>
                    compared(journey, [pageView(journey), AD_PIXEL_TAG], [pageView(journey, { v4: 'prod' }), AD_PIXEL_TAG])
                ),
                // Another suite on one, a tag gone on another, a banner new on the third.
                compared(
                    faq('www.alderway.com'),
                    [PAGE_VIEW],
                    [{ ...PAGE_VIEW, path: PAGE_VIEW.path.replace('mmgglobalprod,', 'mmgglobaldev,') }]
                ),
                compared(faq('www.alderway.ca'), [PAGE_VIEW, AD_PIXEL_TAG], [PAGE_VIEW]),
                compared(faq('reservations.alderway.com'), [PAGE_VIEW], [PAGE_VIEW, CONSENT_BANNER])
            ];
            const groups = groupChanges(journeys);
            expect(groups.map(group => group.category)).to.deep.equal(['report suite', 'appeared', 'disappeared', 'variable']);
            expect(groups[0].title).to.equal(
                'The page view goes to other report suites on www.alderway.com faq /faq.html: ' +
                    '`mmgglobalprod,mmgalderwayusrental` → `mmgglobaldev,mmgalderwayusrental`'
            );
            expect(groups[1].title).to.equal('New: banner script, on reservations.alderway.com faq /faq.html');
            expect(groups[2]).to.deep.include({ title: 'No more: tag ad-pixel, on www.alderway.ca faq /faq.html', what: 'tag ad-pixel' });
            expect(groups[2].occurrences).to.deep.equal([
                { journey: 'www.alderway.ca faq /faq.html', step: WHOLE_JOURNEY, before: groups[2].occurrences[0].before }
            ]);
            expect(groups[3]).to.deep.include({ field: 'eVar4', before: 'production', after: 'prod' });
            expect(groups[3].occurrences).to.have.length(3);
        });

        it('put the changes of one category seen most often first', () => {
            const journeys = [
                compared(WWW, [pageView(WWW)], [pageView(WWW, { v3: 'mmgalderwayus', v6: 'Repeat' })]),
                compared(CANADA, [pageView(CANADA)], [pageView(CANADA, { v6: 'Repeat' })])
            ];
            expect(groupChanges(journeys).map(group => [group.field, group.occurrences.length])).to.deep.equal([
                ['eVar6', 2],
                ['eVar3', 1]
            ]);
        });

        it('say a beacon that appears by what it is, its link name, its events and its report suites', () => {
            const [group] = groupChanges([compared(WWW, [], [withQuery(PRIVACY_LINK, { events: 'event302', lrt: undefined })])]);
            expect(group).to.deep.include({
                category: 'appeared',
                what: 'custom link',
                title: `New: custom link · Privacy statement · event302 · mmgglobalprod,mmgalderwayusrental, on ${WWW.id}`
            });
            expect(group).not.to.have.any.keys('field', 'before', 'after');
        });

        it('keep apart beacons that appear with other link names', () => {
            const journeys = [
                compared(WWW, [], [withQuery(PRIVACY_LINK, { lrt: undefined })]),
                compared(CANADA, [], [withQuery(PRIVACY_LINK, { pev2: 'Cookie settings', lrt: undefined })])
            ];
            expect(groupChanges(journeys).map(group => group.title)).to.deep.equal([
                `New: custom link · Cookie settings · mmgglobalprod,mmgalderwayusrental, on ${CANADA.id}`,
                `New: custom link · Privacy statement · mmgglobalprod,mmgalderwayusrental, on ${WWW.id}`
            ]);
        });

        it('are none when no journey changed', () => {
            expect(groupChanges([compared(WWW, [PAGE_VIEW], [PAGE_VIEW])])).to.deep.equal([]);
            expect(groupChanges([])).to.deep.equal([]);
        });
    });
});
