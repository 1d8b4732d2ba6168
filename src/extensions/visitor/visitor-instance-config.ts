import { VisitorSettings } from '../../config/visitor';
import { AmcvCookie } from './amcv-cookie';
import type { VisitorConfig } from './visitor-config';

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
    constructor(protected readonly settings: VisitorInstanceSettings) {}

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

    /** What VisitorAPI puts on an instance before its config keys: its defaults, and what it made of the config. */
    libraryProperties(cookieDomain: string): Record<string, unknown> {
        return {
            version: this.version,
            marketingCloudOrgID: this.orgId,
            cookieName: this.cookieName,
            sessionCookieName: this.sessionCookieName,
            cookieDomain,
            loadSSL: true,
            loadTimeout: this.loadTimeout,
            marketingCloudServer: VisitorSettings.audienceManagerServer,
            audienceManagerServer: VisitorSettings.audienceManagerServer,
            sdidParamExpiry: VisitorSettings.sdidParamExpiry,
            idSyncContainerID: this.idSyncContainerID
        };
    }

    /** The settings digest the AMCV cookie starts with. */
    get digest(): string {
        return (this.settingsDigest ??= AmcvCookie.digest(
            this.version,
            this.audienceManagerServer,
            this.configs.audienceManagerServerSecure
        ));
    }

    get audienceManagerServer(): string {
        return this.configs.audienceManagerServer ?? VisitorSettings.audienceManagerServer;
    }

    get trackingServer(): string | undefined {
        return this.configs.trackingServerSecure ?? this.configs.trackingServer;
    }

    get noThirdPartyCookies(): boolean {
        return Boolean(this.configs.disableThirdPartyCookies || this.configs.idSyncDisable3rdPartySyncing);
    }

    get syncsDisabled(): boolean {
        return Boolean(
            this.configs.disableIdSyncs ||
            this.configs.idSyncDisableSyncs ||
            this.noThirdPartyCookies ||
            this.configs.disableThirdPartyCalls
        );
    }
}
