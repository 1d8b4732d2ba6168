import { VisitorSettings } from '../../config/visitor';
import { AmcvCookie } from './amcv-cookie';
import { VisitorConfig } from './visitor-config';

/** The org and config one Visitor instance was made with. */
export interface VisitorInstanceSettings {
    readonly orgId: string;
    readonly config: VisitorConfig;
}

/**
 * One instance's settings as every part of it reads them: the page code's (or the property's)
 * config, and the library's defaults (VisitorSettings) where the config says nothing.
 */
export class VisitorInstanceConfig {

    constructor(protected readonly settings: VisitorInstanceSettings) { }

    protected settingsDigest: string | undefined;

    get orgId(): string {
        return this.settings.orgId;
    }

    get configs(): VisitorConfig {
        return this.settings.config;
    }

    get version(): string {
        return VisitorSettings.version;
    }

    get cookieName(): string {
        return this.configs.cookieName ?? `AMCV_${this.orgId}`;
    }

    get sessionCookieName(): string {
        return this.configs.sessionCookieName ?? `AMCVS_${this.orgId}`;
    }

    get loadTimeout(): number {
        return Number(this.configs.loadTimeout) || VisitorSettings.loadTimeout;
    }

    get idSyncContainerID(): number {
        return Number(this.configs.idSyncContainerID) || 0;
    }

    /** The settings digest the AMCV cookie starts with. */
    get digest(): string {
        return this.settingsDigest ??= AmcvCookie.digest(this.version, this.audienceManagerServer, this.configs.audienceManagerServerSecure);
    }

    get audienceManagerServer(): string {
        return this.configs.audienceManagerServer ?? VisitorSettings.audienceManagerServer;
    }

    get trackingServer(): string | undefined {
        return this.configs.trackingServerSecure ?? this.configs.trackingServer;
    }

    get marketingCloudServer(): string {
        return this.configs.marketingCloudServerSecure ?? this.configs.marketingCloudServer ?? this.audienceManagerServer;
    }

    /** The company's own CNAME answers MID calls: the audience manager then verifies them. */
    get firstPartyMarketingCloudServer(): boolean {
        return !/(^|\.)demdex\.net$/.test(this.marketingCloudServer);
    }

    get noThirdPartyCookies(): boolean {
        return Boolean(this.configs.disableThirdPartyCookies || this.configs.idSyncDisable3rdPartySyncing);
    }

    get syncsDisabled(): boolean {
        return Boolean(this.configs.disableIdSyncs || this.configs.idSyncDisableSyncs || this.noThirdPartyCookies || this.configs.disableThirdPartyCalls);
    }

    /** `&cl=<lifetime>` for the tracking-server calls, when a lifetime is configured. */
    get cookieLifetimeParameter(): string {
        const lifetime = this.configs.cookieLifetime;
        return lifetime === undefined || lifetime === '' ? '' : `&cl=${encodeURIComponent(String(lifetime))}`;
    }
}
