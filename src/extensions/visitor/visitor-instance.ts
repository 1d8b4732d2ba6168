import { inject, injectable } from 'inversify';
import { Lazy } from '../../runtime/bindings';
import { LazyProvider } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import { CustomerId, VisitorIdentity, VisitorValues } from '../../services/visitor-service';
import { AmcvStore, VisitorCallback, VisitorField } from './amcv-store';
import { CrossDomainIds } from './cross-domain-ids';
import { OptIn } from './opt-in';
import { SupplementalDataIds } from './supplemental-data-ids';
import { AUTH_STATES, VisitorConfig } from './visitor-config';
import type { VisitorIdCalls } from './visitor-id-calls';
import { VisitorIdCallsProvider } from './visitor-id-calls';
import { ManualIdSync, VisitorIdSyncs, VisitorIdSyncsFactory } from './visitor-id-syncs';
import { VisitorInstanceConfig } from './visitor-instance-config';
import { VisitorRegistry } from './visitor-registry';


/**
 * One Visitor instance of an organisation, as page code written for VisitorAPI 5.4.0 calls it
 * (visitor-id-protocol §1-5). Its parts live in a container of its own: the AMCV cookie
 * (AmcvStore) and the ids that travel in URLs with it; the /id calls and id syncs the first time
 * they are needed. Nothing is called or stored until the page's opt-in approves ECID.
 */
@injectable()
export class VisitorInstance implements VisitorIdentity {

    readonly _c = 'Visitor';
    static readonly AuthState = AUTH_STATES;

    @inject(VisitorInstanceConfig) protected readonly config!: VisitorInstanceConfig;
    @inject(AmcvStore) protected readonly store!: AmcvStore;
    @inject(VisitorIdCallsProvider) protected readonly idCalls!: LazyProvider<VisitorIdCalls>;
    @inject(VisitorIdSyncsFactory) protected readonly idSyncs!: Lazy<VisitorIdSyncs>;
    @inject(CrossDomainIds) protected readonly crossDomain!: CrossDomainIds;
    @inject(SupplementalDataIds) protected readonly supplementalIds!: SupplementalDataIds;
    @inject(OptIn) protected readonly optIn!: OptIn;
    @inject(VisitorRegistry) protected readonly registry!: VisitorRegistry;

    @inject(Logger) protected readonly logger!: Logger;

    protected initialized = false;
    protected waitingForOptIn = false;
    /** The calls, once the identity file is in. */
    protected calls: VisitorIdCalls | undefined;

    get version(): string {
        return this.config.version;
    }

    get marketingCloudOrgID(): string {
        return this.config.orgId;
    }

    get cookieName(): string {
        return this.config.cookieName;
    }

    get sessionCookieName(): string {
        return this.config.sessionCookieName;
    }

    get configs(): VisitorConfig {
        return this.config.configs;
    }

    get loadTimeout(): number {
        return this.config.loadTimeout;
    }

    get idSyncContainerID(): number {
        return this.config.idSyncContainerID;
    }

    get audienceManagerServer(): string {
        return this.config.audienceManagerServer;
    }

    get trackingServer(): string | undefined {
        return this.config.trackingServer;
    }

    get CORSErrors(): Array<{ url: string; error: string }> {
        return this.calls?.CORSErrors ?? [];
    }

    /** Reads the cookie and the URL, then asks for what is missing; waits for opt-in when it applies. */
    init(serverState?: Record<string, unknown>): void {
        if (this.initialized) {
            return;
        }
        if (!this.ecidApproved()) {
            if (!this.waitingForOptIn) {
                this.waitingForOptIn = true;
                this.optIn.fetchPermissions(() => this.init(serverState), true);
            }
            return;
        }
        if (!this.store.isAllowed()) {
            return;
        }
        this.initialized = true;
        this.store.load();
        const crossDomainMid = this.crossDomain.applyCrossDomainIds();
        this.crossDomain.applySupplementalIdParameter();
        if (!this.store.read('MCMID') && !crossDomainMid && !this.configs.discardTrackingServerECID) {
            this.store.adoptTrackingServerEcid();
        }
        if (!this.config.syncsDisabled) {
            const last = Number(this.store.raw('MCIDTS')) || 0;
            if (!last || this.store.today() - last > 1) {
                this.store.expire('MCAAMB');
                this.store.write('MCIDTS', String(this.store.today()));
            }
        }
        this.applyServerState(serverState);
        this.getMarketingCloudVisitorID();
        this.getAudienceManagerLocationHint();
        this.getAudienceManagerBlob();
    }

    getMarketingCloudVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCMID', callback, forceCallCallback, () => this.call(calls => calls.requestMid()));
    }

    getAnalyticsVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        if (!this.trackingServer) {
            this.store.call(callback, '');
            return '';
        }
        return this.get('MCAID', callback, forceCallCallback, () => this.call(calls => calls.requestAnalyticsId()));
    }

    getAudienceManagerLocationHint(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCAAMLH', callback, forceCallCallback, () => this.call(calls => calls.requestAudienceManager()));
    }

    getLocationHint(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.getAudienceManagerLocationHint(callback, forceCallCallback);
    }

    getAudienceManagerBlob(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCAAMB', callback, forceCallCallback, () => this.call(calls => calls.requestAudienceManager()));
    }

    /** Calls back once every requested field is known (all five by default). */
    getVisitorValues(callback: (values: Partial<VisitorValues>) => void, fields?: readonly string[]): void {
        const wanted = (fields?.length ? fields : ['MCMID', 'MCAID', 'MCAAMLH', 'MCAAMB', 'MCOPTOUT']) as VisitorField[];
        const values: Partial<VisitorValues> = {};
        let missing = wanted.length;
        const done = () => {
            if (--missing === 0) {
                callback(values);
            }
        };
        for (const field of wanted) {
            if (field === 'MCOPTOUT') {
                this.isOptedOut(optedOut => { values.MCOPTOUT = Boolean(optedOut); done(); }, 'global', false);
            } else {
                const getter = {
                    MCMID: this.getMarketingCloudVisitorID, MCAID: this.getAnalyticsVisitorID,
                    MCAAMLH: this.getAudienceManagerLocationHint, MCAAMB: this.getAudienceManagerBlob
                }[field];
                getter.call(this, value => { values[field] = value; done(); });
            }
        }
    }

    /** True when the visitor opted out globally or of `optOutType`. */
    isOptedOut(callback?: (optedOut: boolean | undefined) => void, optOutType = 'global', forceCallCallback?: boolean): boolean | undefined {
        const answer = (value: string) => value ? value.split(',').some(entry => entry === 'global' || entry === optOutType) : undefined;
        if (!this.ecidApproved()) {
            this.call(calls => calls.fetchOptOutStatus(value => callback?.(answer(value))), () => callback?.(undefined));
            return undefined;
        }
        const value = this.get('MCOPTOUT', callback && (value => callback(answer(value))), forceCallCallback, () => this.call(calls => calls.requestAudienceManager()));
        return value ? answer(value) : undefined;
    }

    getOptOut(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCOPTOUT', callback, forceCallCallback, () => this.call(calls => calls.requestAudienceManager()));
    }

    isAllowed(): boolean {
        return this.store.isAllowed();
    }

    isClientSideMarketingCloudVisitorID(): boolean {
        return this.calls?.clientSideMid ?? false;
    }

    MCIDCallTimedOut(): boolean | null {
        return this.calls?.timedOut.MC ?? null;
    }

    AAMIDCallTimedOut(): boolean | null {
        return this.calls?.timedOut.AAM ?? null;
    }

    AnalyticsIDCallTimedOut(): boolean | null {
        return this.calls?.timedOut.A ?? null;
    }

    getCustomerIDs(): Record<string, CustomerId> {
        return JSON.parse(JSON.stringify(this.store.customerIds));
    }

    /** Customer ids go on the next audience-manager call; a changed set makes one. */
    setCustomerIDs(ids: Record<string, string | { id: string; authState?: number; hashType?: string }>, hashType?: string): void {
        if (!this.ecidApproved() || !ids || typeof ids !== 'object' || Object.keys(ids).length === 0 || this.store.read('MCOPTOUT').includes('global')) {
            return;
        }
        const hash = this.store.addCustomerIds(ids, hashType);
        if (hash !== this.store.read('MCCIDH') && this.initialized) {
            this.store.expire('MCAAMB');
            this.call(calls => {
                calls.pendingCustomerIdHash = hash;
                calls.requestAudienceManager(true);
            });
        }
    }

    idSyncByURL(config: ManualIdSync): string | undefined {
        return this.idSyncs().byUrl(config);
    }

    idSyncByDataSource(config: ManualIdSync): string | undefined {
        return this.idSyncs().byDataSource(config);
    }

    /** Adds `adobe_mc` so the next domain of the company knows the visitor (valid for 5 minutes). */
    appendVisitorIDsTo(url: string): string {
        return this.crossDomain.appendVisitorIDsTo(url);
    }

    getSupplementalDataID(consumerId: string, noGenerate?: boolean): string {
        return this.supplementalIds.get(consumerId, noGenerate);
    }

    appendSupplementalDataIDTo(url: string, sdid?: string): string {
        return this.crossDomain.appendSupplementalDataIDTo(url, sdid);
    }

    protected get(field: VisitorField, callback: VisitorCallback | undefined, force: boolean | undefined, request: () => void): string {
        if (!this.ecidApproved() || !this.store.isAllowed()) {
            this.store.call(callback, '');
            return '';
        }
        const value = this.store.valueOf(field);
        if (this.store.read(field)) {
            this.store.call(callback, value);
            return value;
        }
        if (force) {
            this.store.call(callback, '');
        } else if (callback) {
            this.store.wait(field, callback);
        }
        if (this.initialized) {
            request();
        }
        return '';
    }

    /**
     * Makes a call once the identity file is in. Should it not come, the visitor gets a local id,
     * as when the calls themselves fail: the page is tracked all the same.
     */
    protected call(use: (calls: VisitorIdCalls) => void, fallBack: () => void = () => this.store.settleWithoutCalls()): void {
        this.idCalls().then(calls => {
            this.calls = calls;
            use(calls);
        }, error => {
            this.logger.warn(`The visitor-ID calls could not load: ${(error as Error).message}`);
            fallBack();
        });
    }

    protected ecidApproved(): boolean {
        const iab = this.registry.iab;
        return this.optIn.isApproved('ecid') && (!this.optIn.doesOptInApply || this.optIn.isComplete) && (!iab || iab.fetched);
    }

    /** Customer ids and supplemental data ids the server handed over with the page (`serverState`). */
    protected applyServerState(serverState: Record<string, unknown> | undefined): void {
        const state = serverState?.[this.config.orgId] as { customerIDs?: Record<string, CustomerId>; sdid?: Record<string, unknown> } | undefined;
        if (state?.customerIDs) {
            Object.assign(this.store.customerIds, { ...state.customerIDs, ...this.store.customerIds });
        }
        if (state?.sdid) {
            this.supplementalIds.restore(state.sdid);
        }
    }
}
