import { VisitorAnswerSettings } from '../../config/visitor';
import { AmcvCookie } from './amcv-cookie';
import type { AmcvStore } from './amcv-store';
import { VisitorIds } from './visitor-ids';

/** An `/id` answer, parsed: a JSON object. */
export type IdAnswerBody = Record<string, unknown>;

/**
 * What an `/id` answer says, read as VisitorAPI 5.4.0 reads it (docs/protocols.md §1.3): its ids,
 * and the audience-manager fields it brings into the AMCV cookie. In the identity file.
 */
export class IdAnswer {
    /** The answer's body, where it is a JSON object; anything else is no answer. */
    static parse(text: string): IdAnswerBody | undefined {
        try {
            const value: unknown = JSON.parse(text);
            return value && typeof value === 'object' && !Array.isArray(value) ? (value as IdAnswerBody) : undefined;
        } catch {
            return undefined;
        }
    }

    /** The first valid id among `keys`, upper-cased; NOTARGET means none. */
    static idOf(response: IdAnswerBody, keys: readonly string[]): string | undefined {
        for (const key of keys) {
            const value = response[key];
            if (typeof value === 'string' || typeof value === 'number') {
                const id = String(value).toUpperCase();
                if (id !== 'NOTARGET' && VisitorIds.ID_PATTERN.test(id)) {
                    return id;
                }
            }
        }
        return undefined;
    }

    /**
     * Writes the location hint, blob and opt-out the answer brings, and the customer-id hash once
     * the audience manager heard of those ids (an answer without error): in memory, then the
     * cookie once for all of them, since each write of document.cookie costs the page a trip to
     * the browser. A new region forgets which syncs ran. Says whether the region changed and
     * whether the hash was kept.
     */
    static storeAudienceManagerFields(
        store: AmcvStore,
        response: IdAnswerBody,
        customerIdHash: string | undefined
    ): { regionChanged: boolean; hashStored: boolean } {
        const now = AmcvCookie.nowSeconds();
        const ttl = Number(response.id_sync_ttl) || VisitorAnswerSettings.idSyncTtl;
        const region = response.dcs_region ?? response.d_region;
        const result = { regionChanged: false, hashStored: false };
        let changed = false;
        const set = (key: string, value: string, expiry?: number, session?: boolean) => {
            store.set(key, value, expiry, session);
            changed = true;
        };
        if (region !== undefined && region !== null && region !== '') {
            result.regionChanged = store.raw('MCAAMLH') !== '' && store.raw('MCAAMLH') !== String(region);
            if (result.regionChanged) {
                store.set('MCSYNCS', '');
                store.set('MCSYNCSOP', '');
            }
            set('MCAAMLH', String(region), now + ttl);
            store.received.set('MCAAMLH', region);
        }
        const blob = response.d_blob ?? response.blob;
        if (typeof blob === 'string' && blob) {
            set('MCAAMB', blob, now + ttl);
        }
        if (!store.read('MCOPTOUT') || Array.isArray(response.d_optout)) {
            const optOut = Array.isArray(response.d_optout) && response.d_optout.length ? response.d_optout.join(',') : 'NONE';
            set('MCOPTOUT', optOut, now + (Number(response.d_ottl) || VisitorAnswerSettings.optOutTtl), true);
        }
        if (response.error_msg === undefined && customerIdHash !== undefined) {
            set('MCCIDH', customerIdHash);
            result.hashStored = true;
        }
        if (changed) {
            store.save();
        }
        return result;
    }
}
