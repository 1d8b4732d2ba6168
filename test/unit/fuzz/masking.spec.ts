import { expect } from 'chai';
import * as fc from 'fast-check';
import { AnalyticsSettings } from '../../../src/config/analytics';
import { QueryMasker } from '../../../src/services/query-masker';
import { expectUnpolluted, hostileObject, hostileString, prototypeSnapshot, runs } from './fuzz-support';

const masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue);

/** Around every secret: any part of the value that leaks (its start or its end) shows one of them. */
const FIRST = 'Q7';
const LAST = 'Z9';

function escape(character: string, upperHex: boolean): string {
    const escaped = encodeURIComponent(character);
    // encodeURIComponent leaves letters, digits and -_.!~*'() alone: escape those by hand.
    const forced = escaped === character ? `%${character.charCodeAt(0).toString(16).padStart(2, '0')}` : escaped;
    return upperHex ? forced.toUpperCase() : forced.replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase());
}

/** A configured name as a page may spell it: each letter in either case, each character escaped or not. */
const spelledName = fc.constantFrom(...AnalyticsSettings.maskedParameters).chain(name => fc.array(
    fc.record({ upper: fc.boolean(), escaped: fc.boolean(), upperHex: fc.boolean() }), { minLength: name.length, maxLength: name.length }
).map(choices => [...name].map((character, index) => {
    const { upper, escaped, upperHex } = choices[index];
    const cased = upper ? character.toUpperCase() : character.toLowerCase();
    return escaped ? escape(cased, upperHex) : cased;
}).join('')));

/** The name with a bracket suffix, written or escaped, or inside the brackets of another name. */
const writtenName = fc.tuple(spelledName, fc.constantFrom('', '', '[]', '[0]', '[home]', '%5B%5D', '%5b1%5d', '%5Bhome%5D', 'in brackets'))
    .map(([name, brackets]) => brackets === 'in brackets' ? `contact[${name}]` : name + brackets);

/** A value as a page may write it: each character as it is (unless it would end the value) or escaped. */
const writtenValue = fc.tuple(fc.string({ unit: 'grapheme', maxLength: 16 }), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }))
    .map(([random, escapes]) => {
        const secret = `${FIRST}${random}${LAST}`;
        const written = [...secret].map((character, index) => escapes[index % escapes.length] || /[&#%]/.test(character) ? escape(character, index % 2 === 0) : character).join('');
        return { secret, written };
    });

/** Where a pair stands: the query, after the hash, a hash route, a bare hash, free text, a URL encoded into a parameter once or twice. */
const PLACES: ReadonlyArray<(pair: string) => string> = [
    pair => `https://www.alderway.com/account.html?${pair}`,
    pair => `https://www.alderway.com/account.html?step=2&${pair}&lang=en`,
    pair => `https://www.alderway.com/account.html?step=2#${pair}`,
    pair => `https://www.alderway.com/account.html#/confirm?step=2&${pair}`,
    pair => `https://www.alderway.com/account.html;${pair}?step=2`,
    pair => pair,
    pair => `Reset link: https://www.alderway.com/?${pair} (valid for an hour)`,
    pair => `https://www.alderway.com/login?next=${encodeURIComponent(`/account?${pair}&step=2`)}&lang=en`,
    pair => `https://www.alderway.com/login?next=${encodeURIComponent(`/sso?next=${encodeURIComponent(`/account?${pair}`)}`)}`
];

describe('Fuzz: masking (QueryMasker)', () => {

    it('never lets a value out, whatever spelling of a configured name it comes under, nor an escaped form of it', () => {
        fc.assert(fc.property(writtenName, writtenValue, fc.nat(PLACES.length - 1), fc.constantFrom('=', '%3D', '%3d'),
            (name, { secret, written }, place, separator) => {
                const url = PLACES[place](`${name}${separator}${written}`);
                const masked = masker.maskUrl(url)!;
                for (const form of [FIRST, LAST, secret, written, encodeURIComponent(secret)]) {
                    expect(masked, `${url} → ${masked}`).not.to.contain(form);
                }
                // The name stays as the page wrote it (escaped once more where the URL is in a parameter).
                expect(masked).to.contain(AnalyticsSettings.maskedValue);
                if (place < 7) {
                    expect(masked).to.contain(`${name}${separator}${AnalyticsSettings.maskedValue}`);
                }
            }), runs(400));
    });

    it('never throws on any text, pollutes nothing, and masking twice changes nothing more', () => {
        const before = prototypeSnapshot();
        fc.assert(fc.property(hostileString(60), text => {
            const masked = masker.maskUrl(text)!;
            expect(masker.maskUrl(masked)).to.equal(masked);
        }), runs(500));
        expectUnpolluted(before);
    });

    it('masks any object into a copy with the same keys, polluting nothing', () => {
        const before = prototypeSnapshot();
        fc.assert(fc.property(hostileObject(), values => {
            expect(Object.keys(masker.maskValues(values))).to.deep.equal(Object.keys(values));
        }), runs(200));
        expectUnpolluted(before);
    });
});
