import { inject, injectable } from 'inversify';
import { Lazy } from '../../runtime/bindings';
import { Sha256 } from '../../services/sha256';
import { CustomerId, VisitorIdentity, VisitorValues } from '../../services/visitor-service';
import { AmcvCookie } from './amcv-cookie';
import { AmcvStore, VisitorCallback, VisitorField } from './amcv-store';
import { CrossDomainIds } from './cross-domain-ids';
import { OptIn } from './opt-in';
import { SupplementalDataIds } from './supplemental-data-ids';
import { AUTH_STATES, VisitorConfig } from './visitor-config';
import { VisitorIdCalls, VisitorIdCallsFactory } from './visitor-id-calls';
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
    @inject(VisitorIdCallsFactory) protected readonly idCalls!: Lazy<VisitorIdCalls>;
    @inject(VisitorIdSyncsFactory) protected readonly idSyncs!: Lazy<VisitorIdSyncs>;
    @inject(CrossDomainIds) protected readonly crossDomain!: CrossDomainIds;
    @inject(SupplementalDataIds) protected readonly supplementalIds!: SupplementalDataIds;
    @inject(OptIn) protected readonly optIn!: OptIn;
    @inject(VisitorRegistry) protected readonly registry!: VisitorRegistry;

    protected initialized = false;
    protected waitingForOptIn = false;

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
        return this.idCalls().CORSErrors;
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
        return this.get('MCMID', callback, forceCallCallback, () => this.idCalls().requestMid());
    }

    getAnalyticsVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        if (!this.trackingServer) {
            this.store.call(callback, '');
            return '';
        }
        return this.get('MCAID', callback, forceCallCallback, () => this.idCalls().requestAnalyticsId());
    }

    getAudienceManagerLocationHint(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCAAMLH', callback, forceCallCallback, () => this.idCalls().requestAudienceManager());
    }

    getLocationHint(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.getAudienceManagerLocationHint(callback, forceCallCallback);
    }

    getAudienceManagerBlob(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCAAMB', callback, forceCallCallback, () => this.idCalls().requestAudienceManager());
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
            this.idCalls().fetchOptOutStatus(value => callback?.(answer(value)));
            return undefined;
        }
        const value = this.get('MCOPTOUT', callback && (value => callback(answer(value))), forceCallCallback, () => this.idCalls().requestAudienceManager());
        return value ? answer(value) : undefined;
    }

    getOptOut(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.get('MCOPTOUT', callback, forceCallCallback, () => this.idCalls().requestAudienceManager());
    }

    isAllowed(): boolean {
        return this.store.isAllowed();
    }

    isClientSideMarketingCloudVisitorID(): boolean {
        return this.idCalls().clientSideMid;
    }

    MCIDCallTimedOut(): boolean | null {
        return this.idCalls().timedOut.MC;
    }

    AAMIDCallTimedOut(): boolean | null {
        return this.idCalls().timedOut.AAM;
    }

    AnalyticsIDCallTimedOut(): boolean | null {
        return this.idCalls().timedOut.A;
    }

    getCustomerIDs(): Record<string, CustomerId> {
        return JSON.parse(JSON.stringify(this.store.customerIds));
    }

    /** Customer ids go on the next audience-manager call; a changed set makes one. */
    setCustomerIDs(ids: Record<string, string | { id: string; authState?: number; hashType?: string }>, hashType?: string): void {
        if (!this.ecidApproved() || !ids || typeof ids !== 'object' || Object.keys(ids).length === 0 || this.store.read('MCOPTOUT').includes('global')) {
            return;
        }
        const customerIds = this.store.customerIds;
        for (const [type, entry] of Object.entries(ids)) {
            const raw = typeof entry === 'object' ? entry : { id: entry };
            if (!raw || raw.id === undefined) {
                continue;
            }
            const hash = (typeof entry === 'object' && entry.hashType) || hashType;
            const id = hash && /^sha-?256$/i.test(hash) ? Sha256.hex(String(raw.id).trim().toLowerCase()) : String(raw.id);
            customerIds[type] = { id, authState: Number(raw.authState) || 0 };
        }
        const hash = String(AmcvCookie.hash(Object.entries(customerIds).map(([type, entry]) => `${type}|${entry.id}${entry.authState || ''}`).join('|')));
        if (hash !== this.store.read('MCCIDH') && this.initialized) {
            this.store.expire('MCAAMB');
            this.idCalls().pendingCustomerIdHash = hash;
            this.idCalls().requestAudienceManager(true);
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
