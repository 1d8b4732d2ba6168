import { expect } from 'chai';
import type { Journey } from '../../../scripts/wire-diff/journey';
import { allJourneys, selectJourneys } from '../../../scripts/wire-diff/journey-catalogue';
import { DOMAINS } from '../../../src/config/domains';
import { routeVisits } from '../../../test/browser/route-visits';

const ids = (journeys: readonly Journey[]) => journeys.map(journey => journey.id);

describe("The wire diff's journeys", () => {
    let catalogue: Journey[];
    before(() => {
        catalogue = allJourneys();
    });

    describe('the catalogue', () => {
        it('names each journey once: the id pairs its records on both builds', () => {
            expect(new Set(ids(catalogue)).size).to.equal(catalogue.length);
        });

        it('takes each visit of the route matrix once, as a route journey on its host and page type, first', () => {
            const visits = routeVisits();
            const routes = catalogue.filter(journey => journey.family === 'route');
            expect(routes.map(journey => [journey.url, journey.host, journey.page])).to.deep.equal(
                visits.map(visit => [visit.url, visit.host, visit.kind])
            );
            expect(ids(catalogue.slice(0, routes.length)), 'the route journeys come first').to.deep.equal(ids(routes));
        });

        it('gives each journey the facts of its first host in the property', () => {
            for (const journey of catalogue) {
                const row = DOMAINS.find(candidate => candidate.host === journey.host);
                expect(row, journey.id).not.to.equal(undefined);
                expect({ brand: journey.brand, country: journey.country, siteType: journey.siteType }, journey.id).to.deep.equal({
                    brand: row!.brand,
                    country: row!.country,
                    siteType: row!.siteType
                });
                expect(new URL(journey.url).host, journey.id).to.equal(journey.host);
            }
        });

        it('has the journeys the matrix does not take: a funnel, consent answers, a data-layer push, a personalized page, an exit link', () => {
            const extra = catalogue.filter(journey => journey.family !== 'route');
            expect(extra.map(journey => [journey.family, journey.host, journey.page])).to.have.deep.members([
                ['funnel', 'reservations.alderway.com', 'reservation-step'],
                ['consent', 'www.alderway.co.uk', 'home'],
                ['consent', 'www.alderway.co.uk', 'home'],
                ['consent', 'www.alderway.co.uk', 'home'],
                ['consent', 'www.alderway.de', 'home'],
                ['consent', 'www.alderway.de', 'home'],
                ['consent', 'www.alderway.de', 'home'],
                ['data layer', 'www.alderway.com', 'home'],
                ['personalization', 'www.alderway.com', 'home'],
                ['exit link', 'www.alderway.ca', 'home']
            ]);
        });

        it('answers the banner three ways on an EU host and on a TCF host', () => {
            const consent = ids(catalogue.filter(journey => journey.family === 'consent'));
            expect(consent).to.have.members(
                ['accept', 'reject', 'withdrawal'].flatMap(answer => [
                    `consent EU ${answer} www.alderway.co.uk`,
                    `consent TCF ${answer} www.alderway.de`
                ])
            );
        });
    });

    describe('a selection', () => {
        it('of everything is the catalogue, in its order', () => {
            expect(ids(selectJourneys(catalogue, {}))).to.deep.equal(ids(catalogue));
        });

        it('by host takes the journeys that start on it', () => {
            const chosen = selectJourneys(catalogue, { hosts: ['careers.alderway.com'] });
            expect(chosen.map(journey => journey.page)).to.deep.equal(['careers-search', 'job-results', 'job']);
        });

        it('by registrable domain takes every host of it, and no host of a longer name that ends alike', () => {
            const chosen = selectJourneys(catalogue, { hosts: ['alderway.co.uk'] });
            const hosts = new Set(chosen.map(journey => journey.host));
            expect([...hosts]).to.have.members(DOMAINS.filter(row => row.host.endsWith('.alderway.co.uk')).map(row => row.host));
            expect(hosts).to.include('www.alderway.co.uk').and.to.include('careers.alderway.co.uk');
            expect(hosts, 'another domain').not.to.include('www.alderwayshare.co.uk');
            expect(chosen.filter(journey => journey.family === 'consent')).to.have.length(3);
        });

        it('by several hosts takes the journeys of any of them', () => {
            const chosen = selectJourneys(catalogue, { hosts: ['www.alderway.ca', 'www.alderway.de'] });
            expect(new Set(chosen.map(journey => journey.host))).to.deep.equal(new Set(['www.alderway.ca', 'www.alderway.de']));
            expect(chosen.length).to.equal(
                catalogue.filter(journey => ['www.alderway.ca', 'www.alderway.de'].includes(journey.host)).length
            );
        });

        it('by page type takes the journeys whose first page is of it', () => {
            const chosen = selectJourneys(catalogue, { pages: ['faq'] });
            expect(chosen.length).to.equal(routeVisits().filter(visit => visit.kind === 'faq').length);
            expect(chosen.every(journey => journey.page === 'faq')).to.equal(true);
        });

        it('by family takes the whole family, though its ids do not name it', () => {
            const routes = catalogue.filter(journey => journey.family === 'route');
            expect(ids(selectJourneys(catalogue, { journeys: ['route'] }))).to.deep.equal(ids(routes));
            expect(ids(selectJourneys(catalogue, { journeys: ['data layer'] }))).to.deep.equal(['data-layer push www.alderway.com']);
            expect(ids(selectJourneys(catalogue, { journeys: ['personalization'] }))).to.deep.equal([
                'personalized page www.alderway.com/specials.html'
            ]);
        });

        it('by family takes the whole family, by other text the journeys whose id contains it', () => {
            expect(selectJourneys(catalogue, { journeys: ['consent'] })).to.have.length(6);
            expect(ids(selectJourneys(catalogue, { journeys: ['exit link', 'funnel'] }))).to.deep.equal([
                'funnel reservations.alderway.com',
                'exit link www.alderway.ca'
            ]);
            const jobs = selectJourneys(catalogue, { journeys: ['J-1042'] });
            expect(jobs.length).to.be.above(1);
            expect(jobs.every(journey => journey.page === 'job' && journey.id.includes('/jobs/J-1042'))).to.equal(true);
        });

        it('takes only the journeys every part of it names', () => {
            expect(ids(selectJourneys(catalogue, { hosts: ['alderway.de'], pages: ['home'], journeys: ['reject'] }))).to.deep.equal([
                'consent TCF reject www.alderway.de'
            ]);
            expect(selectJourneys(catalogue, { hosts: ['careers.alderway.com'], pages: ['faq'] })).to.deep.equal([]);
        });

        for (const count of [1, 2, 3, 7]) {
            it(`split into ${count} shard(s) takes every journey in exactly one, dealt round-robin`, () => {
                const selection = selectJourneys(catalogue, { hosts: ['alderway.com'] });
                const shards = Array.from({ length: count }, (_value, at) =>
                    selectJourneys(catalogue, { hosts: ['alderway.com'], shard: { index: at + 1, count } })
                );
                expect(shards.flatMap(ids)).to.have.members(ids(selection));
                expect(shards.flatMap(ids)).to.have.length(selection.length);
                shards.forEach((journeys, at) => {
                    expect(ids(journeys)).to.deep.equal(ids(selection.filter((_journey, index) => index % count === at)));
                });
                const sizes = shards.map(journeys => journeys.length);
                expect(Math.max(...sizes) - Math.min(...sizes), 'shards alike in size').to.be.at.most(1);
            });
        }
    });
});
