import { expect } from 'chai';
import * as fc from 'fast-check';
import { AnalyticsSettings } from '../../../src/config/analytics';
import { QueryMasker } from '../../../src/services/query-masker';
import { expectUnpolluted, hostileObject, hostileString, prototypeSnapshot, runs } from './fuzz-support';

const masker = new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue, AnalyticsSettings.maskedParameterParts);

/** Around every secret: any part of the value that leaks (its start or its end) shows one of them. */
const FIRST = 'Q7';
const LAST = 'Z9';

function escape(character: string, upperHex: boolean): string {
    const escaped = encodeURIComponent(character);
    // encodeURIComponent leaves letters, digits and -_.!~*'() alone: escape those by hand.
    const forced = escaped === character ? `%${character.charCodeAt(0).toString(16).padStart(2, '0')}` : escaped;
    return upperHex ? forced.toUpperCase() : forced.replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase());
}

/** A name as a page may spell it: each letter in either case, each character escaped or not. */
function spelled(name: string): fc.Arbitrary<string> {
    return fc
        .array(fc.record({ upper: fc.boolean(), escaped: fc.boolean(), upperHex: fc.boolean() }), {
            minLength: name.length,
            maxLength: name.length
        })
        .map(choices =>
            [...name]
                .map((character, index) => {
                    const { upper, escaped, upperHex } = choices[index];
                    const cased = upper ? character.toUpperCase() : character.toLowerCase();
                    return escaped ? escape(cased, upperHex) : cased;
                })
                .join('')
        );
}

/** The name with a bracket suffix, written or escaped, or inside the brackets of another name. */
function bracketed(names: fc.Arbitrary<string>): fc.Arbitrary<string> {
    return fc
        .tuple(names, fc.constantFrom('', '', '[]', '[0]', '[home]', '%5B%5D', '%5b1%5d', '%5Bhome%5D', 'in brackets'))
        .map(([name, brackets]) => (brackets === 'in brackets' ? `contact[${name}]` : name + brackets));
}

/** A configured name, or a configured part alone, as a page may spell it. */
const writtenName = bracketed(
    fc.constantFrom(...AnalyticsSettings.maskedParameters, ...AnalyticsSettings.maskedParameterParts).chain(spelled)
);

/** Text around a part in a name (`user_`, `Address`, `o`, `-key`): no delimiter, no `/`. */
const AROUND = fc.stringMatching(/^[a-zA-Z0-9_.-]{0,6}$/);

/** A name that contains a configured part (`user_email`, `emailAddress`, `oauth_token`), as a page may spell it. */
const nameWithPart = bracketed(
    fc
        .tuple(AROUND, fc.constantFrom(...AnalyticsSettings.maskedParameterParts), AROUND)
        .chain(([before, part, after]) => spelled(before + part + after))
);

/** Any name a page may give a parameter, in lower case: never the markers of the addresses below. */
const anyName = bracketed(fc.stringMatching(/^[a-z0-9_.-]{0,12}$/));

/** A value as a page may write it: each character as it is (unless it would end the value) or escaped. */
const writtenValue = fc
    .tuple(fc.string({ unit: 'grapheme', maxLength: 16 }), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }))
    .map(([random, escapes]) => {
        const secret = `${FIRST}${random}${LAST}`;
        const written = [...secret]
            .map((character, index) =>
                escapes[index % escapes.length] || /[&#%]/.test(character) ? escape(character, index % 2 === 0) : character
            )
            .join('');
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
        fc.assert(
            fc.property(
                writtenName,
                writtenValue,
                fc.nat(PLACES.length - 1),
                fc.constantFrom('=', '%3D', '%3d'),
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
                }
            ),
            runs(400)
        );
    });

    it('never lets a value out under a name that contains a configured part, in any case or spelling', () => {
        fc.assert(
            fc.property(
                nameWithPart,
                writtenValue,
                fc.nat(PLACES.length - 1),
                fc.constantFrom('=', '%3D', '%3d'),
                (name, { secret, written }, place, separator) => {
                    const url = PLACES[place](`${name}${separator}${written}`);
                    const masked = masker.maskUrl(url)!;
                    for (const form of [FIRST, LAST, secret, written, encodeURIComponent(secret)]) {
                        expect(masked, `${url} → ${masked}`).not.to.contain(form);
                    }
                    expect(masked).to.contain(AnalyticsSettings.maskedValue);
                    if (place < 7) {
                        expect(masked).to.contain(`${name}${separator}${AnalyticsSettings.maskedValue}`);
                    }
                }
            ),
            runs(400)
        );
    });

    it('never lets an email address out, whatever the name it comes under and however it is escaped', () => {
        // Addresses of every form the standard allows, but for a local part that ends in `/`, `=` or
        // `+` or holds a `%`: pages write `/@handle.tld` and `q=@handle.tld` far more often, and `+`
        // and escapes in a value are read as a space and as characters.
        const addresses = fc
            .emailAddress()
            .filter(address => !/%|[/=+]@/.test(address))
            .map(address => `${FIRST}${address.replace('@', `@${LAST}`)}`);
        const writtenAddress = fc
            .tuple(addresses, fc.array(fc.constantFrom('as is', 'escaped', 'escaped twice'), { minLength: 20, maxLength: 20 }))
            .map(([address, choices]) => ({
                address,
                written: [...address]
                    .map((character, index) => {
                        const choice = /[&#%]/.test(character) && choices[index % 20] === 'as is' ? 'escaped' : choices[index % 20];
                        const escaped = escape(character, index % 2 === 0);
                        return choice === 'as is' ? character : choice === 'escaped' ? escaped : escaped.replace(/%/g, '%25');
                    })
                    .join('')
            }));
        fc.assert(
            fc.property(
                anyName,
                writtenAddress,
                fc.nat(PLACES.length - 1),
                fc.constantFrom('=', '%3D'),
                (name, { address, written }, place, separator) => {
                    const url = PLACES[place](`${name}${separator}${written}`);
                    const masked = masker.maskUrl(url)!;
                    for (const form of [FIRST, LAST, address, written, encodeURIComponent(address)]) {
                        expect(masked, `${url} → ${masked}`).not.to.contain(form);
                    }
                    expect(masked).to.contain(AnalyticsSettings.maskedValue);
                    if (place < 7) {
                        expect(masked).to.contain(`${name}${separator}${AnalyticsSettings.maskedValue}`);
                    }
                }
            ),
            runs(400)
        );
    });

    it('never throws on any text, pollutes nothing, and masking twice changes nothing more', () => {
        const before = prototypeSnapshot();
        fc.assert(
            fc.property(hostileString(60), text => {
                const masked = masker.maskUrl(text)!;
                expect(masker.maskUrl(masked)).to.equal(masked);
            }),
            runs(500)
        );
        expectUnpolluted(before);
    });

    it('masks any object into a copy with the same keys, polluting nothing', () => {
        const before = prototypeSnapshot();
        fc.assert(
            fc.property(hostileObject(), values => {
                expect(Object.keys(masker.maskValues(values))).to.deep.equal(Object.keys(values));
            }),
            runs(200)
        );
        expectUnpolluted(before);
    });
});
