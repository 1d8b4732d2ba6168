import { VisitorSettings } from '../../config/visitor';
import { LazyProvider } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import { AmcvStore } from './amcv-store';
import type { IdSyncs } from './id-syncs';
import { VisitorInstanceConfig } from './visitor-instance-config';
import { VisitorMessages } from './visitor-messages';

/** What page code gives `idSyncByURL` and `idSyncByDataSource`. */
export interface ManualIdSync {
    readonly dpid?: unknown;
    readonly url?: unknown;
    readonly minutesToLive?: unknown;
    readonly dpuuid?: unknown;
}

/**
 * One instance's id syncs: the partner syncs of its /id answers and those page code asks for.
 * They go through the destination-publishing publisher of the after-load file, after the window
 * loaded (what the library does with idSyncAttachIframeOnWindowLoad): partner pixels never
 * compete with the page's own loading.
 */
export class VisitorIdSyncs {

    constructor(
        protected readonly config: VisitorInstanceConfig,
        protected readonly store: AmcvStore,
        /** The page's publisher, from the after-load file. */
        protected readonly publisher: LazyProvider<IdSyncs>,
        protected readonly logger: Logger
    ) { }

    protected syncs: Promise<IdSyncs> | undefined;

    /** The `ibs` list and `subdomain` of an /id answer. */
    process(ibs: unknown, subdomain: unknown, regionChanged: boolean): void {
        this.withSyncs(syncs => syncs.process(ibs, subdomain, regionChanged));
    }

    /** `idSyncByURL`: the library's message, or undefined for an opted-out visitor. */
    byUrl(sync: ManualIdSync): string | undefined {
        if (this.store.read('MCOPTOUT').includes('global')) {
            return undefined;
        }
        if (this.config.syncsDisabled) {
            return VisitorMessages.syncsDisabled;
        }
        if (!sync || typeof sync.dpid !== 'string' || !sync.dpid) {
            return VisitorMessages.dpidEmpty;
        }
        if (typeof sync.url !== 'string' || !sync.url) {
            return VisitorMessages.urlEmpty;
        }
        const minutes = sync.minutesToLive === undefined ? VisitorSettings.defaultMinutesToLive : parseInt(String(sync.minutesToLive), 10);
        if (!(minutes > 0)) {
            return VisitorMessages.minutesToLiveInvalid;
        }
        const url = sync.url.replace(/^https?:/, '');
        const dpuuid = typeof sync.dpuuid === 'string' ? sync.dpuuid : '';
        const message = `ibs|${encodeURIComponent(sync.dpid)}|img|${encodeURIComponent(url)}|${minutes}||,${encodeURIComponent(sync.dpid)},${encodeURIComponent(dpuuid)}`;
        this.withSyncs(syncs => syncs.enqueue(message));
        return VisitorMessages.queued;
    }

    /** `idSyncByDataSource`: a sync of the audience manager's own `ibs:` endpoint. */
    byDataSource(sync: ManualIdSync): string | undefined {
        if (!sync || typeof sync.dpuuid !== 'string' || !sync.dpuuid) {
            return VisitorMessages.dpuuidEmpty;
        }
        return this.byUrl({ ...sync, url: `//${this.config.audienceManagerServer}/ibs:dpid=${sync.dpid}&dpuuid=${sync.dpuuid}` });
    }

    /** `publishDestinations` (docs/protocols.md §1.5), answered by the publisher: it knows whether syncs are disabled. */
    publish(subdomain: unknown, messages: unknown, callback: unknown): void {
        this.withSyncs(syncs => syncs.publish(subdomain, messages, callback, this.config.syncsDisabled));
    }

    protected withSyncs(use: (syncs: IdSyncs) => void): void {
        this.syncs ??= this.publisher().then(syncs => {
            syncs.configure({
                containerId: this.config.idSyncContainerID,
                akamai: Boolean(this.config.configs.idSyncSSLUseAkamai),
                handshakeTimeout: VisitorSettings.handshakeTimeout,
                maxSyncsLength: VisitorSettings.maxSyncsLength,
                warn: message => this.logger.warn(message)
            }, {
                read: field => this.store.read(field),
                write: (field, value) => this.store.write(field, value),
                today: () => this.store.today()
            });
            return syncs;
        });
        this.syncs.then(use).catch(error => this.logger.warn(`Id syncs failed: ${(error as Error).message}`));
    }
}
