import type { HttpClient } from '../../services/http-client';
import type { ServiceUrl } from '../../services/service-url';
import type { AmcvStore } from './amcv-store';
import type { IdCallGroup } from './audience-manager-query';
import { AudienceManagerQuery } from './audience-manager-query';
import type { IabState } from './iab-consent';
import type { IdAnswerBody } from './id-answer';
import { IdAnswer } from './id-answer';
import { IdCallTransport } from './id-call-transport';
import { OptOutStatus } from './opt-out-status';
import type { VisitorIdSyncs } from './visitor-id-syncs';
import { VisitorIds } from './visitor-ids';
import type { VisitorInstanceConfig } from './visitor-instance-config';

/** The fields of the audience-manager call, which page code waits for by getter. */
const AUDIENCE_FIELDS = ['MCAAMLH', 'MCAAMB', 'MCOPTOUT'] as const;

/** What the calls of one instance are made of: its parts, and the page's services (the visitor module adds those). */
export interface VisitorIdCallsOptions {
    readonly config: VisitorInstanceConfig;
    readonly store: AmcvStore;
    /** The page's IAB TCF consent, on TCF hosts. */
    readonly iab: IabState | undefined;
    /** Where the partner syncs of the answers go. */
    readonly syncs: Pick<VisitorIdSyncs, 'process'>;
    readonly http: HttpClient;
    readonly serviceUrl: ServiceUrl;
}

/**
 * The `/id` calls of one instance (docs/protocols.md §1.3): the marketing-cloud id from the
 * audience manager (or the company's first-party server, or made here when both fail), then the
 * analytics id from the tracking server, then the audience-manager fields. Each answer is written
 * to the AMCV cookie and resolves the callbacks waiting for its fields.
 */
export class VisitorIdCalls {
    constructor(protected readonly options: VisitorIdCallsOptions) {}

    protected readonly transport = new IdCallTransport(this.options);
    readonly timedOut: Record<IdCallGroup, boolean | null> = { MC: null, AAM: null, A: null };
    /** The MID was made in the browser: both servers failed. */
    clientSideMid = false;
    /** The customer-id hash to record once the audience manager has heard of them. */
    pendingCustomerIdHash: string | undefined;

    protected readonly inFlight = new Set<IdCallGroup>();
    /** The opt-out asked for while ECID is not approved: another endpoint, with its own memory. */
    protected readonly optOutStatus = new OptOutStatus(this.options);

    /** The MID: from the audience-manager, or the first-party server, or made here if both fail. */
    requestMid(): void {
        if (this.inFlight.has('MC') || this.options.store.read('MCMID')) {
            return;
        }
        if (this.options.config.configs.disableThirdPartyCalls) {
            this.setLocalMid(false);
            return;
        }
        this.inFlight.add('MC');
        const firstParty = AudienceManagerQuery.firstPartyMarketingCloudServer(this.options.config);
        const url = AudienceManagerQuery.url(this.options, 'MC', firstParty);
        this.fetch(
            url,
            'MC',
            response => {
                const mid = IdAnswer.idOf(response, ['d_mid', 'visitorID', 'id', 'uuid', 'mid']);
                if (mid) {
                    this.timedOut.MC = false;
                    this.options.store.write('MCMID', mid);
                }
                this.processAudienceManagerFields(response, false);
                if (mid) {
                    this.afterMid();
                } else if (firstParty) {
                    this.requestFirstPartyMid();
                } else {
                    this.setLocalMid(false);
                }
            },
            timedOut => this.setLocalMid(timedOut)
        );
    }

    /** The legacy analytics id, from the company's tracking server, once the MID is known. */
    requestAnalyticsId(): void {
        const mid = this.options.store.read('MCMID');
        const server = this.options.config.trackingServer;
        if (!mid || this.inFlight.has('A') || !server) {
            return;
        }
        this.inFlight.add('A');
        const done = (aid: string | undefined, timedOut: boolean) => {
            this.inFlight.delete('A');
            this.timedOut.A = timedOut;
            this.options.store.write('MCAID', aid ?? 'NONE');
            if (aid) {
                // The audience manager must hear of the analytics id: refresh the blob with it.
                this.options.store.expire('MCAAMB');
            }
            this.options.store.resolve('MCAID');
            this.requestAudienceManager();
        };
        this.fetch(
            AudienceManagerQuery.trackingServerUrl(this.options, server, 'A', mid),
            'A',
            response => done(IdAnswer.idOf(response, ['d_mid', 'visitorID', 'id', 'uuid']), false),
            timedOut => done(undefined, timedOut)
        );
    }

    /** Location hint, blob and opt-out, once the MID (and the analytics id, if used) are known. */
    requestAudienceManager(force = false): void {
        if (!this.options.store.read('MCMID') || this.inFlight.has('AAM')) {
            return;
        }
        if (this.options.config.trackingServer && !this.options.store.has('MCAID')) {
            // The analytics id first: the audience manager hears of it in d_cid_ic.
            this.requestAnalyticsId();
            return;
        }
        // Callbacks waiting for a field the cookie holds get it now, before any call for the others.
        const known = AUDIENCE_FIELDS.filter(field => this.options.store.read(field));
        if (!force) {
            known.forEach(field => this.options.store.resolve(field));
            if (known.length === AUDIENCE_FIELDS.length) {
                return;
            }
        }
        if (this.options.config.configs.disableThirdPartyCalls) {
            this.processAudienceManagerFields({ error_msg: 'timeout' }, true);
            return;
        }
        this.inFlight.add('AAM');
        this.fetch(
            AudienceManagerQuery.url(this.options, 'AAM', false),
            'AAM',
            response => {
                this.timedOut.AAM = false;
                this.processAudienceManagerFields(response, true);
            },
            timedOut => {
                this.timedOut.AAM = timedOut;
                this.processAudienceManagerFields({ error_msg: 'timeout' }, true);
            }
        );
    }

    /** The calls that failed, as VisitorAPI keeps them for page code. */
    get CORSErrors(): Array<{ url: string; error: string }> {
        return this.transport.CORSErrors;
    }

    /** /optOutStatus: read-only, kept in memory for d_ottl seconds, while ECID is not approved. */
    fetchOptOutStatus(callback: (value: string) => void): void {
        this.optOutStatus.fetch(callback);
    }

    protected requestFirstPartyMid(): void {
        this.fetch(
            AudienceManagerQuery.trackingServerUrl(this.options, AudienceManagerQuery.marketingCloudServer(this.options.config), 'MC'),
            'MC',
            response => {
                const mid = IdAnswer.idOf(response, ['mid']);
                const aid = IdAnswer.idOf(response, ['id']);
                if (aid) {
                    this.options.store.write('MCAID', aid);
                }
                if (mid) {
                    this.timedOut.MC = false;
                    this.options.store.write('MCMID', mid);
                    this.afterMid();
                } else {
                    this.setLocalMid(false);
                }
            },
            timedOut => this.setLocalMid(timedOut)
        );
    }

    protected setLocalMid(timedOut: boolean): void {
        this.timedOut.MC = timedOut;
        this.clientSideMid = true;
        this.options.store.write('MCMID', VisitorIds.localMid());
        this.afterMid();
    }

    protected afterMid(): void {
        this.inFlight.delete('MC');
        this.options.store.resolve('MCMID');
        if (this.options.config.trackingServer && !this.options.store.has('MCAID')) {
            this.requestAnalyticsId();
        } else {
            this.options.store.resolve('MCAID');
            this.requestAudienceManager();
        }
    }

    protected processAudienceManagerFields(response: IdAnswerBody, fromAudienceGroup: boolean): void {
        if (fromAudienceGroup) {
            this.inFlight.delete('AAM');
        }
        const { regionChanged, hashStored } = IdAnswer.storeAudienceManagerFields(this.options.store, response, this.pendingCustomerIdHash);
        if (hashStored) {
            this.pendingCustomerIdHash = undefined;
        }
        if (!this.options.config.syncsDisabled) {
            this.options.syncs.process(response.ibs, response.subdomain, regionChanged);
        }
        // The opt-out belongs to the MC field group; the hint and blob wait for the MID and the
        // analytics id (docs/protocols.md §1.3), so the MC answer that brings them does not resolve them yet.
        for (const field of fromAudienceGroup ? AUDIENCE_FIELDS : (['MCOPTOUT'] as const)) {
            this.options.store.resolve(field);
        }
    }

    /** One /id call; a failure, a timeout or an answer that is not JSON falls back, the group no longer in flight. */
    protected fetch(
        url: string,
        group: IdCallGroup,
        onAnswer: (response: IdAnswerBody) => void,
        onFailure: (timedOut: boolean) => void
    ): void {
        this.transport.get(url, onAnswer, timedOut => {
            this.inFlight.delete(group);
            onFailure(timedOut);
        });
    }
}
