import { expect } from 'chai';
import * as sinon from 'sinon';
import { CONSENT_SCRIPTS } from '../../../src/config/consent-scripts';
import type { DomainRow, SiteType } from '../../../src/config/domains';
import { DOMAINS } from '../../../src/config/domains';
import { consentModule } from '../../../src/extensions/consent/consent-module';
import { ContainerRuntime } from '../../../src/runtime/container-runtime';
import { DataElementRegistry } from '../../../src/runtime/data-element-registry';
import { HostAuthorizationImpl } from '../../../src/runtime/host-authorization-impl';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { DomainDirectory } from '../../../src/services/domain-directory';
import { PageHost } from '../../../src/services/page-host';
import { captureConsole } from '../console-capture';
import { createTestContainer, resetTestPage } from '../test-container';

/** The suite naming convention, written out independently of the table: mmg + brand + country + site code. */
const SITE_CODES: Record<SiteType, string> = {
    rental: 'rental',
    careers: 'careers',
    'car share': 'share',
    trucks: 'trucks',
    fleets: 'fleet',
    'car sales': 'sales',
    promotions: 'promo',
    loyalty: 'loyalty'
};

/** What the container says about the page it runs on, read through its data elements. */
function resolveOn(row: DomainRow, environment: BuildEnvironment): Record<string, unknown> {
    resetTestPage(`https://${row.host}/`);
    const container = createTestContainer({ buildInfo: { environment }, modules: [consentModule] });
    const authorized = new HostAuthorizationImpl(
        container.get<DomainDirectory>(DomainDirectory),
        container.get<PageHost>(PageHost)
    ).isAuthorized();
    container.get<ContainerRuntime>(ContainerRuntime).start();
    container.get<RuleEngine>(RuleEngine).stop();
    const elements = container.get<DataElementRegistry>(DataElementRegistry);
    const values: Record<string, unknown> = { authorized };
    for (const name of [
        'environment',
        'child report suite',
        'reporting account',
        'approved domain',
        'consent script id',
        'site brand',
        'site country',
        'site type',
        'server host'
    ]) {
        values[name] = elements.getValue(name);
    }
    return values;
}

describe('The property, host by host (generated from the domain table)', () => {
    after(() => resetTestPage());

    for (const row of DOMAINS) {
        it(`${row.host}: ${row.brand} ${row.country} ${row.siteType}${row.preProduction ? ' (pre-production)' : ''}`, () => {
            const child = `mmg${row.brand}${row.country}${SITE_CODES[row.siteType]}`;
            const consentDomain = CONSENT_SCRIPTS.find(script => row.host === script.domain || row.host.endsWith(`.${script.domain}`));
            const expectedScriptId = consentDomain && `${consentDomain.domain.split('.')[0]}_${row.country}`;

            const production = resolveOn(row, 'production');
            expect(production).to.deep.equal({
                authorized: true,
                environment: 'production',
                'child report suite': child,
                'reporting account': row.preProduction ? 'mmgglobaldev' : `mmgglobalprod,${child}`,
                'approved domain': row.preProduction ? 2 : 1,
                'consent script id': expectedScriptId,
                'site brand': row.brand,
                'site country': row.country,
                'site type': row.siteType,
                'server host': row.host
            });
            if (consentDomain) {
                expect(consentDomain.country, "the banner country is the host's").to.equal(row.country);
            }

            const staging = resolveOn(row, 'staging');
            expect(staging['environment']).to.equal('staging');
            expect(staging['reporting account']).to.equal('mmgglobaldev');
            expect(staging['child report suite']).to.equal(child);

            const development = resolveOn(row, 'development');
            expect(development['reporting account']).to.equal('mmgglobaldev');
            expect(development['consent script id']).to.equal(expectedScriptId && `${expectedScriptId}-test`);
        });
    }

    it('gives unknown hosts no suite, no account, no approval and no consent script', () => {
        const console = captureConsole();
        const values = resolveOn(
            { host: 'www.alderway.example', brand: 'alderway', country: 'us', siteType: 'rental', role: 'www', preProduction: false },
            'production'
        );
        expect(values).to.include({
            authorized: false,
            'child report suite': undefined,
            'reporting account': undefined,
            'approved domain': undefined,
            'consent script id': undefined
        });
        expect(console.lines('error')[0]).to.contain('This library is not authorized for this domain.');
        sinon.restore();
    });

    it('covers more than 60 hosts, all seven countries and all eight site types', () => {
        expect(DOMAINS.length).to.be.greaterThan(60);
        expect(new Set(DOMAINS.map(row => row.country))).to.have.property('size', 7);
        expect(new Set(DOMAINS.map(row => row.siteType))).to.have.property('size', 8);
        for (const suffix of ['.co.uk', '.ie', '.de', '.fr', '.es', '.ca']) {
            expect(
                DOMAINS.some(row => row.host.endsWith(suffix)),
                suffix
            ).to.equal(true);
        }
        expect(CONSENT_SCRIPTS.length).to.be.at.least(20);
    });
});
