import { inject, injectable } from 'inversify';
import { VisitorSettings } from '../../config/visitor';
import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import type { StartupContribution } from '../../runtime/startup-contribution';
import type { VisitorIdProvider } from '../../runtime/visitor-id-provider';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import { Property } from '../../services/property';
import type { BeaconVisitorValues, VisitorService, VisitorValues } from '../../services/visitor-service';
import type { OptInCategory } from './opt-in-choices';
import { CATEGORIES } from './opt-in-choices';
import type { VisitorConfig } from './visitor-config';
import { VisitorDataElements } from './visitor-data-elements';
import type { VisitorInstance } from './visitor-instance';
import { IabConsentFactory, IdSyncPublisherFactory, VisitorIdCallsFactory } from './visitor-lazy-parts';
import { VisitorMessages } from './visitor-messages';
import { VisitorRegistry } from './visitor-registry';

/**
 * Where the page has an IAB TCF CMP, its answer for vendor 565 (purposes 1 and 10) alone decides
 * aam and ecid (docs/protocols.md §1.9): the consent banner decides the others.
 */
const BANNER_CATEGORIES_IN_IAB = CATEGORIES.filter(category => category !== 'aam' && category !== 'ecid');

@injectable()
export class VisitorServiceImpl implements VisitorService, VisitorIdProvider, StartupContribution, DataElementContribution {
    /** After the consent state: identity waits behind the opt-in, and beacons wait (briefly) for identity. */
    readonly startupStep = { id: 'visitor-id-service', order: 20 };

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    /** The page's path, its tracking servers, and whether its banner runs in IAB TCF mode. */
    @inject(Property) protected readonly property!: Property;
    @inject(ConsentService) protected readonly consent!: ConsentService;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(VisitorIdCallsFactory) protected readonly idCalls!: VisitorIdCallsFactory;
    @inject(IdSyncPublisherFactory) protected readonly idSyncPublisher!: IdSyncPublisherFactory;
    @inject(IabConsentFactory) protected readonly iabConsent!: IabConsentFactory;

    instance: VisitorInstance | undefined;

    protected parts: VisitorRegistry | undefined;

    /**
     * The page's `Visitor` global and `adobe.optIn`, built with `new` the first time they are
     * needed (a page on an excluded path never builds them); the registry builds the instances.
     */
    get registry(): VisitorRegistry {
        return (this.parts ??= new VisitorRegistry({
            window: this.window,
            cookies: this.cookies,
            logger: this.logger,
            lazyParts: { idCalls: this.idCalls, idSyncPublisher: this.idSyncPublisher, iabConsent: this.iabConsent }
        }));
    }

    start(): void {
        if (this.instance) {
            return;
        }
        if (VisitorSettings.pathExclusions.some(pattern => pattern.test(this.property.pageHost.pathname))) {
            this.logger.warn(VisitorMessages.pathExcluded);
            return;
        }
        this.registry.install();
        this.instance = this.registry.getInstance(VisitorSettings.orgId, this.config());
        // Consent given later on this page opens the gate without a reload; consent withdrawn closes it.
        this.consent.onDidChange(hasConsent => {
            // docs/requirements.md §5.2: with consent, third-party cookies are enabled too.
            this.instance!.configs.disableThirdPartyCookies = !hasConsent;
            const categories = this.bannerCategories;
            if (hasConsent) {
                this.registry.optIn?.approve(categories);
            } else {
                this.registry.optIn?.deny(categories);
            }
        });
    }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        new VisitorDataElements({ visitor: this }).registerDataElements(registry);
    }

    whenApproved(category: string): Promise<void> {
        return new Promise(resolve => {
            const optIn = this.instance && this.registry.optIn;
            // No instance (an excluded path): what consent says is what the opt-in would say.
            const approved = () => (optIn ? optIn.isApproved(category as OptInCategory) : this.consent.hasConsent);
            const check = () => {
                if (approved()) {
                    stop?.();
                    resolve();
                }
            };
            if (approved()) {
                resolve();
                return;
            }
            const stop = optIn ? optIn.fetchPermissions(check, true) : this.consent.onDidChange(check);
        });
    }

    getVisitorId(): unknown {
        return this.instance ?? null;
    }

    values(timeoutMs: number, cutShort?: AbortSignal): Promise<BeaconVisitorValues> {
        const instance = this.instance;
        if (!instance) {
            return Promise.resolve({ timedOut: false });
        }
        return new Promise(resolve => {
            let settled = false;
            const settle = (values: Partial<VisitorValues>, timedOut: boolean) => {
                if (!settled) {
                    settled = true;
                    clearTimeout(timer);
                    // Nothing of this call stays attached to the signal once it is answered.
                    cutShort?.removeEventListener('abort', onLeave);
                    resolve({ ...values, timedOut });
                }
            };
            const onLeave = () => settle(this.knownValues(instance), true);
            const timer = setTimeout(onLeave, timeoutMs);
            if (cutShort?.aborted) {
                onLeave();
            } else {
                cutShort?.addEventListener('abort', onLeave);
            }
            instance.getVisitorValues(values => settle(values, false));
        });
    }

    protected knownValues(instance: VisitorInstance): Partial<VisitorValues> {
        return {
            MCMID: instance.getMarketingCloudVisitorID(undefined, true),
            MCAID: instance.getAnalyticsVisitorID(undefined, true),
            MCAAMLH: instance.getAudienceManagerLocationHint(undefined, true),
            MCAAMB: instance.getAudienceManagerBlob(undefined, true),
            // An opt-out already on record holds even when the other ids are late.
            MCOPTOUT: instance.isOptedOut(undefined, 'global', true) === true
        };
    }

    /** The page's consent banner runs in IAB TCF mode: a CMP is on the page (consent-scripts table). */
    protected get iabContext(): boolean {
        return this.property.consentScripts.current?.tcf ?? false;
    }

    /** The categories the consent banner decides: all of them, but aam and ecid where a CMP decides those. */
    protected get bannerCategories(): OptInCategory[] {
        return this.iabContext ? BANNER_CATEGORIES_IN_IAB : CATEGORIES;
    }

    /**
     * The property's settings (docs/protocols.md §8). With consent (docs/requirements.md §5.2) every category is approved and
     * third-party cookies are on; without it the opt-in waits for the visitor's choice.
     */
    protected config(): VisitorConfig {
        const hasConsent = this.consent.hasConsent;
        const tcf = this.iabContext;
        const { plain, secure } = this.property.trackingServer;
        return {
            trackingServer: plain,
            trackingServerSecure: secure,
            // The first-party CNAME answers MID calls too: the audience manager then verifies (d_verify=1).
            marketingCloudServer: plain,
            marketingCloudServerSecure: secure,
            cookieLifetime: VisitorSettings.cookieLifetime,
            loadTimeout: VisitorSettings.loadTimeout,
            doesOptInApply: true,
            // A banner accept on a CMP host approves neither aam nor ecid, on this visit or a returning one.
            previousPermissions: hasConsent ? Object.fromEntries(this.bannerCategories.map(category => [category, true])) : undefined,
            disableThirdPartyCookies: !hasConsent,
            isIabContext: tcf,
            optInStorageExpiry: VisitorSettings.optInStorageExpiry
        };
    }
}
