import { expect } from 'chai';
import * as fc from 'fast-check';

/**
 * What every fuzz test shares: how long it runs, the strings and objects it throws at the code,
 * and the prototype check. A fixed seed keeps the suite deterministic and fast; `FUZZ_SEED` picks
 * other inputs and `FUZZ_SCALE` multiplies the runs, to explore further by hand:
 * `FUZZ_SEED=7 FUZZ_SCALE=50 npx mocha --config test/unit/.mocharc.json --timeout 0 test/unit/fuzz`.
 */
export function runs(numRuns: number): fc.Parameters<unknown> {
    const seed = Number(process.env.FUZZ_SEED ?? 20261122);
    const scale = Number(process.env.FUZZ_SCALE ?? 1);
    return { seed, numRuns: Math.max(1, Math.round(numRuns * (scale > 0 ? scale : 1))) };
}

/** Keys that pollute a prototype when code assigns them carelessly. */
export const PROTOTYPE_KEYS = [
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__'
] as const;

/** The characters that separate things in the formats under test, and escapes, well-formed or not. */
const SYNTAX = [
    '%',
    '%2',
    '%E0%A4%A',
    '%C3%A9',
    '%25',
    '%00',
    '&',
    '=',
    '#',
    '?',
    ';',
    ',',
    '|',
    ':',
    '-',
    '.',
    '..',
    '+',
    ' ',
    '[',
    ']',
    '{',
    '}',
    '"',
    '\\',
    '\n',
    '\t',
    '\u0000',
    '\u2028',
    '\ufeff',
    '😀'
];

/** Half of a surrogate pair on its own: what cutting text in the middle of an emoji leaves. */
const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map(code => String.fromCharCode(code));

/** One unit of a hostile string: any code point, a syntax character, a prototype key, or half a surrogate pair. */
const HOSTILE_UNIT = fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 4, arbitrary: fc.constantFrom(...SYNTAX) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: LONE_SURROGATE }
);

/** Strings as pages, cookies and page code can hold them: anything, weighted towards the formats' syntax. */
export function hostileString(maxLength = 40): fc.Arbitrary<string> {
    return fc.string({ unit: HOSTILE_UNIT, maxLength });
}

/** A key of an object: a prototype key, or any string. */
export const hostileKey = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 4, arbitrary: hostileString(12) }
);

/** Objects of any shape, with prototype keys among their keys, and hostile strings among their values. */
export function hostileObject(maxDepth = 3): fc.Arbitrary<Record<string, unknown>> {
    return fc.object({
        key: hostileKey,
        maxDepth,
        maxKeys: 6,
        values: [hostileString(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined)]
    });
}

/** The own property names of the built-in prototypes, to compare before and after. */
export function prototypeSnapshot(): string[] {
    return [Object.prototype, Array.prototype, Function.prototype, String.prototype].map(proto =>
        Object.getOwnPropertyNames(proto).sort().join(',')
    );
}

/** No built-in prototype gained (or lost) a property since `before`, and a fresh object inherits nothing odd. */
export function expectUnpolluted(before: readonly string[]): void {
    expect(prototypeSnapshot()).to.deep.equal(before);
    const probe = {} as Record<string, unknown>;
    for (const key of ['polluted', 'isAdmin', 'x', '0']) {
        expect(probe[key], `Object.prototype.${key}`).to.equal(undefined);
    }
}

/** `text` as it arrives after a URL round trip: half a surrogate pair becomes U+FFFD, as browsers send it. */
export function wellFormed(text: string): string {
    return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, unit => (unit.length === 2 ? unit : '\ufffd'));
}
