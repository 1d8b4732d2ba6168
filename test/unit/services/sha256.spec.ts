import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { Sha256 } from '../../../src/services/sha256';

describe('Sha256', () => {
    it('matches the FIPS 180-4 test vectors', () => {
        expect(Sha256.hex('')).to.equal('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
        expect(Sha256.hex('abc')).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
        expect(Sha256.hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).to.equal(
            '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'
        );
    });

    it("agrees with Node's crypto on every length across the block boundaries, and on UTF-8", () => {
        for (let length = 0; length < 200; length++) {
            const text = 'é'.repeat(length % 3) + 'x'.repeat(length);
            expect(Sha256.hex(text), `length ${length}`).to.equal(createHash('sha256').update(text, 'utf8').digest('hex'));
        }
    });
});
