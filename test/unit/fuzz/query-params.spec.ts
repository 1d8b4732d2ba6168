import { expect } from 'chai';
import * as fc from 'fast-check';
import { queryParameter } from '../../../src/extensions/analytics/page-code-tools';
import type { BrowserWindow } from '../../../src/services/browser-window';
import type { QueryParams } from '../../../src/services/query-params';
import { MAX_QUERY_KEYS } from '../../../src/services/query-params';
import { QueryParamsImpl } from '../../../src/services/query-params-impl';
import { testDom } from '../setup';
import { resetTestPage } from '../test-container';
import { expectUnpolluted, hostileKey, hostileString, prototypeSnapshot, runs, wellFormed } from './fuzz-support';

/** A query of the given pairs, each side escaped as a page would (what URLSearchParams and browsers write). */
function queryOf(pairs: ReadonlyArray<readonly [string, string]>): string {
    return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

describe('Fuzz: the query parsers', () => {
    let params: QueryParams;
    let before: string[];

    beforeEach(() => {
        resetTestPage('https://www.alderway.com/');
        params = new QueryParamsImpl(testDom.window as unknown as BrowserWindow);
        before = prototypeSnapshot();
    });

    afterEach(() => {
        expectUnpolluted(before);
        resetTestPage();
    });

    it('QueryParams.parse: any text gives at most 1000 lower-case keys with text values', () => {
        fc.assert(
            fc.property(
                fc.oneof(
                    hostileString(120),
                    fc
                        .array(fc.tuple(hostileKey, hostileString()), { maxLength: 8 })
                        .map(pairs => pairs.map(pair => pair.join('=')).join('&'))
                ),
                search => {
                    const parsed = params.parse(search);
                    expect(parsed).to.be.instanceOf(Map);
                    expect(parsed.size).to.be.at.most(MAX_QUERY_KEYS);
                    for (const [key, value] of parsed) {
                        expect(key).to.equal(key.toLowerCase());
                        expect(key).not.to.equal('');
                        expect(value).to.be.a('string');
                    }
                }
            ),
            runs(400)
        );
    });

    it('QueryParams.parse: escaped pairs read back, names case-insensitively, the first of a name winning', () => {
        const pair = fc.tuple(hostileKey.map(wellFormed).filter(Boolean), hostileString().map(wellFormed));
        fc.assert(
            fc.property(fc.array(pair, { maxLength: 8 }), fc.boolean(), (pairs, withMark) => {
                const expected = new Map<string, string>();
                for (const [name, value] of pairs) {
                    if (!expected.has(name.toLowerCase())) {
                        expected.set(name.toLowerCase(), value);
                    }
                }
                expect([...params.parse(`${withMark ? '?' : ''}${queryOf(pairs)}`)]).to.deep.equal([...expected]);
            }),
            runs(300)
        );
    });

    it('queryParameter (s.Util.getQueryParam): never throws, and finds an escaped value by its name as written', () => {
        fc.assert(
            fc.property(hostileString(), hostileString(80), fc.option(hostileString(3), { nil: undefined }), (key, url, delimiter) => {
                expect(queryParameter(key, url, delimiter)).to.be.a('string');
            }),
            runs(300)
        );
        const name = fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/);
        fc.assert(
            fc.property(
                fc.array(fc.tuple(name, hostileString().map(wellFormed)), { minLength: 1, maxLength: 6 }),
                hostileString().map(wellFormed),
                (pairs, hash) => {
                    const url = `https://www.alderway.com/page.html?${queryOf(pairs)}#${encodeURIComponent(hash)}`;
                    for (const [key] of pairs) {
                        expect(queryParameter(key, url)).to.equal(pairs.find(([other]) => other === key)![1]);
                    }
                }
            ),
            runs(200)
        );
    });
});
