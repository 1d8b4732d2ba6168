import { Sha256 } from '../../services/sha256';
import type { CustomerId } from '../../services/visitor-service';
import { AmcvCookie } from './amcv-cookie';

/** A customer id as page code hands it over: the id, or the id with its auth state and hashing. */
export type CustomerIdInput = string | { id: string; authState?: number; hashType?: string };

/**
 * The ids page code set on an instance for its visitor, in memory only (docs/protocols.md §1.3):
 * customer ids by type (`setCustomerIDs`, sent as d_cid_ic) and ids by namespace
 * (`syncIdentity`, sent as d_cid_ns). The AMCV cookie keeps only their hash, in the MCCIDH field,
 * once the audience manager has heard of them.
 */
export class CustomerIds {
    readonly byType: Record<string, CustomerId> = {};
    readonly byNamespace: Record<string, CustomerId> = {};

    /**
     * Adds ids (to byType unless `into` says otherwise), hashed with SHA-256 where asked; returns
     * the hash of all of them. Namespace ids only extend it: customer ids alone hash as 5.4.0's.
     */
    add(ids: Record<string, CustomerIdInput>, hashType?: string, into = this.byType): string {
        for (const [type, entry] of Object.entries(ids)) {
            const raw = typeof entry === 'object' ? entry : { id: entry };
            if (!raw || raw.id === undefined) {
                continue;
            }
            const hash = (typeof entry === 'object' && entry.hashType) || hashType;
            const id = hash && /^sha-?256$/i.test(hash) ? Sha256.hex(String(raw.id).trim().toLowerCase()) : String(raw.id);
            into[type] = { id, authState: Number(raw.authState) || 0 };
        }
        return String(
            AmcvCookie.hash(
                Object.entries({ ...this.byType, ...this.byNamespace })
                    .map(([type, entry]) => `${type}|${entry.id}${entry.authState || ''}`)
                    .join('|')
            )
        );
    }
}
