import { VisitorAnswerSettings } from '../../config/visitor';
import type { SyncBookkeeping } from './id-syncs';

/** The AMCV cookie's fields of the syncs that ran: through the iframe (MCSYNCS), on the page (MCSYNCSOP). */
export type SyncField = 'MCSYNCS' | 'MCSYNCSOP';

export interface SyncRecordOptions {
    /** The instance's AMCV cookie, and the day number the record counts in. */
    readonly bookkeeping: SyncBookkeeping;
}

/**
 * Which partner syncs ran, and until which day each holds (docs/protocols.md §1.5), as the AMCV
 * cookie's MCSYNCS and MCSYNCSOP fields keep them: `<dpid>-<expiry day>` entries joined by '*',
 * the expired ones pruned, capped at 649 characters by dropping the entries that expire first.
 */
export class SyncRecord {
    constructor(protected readonly options: SyncRecordOptions) {}

    /** Whether the sync ran and still holds. */
    has(field: SyncField, dpid: string): boolean {
        return this.entries(field).some(([id]) => id === dpid);
    }

    /** Records that the sync ran: it holds for `ttlMinutes`, in whole days rounded up. */
    add(field: SyncField, dpid: string, ttlMinutes: number | undefined): void {
        const expiry = this.options.bookkeeping.today() + Math.ceil((ttlMinutes ?? 0) / 60 / 24);
        const entries = [...this.entries(field).filter(([id]) => id !== dpid), [dpid, expiry] as [string, number]].sort(
            (a, b) => b[1] - a[1]
        );
        let value = entries.map(([id, day]) => `${id}-${day}`).join('*');
        while (value.length > VisitorAnswerSettings.maxSyncsLength && entries.length > 0) {
            entries.pop();
            value = entries.map(([id, day]) => `${id}-${day}`).join('*');
        }
        this.options.bookkeeping.write(field, value);
    }

    protected entries(field: SyncField): Array<[string, number]> {
        const today = this.options.bookkeeping.today();
        return this.options.bookkeeping
            .read(field)
            .split('*')
            .filter(Boolean)
            .map(entry => entry.split('-'))
            .map(([id, day]) => [id, Number(day)] as [string, number])
            .filter(([, day]) => day >= today);
    }
}
