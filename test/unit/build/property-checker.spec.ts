import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import webpack from 'webpack';
import { PropertyCheckPlugin } from '../../../scripts/property/property-check-plugin';
import { PropertyChecker } from '../../../scripts/property/property-checker';
import type { Property } from '../../../src/config/property';
import { PROPERTY } from '../../../src/config/property';

/** The real property with one table changed. */
function broken(change: Partial<Property>): Property {
    return { ...PROPERTY, ...change };
}

describe('PropertyChecker (the build-time config check)', () => {
    const checker = new PropertyChecker();

    it('accepts the property as it is', () => {
        expect(checker.check(PROPERTY)).to.deep.equal([]);
    });

    it('names a duplicate host and the row it repeats', () => {
        const problems = checker.check(broken({ domains: [...PROPERTY.domains, { ...PROPERTY.domains[1] }] }));
        expect(problems).to.deep.equal([
            `domains[${PROPERTY.domains.length}] (reservations.alderway.com): duplicate host (also domains[1] (reservations.alderway.com))`
        ]);
    });

    it('names a host without a report suite', () => {
        const domains = [
            ...PROPERTY.domains,
            {
                host: 'www.alderwaytrucks.fr',
                brand: 'alderway' as const,
                country: 'fr' as const,
                siteType: 'trucks' as const,
                role: 'www' as const,
                preProduction: false
            }
        ];
        expect(checker.check(broken({ domains }))).to.deep.equal([
            `domains[${PROPERTY.domains.length}] (www.alderwaytrucks.fr): no report suite for brand alderway, country fr, site type trucks`
        ]);
    });

    it('names an unknown country and an unknown site type', () => {
        const domains = PROPERTY.domains.map((row, index) =>
            index === 4 ? { ...row, country: 'gb' } : index === 5 ? { ...row, siteType: 'boats' } : row
        ) as Property['domains'];
        const problems = checker.check(broken({ domains }));
        expect(problems).to.include(`domains[4] (onramp.alderway.com): country must be one of us, ca, uk, ie, de, fr, es (got "gb")`);
        expect(problems).to.include(
            `domains[5] (privacy.alderway.com): siteType must be one of rental, careers, car share, trucks, fleets, car sales, promotions, loyalty (got "boats")`
        );
    });

    it('names an invalid suite id', () => {
        const reportSuites = PROPERTY.reportSuites.map((row, index) => (index === 2 ? { ...row, suite: 'MMG Alderway US Loyalty' } : row));
        expect(checker.check(broken({ reportSuites }))).to.deep.equal([
            'reportSuites[2] (MMG Alderway US Loyalty): suite must match pattern "^[a-z0-9][a-z0-9._-]{2,39}$" (got "MMG Alderway US Loyalty")'
        ]);
        expect(checker.check(broken({ globalProductionSuite: 'global prod' }))[0]).to.contain('globalProductionSuite');
    });

    it('names a variable used twice for different values', () => {
        const variables = [
            ...PROPERTY.variables,
            {
                key: 'loyaltyTier',
                variable: 'eVar20' as const,
                name: 'Loyalty tier',
                source: { kind: 'data element' as const, name: 'loyalty tier' }
            }
        ];
        const first = PROPERTY.variables.findIndex(row => row.variable === 'eVar20');
        expect(checker.check(broken({ variables }))).to.deep.equal([
            `variables[${PROPERTY.variables.length}] (eVar20 loyaltyTier): duplicate variable (also variables[${first}] (eVar20 loyaltyId))`
        ]);
    });

    it('names a variable that is not an analytics variable', () => {
        const variables = [
            ...PROPERTY.variables,
            { key: 'tooHigh', variable: 'eVar251' as const, name: 'Too high', source: { kind: 'rule' as const, name: 'x' } }
        ];
        expect(checker.check(broken({ variables }))[0]).to.match(/^variables\[\d+\] \(eVar251 tooHigh\): variable must match pattern/);
    });

    it('fails a webpack build with every bad row named', async function () {
        // Child processes and builds end on their own: a slower machine only takes longer, so no wall-clock limit.
        this.timeout(0);
        const dir = mkdtempSync(path.join(tmpdir(), 'property-check-'));
        writeFileSync(path.join(dir, 'entry.js'), 'console.log(1);');
        const property = broken({
            domains: [
                ...PROPERTY.domains,
                { ...PROPERTY.domains[0] },
                { ...PROPERTY.domains[2], host: 'x.alderway.com', country: 'gb' as never }
            ]
        });
        const compiler = webpack({
            mode: 'production',
            context: dir,
            entry: './entry.js',
            output: { path: dir },
            plugins: [new PropertyCheckPlugin(property)]
        })!;
        const stats = await new Promise<webpack.Stats>((resolve, reject) =>
            compiler.run((error, result) => (error ? reject(error) : resolve(result!)))
        );
        await new Promise(resolve => compiler.close(resolve));
        expect(stats.hasErrors()).to.equal(true);
        const message = stats
            .toJson({ errors: true })
            .errors!.map(error => error.message)
            .join('\n');
        expect(message).to.contain('The property config is invalid');
        expect(message).to.contain(
            `domains[${PROPERTY.domains.length}] (www.alderway.com): duplicate host (also domains[0] (www.alderway.com))`
        );
        expect(message).to.contain(`domains[${PROPERTY.domains.length + 1}] (x.alderway.com): country must be one of`);
    });
});
