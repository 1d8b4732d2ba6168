import { expect } from 'chai';
import { compareVersions } from '../../../../src/extensions/visitor/library-versions';

describe('compareVersions', () => {
    it('orders dotted versions part by part, as numbers', () => {
        expect(compareVersions('5.4.0', '5.5')).to.be.below(0);
        expect(compareVersions('5.4.1', '5.4.0')).to.be.above(0);
        expect(compareVersions('5.10.0', '5.9.0')).to.be.above(0);
        expect(compareVersions('4.9.9', '5.0')).to.be.below(0);
    });

    it('counts a missing part as 0', () => {
        expect(compareVersions('5.4', '5.4.0')).to.equal(0);
        expect(compareVersions('5.4.0', '5.4')).to.equal(0);
        expect(compareVersions('5', '5.0.1')).to.be.below(0);
    });
});
