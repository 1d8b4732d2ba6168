import { expect } from 'chai';
import type { BeaconRequest } from '../../../../src/extensions/analytics/beacon-transport';
import { keptHitIdentity, keptRequestOf } from '../../../../src/extensions/analytics/kept-hit';

describe('A request the outbox keeps', () => {
    const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod,mmgrentalprod/1/JS-2.27.0/s123';
    const request = (extra: Partial<BeaconRequest> = {}): BeaconRequest => ({
        base: BASE,
        query: 'AQB=1&pageName=home&AQE=1',
        hasVisitorId: true,
        leavesPage: false,
        ...extra
    });

    it("is kept as sent under its account's key, without ts (no suite of the property is timestamp-enabled), with no limit of page code's", () => {
        expect(keptRequestOf(request(), 1_700_000_000_500)).to.deep.equal({
            hit: {
                key: 'tag-container.outbox.mmgglobalprod,mmgrentalprod',
                base: BASE,
                query: 'AQB=1&pageName=home&AQE=1',
                post: true,
                at: 1_700_000_000_500,
                tries: 0
            },
            limit: undefined
        });
    });

    it("with s.trackOffline, under AppMeasurement's key, stamped with its first send in seconds before AQE, with page code's limit and throttle", () => {
        const kept = keptRequestOf(
            request({ offline: { file: 'my.requests', namespace: 'ns', limit: 3, throttle: 500 } }),
            1_700_000_000_500
        );
        expect(kept.hit.key).to.equal('my.requests-nsmmgglobalprod,mmgrentalprod');
        expect(kept.hit.query).to.equal('AQB=1&pageName=home&ts=1700000000&AQE=1');
        expect(kept.hit.gap).to.equal(500);
        expect(kept.limit).to.equal(3);
    });

    it("falls back to AppMeasurement's file name and its limit of 10 where page code's are not usable, and keeps a ts page code set", () => {
        const kept = keptRequestOf(request({ query: 'AQB=1&ts=5&AQE=1', offline: { file: 7, limit: -1 } }), 1_700_000_000_500);
        expect(kept.hit.key).to.equal('AppMeasurement.requests-mmgglobalprod,mmgrentalprod');
        expect(kept.hit.query).to.equal('AQB=1&ts=5&AQE=1');
        expect(kept.hit).not.to.have.property('gap');
        expect(kept.limit).to.equal(10);
    });

    it('is known by its first send and what it says', () => {
        expect(keptHitIdentity({ at: 12, query: 'a=1' })).to.equal('12 a=1');
        expect(keptHitIdentity({ at: 12, query: 'a=1' })).not.to.equal(keptHitIdentity({ at: 13, query: 'a=1' }));
    });
});
