import { expect } from 'chai';
import { BuildTimeConstants } from '../../../scripts/build-time-constants';
import { CONSENT_SCRIPTS } from '../../../src/config/consent-scripts';
import { DOMAIN_TABLE } from '../../../src/config/domain-table';
import { BRANDS, DOMAINS } from '../../../src/config/domains';
import { MARKET_PUBLIC_SUFFIXES } from '../../../src/config/public-suffixes';
import { REPORT_SUITES } from '../../../src/config/report-suites';
import { DomainTable } from '../../../src/services/domain-table';
import { RegistrableDomain } from '../../../src/services/registrable-domain';

/**
 * What a new host or brand must bring along, beyond what the build's property check demands (a
 * report suite): its consent banner. A host whose domain has no banner script never asks for
 * consent; nothing else would notice, since the container then simply resolves no script id.
 */
describe("The property's tables, taken together", () => {
    it("give every host's registrable domain a consent-banner script (src/config/consent-scripts.ts)", () => {
        const domains = new Set(CONSENT_SCRIPTS.map(row => row.domain));
        const without = DOMAINS.filter(row => !domains.has(RegistrableDomain.of(row.host) ?? row.host)).map(row => row.host);
        expect(without).to.deep.equal([]);
    });

    it('keep no consent script, report suite or brand that no host uses', () => {
        const hostDomains = new Set(DOMAINS.map(row => RegistrableDomain.of(row.host)));
        expect(
            CONSENT_SCRIPTS.filter(row => !hostDomains.has(row.domain)).map(row => row.domain),
            'consent scripts'
        ).to.deep.equal([]);
        const sites = new Set(DOMAINS.map(row => `${row.brand} ${row.country} ${row.siteType}`));
        expect(
            REPORT_SUITES.filter(row => !sites.has(`${row.brand} ${row.country} ${row.siteType}`)).map(row => row.suite),
            'report suites'
        ).to.deep.equal([]);
        expect(
            Object.keys(BRANDS).filter(brand => !DOMAINS.some(row => row.brand === brand)),
            'brands'
        ).to.deep.equal([]);
    });

    it("put every host under a public suffix the bundles carry: those the hosts are under, of all the markets' suffixes", () => {
        const carried = BuildTimeConstants.publicSuffixesOf(DOMAINS);
        expect(carried).to.deep.equal(['co.uk']);
        // What the bundles know gives every host the registrable domain the full list gives it.
        const known = (host: string) => {
            const labels = host.split('.');
            return labels.slice(carried.includes(labels.slice(-2).join('.')) ? -3 : -2).join('.');
        };
        expect(DOMAINS.filter(row => known(row.host) !== RegistrableDomain.of(row.host)).map(row => row.host)).to.deep.equal([]);
        expect(MARKET_PUBLIC_SUFFIXES.length, 'the rest stay out of the bundles').to.be.greaterThan(carried.length);
    });

    it('come to the bundles as a domain table written small that reads back as the table, row for row', () => {
        const table = BuildTimeConstants.domainTableOf(DOMAINS);
        expect(table.length, 'smaller than the rows as JSON').to.be.lessThan(JSON.stringify(DOMAINS).length / 3);
        expect(DomainTable.decode(table)).to.deep.equal(DOMAINS);
        expect(DOMAIN_TABLE, 'stamped for the sources too (scripts/build-time-globals.ts)').to.equal(table);
        expect(DomainTable.rows(), 'what the sources read, as the bundles do').to.deep.equal(DOMAINS);
        expect(() => BuildTimeConstants.domainTableOf([{ ...DOMAINS[0], role: 'kiosk' as never }])).to.throw('cannot number "kiosk"');
    });
});
