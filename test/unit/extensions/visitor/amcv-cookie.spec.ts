import { expect } from 'chai';
import { AmcvCookie } from '../../../../src/extensions/visitor/amcv-cookie';

/** Vectors from the protocol facts (docs/protocols.md §1.2). */
describe('AmcvCookie (the 5.4.0 value format)', () => {
    it('computes the settings digests of the protocol facts', () => {
        expect(AmcvCookie.digest('5.4.0', 'dpm.demdex.net')).to.equal('1176715910');
        expect(AmcvCookie.digest('4.5.1', 'dpm.demdex.net')).to.equal('77933605');
        expect(AmcvCookie.digest('5.0.0', 'dpm.demdex.net')).to.equal('870038026');
        expect(AmcvCookie.digest('5.1.0', 'dpm.demdex.net')).to.equal('-127034327');
        expect(AmcvCookie.digest('5.5.0', 'dpm.demdex.net')).to.equal('179643557');
        expect(AmcvCookie.digest('5.4.0', 'music1.demdex.net', 'music1.demdex.net')).to.equal('-271691843');
    });

    it('hashes customer ids as MCCIDH', () => {
        expect(AmcvCookie.hash('userid|673123787567234561')).to.equal(-1502420941);
        expect(AmcvCookie.hash('userid|67312378756723456')).to.equal(-879749186);
    });

    it('round-trips the reference example exactly', () => {
        const value =
            '1176715910|MCIDTS|19700|MCMID|16908443662402872073525706953453086963|MCAAMLH-1702000000|7|MCAAMB-1702000000|RKhpRz8krg2tLO6pguXWp5olkAcUniQYPHaMWWgdJ3xzPWQmdj0y|MCOPTOUT-1701402400s|NONE|vVersion|5.4.0';
        const parsed = AmcvCookie.parse(value);
        expect(parsed.digest).to.equal('1176715910');
        expect(parsed.version).to.equal('5.4.0');
        expect([...parsed.fields.keys()]).to.deep.equal(['MCIDTS', 'MCMID', 'MCAAMLH', 'MCAAMB', 'MCOPTOUT']);
        expect(parsed.fields.get('MCAAMLH')).to.deep.equal({ value: '7', expiry: 1702000000, session: undefined });
        expect(parsed.fields.get('MCOPTOUT')).to.deep.equal({ value: 'NONE', expiry: 1701402400, session: true });
        expect(AmcvCookie.serialize(parsed.digest!, parsed.fields, '5.4.0')).to.equal(value);
    });

    it('reads a real capture shape, with MCAID and the on-page sync bookkeeping', () => {
        const parsed = AmcvCookie.parse(
            '1176715910|MCIDTS|19271|MCMID|80543567232617658631543210901845530211|MCAAMLH-1665548058|7|MCAAMB-1665548058|6G1y|MCOPTOUT-1664950458s|NONE|MCAID|NONE|MCSYNCSOP|411-19272|vVersion|5.4.0'
        );
        expect(parsed.fields.get('MCSYNCSOP')?.value).to.equal('411-19272');
        expect(parsed.fields.get('MCAAMLH')!.expiry! - parsed.fields.get('MCOPTOUT')!.expiry!).to.equal(604800 - 7200);
    });

    it('treats T as empty, drops a dangling key and replaces the version on write', () => {
        const parsed = AmcvCookie.parse('1176715910|MCMID|T|MCAID|NONE|vVersion|5.3.0|MCCIDH');
        expect(parsed.fields.has('MCMID')).to.equal(false);
        expect(parsed.fields.get('MCAID')?.value).to.equal('NONE');
        expect(parsed.version).to.equal('5.3.0');
        expect(AmcvCookie.serialize('1176715910', parsed.fields, '5.4.0')).to.equal('1176715910|MCAID|NONE|vVersion|5.4.0');
    });

    it('reads an expiry that is not a number as long past, so the field is asked for again rather than kept for good', () => {
        const parsed = AmcvCookie.parse('1176715910|MCMID-abc|1234|MCOPTOUT-s|NONE|MCAAMLH-1702000000|7|vVersion|5.4.0');
        expect(parsed.fields.get('MCMID')).to.deep.equal({ value: '1234', expiry: 0, session: undefined });
        expect(parsed.fields.get('MCOPTOUT')).to.deep.equal({ value: 'NONE', expiry: 0, session: true });
        expect(parsed.fields.get('MCAAMLH')?.expiry).to.equal(1702000000);
    });

    it('reads the s_ecid form (no digest) and nothing from an empty cookie', () => {
        expect(AmcvCookie.parse('0|MCMID|1234').fields.get('MCMID')?.value).to.equal('1234');
        expect(AmcvCookie.parse(undefined).fields.size).to.equal(0);
    });
});
