import type { Logger } from '../../services/logger';
import type { CustomerId } from '../../services/visitor-service';
import type { AmcvStore } from './amcv-store';
import type { CustomerIdInput } from './customer-ids';
import type { VisitorFieldGetter } from './visitor-field-getter';

export interface CustomerIdentitiesOptions {
    readonly store: AmcvStore;
    /** Whether ECID is approved, and the /id calls a changed set of ids makes. */
    readonly fields: VisitorFieldGetter;
    readonly logger: Logger;
}

/**
 * The ids page code gives an instance for its visitor (docs/protocols.md §1.3, §1.6): customer
 * ids (`setCustomerIDs`), ids by namespace (`syncIdentity`), and a MID or AID handed over
 * (`setMarketingCloudVisitorID`, `setAnalyticsVisitorID`). None is taken before the opt-in
 * approves ECID; customer ids are not taken from a visitor who opted out. A changed set of ids
 * goes on a new audience-manager call.
 */
export class CustomerIdentities {
    constructor(protected readonly options: CustomerIdentitiesOptions) {}

    /** A copy: page code that changes what it got changes nothing here. */
    customerIds(): Record<string, CustomerId> {
        return JSON.parse(JSON.stringify(this.options.store.customerIds.byType)) as Record<string, CustomerId>;
    }

    setCustomerIds(ids: Record<string, CustomerIdInput>, hashType?: string): void {
        this.add(ids, hashType, this.options.store.customerIds.byType);
    }

    /** Sent as d_cid_ns on the next audience-manager call. */
    syncIdentity(ids: Record<string, CustomerIdInput>, hashType?: string): void {
        this.add(ids, hashType, this.options.store.customerIds.byNamespace);
    }

    /** Taken as `adobe_mc`'s MID is: valid, and replacing one only with overwriteCrossDomainMCIDAndAID; else a console warning. */
    adopt(key: 'MCMID' | 'MCAID', id: unknown): void {
        if (!this.options.fields.ecidApproved() || !this.options.store.adoptId(key, id)) {
            this.options.logger.warn(`Visitor kept its ${key}: ${String(id)} is not an id, or one is stored, or ECID is not approved.`);
        }
    }

    protected add(ids: Record<string, CustomerIdInput>, hashType: string | undefined, into: Record<string, CustomerId>): void {
        if (
            !this.options.fields.ecidApproved() ||
            !ids ||
            typeof ids !== 'object' ||
            Object.keys(ids).length === 0 ||
            this.options.store.read('MCOPTOUT').includes('global')
        ) {
            return;
        }
        const hash = this.options.store.customerIds.add(ids, hashType, into);
        if (hash !== this.options.store.read('MCCIDH') && this.options.fields.started) {
            this.options.store.expire('MCAAMB');
            this.options.fields.call(calls => {
                calls.pendingCustomerIdHash = hash;
                calls.requestAudienceManager(true);
            });
        }
    }
}
