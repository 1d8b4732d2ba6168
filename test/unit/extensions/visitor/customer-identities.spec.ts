import { expect } from 'chai';
import { AmcvStore } from '../../../../src/extensions/visitor/amcv-store';
import { CustomerIdentities } from '../../../../src/extensions/visitor/customer-identities';
import type { VisitorFieldGetter } from '../../../../src/extensions/visitor/visitor-field-getter';
import type { VisitorIdCalls } from '../../../../src/extensions/visitor/visitor-id-calls';
import { VisitorInstanceConfig } from '../../../../src/extensions/visitor/visitor-instance-config';
import type { CookieService } from '../../../../src/services/cookie-service';
import type { Logger } from '../../../../src/services/logger';

const MID = '08346345345345345353453453453453453453';

describe('CustomerIdentities', () => {
    let approved: boolean;
    let started: boolean;
    let calls: Array<{ hash: string | undefined; forced: boolean }>;
    let warnings: string[];
    let store: AmcvStore;
    let ids: CustomerIdentities;

    beforeEach(() => {
        approved = true;
        started = true;
        calls = [];
        warnings = [];
        // The browser's cookies are the edge: a jar in memory.
        const jar = new Map<string, string>();
        const cookies = {
            get: (name: string) => jar.get(name),
            set: (name: string, value: string) => {
                jar.set(name, value);
            },
            remove: (name: string) => {
                jar.delete(name);
            },
            enabled: true,
            cookieDomain: 'alderway.com'
        } as unknown as CookieService;
        const logger = { warn: (...args: unknown[]) => warnings.push(args.join(' ')) } as unknown as Logger;
        store = new AmcvStore({ config: new VisitorInstanceConfig({ orgId: '1234567890ABCDEF@AdobeOrg', config: {} }), cookies, logger });
        // The /id calls are the network's: the test hears which would be made.
        const fields = {
            ecidApproved: () => approved,
            get started() {
                return started;
            },
            call: (use: (idCalls: VisitorIdCalls) => void) => {
                const idCalls = {
                    pendingCustomerIdHash: undefined as string | undefined,
                    requestAudienceManager(forced: boolean) {
                        calls.push({ hash: this.pendingCustomerIdHash, forced });
                    }
                };
                use(idCalls as unknown as VisitorIdCalls);
            }
        } as unknown as VisitorFieldGetter;
        ids = new CustomerIdentities({ store, fields, logger });
    });

    it('keeps customer ids with their auth state, hashing where asked, and makes an audience-manager call for a changed set', () => {
        ids.setCustomerIds({ crm: { id: 'C-1', authState: 1 }, email: { id: ' Ann@Example.com ', hashType: 'sha256' } });
        expect(ids.customerIds().crm).to.deep.equal({ id: 'C-1', authState: 1 });
        expect(ids.customerIds().email.id).to.match(/^[0-9a-f]{64}$/);
        expect(calls).to.have.length(1);
        expect(calls[0].forced).to.equal(true);
        expect(calls[0].hash).to.be.a('string');
    });

    it('hands page code a copy: changing it changes nothing kept', () => {
        ids.setCustomerIds({ crm: 'C-1' });
        ids.customerIds().crm.id = 'changed';
        expect(ids.customerIds().crm.id).to.equal('C-1');
    });

    it('keeps namespace ids apart, as d_cid_ns sends them', () => {
        ids.syncIdentity({ 4711: 'N-1' });
        expect(store.customerIds.byNamespace).to.deep.equal({ 4711: { id: 'N-1', authState: 0 } });
        expect(ids.customerIds()).to.deep.equal({});
    });

    it('takes nothing before ECID is approved, nothing empty, and nothing from a visitor who opted out', () => {
        approved = false;
        ids.setCustomerIds({ crm: 'C-1' });
        approved = true;
        ids.setCustomerIds({});
        store.write('MCOPTOUT', 'global');
        ids.setCustomerIds({ crm: 'C-2' });
        expect(ids.customerIds()).to.deep.equal({});
        expect(calls).to.deep.equal([]);
    });

    it('adopts a valid MID handed over, and says in the console why it kept its own otherwise', () => {
        ids.adopt('MCMID', 'not an id');
        ids.adopt('MCMID', MID);
        expect(store.read('MCMID')).to.equal(MID);
        ids.adopt('MCMID', '12345678901234567890123456789012345678');
        expect(store.read('MCMID')).to.equal(MID);
        expect(warnings).to.have.length(2);
        expect(warnings[0]).to.include('Visitor kept its MCMID: not an id');
    });
});
