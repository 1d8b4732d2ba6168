import { VisitorSettings } from '../../config/visitor';
import { Lazy } from '../../runtime/bindings';
import { Logger } from '../../services/logger';
import { CustomerId, VisitorIdentity, VisitorValues } from '../../services/visitor-service';
import { AmcvStore, CustomerIdInput, VisitorCallback, VisitorField } from './amcv-store';
import { CrossDomainIds } from './cross-domain-ids';
import { CustomerIdentities } from './customer-identities';
import { OptIn } from './opt-in';
import { SupplementalDataIds } from './supplemental-data-ids';
import { AUTH_STATES, VisitorConfig } from './visitor-config';
import { VisitorFieldGetter } from './visitor-field-getter';
import { ManualIdSync, VisitorIdSyncs } from './visitor-id-syncs';
import { VisitorInstanceConfig } from './visitor-instance-config';
import { parseServerState } from './server-state';

/**
 * One Visitor instance of an organisation, as page code written for VisitorAPI 5.4.0 calls it
 * (docs/protocols.md §1.1-§1.6). Its parts are its own, built with it (VisitorInstanceParts): the AMCV cookie
 * (AmcvStore) and the ids that travel in URLs with it; the /id calls and id syncs the first time
 * they are needed. Nothing is called or stored until the page's opt-in approves ECID.
 */
export class VisitorInstance implements VisitorIdentity {

    readonly _c = 'Visitor';
    static readonly AuthState = AUTH_STATES;

    protected waitingForOptIn = false;
    protected readonly customers = new CustomerIdentities(this.store, this.fields, this.logger);

    // The library's defaults, then every config key, copied onto the instance (docs/protocols.md §1.1): page code reads them there.
    declare readonly version: string;
    declare readonly marketingCloudOrgID: string;
    declare readonly cookieName: string;
    declare readonly sessionCookieName: string;
    declare readonly cookieDomain: string;
    declare readonly loadTimeout: number;
    declare readonly trackingServer: string | undefined;

    constructor(
        protected readonly config: VisitorInstanceConfig,
        protected readonly store: AmcvStore,
        protected readonly fields: VisitorFieldGetter,
        protected readonly idSyncs: Lazy<VisitorIdSyncs>,
        protected readonly crossDomain: CrossDomainIds,
        protected readonly supplementalIds: SupplementalDataIds,
        protected readonly optIn: OptIn,
        protected readonly logger: Logger
    ) {
        this.copyConfig();
    }

    protected copyConfig(): void {
        const config = this.config;
        Object.assign(this, {
            version: config.version, marketingCloudOrgID: config.orgId, cookieName: config.cookieName, sessionCookieName: config.sessionCookieName,
            cookieDomain: this.store.instanceCookies.domain, loadSSL: true, loadTimeout: config.loadTimeout, marketingCloudServer: VisitorSettings.audienceManagerServer,
            audienceManagerServer: VisitorSettings.audienceManagerServer, sdidParamExpiry: VisitorSettings.sdidParamExpiry, idSyncContainerID: config.idSyncContainerID
        }, config.configs);
    }

    get configs(): VisitorConfig {
        return this.config.configs;
    }

    get CORSErrors(): Array<{ url: string; error: string }> {
        return this.fields.calls?.CORSErrors ?? [];
    }

    /** Reads the cookie and the URL, then asks for what is missing; waits for opt-in when it applies. */
    init(serverState?: Record<string, unknown>): void {
        if (this.fields.started) {
            return;
        }
        if (!this.fields.ecidApproved()) {
            if (!this.waitingForOptIn) {
                this.waitingForOptIn = true;
                this.optIn.fetchPermissions(() => this.init(serverState), true);
            }
            return;
        }
        if (!this.store.isAllowed()) {
            return;
        }
        this.fields.started = true;
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
        this.crossDomain.applyServerState(serverState);
        // onReceiveEcid callbacks that waited out the opt-in, when the cookie had the MID.
        if (this.store.read('MCMID')) {
            this.store.resolve('MCMID');
        }
        this.getMarketingCloudVisitorID();
        this.getAudienceManagerLocationHint();
        this.getAudienceManagerBlob();
    }

    getMarketingCloudVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.fields.get('MCMID', callback, forceCallCallback, calls => calls.requestMid());
    }

    getAnalyticsVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        if (!this.config.trackingServer) {
            this.store.call(callback, '');
            return '';
        }
        return this.fields.get('MCAID', callback, forceCallCallback, calls => calls.requestAnalyticsId());
    }

    getAudienceManagerLocationHint(callback?: (hint: string | number) => void, forceCallCallback?: boolean): string | number {
        return this.fields.getAsReceived('MCAAMLH', callback, forceCallCallback, calls => calls.requestAudienceManager());
    }

    getLocationHint(callback?: (hint: string | number) => void, forceCallCallback?: boolean): string | number {
        return this.getAudienceManagerLocationHint(callback, forceCallCallback);
    }

    getAudienceManagerBlob(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.fields.get('MCAAMB', callback, forceCallCallback, calls => calls.requestAudienceManager());
    }

    /** Calls back once every requested field is known (all five by default), at once if they are: it forces each getter's callback. */
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
                this.isOptedOut(optedOut => { values.MCOPTOUT = Boolean(optedOut); done(); }, 'global', true);
            } else {
                const getter = {
                    MCMID: this.getMarketingCloudVisitorID, MCAID: this.getAnalyticsVisitorID,
                    MCAAMLH: this.getAudienceManagerLocationHint, MCAAMB: this.getAudienceManagerBlob
                }[field];
                getter.call(this, (value: string | number) => { (values as Record<string, unknown>)[field] = value; done(); }, true);
            }
        }
    }

    /** True when the visitor opted out globally or of `optOutType`; undefined while that is not known. */
    isOptedOut(callback?: (optedOut: boolean | undefined) => void, optOutType = 'global', forceCallCallback?: boolean): boolean | undefined {
        const answer = (value: string) => value ? value.split(',').some(entry => entry === 'global' || entry === optOutType) : undefined;
        const value = this.getOptOut(callback && (value => callback(answer(value))), forceCallCallback);
        return value ? answer(value) : undefined;
    }

    /** `NONE`, `global` or the opt-outs; before ECID is approved, from /optOutStatus (docs/protocols.md §1.4), but never before a CMP's consent. */
    getOptOut(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        if (!this.fields.ecidApproved()) {
            const noAnswer = () => this.store.call(callback, '');
            this.fields.iabContext ? noAnswer() : this.fields.call(calls => calls.fetchOptOutStatus(value => this.store.call(callback, value)), noAnswer);
            return '';
        }
        return this.fields.get('MCOPTOUT', callback, forceCallCallback, calls => calls.requestAudienceManager());
    }

    isAllowed(): boolean {
        return this.store.isAllowed();
    }

    isClientSideMarketingCloudVisitorID(): boolean {
        return this.fields.calls?.clientSideMid ?? false;
    }

    MCIDCallTimedOut(): boolean | null {
        return this.fields.calls?.timedOut.MC ?? null;
    }

    AAMIDCallTimedOut(): boolean | null {
        return this.fields.calls?.timedOut.AAM ?? null;
    }

    AnalyticsIDCallTimedOut(): boolean | null {
        return this.fields.calls?.timedOut.A ?? null;
    }

    getCustomerIDs(): Record<string, CustomerId> {
        return this.customers.customerIds();
    }

    /** Customer ids go on the next audience-manager call; a changed set makes one. */
    setCustomerIDs(ids: Record<string, CustomerIdInput>, hashType?: string): void {
        this.customers.setCustomerIds(ids, hashType);
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

    /** Taken as `adobe_mc`'s MID is (docs/protocols.md §1.6): valid, and replacing one only with overwriteCrossDomainMCIDAndAID. */
    setMarketingCloudVisitorID(id: unknown): void {
        this.customers.adopt('MCMID', id);
    }

    setAnalyticsVisitorID(id: unknown): void {
        this.customers.adopt('MCAID', id);
    }

    /** Ids by namespace, sent as d_cid_ns on the next audience-manager call (docs/protocols.md §1.3); a changed set makes one. */
    syncIdentity(ids: Record<string, CustomerIdInput>, hashType?: string): void {
        this.customers.syncIdentity(ids, hashType);
    }

    setAsCoopSafe(): void {
        this.configs.isCoopSafe = true;
    }

    setAsCoopUnsafe(): void {
        this.configs.isCoopSafe = false;
    }

    /** Not in the reference: the supplemental data ids start over (a new view of a single-page app), and a serverState given is merged. */
    resetState(serverState?: unknown): void {
        this.supplementalIds.reset();
        this.crossDomain.applyServerState(parseServerState(serverState));
    }

    /** Raw messages for the sync iframe, or URLs fired as images (docs/protocols.md §1.5); the reply goes to the callback. */
    publishDestinations(subdomain: unknown, messages?: unknown, callback?: unknown): void {
        this.idSyncs().publish(subdomain, messages, callback);
    }

    /** The on-page syncs that ran: the MCSYNCSOP field (docs/protocols.md §1.5). */
    idSyncGetOnPageSyncInfo(): string {
        return this.store.read('MCSYNCSOP');
    }

    cookieRead(name: string): string {
        return this.store.instanceCookies.read(name);
    }

    cookieWrite(name: string, value: unknown): boolean {
        return this.store.instanceCookies.writeChecked(name, value);
    }

    removeCookie(name: string): void {
        this.store.instanceCookies.remove(name);
    }

    /** Calls back once a MID is produced (docs/protocols.md §1.8), at once if there is one; waits out the opt-in. */
    onReceiveEcid(callback: VisitorCallback): void {
        if (this.fields.ecidApproved()) {
            this.getMarketingCloudVisitorID(callback, true);
        } else {
            this.store.wait('MCMID', callback);
        }
    }
}
