import { expect } from 'chai';
import { AmcvCookie } from '../../../../src/extensions/visitor/amcv-cookie';
import { CustomerIds } from '../../../../src/extensions/visitor/customer-ids';
import { Sha256 } from '../../../../src/services/sha256';

describe('CustomerIds', () => {
    it('keeps customer ids by type with their auth state (0 when none or not a number), skipping an entry without an id', () => {
        const ids = new CustomerIds();
        ids.add({ crm: { id: 'C-1', authState: 1 }, loyalty: 'L-1', odd: { id: 'O-1', authState: 'x' as unknown as number } });
        ids.add({ none: { authState: 1 } as unknown as { id: string }, nothing: null as unknown as string });
        expect(ids.byType).to.deep.equal({
            crm: { id: 'C-1', authState: 1 },
            loyalty: { id: 'L-1', authState: 0 },
            odd: { id: 'O-1', authState: 0 }
        });
        expect(ids.byNamespace).to.deep.equal({});
    });

    it("hashes an id with SHA-256 where the entry or the call asks, trimmed and lower-cased, the entry's hashing first", () => {
        const ids = new CustomerIds();
        ids.add({ email: { id: ' Ann@Example.com ', hashType: 'SHA256' }, crm: 'C-1' }, 'sha-256');
        ids.add({ plain: { id: 'P-1', hashType: 'none' } });
        expect(ids.byType.email.id).to.equal(Sha256.hex('ann@example.com'));
        expect(ids.byType.crm.id).to.equal(Sha256.hex('c-1'));
        expect(ids.byType.plain.id).to.equal('P-1');
    });

    it('hashes customer ids alone as VisitorAPI 5.4.0 does, and namespace ids only extend the hash', () => {
        const ids = new CustomerIds();
        const alone = ids.add({ crm: { id: 'C-1', authState: 1 }, loyalty: 'L-1' });
        expect(alone).to.equal(String(AmcvCookie.hash('crm|C-11|loyalty|L-1')));
        const extended = ids.add({ 4711: 'N-1' }, undefined, ids.byNamespace);
        expect(ids.byNamespace).to.deep.equal({ 4711: { id: 'N-1', authState: 0 } });
        // An object lists its integer-like keys first: a namespace (a number) goes before the types.
        expect(extended).to.equal(String(AmcvCookie.hash('4711|N-1|crm|C-11|loyalty|L-1')));
        expect(ids.add({}), 'nothing new: the same hash').to.equal(extended);
    });
});
