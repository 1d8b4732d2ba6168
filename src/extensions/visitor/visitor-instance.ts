import type { CustomerId, VisitorIdentity, VisitorValues } from '../../services/visitor-service';
import type { VisitorCallback } from './amcv-store';
import { AmcvStore } from './amcv-store';
import { CrossDomainIds } from './cross-domain-ids';
import { CustomerIdentities } from './customer-identities';
import type { CustomerIdInput } from './customer-ids';
import { parseServerState } from './server-state';
import { SupplementalDataIds } from './supplemental-data-ids';
import type { VisitorConfig } from './visitor-config';
import { AUTH_STATES } from './visitor-config';
import { VisitorFieldGetter } from './visitor-field-getter';
import type { ManualIdSync } from './visitor-id-syncs';
import { VisitorIdSyncs } from './visitor-id-syncs';
import type { VisitorInstanceOptions } from './visitor-instance-options';
import { VisitorStart } from './visitor-start';

/**
 * One Visitor instance of an organisation, as page code written for VisitorAPI 5.4.0 calls it
 * (docs/protocols.md §1.1-§1.6). It builds its parts with `new`: the AMCV cookie (AmcvStore), the
 * getters' rule, the ids that travel in URLs, its id syncs; the /id calls (identity file) and the
 * destination publisher (after-load file) the first time they are needed. The page's opt-in is
 * shared with the other instances. Nothing is called or stored until the opt-in approves ECID.
 */
export class VisitorInstance implements VisitorIdentity {
    readonly _c = 'Visitor';
    static readonly AuthState = AUTH_STATES;

    constructor(protected readonly options: VisitorInstanceOptions) {
        // The library's defaults, then every config key, copied onto the instance (docs/protocols.md §1.1): page code reads them there.
        Object.assign(this, this.options.config.libraryProperties(this.store.instanceCookies.domain), this.configs);
    }

    protected readonly store = new AmcvStore(this.options);
    protected readonly idSyncs = new VisitorIdSyncs({
        ...this.options,
        store: this.store,
        publishers: this.options.lazyParts.idSyncPublisher
    });
    protected readonly fields = new VisitorFieldGetter({
        ...this.options,
        store: this.store,
        idCalls: this.options.lazyParts.idCalls,
        syncs: this.idSyncs
    });
    protected readonly supplementalIds = new SupplementalDataIds();
    protected readonly crossDomain = new CrossDomainIds({ ...this.options, store: this.store, supplementalIds: this.supplementalIds });
    protected readonly customers = new CustomerIdentities({ ...this.options, store: this.store, fields: this.fields });
    protected readonly start = new VisitorStart({
        ...this.options,
        store: this.store,
        fields: this.fields,
        crossDomain: this.crossDomain,
        idSyncs: this.idSyncs
    });

    // What copying the config put on the instance, for the container's own readers.
    declare readonly version: string;
    declare readonly marketingCloudOrgID: string;
    declare readonly cookieName: string;
    declare readonly sessionCookieName: string;
    declare readonly cookieDomain: string;
    declare readonly loadTimeout: number;
    declare readonly trackingServer: string | undefined;

    get configs(): VisitorConfig {
        return this.options.config.configs;
    }

    get CORSErrors(): Array<{ url: string; error: string }> {
        return this.fields.calls?.CORSErrors ?? [];
    }

    /** Reads the cookie and the URL, then asks for what is missing; waits for opt-in when it applies. */
    init(serverState?: Record<string, unknown>): void {
        this.start.run(serverState);
    }

    getMarketingCloudVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.fields.get('MCMID', callback, forceCallCallback);
    }

    getAnalyticsVisitorID(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.fields.get('MCAID', callback, forceCallCallback);
    }

    getAudienceManagerLocationHint(callback?: (hint: string | number) => void, forceCallCallback?: boolean): string | number {
        return this.fields.getAsReceived('MCAAMLH', callback, forceCallCallback);
    }

    getLocationHint(callback?: (hint: string | number) => void, forceCallCallback?: boolean): string | number {
        return this.getAudienceManagerLocationHint(callback, forceCallCallback);
    }

    getAudienceManagerBlob(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.fields.get('MCAAMB', callback, forceCallCallback);
    }

    getVisitorValues(callback: (values: Partial<VisitorValues>) => void, fields?: readonly string[]): void {
        this.fields.values(callback, fields);
    }

    isOptedOut(
        callback?: (optedOut: boolean | undefined) => void,
        optOutType = 'global',
        forceCallCallback?: boolean
    ): boolean | undefined {
        return this.fields.optedOut(callback, optOutType, forceCallCallback);
    }

    getOptOut(callback?: VisitorCallback, forceCallCallback?: boolean): string {
        return this.fields.optOut(callback, forceCallCallback);
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
        return this.idSyncs.byUrl(config);
    }

    idSyncByDataSource(config: ManualIdSync): string | undefined {
        return this.idSyncs.byDataSource(config);
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
        this.idSyncs.publish(subdomain, messages, callback);
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
