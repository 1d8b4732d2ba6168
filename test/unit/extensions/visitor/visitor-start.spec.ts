import { expect } from 'chai';
import type { AmcvStore } from '../../../../src/extensions/visitor/amcv-store';
import type { CrossDomainIds } from '../../../../src/extensions/visitor/cross-domain-ids';
import type { OptIn } from '../../../../src/extensions/visitor/opt-in';
import type { VisitorFieldGetter } from '../../../../src/extensions/visitor/visitor-field-getter';
import type { VisitorIdSyncs } from '../../../../src/extensions/visitor/visitor-id-syncs';
import { VisitorStart } from '../../../../src/extensions/visitor/visitor-start';

describe('VisitorStart', () => {
    /** The instance's parts as fakes that record what the start asks of them, in order. */
    function parts(page: { approved: boolean; allowed: boolean; mid: string }) {
        const steps: string[] = [];
        const waiting: Array<() => void> = [];
        const optIn = {
            fetchPermissions: (callback: () => void, shouldAutoSubscribe: boolean) => {
                steps.push(`fetchPermissions ${shouldAutoSubscribe}`);
                waiting.push(callback);
            }
        } as unknown as OptIn;
        const store = {
            isAllowed: () => page.allowed,
            load: () => steps.push('load'),
            read: (field: string) => (field === 'MCMID' ? page.mid : ''),
            resolve: (field: string) => steps.push(`resolve ${field}`)
        } as unknown as AmcvStore;
        const fields = {
            started: false,
            ecidApproved: () => page.approved,
            get: (field: string, callback?: unknown, force?: unknown) => steps.push(`get ${field} ${String(callback)} ${String(force)}`),
            getAsReceived: (field: string, callback?: unknown, force?: unknown) =>
                steps.push(`getAsReceived ${field} ${String(callback)} ${String(force)}`)
        } as unknown as VisitorFieldGetter;
        const crossDomain = {
            applyArrivingIds: () => steps.push('applyArrivingIds'),
            applyServerState: (state: unknown) => steps.push(`applyServerState ${JSON.stringify(state)}`)
        } as unknown as CrossDomainIds;
        const idSyncs = { refreshDaily: () => steps.push('refreshDaily') } as unknown as VisitorIdSyncs;
        return { start: new VisitorStart({ optIn, store, fields, crossDomain, idSyncs }), steps, waiting, fields };
    }

    it('reads the cookie, takes the arriving ids, refreshes the syncs, then asks for the MID, the hint and the blob; once', () => {
        const { start, steps, fields } = parts({ approved: true, allowed: true, mid: '' });
        start.run({ customerIDs: {} });
        start.run();
        expect(fields.started).to.equal(true);
        expect(steps).to.deep.equal([
            'load',
            'applyArrivingIds',
            'refreshDaily',
            'applyServerState {"customerIDs":{}}',
            'get MCMID undefined undefined',
            'getAsReceived MCAAMLH undefined undefined',
            'get MCAAMB undefined undefined'
        ]);
    });

    it('gives the MID of the cookie to the callbacks that waited out the opt-in', () => {
        const { start, steps } = parts({ approved: true, allowed: true, mid: '08346345345345345353453453453453453453' });
        start.run();
        expect(steps.slice(4, 6)).to.deep.equal(['resolve MCMID', 'get MCMID undefined undefined']);
    });

    it('waits for the opt-in to approve ECID, asking once however often it is run, and starts when it does', () => {
        const page = { approved: false, allowed: true, mid: '' };
        const { start, steps, waiting, fields } = parts(page);
        start.run({ a: 1 });
        start.run({ a: 1 });
        expect(steps).to.deep.equal(['fetchPermissions true']);
        expect(fields.started).to.equal(false);
        page.approved = true;
        waiting[0]();
        expect(fields.started).to.equal(true);
        expect(steps).to.include('applyServerState {"a":1}');
    });

    it('starts nothing where the instance may not use cookies', () => {
        const { start, steps, fields } = parts({ approved: true, allowed: false, mid: '' });
        start.run();
        expect([fields.started, steps]).to.deep.equal([false, []]);
    });
});
