import { BrowserWindow } from '../../runtime/browser-window';
import { PageEvents } from '../../runtime/page-events';
import { CookieService } from '../../services/cookie-service';
import { HttpClient } from '../../services/http-client';
import { ServiceUrl } from '../../services/service-url';
import { Sha256 } from '../../services/sha256';
import { AmcvCookie, AmcvField } from './amcv-cookie';
import { IabConsent } from './iab-consent';
import type { AfterLoadExports } from '../../services/after-load-features';
import type { IdSyncPublisher } from './id-sync-publisher';
import { OptIn } from './opt-in';
import { SupplementalDataIds } from './supplemental-data-ids';
import { VisitorConfig } from './visitor-config';
import { VisitorIds } from './visitor-ids';
import { VisitorMessages } from './visitor-messages';

export interface VisitorValues {
    MCMID: string;
    MCAID: string;
    MCAAMLH: string;
    MCAAMB: string;
    MCOPTOUT: boolean;
}

/** What an instance uses of the page and the container. */
export interface VisitorDependencies {
    readonly window: BrowserWindow;
    readonly events: PageEvents;
    readonly cookies: CookieService;
    readonly http: HttpClient;
    readonly serviceUrl: ServiceUrl;
    readonly optIn: OptIn;
    readonly iab: IabConsent | undefined;
    readonly warn: (message: string) => void;
    /** The after-load bundle's classes, once the window has loaded: id syncs wait for it. */
    readonly afterLoad: () => Promise<AfterLoadExports>;
}

export interface VisitorDefaults {
    readonly version: string;
    readonly audienceManagerServer: string;
    readonly loadTimeout: number;
    readonly idSyncTtl: number;
    readonly optOutTtl: number;
    readonly defaultMinutesToLive: number;
    readonly maxSyncsLength: number;
    readonly handshakeTimeout: number;
    readonly crossDomainTtlMinutes: number;
    readonly sdidParamExpiry: number;
}

interface CustomerId {
    id: string;
    authState: number;
}

type Group = 'MC' | 'AAM' | 'A';
type Field = 'MCMID' | 'MCAID' | 'MCAAMLH' | 'MCAAMB' | 'MCOPTOUT';
type Callback = (value: string) => void;

const DAY_MS = 86400000;
const TWO_YEARS_DAYS = 730;
const AUTH_STATES = { UNKNOWN: 0, AUTHENTICATED: 1, LOGGED_OUT: 2 } as const;
const now = () => Math.floor(Date.now() / 1000);

/**
 * One visitor-ID service instance for an organisation, wire-compatible with VisitorAPI 5.4.0
 * (visitor-id-protocol §1-5): the AMCV cookie, the audience-manager and tracking-server /id calls,
 * id syncs, cross-domain and supplemental ids. Nothing is called or stored until the opt-in
 * approves ECID.
 */
export class VisitorInstance {

    readonly _c = 'Visitor';
    static readonly AuthState = AUTH_STATES;
    readonly version: string;
    readonly marketingCloudOrgID: string;
    readonly cookieName: string;
    readonly sessionCookieName: string;
    readonly configs: VisitorConfig;
    readonly loadTimeout: number;
    readonly idSyncContainerID: number;
    readonly CORSErrors: Array<{ url: string; error: string }> = [];

    protected readonly fields = new Map<string, AmcvField>();
    protected readonly digest: string;
    protected readonly waiting = new Map<Field, Callback[]>();
    protected readonly inFlight = new Set<Group>();
    protected readonly timedOut: Record<Group, boolean | null> = { MC: null, AAM: null, A: null };
    protected readonly supplementalIds = new SupplementalDataIds();
    protected syncs: Promise<IdSyncPublisher> | undefined;
    protected customerIds: Record<string, CustomerId> = {};
    protected sessionValid = true;
    protected initialized = false;
    protected clientSideMid = false;
    protected allowed: boolean | undefined;
    protected serverState: Record<string, unknown> | undefined;
    protected optOutStatus: { value: string; expiry: number } | undefined;
    protected pendingCustomerIdHash: string | undefined;
    protected waitingForOptIn = false;
    /** Inside `inOneWrite`: fields change in memory, and the cookie is written once at the end. */
    protected deferredWrite: boolean | undefined;

    constructor(protected readonly deps: VisitorDependencies, protected readonly defaults: VisitorDefaults, orgId: string, config: VisitorConfig) {
        this.marketingCloudOrgID = orgId;
        this.configs = config;
        this.version = defaults.version;
        this.cookieName = config.cookieName ?? `AMCV_${orgId}`;
        this.sessionCookieName = config.sessionCookieName ?? `AMCVS_${orgId}`;
        this.loadTimeout = Number(config.loadTimeout) || defaults.loadTimeout;
        this.idSyncContainerID = Number(config.idSyncContainerID) || 0;
        this.digest = AmcvCookie.digest(this.version, this.audienceManagerServer, config.audienceManagerServerSecure);
        this.serverState = this.parseServerState(config.serverState);
    }

    /** Reads the cookie and the URL, then asks for what is missing; waits for opt-in when it applies. */
    init(): void {
        if (this.initialized) {
            return;
        }
        if (!this.ecidApproved()) {
            if (!this.waitingForOptIn) {
                this.waitingForOptIn = true;
                this.deps.optIn.fetchPermissions(() => this.init(), true);
            }
            return;
        }
        if (!this.isAllowed()) {
            return;
        }
        this.initialized = true;
        this.readCookie();
        const crossDomainMid = this.applyCrossDomainIds();
        this.applySupplementalIdParameter();
        if (!this.readField('MCMID') && !crossDomainMid && !this.configs.discardTrackingServerECID) {
            this.readTrackingServerEcid();
        }
        if (!this.syncsDisabled()) {
            const last = Number(this.rawField('MCIDTS')) || 0;
            if (!last || this.today() - last > 1) {
                this.expire('MCAAMB');
                this.writeField('MCIDTS', String(this.today()));
            }
        }
        this.applyServerState();
        this.getMarketingCloudVisitorID();
        this.getAudienceManagerLocationHint();
        this.getAudienceManagerBlob();
    }

    getMarketingCloudVisitorID(callback?: Callback, forceCallCallback?: boolean): string {
        return this.get('MCMID', callback, forceCallCallback, () => this.request('MC'));
    }

    getAnalyticsVisitorID(callback?: Callback, forceCallCallback?: boolean): string {
        if (!this.trackingServer) {
            this.call(callback, '');
            return '';
        }
        return this.get('MCAID', callback, forceCallCallback, () => this.requestAnalyticsId());
    }

    getAudienceManagerLocationHint(callback?: Callback, forceCallCallback?: boolean): string {
        return this.get('MCAAMLH', callback, forceCallCallback, () => this.requestAudienceManager());
    }

    getLocationHint(callback?: Callback, forceCallCallback?: boolean): string {
        return this.getAudienceManagerLocationHint(callback, forceCallCallback);
    }

    getAudienceManagerBlob(callback?: Callback, forceCallCallback?: boolean): string {
        return this.get('MCAAMB', callback, forceCallCallback, () => this.requestAudienceManager());
    }

    /** Calls back once every requested field is known (all five by default). */
    getVisitorValues(callback: (values: Partial<VisitorValues>) => void, fields?: readonly string[]): void {
        const wanted = (fields?.length ? fields : ['MCMID', 'MCAID', 'MCAAMLH', 'MCAAMB', 'MCOPTOUT']) as Field[];
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
            this.fetchOptOutStatus(value => callback?.(answer(value)));
            return undefined;
        }
        const value = this.get('MCOPTOUT', callback && (value => callback(answer(value))), forceCallCallback, () => this.requestAudienceManager());
        return value ? answer(value) : undefined;
    }

    getOptOut(callback?: Callback, forceCallCallback?: boolean): string {
        return this.get('MCOPTOUT', callback, forceCallCallback, () => this.requestAudienceManager());
    }

    isAllowed(): boolean {
        if (this.allowed === undefined) {
            const lifetime = String(this.configs.cookieLifetime ?? '').toUpperCase();
            if (lifetime === 'NONE') {
                this.allowed = false;
            } else if (this.deps.cookies.get(this.cookieName) !== undefined) {
                this.allowed = true;
            } else {
                // Cookies may be blocked: write the placeholder and read it back, as the library does.
                this.writeCookie('T');
                this.allowed = this.deps.cookies.get(this.cookieName) === 'T';
                this.deps.cookies.remove(this.cookieName, { domain: this.configs.cookieDomain });
            }
        }
        return this.allowed;
    }

    isClientSideMarketingCloudVisitorID(): boolean {
        return this.clientSideMid;
    }

    MCIDCallTimedOut(): boolean | null {
        return this.timedOut.MC;
    }

    AAMIDCallTimedOut(): boolean | null {
        return this.timedOut.AAM;
    }

    AnalyticsIDCallTimedOut(): boolean | null {
        return this.timedOut.A;
    }

    getCustomerIDs(): Record<string, CustomerId> {
        return JSON.parse(JSON.stringify(this.customerIds));
    }

    /** Customer ids go on the next audience-manager call; a changed set makes one. */
    setCustomerIDs(ids: Record<string, string | { id: string; authState?: number; hashType?: string }>, hashType?: string): void {
        if (!this.ecidApproved() || !ids || typeof ids !== 'object' || Object.keys(ids).length === 0 || this.readField('MCOPTOUT').includes('global')) {
            return;
        }
        for (const [type, entry] of Object.entries(ids)) {
            const raw = typeof entry === 'object' ? entry : { id: entry };
            if (!raw || raw.id === undefined) {
                continue;
            }
            const hash = (typeof entry === 'object' && entry.hashType) || hashType;
            const id = hash && /^sha-?256$/i.test(hash) ? Sha256.hex(String(raw.id).trim().toLowerCase()) : String(raw.id);
            this.customerIds[type] = { id, authState: Number(raw.authState) || 0 };
        }
        const hash = String(AmcvCookie.hash(Object.entries(this.customerIds)
            .map(([type, entry]) => `${type}|${entry.id}${entry.authState || ''}`).join('|')));
        if (hash !== this.readField('MCCIDH') && this.initialized) {
            this.expire('MCAAMB');
            this.pendingCustomerIdHash = hash;
            this.requestAudienceManager(true);
        }
    }

    idSyncByURL(config: { dpid?: unknown; url?: unknown; minutesToLive?: unknown; dpuuid?: unknown }): string | undefined {
        if (this.readField('MCOPTOUT').includes('global')) {
            return undefined;
        }
        if (this.syncsDisabled()) {
            return VisitorMessages.syncsDisabled;
        }
        if (!config || typeof config.dpid !== 'string' || !config.dpid) {
            return VisitorMessages.dpidEmpty;
        }
        if (typeof config.url !== 'string' || !config.url) {
            return VisitorMessages.urlEmpty;
        }
        const minutes = config.minutesToLive === undefined ? this.defaults.defaultMinutesToLive : parseInt(String(config.minutesToLive), 10);
        if (!(minutes > 0)) {
            return VisitorMessages.minutesToLiveInvalid;
        }
        const url = config.url.replace(/^https?:/, '');
        const dpuuid = typeof config.dpuuid === 'string' ? config.dpuuid : '';
        const message = `ibs|${encodeURIComponent(config.dpid)}|img|${encodeURIComponent(url)}|${minutes}||,${encodeURIComponent(config.dpid)},${encodeURIComponent(dpuuid)}`;
        this.withSyncs(syncs => syncs.enqueue(message));
        return VisitorMessages.queued;
    }

    idSyncByDataSource(config: { dpid?: unknown; dpuuid?: unknown; minutesToLive?: unknown }): string | undefined {
        if (!config || typeof config.dpuuid !== 'string' || !config.dpuuid) {
            return VisitorMessages.dpuuidEmpty;
        }
        return this.idSyncByURL({ ...config, url: `//${this.audienceManagerServer}/ibs:dpid=${config.dpid}&dpuuid=${config.dpuuid}` });
    }

    /** Adds `adobe_mc` so the next domain of the company knows the visitor (valid for 5 minutes). */
    appendVisitorIDsTo(url: string): string {
        try {
            const payload = [['MCMID', this.readField('MCMID')], ['MCAID', this.readField('MCAID')], ['MCORGID', this.marketingCloudOrgID], ['TS', String(now())]]
                .filter(([, value]) => value && value !== 'NONE')
                .map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('|');
            return this.appendParameter(url, 'adobe_mc', payload);
        } catch {
            return url;
        }
    }

    getSupplementalDataID(consumerId: string, noGenerate?: boolean): string {
        return this.supplementalIds.get(consumerId, noGenerate);
    }

    appendSupplementalDataIDTo(url: string, sdid?: string): string {
        const id = sdid ?? this.supplementalIds.get(Math.random().toString(36).slice(2, 7), true);
        if (!id) {
            return url;
        }
        return this.appendParameter(url, 'adobe_mc_sdid', `SDID=${encodeURIComponent(id)}|MCORGID=${encodeURIComponent(this.marketingCloudOrgID)}|TS=${now()}`);
    }

    // ---- configuration ----

    get audienceManagerServer(): string {
        return this.configs.audienceManagerServer ?? this.defaults.audienceManagerServer;
    }

    get trackingServer(): string | undefined {
        return this.configs.trackingServerSecure ?? this.configs.trackingServer;
    }

    protected get marketingCloudServer(): string {
        return this.configs.marketingCloudServerSecure ?? this.configs.marketingCloudServer ?? this.audienceManagerServer;
    }

    protected get firstPartyMarketingCloudServer(): boolean {
        return !/(^|\.)demdex\.net$/.test(this.marketingCloudServer);
    }

    protected get noThirdPartyCookies(): boolean {
        return Boolean(this.configs.disableThirdPartyCookies || this.configs.idSyncDisable3rdPartySyncing);
    }

    protected syncsDisabled(): boolean {
        return Boolean(this.configs.disableIdSyncs || this.configs.idSyncDisableSyncs || this.noThirdPartyCookies || this.configs.disableThirdPartyCalls);
    }

    protected ecidApproved(): boolean {
        const optIn = this.deps.optIn;
        return optIn.isApproved('ecid') && (!optIn.doesOptInApply || optIn.isComplete) && (!this.deps.iab || this.deps.iab.fetched);
    }

    // ---- fields and the cookie ----

    protected readField(key: string): string {
        const field = this.fields.get(key);
        if (!field || (field.expiry !== undefined && field.expiry < now()) || (field.session && !this.sessionValid)) {
            return '';
        }
        return field.value;
    }

    /** The value even when expired: an expired blob is still sent to be refreshed. */
    protected rawField(key: string): string {
        return this.fields.get(key)?.value ?? '';
    }

    protected writeField(key: string, value: string, expiry?: number, session?: boolean): void {
        this.fields.delete(key);
        if (value) {
            this.fields.set(key, { value, expiry, session });
        }
        if (session) {
            this.sessionValid = true;
            this.deps.cookies.set(this.sessionCookieName, '1', { domain: this.configs.cookieDomain, encoding: 'uri-component' });
        }
        if (this.deferredWrite === undefined) {
            this.writeCookie(AmcvCookie.serialize(this.digest, this.fields, this.version));
        } else {
            this.deferredWrite = true;
        }
    }

    /**
     * Runs `update`, writing the AMCV cookie once for all the fields it changed: an /id answer
     * changes up to four, and each write of document.cookie costs the page a trip to the browser.
     */
    protected inOneWrite(update: () => void): void {
        this.deferredWrite = false;
        try {
            update();
        } finally {
            const changed = this.deferredWrite;
            this.deferredWrite = undefined;
            if (changed) {
                this.writeCookie(AmcvCookie.serialize(this.digest, this.fields, this.version));
            }
        }
    }

    protected expire(key: string): void {
        const field = this.fields.get(key);
        if (field) {
            this.fields.set(key, { ...field, expiry: now() - 60 });
        }
    }

    protected writeCookie(value: string): void {
        const lifetime = String(this.configs.cookieLifetime ?? '').toUpperCase();
        const seconds = parseInt(lifetime, 10);
        this.deps.cookies.set(this.cookieName, value, {
            days: lifetime === 'SESSION' ? undefined : seconds > 0 ? seconds / 86400 : TWO_YEARS_DAYS,
            domain: this.configs.cookieDomain,
            encoding: 'uri-component',
            secure: this.configs.secureCookie ? undefined : false,
            sameSite: this.sameSite()
        });
    }

    protected sameSite(): 'Lax' | 'Strict' | 'None' {
        const value = String(this.configs.sameSiteCookie ?? 'Lax').toLowerCase();
        return value === 'strict' ? 'Strict' : value === 'none' ? 'None' : 'Lax';
    }

    protected readCookie(): void {
        this.sessionValid = this.deps.cookies.get(this.sessionCookieName) !== undefined;
        const content = AmcvCookie.parse(this.deps.cookies.get(this.cookieName));
        if (this.configs.resetBeforeVersion && (!content.version || this.compareVersions(content.version, this.configs.resetBeforeVersion) < 0)) {
            return;
        }
        for (const [key, field] of content.fields) {
            this.fields.set(key, field);
        }
        if (content.digest !== undefined && content.digest !== this.digest) {
            // Other servers or another version wrote it: refresh everything that can expire.
            for (const [key, field] of this.fields) {
                if (field.expiry !== undefined) {
                    this.fields.set(key, { ...field, expiry: now() - 60 });
                }
            }
            this.fields.delete('MCCIDH');
        }
    }

    /** The CNAME tracking server's `s_ecid` cookie (`MCMID|<ecid>`) when there is no AMCV. */
    protected readTrackingServerEcid(): void {
        const mid = AmcvCookie.parse(`0|${this.deps.cookies.get('s_ecid') ?? ''}`).fields.get('MCMID')?.value;
        if (mid && VisitorIds.ID_PATTERN.test(mid)) {
            this.writeField('MCMID', mid);
        }
    }

    // ---- getters and callbacks ----

    protected get(field: Field, callback: Callback | undefined, force: boolean | undefined, request: () => void): string {
        if (!this.ecidApproved() || !this.isAllowed()) {
            this.call(callback, '');
            return '';
        }
        const value = this.readField(field);
        if (value) {
            this.call(callback, field === 'MCAID' && value === 'NONE' ? '' : value);
            return field === 'MCAID' && value === 'NONE' ? '' : value;
        }
        if (force) {
            this.call(callback, '');
        } else if (callback) {
            this.waiting.set(field, [...(this.waiting.get(field) ?? []), callback]);
        }
        if (this.initialized) {
            request();
        }
        return '';
    }

    protected resolve(field: Field): void {
        const callbacks = this.waiting.get(field) ?? [];
        this.waiting.delete(field);
        const value = this.readField(field);
        for (const callback of callbacks) {
            this.call(callback, field === 'MCAID' && value === 'NONE' ? '' : value);
        }
    }

    protected call(callback: Callback | undefined, value: string): void {
        if (typeof callback === 'function') {
            try {
                callback(value);
            } catch (error) {
                this.deps.warn(`A visitor-ID callback failed: ${(error as Error).message}`);
            }
        }
    }

    // ---- the /id calls ----

    /** The MID: from the audience-manager, or the first-party server, or made here if both fail. */
    protected request(group: 'MC'): void {
        if (this.inFlight.has(group) || this.readField('MCMID')) {
            return;
        }
        if (this.configs.disableThirdPartyCalls) {
            this.setLocalMid(false);
            return;
        }
        this.inFlight.add(group);
        const url = this.audienceManagerUrl('MC', !this.readField('MCMID') && this.firstPartyMarketingCloudServer);
        this.fetch(url, 'MC', response => {
            const mid = this.idOf(response, ['d_mid', 'visitorID', 'id', 'uuid', 'mid']);
            if (mid) {
                this.timedOut.MC = false;
                this.writeField('MCMID', mid);
            }
            this.processAudienceManagerFields(response, false);
            if (mid) {
                this.afterMid();
            } else if (this.firstPartyMarketingCloudServer) {
                this.requestFirstPartyMid();
            } else {
                this.setLocalMid(false);
            }
        }, timedOut => this.setLocalMid(timedOut));
    }

    protected requestFirstPartyMid(): void {
        const server = this.marketingCloudServer;
        const url = this.deps.serviceUrl.of(server, `/id?d_visid_ver=${this.version}&d_fieldgroup=MC&mcorgid=${encodeURIComponent(this.marketingCloudOrgID)}`
            + this.cookieLifetimeParameter() + (this.noThirdPartyCookies ? '&d_coppa=true' : '') + `&ts=${Date.now()}`);
        this.fetch(url, 'MC', response => {
            const mid = this.idOf(response, ['mid']);
            const aid = this.idOf(response, ['id']);
            if (aid) {
                this.writeField('MCAID', aid);
            }
            if (mid) {
                this.setMid(mid);
            } else {
                this.setLocalMid(false);
            }
        }, timedOut => this.setLocalMid(timedOut));
    }

    protected setMid(mid: string): void {
        this.timedOut.MC = false;
        this.writeField('MCMID', mid);
        this.afterMid();
    }

    protected setLocalMid(timedOut: boolean): void {
        this.timedOut.MC = timedOut;
        this.clientSideMid = true;
        this.writeField('MCMID', VisitorIds.localMid());
        this.afterMid();
    }

    protected afterMid(): void {
        this.inFlight.delete('MC');
        this.resolve('MCMID');
        if (this.trackingServer && !this.fields.has('MCAID')) {
            this.requestAnalyticsId();
        } else {
            this.resolve('MCAID');
            this.requestAudienceManager();
        }
    }

    /** The legacy analytics id, from the company's tracking server, once the MID is known. */
    protected requestAnalyticsId(): void {
        const mid = this.readField('MCMID');
        if (!mid || this.inFlight.has('A') || !this.trackingServer) {
            return;
        }
        this.inFlight.add('A');
        const url = this.deps.serviceUrl.of(this.trackingServer, `/id?d_visid_ver=${this.version}&d_fieldgroup=A&mcorgid=${encodeURIComponent(this.marketingCloudOrgID)}`
            + `&mid=${encodeURIComponent(mid)}${this.cookieLifetimeParameter()}${this.noThirdPartyCookies ? '&d_coppa=true' : ''}&ts=${Date.now()}`);
        const done = (aid: string | undefined, timedOut: boolean) => {
            this.inFlight.delete('A');
            this.timedOut.A = timedOut;
            this.writeField('MCAID', aid ?? 'NONE');
            if (aid) {
                // The audience manager must hear of the analytics id: refresh the blob with it.
                this.expire('MCAAMB');
            }
            this.resolve('MCAID');
            this.requestAudienceManager();
        };
        this.fetch(url, 'A', response => done(this.idOf(response, ['d_mid', 'visitorID', 'id', 'uuid']), false), timedOut => done(undefined, timedOut));
    }

    /** Location hint, blob and opt-out, once the MID (and the analytics id, if used) are known. */
    protected requestAudienceManager(force = false): void {
        if (!this.readField('MCMID') || this.inFlight.has('AAM')) {
            return;
        }
        if (this.trackingServer && !this.fields.has('MCAID')) {
            // The analytics id first: the audience manager hears of it in d_cid_ic.
            this.requestAnalyticsId();
            return;
        }
        if (!force && this.readField('MCAAMLH') && this.readField('MCAAMB') && this.readField('MCOPTOUT')) {
            this.resolveAudienceManagerFields();
            return;
        }
        if (this.configs.disableThirdPartyCalls) {
            this.processAudienceManagerFields({ error_msg: 'timeout' }, true);
            return;
        }
        this.inFlight.add('AAM');
        this.fetch(this.audienceManagerUrl('AAM', false), 'AAM', response => {
            this.timedOut.AAM = false;
            this.processAudienceManagerFields(response, true);
        }, timedOut => {
            this.timedOut.AAM = timedOut;
            this.processAudienceManagerFields({ error_msg: 'timeout' }, true);
        });
    }

    protected processAudienceManagerFields(response: Record<string, unknown>, fromAudienceGroup: boolean): void {
        if (fromAudienceGroup) {
            this.inFlight.delete('AAM');
        }
        const ttl = Number(response.id_sync_ttl) || this.defaults.idSyncTtl;
        const region = response.dcs_region ?? response.d_region;
        let regionChanged = false;
        this.inOneWrite(() => {
            if (region !== undefined && region !== null && region !== '') {
                regionChanged = this.rawField('MCAAMLH') !== '' && this.rawField('MCAAMLH') !== String(region);
                if (regionChanged) {
                    this.fields.delete('MCSYNCS');
                    this.fields.delete('MCSYNCSOP');
                }
                this.writeField('MCAAMLH', String(region), now() + ttl);
            }
            const blob = response.d_blob ?? response.blob;
            if (typeof blob === 'string' && blob) {
                this.writeField('MCAAMB', blob, now() + ttl);
            }
            if (!this.readField('MCOPTOUT') || Array.isArray(response.d_optout)) {
                const optOut = Array.isArray(response.d_optout) && response.d_optout.length ? response.d_optout.join(',') : 'NONE';
                this.writeField('MCOPTOUT', optOut, now() + (Number(response.d_ottl) || this.defaults.optOutTtl), true);
            }
            if (response.error_msg === undefined && this.pendingCustomerIdHash !== undefined) {
                this.writeField('MCCIDH', this.pendingCustomerIdHash);
                this.pendingCustomerIdHash = undefined;
            }
        });
        if (!this.syncsDisabled()) {
            this.withSyncs(syncs => syncs.process(response.ibs, response.subdomain, regionChanged));
        }
        this.resolveAudienceManagerFields();
    }

    /**
     * Id syncs run after the window loaded (what the library does with idSyncAttachIframeOnWindowLoad),
     * from the after-load bundle: partner pixels never compete with the page's own loading.
     */
    protected withSyncs(use: (syncs: IdSyncPublisher) => void): void {
        this.syncs ??= this.deps.afterLoad().then(({ IdSyncPublisher }) => new IdSyncPublisher(this.deps.window, this.deps.events, this.deps.serviceUrl, {
                containerId: this.idSyncContainerID,
                akamai: Boolean(this.configs.idSyncSSLUseAkamai),
                handshakeTimeout: this.defaults.handshakeTimeout,
                maxSyncsLength: this.defaults.maxSyncsLength,
                warn: this.deps.warn
            }, {
                read: field => this.readField(field),
                write: (field, value) => this.writeField(field, value),
                today: () => this.today()
            }));
        this.syncs.then(use).catch(error => this.deps.warn(`Id syncs failed: ${(error as Error).message}`));
    }

    protected resolveAudienceManagerFields(): void {
        this.resolve('MCAAMLH');
        this.resolve('MCAAMB');
        this.resolve('MCOPTOUT');
    }

    /** /optOutStatus: read-only, kept in memory for d_ottl seconds, while ECID is not approved. */
    protected fetchOptOutStatus(callback: Callback): void {
        if (this.optOutStatus && this.optOutStatus.expiry > now()) {
            this.call(callback, this.optOutStatus.value);
            return;
        }
        const url = this.audienceManagerUrl(undefined, false).replace('/id?', '/optOutStatus?');
        this.deps.http.get(url, this.loadTimeout).then(response => {
            const body = this.json(response.text) ?? {};
            const value = Array.isArray(body.d_optout) && body.d_optout.length ? body.d_optout.join(',') : 'NONE';
            this.optOutStatus = { value, expiry: now() + (Number(body.d_ottl) || this.defaults.optOutTtl) };
            this.call(callback, value);
        }, () => this.call(callback, ''));
    }

    /** The audience-manager /id URL with its parameters in the library's order (visitor-id-protocol §3.2). */
    protected audienceManagerUrl(group: Group | undefined, verify: boolean): string {
        const iab = this.deps.iab;
        const demdex = /demdex\.net$/.test(this.audienceManagerServer);
        const parameters: string[] = [`d_visid_ver=${this.version}`];
        if (group) {
            parameters.push(`d_fieldgroup=${group}`);
        }
        if (iab && demdex && iab.gdprApplies) {
            parameters.push('gdpr=1', `gdpr_consent=${iab.tcString ?? ''}`);
        }
        if (iab && demdex && iab.consentChanged) {
            parameters.push('d_cf=1');
            if (group === 'AAM') {
                iab.consentChanged = false;
            }
        }
        parameters.push('d_rtbd=json', 'd_ver=2');
        if (verify) {
            parameters.push('d_verify=1');
        }
        parameters.push(`d_orgid=${encodeURIComponent(this.marketingCloudOrgID)}`, `d_nsid=${this.idSyncContainerID}`);
        const mid = this.readField('MCMID');
        if (mid) {
            parameters.push(`d_mid=${mid}`);
        }
        if (this.noThirdPartyCookies) {
            parameters.push('d_coppa=true');
        }
        if (this.configs.isCoopSafe === true) {
            parameters.push('d_coop_safe=1');
        } else if (this.configs.isCoopSafe === false) {
            parameters.push('d_coop_unsafe=1');
        }
        const blob = this.rawField('MCAAMB');
        if (blob) {
            parameters.push(`d_blob=${encodeURIComponent(blob)}`);
        }
        const aid = this.readField('MCAID');
        if (aid && aid !== 'NONE') {
            parameters.push(`d_cid_ic=AVID%01${encodeURIComponent(aid)}`);
        }
        for (const [type, entry] of Object.entries(this.customerIds)) {
            parameters.push(`d_cid_ic=${encodeURIComponent(type)}%01${encodeURIComponent(entry.id)}${entry.authState ? `%01${entry.authState}` : ''}`);
        }
        parameters.push(`ts=${Date.now()}`);
        return this.deps.serviceUrl.of(this.audienceManagerServer, `/id?${parameters.join('&')}`);
    }

    protected cookieLifetimeParameter(): string {
        const lifetime = this.configs.cookieLifetime;
        return lifetime === undefined || lifetime === '' ? '' : `&cl=${encodeURIComponent(String(lifetime))}`;
    }

    /** One /id call. A failure, a timeout or an answer that is not JSON falls back. */
    protected fetch(url: string, group: Group, onAnswer: (response: Record<string, unknown>) => void, onFailure: (timedOut: boolean) => void): void {
        this.deps.http.get(url, this.loadTimeout).then(response => {
            const body = response.status === 200 ? this.json(response.text) : undefined;
            if (body) {
                onAnswer(body);
            } else {
                // The library would wait forever on a non-200 answer; falling back keeps the page tracked.
                this.CORSErrors.push({ url, error: response.status === 200 ? 'Response is not JSON' : `status ${response.status}` });
                this.inFlight.delete(group);
                onFailure(false);
            }
        }, (error: Error) => {
            const timedOut = error.name === 'TimeoutError';
            this.CORSErrors.push({ url, error: timedOut ? 'ontimeout' : 'onerror' });
            this.inFlight.delete(group);
            onFailure(timedOut);
        });
    }

    protected json(text: string): Record<string, unknown> | undefined {
        try {
            const value = JSON.parse(text);
            return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
        } catch {
            return undefined;
        }
    }

    /** The first valid id among `keys`, upper-cased; NOTARGET means none. */
    protected idOf(response: Record<string, unknown>, keys: readonly string[]): string | undefined {
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

    // ---- cross-domain, supplemental ids, server state ----

    /** `adobe_mc` from the previous domain of the company, if it is recent and for this org. */
    protected applyCrossDomainIds(): boolean {
        const values = this.urlParameter('adobe_mc');
        const age = values && Math.floor((now() - Number(values.TS)) / 60);
        if (!values || !values.TS || values.MCORGID !== this.marketingCloudOrgID || !(age! <= this.defaults.crossDomainTtlMinutes)) {
            return false;
        }
        let applied = false;
        for (const key of ['MCMID', 'MCAID']) {
            const id = values[key];
            if (id && VisitorIds.ID_PATTERN.test(id) && (!this.readField(key) || this.configs.overwriteCrossDomainMCIDAndAID)) {
                this.writeField(key, id);
                applied = true;
            }
        }
        if (applied) {
            this.expire('MCAAMB');
        }
        return Boolean(values.MCMID);
    }

    protected applySupplementalIdParameter(): void {
        const values = this.urlParameter('adobe_mc_sdid');
        const expiry = Number(this.configs.sdidParamExpiry) || this.defaults.sdidParamExpiry;
        if (values?.SDID && values.MCORGID === this.marketingCloudOrgID && values.TS && now() - Number(values.TS) < expiry) {
            this.supplementalIds.adopt(values.SDID);
        }
    }

    protected urlParameter(name: string): Record<string, string> | undefined {
        const match = new RegExp(`[?&#]${name}=([^&#]*)`).exec(this.deps.window.location.href);
        if (!match) {
            return undefined;
        }
        const values: Record<string, string> = {};
        try {
            for (const pair of decodeURIComponent(match[1]).split('|')) {
                const [key, value = ''] = pair.split('=');
                values[key] = decodeURIComponent(value);
            }
        } catch {
            return undefined;
        }
        return values;
    }

    protected appendParameter(url: string, name: string, payload: string): string {
        const [base, fragment] = url.split('#');
        const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
        return `${base}${separator}${name}=${encodeURIComponent(payload)}${fragment !== undefined ? `#${fragment}` : ''}`;
    }

    protected parseServerState(state: unknown): Record<string, unknown> | undefined {
        if (state === undefined) {
            return undefined;
        }
        try {
            const value = typeof state === 'string' ? JSON.parse(state) : state;
            if (!value || typeof value !== 'object') {
                throw new Error();
            }
            return value as Record<string, unknown>;
        } catch {
            throw new Error(VisitorMessages.invalidServerState);
        }
    }

    protected applyServerState(): void {
        const state = this.serverState?.[this.marketingCloudOrgID] as { customerIDs?: Record<string, CustomerId>; sdid?: Record<string, unknown> } | undefined;
        if (state?.customerIDs) {
            this.customerIds = { ...state.customerIDs, ...this.customerIds };
        }
        if (state?.sdid) {
            this.supplementalIds.restore(state.sdid);
        }
    }

    protected today(): number {
        return Math.ceil(Date.now() / DAY_MS);
    }

    protected compareVersions(a: string, b: string): number {
        const left = a.split('.').map(Number);
        const right = b.split('.').map(Number);
        for (let index = 0; index < Math.max(left.length, right.length); index++) {
            const difference = (left[index] ?? 0) - (right[index] ?? 0);
            if (difference) {
                return difference;
            }
        }
        return 0;
    }
}
