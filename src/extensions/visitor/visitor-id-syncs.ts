import { VisitorSettings } from '../../config/visitor';
import type { Logger } from '../../services/logger';
import type { AmcvStore } from './amcv-store';
import type { IdSyncs } from './id-syncs';
import type { VisitorInstanceConfig } from './visitor-instance-config';
import type { IdSyncPublisherFactory } from './visitor-lazy-parts';
import { VisitorMessages } from './visitor-messages';

/** What page code gives `idSyncByURL` and `idSyncByDataSource`. */
export interface ManualIdSync {
    readonly dpid?: unknown;
    readonly url?: unknown;
    readonly minutesToLive?: unknown;
    readonly dpuuid?: unknown;
}

export interface VisitorIdSyncsOptions {
    readonly config: VisitorInstanceConfig;
    /** Whether the visitor opted out, and the sync bookkeeping. */
    readonly store: AmcvStore;
    /** Makes the instance's destination publisher, once the after-load file is in. */
    readonly publishers: IdSyncPublisherFactory;
    readonly logger: Logger;
}

/**
 * One instance's id syncs: the partner syncs of its /id answers and those page code asks for.
 * Page code's are checked here, at once, for the library's answer; all go through the instance's
 * destination publisher in the after-load file, after the window loaded (what the library does
 * with idSyncAttachIframeOnWindowLoad): partner pixels never compete with the page's own loading.
 */
export class VisitorIdSyncs {
    constructor(protected readonly options: VisitorIdSyncsOptions) {}

    protected syncs: Promise<IdSyncs> | undefined;

    /**
     * The audience manager hears of the visitor at least once a day (`DAYS_BETWEEN_SYNC_ID_CALLS`):
     * the day after the last sync day (MCIDTS) the blob is asked for again, and the day is today.
     */
    refreshDaily(): void {
        const { config, store } = this.options;
        if (!config.syncsDisabled) {
            const last = Number(store.raw('MCIDTS')) || 0;
            if (!last || store.today() - last > 1) {
                store.expire('MCAAMB');
                store.write('MCIDTS', String(store.today()));
            }
        }
    }

    /** The `ibs` list and `subdomain` of an /id answer. */
    process(ibs: unknown, subdomain: unknown, regionChanged: boolean): void {
        this.withSyncs(syncs => syncs.process(ibs, subdomain, regionChanged));
    }

    /** `idSyncByURL`: the library's message, or undefined for an opted-out visitor. */
    byUrl(sync: ManualIdSync): string | undefined {
        if (this.options.store.read('MCOPTOUT').includes('global')) {
            return undefined;
        }
        if (this.options.config.syncsDisabled) {
            return VisitorMessages.syncsDisabled;
        }
        if (!sync || typeof sync.dpid !== 'string' || !sync.dpid) {
            return VisitorMessages.dpidEmpty;
        }
        const { dpid, url, dpuuid } = sync;
        if (typeof url !== 'string' || !url) {
            return VisitorMessages.urlEmpty;
        }
        const minutesToLive =
            sync.minutesToLive === undefined ? VisitorSettings.defaultMinutesToLive : parseInt(String(sync.minutesToLive), 10);
        if (!(minutesToLive > 0)) {
            return VisitorMessages.minutesToLiveInvalid;
        }
        this.withSyncs(syncs =>
            syncs.queueManualSync({
                dpid,
                url: url.replace(/^https?:/, ''),
                minutesToLive,
                dpuuid: typeof dpuuid === 'string' ? dpuuid : ''
            })
        );
        return VisitorMessages.queued;
    }

    /** `idSyncByDataSource`: a sync of the audience manager's own `ibs:` endpoint. */
    byDataSource(sync: ManualIdSync): string | undefined {
        if (!sync || typeof sync.dpuuid !== 'string' || !sync.dpuuid) {
            return VisitorMessages.dpuuidEmpty;
        }
        return this.byUrl({ ...sync, url: `//${this.options.config.audienceManagerServer}/ibs:dpid=${sync.dpid}&dpuuid=${sync.dpuuid}` });
    }

    /** `publishDestinations` (docs/protocols.md §1.5), answered by the publisher: it knows whether syncs are disabled. */
    publish(subdomain: unknown, messages: unknown, callback: unknown): void {
        this.withSyncs(syncs => syncs.publish(subdomain, messages, callback));
    }

    protected withSyncs(use: (syncs: IdSyncs) => void): void {
        const { config, store, publishers } = this.options;
        (this.syncs ??= publishers().then(create => create({ config, bookkeeping: store })))
            .then(use)
            .catch(error => this.options.logger.warn(`Id syncs failed: ${(error as Error).message}`));
    }
}
