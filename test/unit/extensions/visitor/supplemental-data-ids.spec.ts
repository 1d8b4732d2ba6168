import { expect } from 'chai';
import { SupplementalDataIds } from '../../../../src/extensions/visitor/supplemental-data-ids';

const SDID = /^[0-7][0-9A-F]{15}-[0-7][0-9A-F]{15}$/;

/** docs/protocols.md §1.7: how one page's consumers share and renew supplemental data ids. */
describe('SupplementalDataIds', () => {
    let ids: SupplementalDataIds;

    beforeEach(() => {
        ids = new SupplementalDataIds();
    });

    it('gives every consumer the same id until one asks again', () => {
        const first = ids.get('target');
        expect(first).to.match(SDID);
        expect(ids.get('analytics')).to.equal(first);
    });

    it('moves the id to last when a consumer asks again, and gives it a new one; the others then get the last', () => {
        const first = ids.get('target');
        const second = ids.get('target');
        expect(second).to.match(SDID);
        expect(second).not.to.equal(first);
        expect(ids.get('analytics'), 'analytics has not taken the first yet').to.equal(first);
        expect(ids.get('analytics'), 'then the current one').to.equal(second);
    });

    it('makes no id with noGenerate: the hit after the stitched one carries none', () => {
        expect(ids.get('AppMeasurement', true)).to.equal('');
        const stitched = ids.get('target');
        expect(ids.get('AppMeasurement', true)).to.equal(stitched);
        expect(ids.get('AppMeasurement', true), 'asking again moves it to last, and makes none').to.equal('');
        expect(ids.get('target'), 'target took the last already: a new one').to.match(SDID);
    });

    it('forgets both ids on reset', () => {
        const first = ids.get('target');
        ids.get('target');
        ids.reset();
        expect(ids.get('analytics', true)).to.equal('');
        const fresh = ids.get('analytics');
        expect(fresh).to.match(SDID);
        expect(fresh).not.to.equal(first);
    });

    it('takes the id of adobe_mc_sdid as the current one, consumed by the URL alone', () => {
        ids.adopt('1111111111111111-2222222222222222');
        expect(ids.get('target')).to.equal('1111111111111111-2222222222222222');
        expect(ids.get('analytics', true)).to.equal('1111111111111111-2222222222222222');
    });

    it("restores the server's current and last ids with their consumers", () => {
        ids.restore({
            supplementalDataIDCurrent: 'C',
            supplementalDataIDCurrentConsumed: { target: true },
            supplementalDataIDLast: 'L',
            supplementalDataIDLastConsumed: { analytics: true }
        });
        expect(ids.get('target'), 'target has not taken the last').to.equal('L');
        expect(ids.get('analytics', true), 'analytics took the last: the current').to.equal('C');
        expect(ids.get('target', true), 'target asks again for the current: it moves to last, none new').to.equal('');
    });

    it('restores ids without consumers, and ignores values that are not strings', () => {
        ids.restore({ supplementalDataIDCurrent: 'C', supplementalDataIDCurrentConsumed: 'not an object', supplementalDataIDLast: 7 });
        expect(ids.get('target', true)).to.equal('C');
        expect(ids.get('analytics', true)).to.equal('C');
    });
});
