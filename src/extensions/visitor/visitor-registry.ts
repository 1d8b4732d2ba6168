import { inject, injectable } from 'inversify';
import { VisitorSettings } from '../../config/visitor';
import { BrowserWindow } from '../../runtime/browser-window';
import { Logger } from '../../runtime/logger';
import { PageEvents } from '../../runtime/page-events';
import { CookieService } from '../../services/cookie-service';
import { HttpClient } from '../../services/http-client';
import { AfterLoadFeatures } from '../../services/after-load-features';
import { ServiceUrl } from '../../services/service-url';
import { IabConsent } from './iab-consent';
import { OPT_IN_CATEGORIES, OptIn } from './opt-in';
import { normalizeVisitorConfig, VisitorConfig } from './visitor-config';
import { VisitorInstance } from './visitor-instance';
import { VisitorMessages } from './visitor-messages';

const OPT_IN_COOKIE = 'adobeujs-optin';

type InstanceList = Array<{ _c?: string; marketingCloudOrgID?: string; _in?: number; _il?: unknown }>;
type VisitorWindow = BrowserWindow & {
    Visitor?: unknown;
    s_c_il?: InstanceList;
    s_c_in?: number;
    adobe?: { optIn?: OptIn; OptInCategories?: typeof OPT_IN_CATEGORIES };
};

/**
 * `window.Visitor`: page code written for VisitorAPI 5.4.0 gets its instances here, one per
 * organisation (the first config wins, as with the library), registered in `s_c_il` where other
 * libraries look for them. The first instance also creates the page's `adobe.optIn`.
 */
@injectable()
export class VisitorRegistry {

    @inject(BrowserWindow) protected readonly window!: VisitorWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(HttpClient) protected readonly http!: HttpClient;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(AfterLoadFeatures) protected readonly afterLoad!: AfterLoadFeatures;
    @inject(PageEvents) protected readonly events!: PageEvents;

    protected iab: IabConsent | undefined;

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
            AuthState: VisitorInstance.AuthState,
            OptOut: { GLOBAL: 'global' }
        });
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
        const optIn = this.optInFor(settings);
        const instance = new VisitorInstance({
            window: this.window,
            events: this.events,
            cookies: this.cookies,
            http: this.http,
            serviceUrl: this.serviceUrl,
            optIn,
            iab: this.iab,
            warn: message => this.logger.warn(message),
            afterLoad: () => this.afterLoad.load()
        }, VisitorSettings, org, settings);
        Object.assign(instance, { _in: list.length, _il: list });
        list.push(instance);
        this.window.s_c_in = list.length;
        instance.init();
        return instance;
    }

    /** The page's single `adobe.optIn`, made from the config of the first instance. */
    protected optInFor(config: VisitorConfig): OptIn {
        const adobe = this.window.adobe ??= {};
        if (adobe.optIn) {
            return adobe.optIn;
        }
        const storageEnabled = Boolean(config.isOptInStorageEnabled);
        const optIn = new OptIn({
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
        adobe.optIn = optIn;
        adobe.OptInCategories = OPT_IN_CATEGORIES;
        if (config.doesOptInApply && config.isIabContext) {
            this.iab = new IabConsent(this.window, optIn, VisitorSettings.iabVendorId, VisitorSettings.iabPurposes, message => this.logger.error(message));
            this.iab.start();
        }
        return optIn;
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
