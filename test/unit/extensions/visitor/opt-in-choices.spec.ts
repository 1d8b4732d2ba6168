import { expect } from 'chai';
import { CATEGORIES, choicesOf } from '../../../../src/extensions/visitor/opt-in-choices';

describe('choicesOf (opt-in choices as handed over)', () => {
    it('lists the categories in the library order', () => {
        expect(CATEGORIES).to.deep.equal(['aam', 'adcloud', 'aa', 'campaign', 'ecid', 'livefyre', 'target', 'mediaaa']);
    });

    it('reads a map of categories from an object or JSON text, entries as given', () => {
        expect(choicesOf({ aa: 1, ecid: 0 }, false)).to.deep.equal([
            ['aa', 1],
            ['ecid', 0]
        ]);
        expect(choicesOf('{"target": true}', false)).to.deep.equal([['target', true]]);
    });

    it('takes the stored-only keys beside a category, and only when asked to', () => {
        expect(choicesOf({ aa: true, iabConsentHash: 'r119k6', videoaa: false }, true)).to.deep.equal([
            ['aa', true],
            ['iabConsentHash', 'r119k6'],
            ['videoaa', false]
        ]);
        expect(choicesOf({ aa: true, iabConsentHash: 'r119k6' }, false)).to.equal(null);
    });

    it('says undefined for nothing given, and null for anything that is no map of categories', () => {
        for (const absent of [undefined, null, '']) {
            expect(choicesOf(absent, true), String(absent)).to.equal(undefined);
        }
        for (const invalid of ['{oops', '[]', ['aa'], {}, 7, { aa: true, cookies: true }, { iabConsentHash: 'x' }]) {
            expect(choicesOf(invalid, true), JSON.stringify(invalid)).to.equal(null);
        }
    });
});
