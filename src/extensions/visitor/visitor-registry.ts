import { VisitorSettings } from '../../config/visitor';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import type { IabConsent, IabState } from './iab-consent';
import { OPT_IN_CATEGORIES, OptIn } from './opt-in';
import { AUTH_STATES, normalizeVisitorConfig, VisitorConfig } from './visitor-config';
import type { VisitorInstance } from './visitor-instance';
import { VisitorIds } from './visitor-ids';
import { VisitorMessages } from './visitor-messages';
import { parseServerState } from './server-state';

const OPT_IN_COOKIE = 'adobeujs-optin';

type InstanceList = Array<{ _c?: string; marketingCloudOrgID?: string; _in?: number; _il?: unknown }>;
type VisitorWindow = BrowserWindow & {
    Visitor?: unknown;
    s_c_il?: InstanceList;
    s_c_in?: number;
    adobe?: { optIn?: OptIn; OptInCategories?: typeof OPT_IN_CATEGORIES };
};

/** `(orgId, config) => VisitorInstance`: a new instance with parts of its own. */
export type VisitorInstanceFactory = (orgId: string, config: VisitorConfig) => VisitorInstance;

/**
 * `window.Visitor`: page code written for VisitorAPI 5.4.0 gets its instances here, one per
 * organisation (the first config wins, as with the library), registered in `s_c_il` where other
 * libraries look for them. The first instance also sets up the page's `adobe.optIn`.
 */
export class VisitorRegistry {

    constructor(
        protected readonly window: VisitorWindow,
        protected readonly cookies: CookieService,
        protected readonly logger: Logger,
        protected readonly pageOptIn: OptIn,
        protected readonly createInstance: VisitorInstanceFactory,
        /** The page's IAB TCF consent, from the identity file, made only on the hosts whose banner runs in TCF mode. */
        protected readonly createIabConsent: () => Promise<IabConsent>
    ) { }

    /** The page's IAB TCF consent, in IAB mode: unanswered until the identity file is in and the CMP answers. */
    iab: IabState | undefined;

    /** The page's opt-in, once the first instance made it. */
    get optIn(): OptIn | undefined {
        return this.window.adobe?.optIn;
    }

    /** Installs the `Visitor` global, unless the page already has one. */
    install(): void {
        if (this.window.Visitor) {
            this.logger.warn('The page already has a Visitor library; the container uses its own instance and leaves it alone.');
            return;
        }
        const registry = this;
        const Visitor = function (orgId: unknown, config: unknown, guard: unknown) {
            // Constructing directly skips the one-instance-per-org rule; the guard is the reversed org id.
            if (typeof orgId !== 'string' || guard !== orgId.split('').reverse().join('')) {
                throw new Error(VisitorMessages.useGetInstance);
            }
            return registry.getInstance(orgId, config);
        } as unknown as Record<string, unknown>;
        Object.assign(Visitor, {
            getInstance: (orgId: unknown, config?: unknown) => registry.getInstance(orgId, config),
            version: VisitorSettings.version,
            AuthState: AUTH_STATES,
            OptOut: { GLOBAL: 'global' },
            // The library's constants the reference names (docs/protocols.md §1.2, §1.5, §1.6).
            config: { ADOBE_MC_TTL_IN_MIN: VisitorSettings.crossDomainTtlMinutes, DAYS_BETWEEN_SYNC_ID_CALLS: 1, VALID_VISITOR_ID_REGEX: VisitorIds.ID_PATTERN },
            codeLoadEnd: Date.now()
        });
        Object.defineProperty(Visitor, 'windowLoaded', { get: () => this.window.document.readyState === 'complete' });
        this.window.Visitor = Visitor;
    }

    getInstance(orgId: unknown, config?: unknown): VisitorInstance {
        if (!orgId) {
            throw new Error(VisitorMessages.missingOrgId);
        }
        if (typeof orgId !== 'string') {
            throw new TypeError(VisitorMessages.orgIdNotString);
        }
        const org = orgId.includes('@') ? orgId : `${orgId}@AdobeOrg`;
        const list = this.window.s_c_il ??= [];
        const existing = list.find(entry => entry?._c === 'Visitor' && entry.marketingCloudOrgID === org);
        if (existing) {
            return existing as VisitorInstance;
        }
        const settings = normalizeVisitorConfig(config);
        const serverState = this.parseServerState(settings.serverState);
        this.setUpOptIn(settings);
        const instance = this.createInstance(org, settings);
        Object.assign(instance, { _in: list.length, _il: list });
        list.push(instance);
        this.window.s_c_in = list.length;
        instance.init(serverState);
        return instance;
    }

    /** The page's single `adobe.optIn`, set up from the config of the first instance. */
    protected setUpOptIn(config: VisitorConfig): void {
        const adobe = this.window.adobe ??= {};
        if (adobe.optIn) {
            return;
        }
        const storageEnabled = Boolean(config.isOptInStorageEnabled);
        this.pageOptIn.configure({
            store: permissions => {
                if (storageEnabled || config.isIabContext) {
                    const days = (Number(config.optInStorageExpiry) || VisitorSettings.optInStorageExpiryFallback) / 86400;
                    this.cookies.set(OPT_IN_COOKIE, JSON.stringify(permissions), { days, domain: config.optInCookieDomain ?? config.cookieDomain, encoding: 'uri-component' });
                }
            },
            error: message => this.logger.error(message)
        }, {
            doesOptInApply: config.doesOptInApply,
            previousPermissions: config.previousPermissions,
            preOptInApprovals: config.preOptInApprovals,
            stored: storageEnabled ? this.storedChoices() : undefined,
            isIabContext: config.isIabContext
        });
        adobe.optIn = this.pageOptIn;
        adobe.OptInCategories = OPT_IN_CATEGORIES;
        if (config.doesOptInApply && config.isIabContext) {
            // Until the file is in, the CMP has not answered: the ids wait, as they would for the CMP.
            this.iab = { fetched: false, tcString: undefined, gdprApplies: undefined, consentChanged: false };
            this.createIabConsent().then(iab => {
                this.iab = iab;
                iab.start();
            }, error => this.logger.warn(`The TCF consent could not load: ${(error as Error).message}`));
        }
    }

    /** `serverState` as an object, from JSON text too; anything else throws the library's error. */
    parseServerState(state: unknown): Record<string, unknown> | undefined {
        return parseServerState(state);
    }

    protected storedChoices(): Record<string, unknown> | undefined {
        const stored = this.cookies.get(OPT_IN_COOKIE);
        try {
            return stored ? JSON.parse(stored) : undefined;
        } catch {
            return undefined;
        }
    }
}
