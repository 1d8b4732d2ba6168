import { expect } from 'chai';
import type { DomainRow } from '../../../src/config/domains';
import { DOMAINS } from '../../../src/config/domains';
import { routeVisits } from '../../../test/browser/route-visits';

describe("The route matrix's visits", () => {
    it("come from the domain table and the demo's route table: a host added to the table adds its visits", () => {
        const added: DomainRow = {
            host: 'www.alderway.ie.example',
            brand: 'alderway',
            country: 'ie',
            siteType: 'rental',
            role: 'www',
            preProduction: false
        };
        const before = routeVisits();
        const after = routeVisits([...DOMAINS, added]);
        const extra = after.filter(visit => visit.host === added.host);
        expect(after.length - before.length).to.equal(extra.length);
        expect(extra.map(visit => visit.kind)).to.include.members([
            'rental-home',
            'reserve-car',
            'specials',
            'reservation-step',
            'legacy-step',
            'faq',
            'not-found'
        ]);
        const home = extra.find(visit => visit.kind === 'rental-home')!;
        expect(home.url).to.equal('https://www.alderway.ie.example/');
        expect(home.pageView).to.include({
            pageName: 'alderway:ie:rental:home',
            server: added.host,
            account: 'mmgglobalprod,mmgalderwayierental',
            v4: 'production'
        });
    });

    it('cover every host of the property, and every page type of its site type', () => {
        const visits = routeVisits();
        expect(new Set(visits.map(visit => visit.host)).size).to.equal(DOMAINS.length);
        expect(new Set(visits.map(visit => visit.url)).size, 'each address once').to.equal(visits.length);
        const careers = visits.filter(visit => visit.host === 'careers.alderway.com').map(visit => visit.kind);
        expect(careers).to.deep.equal(['careers-search', 'job-results', 'job']);
        const preProduction = DOMAINS.find(row => row.preProduction)!;
        expect(
            visits.find(visit => visit.host === preProduction.host)!.pageView.account,
            'pre-production hosts report to the development suite'
        ).to.equal('mmgglobaldev');
    });
});
