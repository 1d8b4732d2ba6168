import { expect } from 'chai';
import { VisitorIds } from '../../../../src/extensions/visitor/visitor-ids';

describe('VisitorIds', () => {
    it('makes local MIDs of 38 digits whose halves stay below 2^63 - 1, whatever the randomness', () => {
        const maxRandom = () => 0.9999999;
        const mid = VisitorIds.localMid(1700000999999, maxRandom);
        expect(mid).to.match(/^\d{38}$/);
        expect(mid.slice(0, 19), 'seeded 999999 cannot follow a 9 beyond the limits').to.equal('9222999999999999999');
        expect(mid.slice(19)).to.equal('9222999999999999999');
        for (let index = 0; index < 5000; index++) {
            const random = VisitorIds.localMid();
            expect(random.slice(0, 19) <= '9223372036854775807' && random.slice(19) <= '9223372036854775807', random).to.equal(true);
        }
    });

    it("starts the high half with the clock's last six digits, reversed", () => {
        expect(VisitorIds.localMid(1700000123456, () => 0).slice(0, 19)).to.equal('6543210000000000000');
        expect(VisitorIds.localMid(1700000123456, () => 0).slice(19)).to.equal('0000000000000000000');
    });

    it('matches the visitor-id pattern of docs/requirements.md §5.3 (hexadecimal characters and hyphens)', () => {
        expect(VisitorIds.ID_PATTERN.test(VisitorIds.localMid())).to.equal(true);
        expect(VisitorIds.ID_PATTERN.test('2B6C1A58051D2A4F-40000106200016B5')).to.equal(true);
        expect(VisitorIds.ID_PATTERN.test('NOTARGET')).to.equal(false);
        expect(VisitorIds.ID_PATTERN.test('12 34')).to.equal(false);
    });

    it('makes supplemental data ids: 16 + 16 upper-case hex, each half starting 0-7, clock digits first', () => {
        const sdid = VisitorIds.supplementalDataId(1700000123456);
        expect(sdid).to.match(/^[0-7][0-9A-F]{15}-[0-7][0-9A-F]{15}$/);
        expect(sdid.slice(0, 4)).to.equal('6543');
        expect(VisitorIds.supplementalDataId(1700000126798, () => 0).slice(0, 4), 'a clock digit of 8 or 9 cannot lead').to.equal('0976');
    });
});
