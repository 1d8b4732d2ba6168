import { expect } from 'chai';
import { CONSENT_REGIMES, consentRegimeOf } from '../../../src/config/consent-regimes';

describe("Consent regimes of the provider's behaviour managers", () => {
    // Every row of the table, in both delimiter forms the provider writes, whatever the behaviour word and case.
    for (const [manager, regime] of Object.entries(CONSENT_REGIMES)) {
        for (const value of [`implied,${manager}`, `expressed,${manager}`, `implied|${manager.toUpperCase()}`]) {
            it(`reads ${value} as ${regime}`, () => expect(consentRegimeOf(value)).to.equal(regime));
        }
    }

    it('lists the managers the provider documents: us and na opt-out, the others opt-in', () => {
        expect(
            Object.entries(CONSENT_REGIMES)
                .filter(([, regime]) => regime === 'opt-out')
                .map(([manager]) => manager)
                .sort()
        ).to.deep.equal(['na', 'us']);
        expect(Object.keys(CONSENT_REGIMES).sort()).to.deep.equal(['af', 'an', 'as', 'eu', 'na', 'oc', 'sa', 'us']);
    });

    for (const value of [
        undefined,
        '',
        'none',
        'implied',
        'expressed',
        'expressed,',
        'implied,xx',
        'implied,constructor',
        'implied,__proto__'
    ]) {
        it(`reads ${JSON.stringify(value)} as unknown: no consent without recorded preferences`, () =>
            expect(consentRegimeOf(value)).to.equal(undefined));
    }
});
