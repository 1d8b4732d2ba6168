import { expect } from 'chai';
import type { SyncBookkeeping } from '../../../../src/extensions/visitor/id-syncs';
import { SyncRecord } from '../../../../src/extensions/visitor/sync-record';

const TODAY = 20000;

describe('SyncRecord', () => {
    /** The AMCV cookie's sync fields in memory, on day TODAY. */
    function recordWith(fields: Record<string, string> = {}): { record: SyncRecord; fields: Record<string, string> } {
        const bookkeeping: SyncBookkeeping = {
            read: field => fields[field] ?? '',
            write: (field, value) => {
                fields[field] = value;
            },
            today: () => TODAY
        };
        return { record: new SyncRecord({ bookkeeping }), fields };
    }

    it('records a sync until the day its minutes to live reach, in whole days rounded up, in its own field', () => {
        const { record, fields } = recordWith();
        record.add('MCSYNCS', '411', 60 * 24 * 7);
        record.add('MCSYNCSOP', '358', 1);
        record.add('MCSYNCSOP', '771', undefined);
        expect(fields).to.deep.equal({ MCSYNCS: `411-${TODAY + 7}`, MCSYNCSOP: `358-${TODAY + 1}*771-${TODAY}` });
        expect([record.has('MCSYNCS', '411'), record.has('MCSYNCSOP', '411'), record.has('MCSYNCSOP', '771')]).to.deep.equal([
            true,
            false,
            true
        ]);
    });

    it('forgets the syncs whose day has passed, and records a sync again with its new day, the latest first', () => {
        const { record, fields } = recordWith({ MCSYNCS: `1-${TODAY - 1}*2-${TODAY + 3}*3-${TODAY + 1}` });
        expect(record.has('MCSYNCS', '1')).to.equal(false);
        record.add('MCSYNCS', '3', 60 * 24 * 5);
        expect(fields.MCSYNCS).to.equal(`3-${TODAY + 5}*2-${TODAY + 3}`);
    });

    it('keeps the field within 649 characters, dropping the syncs that expire first', () => {
        const { record, fields } = recordWith();
        for (let dpid = 100000; dpid < 100060; dpid++) {
            record.add('MCSYNCS', String(dpid), (dpid - 100000) * 60 * 24);
        }
        expect(fields.MCSYNCS.length).to.be.at.most(649);
        expect(record.has('MCSYNCS', '100059'), 'the latest expiry').to.equal(true);
        expect(record.has('MCSYNCS', '100000'), 'the earliest').to.equal(false);
    });
});
