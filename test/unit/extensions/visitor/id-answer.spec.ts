import { expect } from 'chai';
import * as sinon from 'sinon';
import { AmcvStore } from '../../../../src/extensions/visitor/amcv-store';
import { IdAnswer } from '../../../../src/extensions/visitor/id-answer';
import { VisitorInstanceConfig } from '../../../../src/extensions/visitor/visitor-instance-config';
import type { CookieService } from '../../../../src/services/cookie-service';
import type { Logger } from '../../../../src/services/logger';

const NOW_S = 1800000000;
const ORG = '1234567890ABCDEF@AdobeOrg';

describe('IdAnswer (an /id answer, read as VisitorAPI reads it)', () => {
    let writes: string[];
    let store: AmcvStore;

    beforeEach(() => {
        sinon.useFakeTimers({ now: NOW_S * 1000, toFake: ['Date'] });
        writes = [];
        // The browser's cookies are the edge: a jar in memory, whose writes the test counts.
        const jar = new Map<string, string>();
        const cookies = {
            get: (name: string) => jar.get(name),
            set: (name: string, value: string) => {
                writes.push(name);
                jar.set(name, value);
            },
            enabled: true,
            cookieDomain: 'alderway.com'
        } as unknown as CookieService;
        store = new AmcvStore({ config: new VisitorInstanceConfig({ orgId: ORG, config: {} }), cookies, logger: {} as Logger });
    });

    afterEach(() => sinon.restore());

    it('reads a JSON object and nothing else', () => {
        expect(IdAnswer.parse('{"d_mid":"1"}')).to.deep.equal({ d_mid: '1' });
        for (const text of ['[1]', 'null', '7', 'not json', '']) {
            expect(IdAnswer.parse(text), text).to.equal(undefined);
        }
    });

    it('takes the first valid id among the keys, upper-cased, and NOTARGET as none', () => {
        expect(IdAnswer.idOf({ d_mid: 'notarget', id: '2b6c-40', mid: '7' }, ['d_mid', 'id', 'mid'])).to.equal('2B6C-40');
        expect(IdAnswer.idOf({ d_mid: 1234 }, ['d_mid'])).to.equal('1234');
        expect(IdAnswer.idOf({ d_mid: 'not an id', id: {} }, ['d_mid', 'id'])).to.equal(undefined);
    });

    it('writes the hint, blob, opt-out and the customer-id hash to the cookie in one write', () => {
        const result = IdAnswer.storeAudienceManagerFields(
            store,
            { dcs_region: 9, d_blob: 'BLOB', id_sync_ttl: 600, d_optout: [], d_ottl: 60 },
            '42'
        );
        expect(result).to.deep.equal({ regionChanged: false, hashStored: true });
        expect(
            writes.filter(name => name.startsWith('AMCV_')),
            'one write of the AMCV cookie'
        ).to.have.length(1);
        expect(writes, 'the session marker with the opt-out').to.include(`AMCVS_${ORG}`);
        expect([
            store.read('MCAAMLH'),
            store.asReceived('MCAAMLH', '9'),
            store.read('MCAAMB'),
            store.read('MCOPTOUT'),
            store.read('MCCIDH')
        ]).to.deep.equal(['9', 9, 'BLOB', 'NONE', '42']);
    });

    it('keeps no hash from an answer with an error, and writes nothing when the answer brings nothing new', () => {
        store.write('MCOPTOUT', 'NONE', NOW_S + 60, true);
        writes = [];
        expect(IdAnswer.storeAudienceManagerFields(store, { error_msg: 'timeout' }, '42')).to.deep.equal({
            regionChanged: false,
            hashStored: false
        });
        expect(writes).to.deep.equal([]);
        expect(store.read('MCCIDH')).to.equal('');
    });

    it('forgets which syncs ran when the region changes', () => {
        store.write('MCAAMLH', '7', NOW_S + 60);
        store.write('MCSYNCS', '411-1');
        store.write('MCSYNCSOP', '411-1');
        const result = IdAnswer.storeAudienceManagerFields(store, { d_region: 9 }, undefined);
        expect(result.regionChanged).to.equal(true);
        expect([store.read('MCSYNCS'), store.read('MCSYNCSOP'), store.read('MCAAMLH')]).to.deep.equal(['', '', '9']);
        expect(IdAnswer.storeAudienceManagerFields(store, { d_region: 9 }, undefined).regionChanged, 'the same region').to.equal(false);
    });
});
