import { expect } from 'chai';
import type { BrowserWindow } from '../../../src/services/browser-window';
import type { QueryParams } from '../../../src/services/query-params';
import { QueryParamsImpl } from '../../../src/services/query-params-impl';
import { testDom } from '../setup';
import { resetTestPage } from '../test-container';

describe('QueryParams', () => {
    function paramsOn(url: string): QueryParams {
        resetTestPage(url);
        return new QueryParamsImpl(testDom.window as unknown as BrowserWindow);
    }

    after(() => resetTestPage());

    it('looks parameters up case-insensitively', () => {
        const params = paramsOn('https://www.alderway.com/?GCLID=Abc123&et_rid=77&Et_Cid=c9');
        expect(params.get('gclid')).to.equal('Abc123');
        expect(params.get('ET_RID')).to.equal('77');
        expect(params.get('et_cid')).to.equal('c9');
        expect(params.get('missing')).to.equal(undefined);
    });

    it('decodes values, plus signs as spaces, and keeps malformed escapes as written', () => {
        const params = paramsOn('https://www.alderway.com/?q=car+rental%20Dublin&bad=%E0%A4%A&lang=fr_ca&flag');
        expect(params.get('q')).to.equal('car rental Dublin');
        expect(params.get('bad')).to.equal('%E0%A4%A');
        expect(params.get('lang')).to.equal('fr_ca');
        expect(params.get('flag')).to.equal('');
    });

    it('keeps the first of repeated parameters', () => {
        expect(paramsOn('https://www.alderway.com/?cid=first&CID=second').get('cid')).to.equal('first');
    });

    it('reads at most 1000 keys', () => {
        const query = Array.from({ length: 1005 }, (_, i) => `k${i}=${i}`).join('&');
        const params = paramsOn(`https://www.alderway.com/?${query}`);
        expect(params.all().size).to.equal(1000);
        expect(params.get('k999')).to.equal('999');
        expect(params.get('k1000')).to.equal(undefined);
    });

    it('treats __proto__ and constructor as plain keys that pollute nothing', () => {
        const params = paramsOn('https://www.alderway.com/?__proto__[polluted]=1&__proto__=x&constructor=y');
        expect(params.get('__proto__')).to.equal('x');
        expect(params.get('constructor')).to.equal('y');
        expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
        expect(Object.prototype).not.to.have.property('polluted');
    });

    it('follows the URL when it changes (single-page navigation)', () => {
        const params = paramsOn('https://www.alderway.com/?step=1');
        expect(params.get('step')).to.equal('1');
        testDom.window.history.pushState({}, '', '/?step=2');
        expect(params.get('step')).to.equal('2');
    });

    it('parses any query string', () => {
        const params = paramsOn('https://www.alderway.com/');
        expect([...params.parse('a=1&B=2')]).to.deep.equal([
            ['a', '1'],
            ['b', '2']
        ]);
        expect(params.parse('?').size).to.equal(0);
    });
});
