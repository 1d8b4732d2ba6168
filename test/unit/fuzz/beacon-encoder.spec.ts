import { expect } from 'chai';
import * as fc from 'fast-check';
import type { BeaconData } from '../../../src/extensions/analytics/beacon-builder';
import { BeaconBuilder } from '../../../src/extensions/analytics/beacon-builder';
import { readBeacon } from './beacon-query';
import { expectUnpolluted, hostileKey, hostileObject, hostileString, prototypeSnapshot, runs, wellFormed } from './fuzz-support';

/** The variables the beacon carries, by the parameter that carries them (docs/protocols.md §2.2-§2.4). */
const PARAMETERS: ReadonlyArray<readonly [string, string]> = [
    ['visitorID', 'vid'],
    ['charSet', 'ce'],
    ['pageName', 'pageName'],
    ['referrer', 'r'],
    ['currencyCode', 'cc'],
    ['purchaseID', 'purchaseID'],
    ['channel', 'ch'],
    ['server', 'server'],
    ['pageType', 'pageType'],
    ['transactionID', 'xact'],
    ['campaign', 'v0'],
    ['state', 'state'],
    ['zip', 'zip'],
    ['events', 'events'],
    ['products', 'products'],
    ['eVar1', 'v1'],
    ['eVar75', 'v75'],
    ['eVar250', 'v250'],
    ['prop1', 'c1'],
    ['prop75', 'c75'],
    ['list1', 'l1'],
    ['list3', 'l3']
];

const HIERARCHIES = ['hier1', 'hier5'];

/** Variables the beacon has no parameter for: they must not turn into one. */
const UNSENT = ['prop76', 'eVar251', 'hier6', 'list4', 'pageURLRest', 'contextData', '__proto__', 'constructor'];

const variableNames = fc.constantFrom(...PARAMETERS.map(([variable]) => variable), ...HIERARCHIES, ...UNSENT, 'pageURL');

/** Strings of every length around the 255-unit split of g and the caps, with emoji to straddle them. */
const text = fc.oneof(
    hostileString(),
    fc.tuple(fc.integer({ min: 240, max: 270 }), hostileString(8)).map(([length, tail]) => 'x'.repeat(length) + '😀' + tail)
);

const beaconData: fc.Arbitrary<BeaconData> = fc.record({
    time: fc.date({ noInvalidDate: true }),
    variables: fc.dictionary(variableNames, text, { maxKeys: 12 }),
    contextData: hostileObject(),
    visitor: fc.record(
        {
            mid: hostileString(),
            aid: hostileString(),
            aamlh: hostileString(),
            aamb: hostileString(),
            sdid: hostileString(),
            mcorgid: hostileString(),
            fid: hostileString(),
            customerIds: fc.dictionary(hostileKey, fc.record({ id: hostileString(), authState: fc.constantFrom(0, 1, 2) }), { maxKeys: 3 })
        },
        { requiredKeys: [] }
    ),
    link: fc.option(
        fc.record({ type: fc.constantFrom('o' as const, 'd' as const, 'e' as const), url: text, name: text }, { requiredKeys: ['type'] }),
        { nil: undefined }
    ),
    browser: fc.record({
        s: hostileString(),
        c: hostileString(),
        j: hostileString(),
        v: hostileString(),
        k: hostileString(),
        bw: hostileString(),
        bh: hostileString()
    }),
    lastRequestTime: fc.option(fc.nat(), { nil: undefined })
});

/**
 * What the context data should read back as: dotted keys (a key's dots nest it, empty segments
 * say nothing), values that say something (not false, 0, NaN, '', null, undefined) as text,
 * the last of two for the same key.
 */
function flattened(
    entries: ReadonlyArray<[string, unknown]>,
    into = new Map<string, string>(),
    path: readonly string[] = []
): Map<string, string> {
    for (const [key, value] of entries) {
        const at = [...path, ...key.split('.').filter(Boolean)];
        if (value !== null && typeof value === 'object') {
            flattened(Object.entries(value), into, at);
        } else if (value && at.length > 0) {
            // eslint-disable-next-line @typescript-eslint/no-base-to-string -- no object gets here: a leaf is a string, number or true
            into.set(wellFormed(at.join('.')), wellFormed(String(value)));
        }
    }
    return into;
}

/** The parameters a beacon of `data` carries outside its blocks, values as they were given. */
function expectedParams(data: BeaconData): Map<string, string> {
    const expected = new Map<string, string>([
        ['AQB', '1'],
        ['ndh', '1'],
        ['pf', '1'],
        ['t', BeaconBuilder.timeString(data.time)],
        ['AQE', '1']
    ]);
    const put = (name: string, value: string | number | undefined) => {
        if (value !== undefined && value !== '' && value !== 0) {
            expected.set(name, wellFormed(String(value)));
        }
    };
    const { variables, visitor } = data;
    for (const [variable, parameter] of PARAMETERS) {
        put(parameter, variables[variable]);
    }
    for (const variable of HIERARCHIES) {
        put(`h${variable.slice(4)}`, variables[variable] && BeaconBuilder.truncate(variables[variable], 255));
    }
    for (const key of ['sdid', 'mid', 'aid', 'aamlh', 'aamb', 'mcorgid'] as const) {
        put(key, visitor[key]);
    }
    if (!visitor.mid && !visitor.aid) {
        put('fid', visitor.fid);
    }
    put('pe', data.link && `lnk_${data.link.type}`);
    put('pev1', data.link?.url);
    put('pev2', data.link?.name);
    for (const [key, value] of Object.entries(data.browser)) {
        put(key, value);
    }
    put('lrt', data.lastRequestTime);
    return expected;
}

function sorted(map: Map<string, string>): Array<[string, string]> {
    return [...map].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
}

describe('Fuzz: the beacon encoder (BeaconBuilder.query)', () => {
    it('never throws, and its query reads back to the values it was given, nothing more', () => {
        const before = prototypeSnapshot();
        fc.assert(
            fc.property(beaconData, data => {
                const read = readBeacon(BeaconBuilder.query(data));
                const params = new Map(read.params);
                // g and -g are one address, split at 255 units.
                const g = params.get('g') ?? '';
                expect(g.length).to.be.at.most(255);
                expect(g + (params.get('-g') ?? '')).to.equal(wellFormed(data.variables.pageURL ?? ''));
                params.delete('g');
                params.delete('-g');
                expect(sorted(params)).to.deep.equal(sorted(expectedParams(data)));
                expect(sorted(read.blocks.get('c') ?? new Map<string, string>())).to.deep.equal(
                    sorted(flattened(Object.entries(data.contextData)))
                );
                const customerIds = Object.entries(data.visitor.customerIds ?? {}).map(([type, entry]): [string, unknown] => [
                    type,
                    { id: entry.id, as: entry.authState }
                ]);
                expect(sorted(read.blocks.get('cid') ?? new Map<string, string>())).to.deep.equal(sorted(flattened(customerIds)));
            }),
            runs(200)
        );
        expectUnpolluted(before);
    });

    it('escapes any text so that URLSearchParams reads it back, half a surrogate pair as U+FFFD', () => {
        fc.assert(
            fc.property(hostileString(), value => {
                expect(new URLSearchParams(`x=${BeaconBuilder.escape(value)}`).get('x')).to.equal(wellFormed(value));
            }),
            runs(500)
        );
    });
});
