import { VisitorSettings } from '../../config/visitor';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { IabState } from './iab-consent';
import type { OptInHost } from './opt-in';
import { OptIn } from './opt-in';
import { OPT_IN_CATEGORIES } from './opt-in-choices';
import { parseServerState } from './server-state';
import type { VisitorConfig } from './visitor-config';
import { AUTH_STATES, normalizeVisitorConfig } from './visitor-config';
import { VisitorIds } from './visitor-ids';
import { VisitorInstance } from './visitor-instance';
import { VisitorInstanceConfig } from './visitor-instance-config';
import type { VisitorLazyParts } from './visitor-lazy-parts';
import { VisitorMessages } from './visitor-messages';

const OPT_IN_COOKIE = 'adobeujs-optin';

type InstanceList = Array<{ _c?: string; marketingCloudOrgID?: string; _in?: number; _il?: unknown }>;
type VisitorWindow = BrowserWindow & {
    Visitor?: unknown;
    s_c_il?: InstanceList;
    s_c_in?: number;
    adobe?: { optIn?: OptIn; OptInCategories?: typeof OPT_IN_CATEGORIES };
};

export interface VisitorRegistryOptions {
    /** Where `Visitor`, `s_c_il` and `adobe.optIn` go. */
    readonly window: BrowserWindow;
    readonly cookies: CookieService;
    /** What the instances and the page's TCF consent are completed with from the lazy files. */
    readonly lazyParts: VisitorLazyParts;
    readonly logger: Logger;
}

/**
 * `window.Visitor`: page code written for VisitorAPI 5.4.0 gets its instances here, one per
 * organisation (the first config wins, as with the library), registered in `s_c_il` where other
 * libraries look for them. The first instance also sets up the page's `adobe.optIn`, whose
 * choices this registry keeps in their cookie.
 */
export class VisitorRegistry implements OptInHost {
    constructor(protected readonly options: VisitorRegistryOptions) {}

    protected readonly window = this.options.window as VisitorWindow;
    /** The page's opt-in, `adobe.optIn` once the first instance set it up. */
    readonly pageOptIn = new OptIn({ host: this });
    /** The config of the instance that set the opt-in up: where its choices are kept, and whether (as it was then). */
    protected optInConfig: VisitorConfig = {};
    protected optInStorage = false;
    /** The page's IAB TCF consent, in IAB mode: unanswered until the identity file is in and the CMP answers. */
    iab: IabState | undefined;

    /** The page's opt-in, once the first instance made it. */
    get optIn(): OptIn | undefined {
        return this.window.adobe?.optIn;
    }

    /** Installs the `Visitor` global, unless the page already has one. */
    install(): void {
        if (this.window.Visitor) {
            this.options.logger.warn('The page already has a Visitor library; the container uses its own instance and leaves it alone.');
            return;
        }
        // The registry's, bound here: the global's function has a `this` of its own (the object `new` makes).
        const getInstance = (orgId: unknown, config?: unknown) => this.getInstance(orgId, config);
        // A function declaration, which the minifier keeps one: page code constructs it with `new`.
        function Visitor(orgId: unknown, config: unknown, guard: unknown): VisitorInstance {
            // Constructing directly skips the one-instance-per-org rule; the guard is the reversed org id.
            if (typeof orgId !== 'string' || guard !== orgId.split('').reverse().join('')) {
                throw new Error(VisitorMessages.useGetInstance);
            }
            return getInstance(orgId, config);
        }
        Object.assign(Visitor, {
            getInstance,
            version: VisitorSettings.version,
            AuthState: AUTH_STATES,
            OptOut: { GLOBAL: 'global' },
            // The library's constants the reference names (docs/protocols.md §1.2, §1.5, §1.6).
            config: {
                ADOBE_MC_TTL_IN_MIN: VisitorSettings.crossDomainTtlMinutes,
                DAYS_BETWEEN_SYNC_ID_CALLS: 1,
                VALID_VISITOR_ID_REGEX: VisitorIds.ID_PATTERN
            },
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
        const list = (this.window.s_c_il ??= []);
        const existing = list.find(entry => entry?._c === 'Visitor' && entry.marketingCloudOrgID === org);
        if (existing) {
            return existing as VisitorInstance;
        }
        const settings = normalizeVisitorConfig(config);
        const serverState = parseServerState(settings.serverState);
        this.setUpOptIn(settings);
        const { cookies, lazyParts, logger } = this.options;
        const instance = new VisitorInstance({
            config: new VisitorInstanceConfig({ orgId: org, config: settings }),
            cookies,
            window: this.window,
            optIn: this.pageOptIn,
            iab: this.iab,
            lazyParts,
            logger
        });
        Object.assign(instance, { _in: list.length, _il: list });
        list.push(instance);
        this.window.s_c_in = list.length;
        instance.init(serverState);
        return instance;
    }

    /** OptInHost: the choices go to their cookie where the first config asked for storage, or a CMP decides. */
    keepChoices(permissions: Record<string, unknown>): void {
        const config = this.optInConfig;
        if (this.optInStorage || config.isIabContext) {
            const days = (Number(config.optInStorageExpiry) || VisitorSettings.optInStorageExpiryFallback) / 86400;
            this.options.cookies.set(OPT_IN_COOKIE, JSON.stringify(permissions), {
                days,
                domain: config.optInCookieDomain ?? config.cookieDomain,
                encoding: 'uri-component'
            });
        }
    }

    logError(message: string): void {
        this.options.logger.error(message);
    }

    /** The page's single `adobe.optIn`, set up from the config of the first instance. */
    protected setUpOptIn(config: VisitorConfig): void {
        const adobe = (this.window.adobe ??= {});
        if (adobe.optIn) {
            return;
        }
        this.optInConfig = config;
        this.optInStorage = Boolean(config.isOptInStorageEnabled);
        this.pageOptIn.configure({
            doesOptInApply: config.doesOptInApply,
            previousPermissions: config.previousPermissions,
            preOptInApprovals: config.preOptInApprovals,
            stored: this.optInStorage ? this.storedChoices() : undefined,
            isIabContext: config.isIabContext
        });
        adobe.optIn = this.pageOptIn;
        adobe.OptInCategories = OPT_IN_CATEGORIES;
        if (config.doesOptInApply && config.isIabContext) {
            // Until the file is in, the CMP has not answered: the ids wait, as they would for the CMP.
            const state = (this.iab = { fetched: false });
            this.options.lazyParts
                .iabConsent()
                .then(create => create({ optIn: this.pageOptIn, state }).start())
                .catch(error => this.options.logger.warn(`The TCF consent could not load: ${(error as Error).message}`));
        }
    }

    protected storedChoices(): Record<string, unknown> | undefined {
        const stored = this.options.cookies.get(OPT_IN_COOKIE);
        try {
            return stored ? (JSON.parse(stored) as Record<string, unknown>) : undefined;
        } catch {
            return undefined;
        }
    }
}
