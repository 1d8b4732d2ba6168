/** `Visitor.AuthState`: how a customer id was authenticated. */
export const AUTH_STATES = { UNKNOWN: 0, AUTHENTICATED: 1, LOGGED_OUT: 2 } as const;

/** Config keys whose value is a boolean (a function there is called once; 'true'/'false' become booleans). */
const BOOLEAN_KEYS = [
    'loadSSL',
    'disableIdSyncs',
    'idSyncDisableSyncs',
    'disableThirdPartyCookies',
    'idSyncDisable3rdPartySyncing',
    'disableThirdPartyCalls',
    'idSyncAttachIframeOnWindowLoad',
    'idSyncSSLUseAkamai',
    'doesOptInApply',
    'isOptInStorageEnabled',
    'isIabContext',
    'overwriteCrossDomainMCIDAndAID',
    'secureCookie',
    'discardTrackingServerECID',
    'useLocalStorage',
    'isCoopSafe'
] as const;

/** Config keys VisitorAPI 5.4.0 accepts (docs/protocols.md §1.1), the boolean ones first; any other key is dropped. */
export const KNOWN_CONFIG_KEYS = [
    ...BOOLEAN_KEYS,
    'trackingServer',
    'trackingServerSecure',
    'marketingCloudServer',
    'marketingCloudServerSecure',
    'audienceManagerServer',
    'audienceManagerServerSecure',
    'cookieDomain',
    'cookieLifetime',
    'cookieName',
    'sessionCookieName',
    'loadTimeout',
    'idSyncContainerID',
    'idSyncIDCallResult',
    'idSyncAfterIDCallResult',
    'preOptInApprovals',
    'previousPermissions',
    'optInCookieDomain',
    'optInStorageExpiry',
    'serverState',
    'whitelistParentDomain',
    'whitelistIframeDomains',
    'resetBeforeVersion',
    'sdidParamExpiry',
    'sameSiteCookie',
    'takeTimeoutMetrics'
] as const;

export type VisitorConfigKey = (typeof KNOWN_CONFIG_KEYS)[number];

export interface VisitorConfig {
    trackingServer?: string;
    trackingServerSecure?: string;
    marketingCloudServer?: string;
    marketingCloudServerSecure?: string;
    audienceManagerServer?: string;
    audienceManagerServerSecure?: string;
    cookieDomain?: string;
    /** Seconds, 'SESSION' or 'NONE'. Unset: two years. */
    cookieLifetime?: number | string;
    cookieName?: string;
    sessionCookieName?: string;
    loadSSL?: boolean;
    loadTimeout?: number;
    idSyncContainerID?: number;
    disableIdSyncs?: boolean;
    idSyncDisableSyncs?: boolean;
    disableThirdPartyCookies?: boolean;
    idSyncDisable3rdPartySyncing?: boolean;
    disableThirdPartyCalls?: boolean;
    idSyncAttachIframeOnWindowLoad?: boolean;
    idSyncSSLUseAkamai?: boolean;
    isCoopSafe?: boolean;
    doesOptInApply?: boolean;
    preOptInApprovals?: unknown;
    previousPermissions?: unknown;
    isOptInStorageEnabled?: boolean;
    optInCookieDomain?: string;
    optInStorageExpiry?: number;
    isIabContext?: boolean;
    serverState?: unknown;
    overwriteCrossDomainMCIDAndAID?: boolean;
    resetBeforeVersion?: string;
    sdidParamExpiry?: number;
    secureCookie?: boolean;
    sameSiteCookie?: string;
    discardTrackingServerECID?: boolean;
    [key: string]: unknown;
}

/**
 * The config as VisitorAPI 5.4.0 normalises it: empty strings and unknown keys are dropped,
 * boolean keys given as functions are called once, and 'true'/'false' become booleans.
 */
export function normalizeVisitorConfig(config: unknown): VisitorConfig {
    const normalized: VisitorConfig = {};
    if (!config || typeof config !== 'object') {
        return normalized;
    }
    for (const [key, raw] of Object.entries(config)) {
        if (!(KNOWN_CONFIG_KEYS as readonly string[]).includes(key) || raw === '') {
            continue;
        }
        let value: unknown = raw;
        if ((BOOLEAN_KEYS as readonly string[]).includes(key) && typeof value === 'function') {
            value = (value as () => unknown)();
        }
        if (value === 'true' || value === 'false') {
            value = value === 'true';
        }
        normalized[key] = value;
    }
    return normalized;
}
