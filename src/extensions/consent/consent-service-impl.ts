import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../../config/analytics';
import { consentRegimeOf } from '../../config/consent-regimes';
import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import type { StartupContribution } from '../../runtime/startup-contribution';
import type { ConsentService, PreferenceChoice } from '../../services/consent-service';
import {
    CONSENT_CATEGORIES,
    CONSENT_RECHECK_DELAY_MS,
    ConsentCookies,
    PREFERENCE_MANAGER_ORIGIN,
    TRACKING_CONSENT_CATEGORY
} from '../../services/consent-service';
import { PageEvents } from '../../services/page-events';
import { ConsentDataElements } from './consent-data-elements';

/** The provider's messages that say the visitor made or changed a choice. */
const CONSENT_MESSAGES = [
    'submit_preferences',
    'remove_iframe',
    'process_iab_accept_all',
    'process_iab_reject_all',
    'process_gpp_accept_all',
    'process_gpp_reject_all'
];
import { CookieService } from '../../services/cookie-service';

@injectable()
export class ConsentServiceImpl implements ConsentService, StartupContribution, DataElementContribution {
    readonly startupStep = { id: 'consent-state', order: 5 };

    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(PageEvents) protected readonly events!: PageEvents;

    protected readonly listeners = new Set<(hasConsent: boolean) => void>();
    protected readonly loadListeners = new Set<() => void>();
    protected readonly preferenceListeners = new Set<(choice: PreferenceChoice) => void>();
    protected readonly choiceListeners = new Set<() => void>();
    loaded = false;
    protected known: boolean | undefined;
    /** The banner's cookies as last read, `notice_gdpr_prefs|notice_behavior`: any change of them is a new choice. */
    protected knownChoice: string | undefined;
    protected watching = false;

    /**
     * Keeps the consent-mirror cookie (docs/requirements.md §5.5) in step with the visitor's consent, from the first
     * moment and on every change. The container's own parts ask this service; the cookie is for
     * the sites' other scripts and the next page.
     */
    start(): void {
        const write = (hasConsent: boolean) => this.cookies.set(AnalyticsSettings.trackingCookie, String(hasConsent));
        write(this.hasConsent);
        this.onDidChange(write);
    }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        new ConsentDataElements(this).registerDataElements(registry);
    }

    onDidChange(listener: (hasConsent: boolean) => void): () => void {
        this.watch();
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    onDidChangeChoice(listener: () => void): () => void {
        this.watch();
        this.choiceListeners.add(listener);
        return () => this.choiceListeners.delete(listener);
    }

    protected watch(): void {
        if (!this.watching) {
            this.watching = true;
            this.known = this.hasConsent;
            this.knownChoice = this.read().choice;
            this.events.on('message', event => this.onMessage(event as MessageEvent));
            // Where the browser reports cookie changes, the banner's writes count at once.
            this.cookies.onDidChange(names => {
                if (names.includes(ConsentCookies.behavior) || names.includes(ConsentCookies.preferences)) {
                    this.recheck(false);
                }
            });
        }
    }

    /**
     * The banner and its preference manager post `{source: 'preference_manager', message, data}`
     * as JSON text: `submit_preferences` (data `{value: '0,1,2'}` or the bare string), the IAB and
     * GPP accept-all messages, `remove_iframe` when the manager closes.
     */
    protected onMessage(event: MessageEvent): void {
        let data: unknown = event.data;
        if (typeof data === 'string') {
            try {
                data = JSON.parse(data);
            } catch {
                return;
            }
        }
        const message = data as { source?: unknown; message?: unknown; data?: unknown } | null;
        if (message?.source !== 'preference_manager' || !CONSENT_MESSAGES.includes(String(message.message))) {
            return;
        }
        this.refresh();
        // The banner's own buttons post the same message from the page; their clicks are tracked as clicks.
        if (event.origin === PREFERENCE_MANAGER_ORIGIN && message.message !== 'remove_iframe') {
            const choice = this.choiceOf(String(message.message), message.data);
            for (const listener of [...this.preferenceListeners]) {
                listener(choice);
            }
        }
    }

    protected choiceOf(message: string, payload: unknown): PreferenceChoice {
        if (message.endsWith('_reject_all')) {
            return 'reject';
        }
        if (message.endsWith('_accept_all')) {
            return 'allow all';
        }
        const value = String((typeof payload === 'object' ? (payload as { value?: unknown } | null)?.value : payload) ?? '');
        return CONSENT_CATEGORIES.every(category => value.split(/[,|:]/).includes(category)) ? 'allow all' : 'save settings';
    }

    onDidSubmitPreferences(listener: (choice: PreferenceChoice) => void): () => void {
        this.watch();
        this.preferenceListeners.add(listener);
        return () => this.preferenceListeners.delete(listener);
    }

    bannerLoaded(): void {
        // The banner may have written its cookies already: whoever hears of the change first, and
        // of the load once, sees the new consent. A change found now is part of the load.
        this.recheck();
        this.loaded = true;
        for (const listener of [...this.loadListeners]) {
            listener();
        }
        // Where the browser reports cookie changes (watch()), the banner's later writes came as changes: no new read.
        setTimeout(() => this.recheck(!this.cookies.followsChanges), CONSENT_RECHECK_DELAY_MS);
    }

    onDidLoad(listener: () => void): () => void {
        this.loadListeners.add(listener);
        return () => this.loadListeners.delete(listener);
    }

    refresh(): void {
        this.recheck();
        setTimeout(() => this.recheck(!this.cookies.followsChanges), CONSENT_RECHECK_DELAY_MS);
    }

    /**
     * Looks at the banner's cookies again; `fresh`: read them anew, the banner may just have written
     * them in this task, before the browser reports it.
     */
    protected recheck(fresh = true): void {
        if (!this.watching) {
            return;
        }
        if (fresh) {
            this.cookies.refresh();
        }
        const choice = this.read().choice;
        // Tracking consent is part of the choice: it changes only with it.
        if (choice !== this.knownChoice) {
            this.knownChoice = choice;
            const hasConsent = this.hasConsent;
            if (hasConsent !== this.known) {
                this.known = hasConsent;
                for (const listener of [...this.listeners]) {
                    listener(hasConsent);
                }
            }
            for (const listener of [...this.choiceListeners]) {
                listener();
            }
        }
    }

    /** docs/requirements.md §5.1: tracking is category 2, or a behaviour of an opt-out regime. */
    get hasConsent(): boolean {
        return this.allows(TRACKING_CONSENT_CATEGORY);
    }

    get geolocation(): string | undefined {
        return this.read().geolocation;
    }

    get groups(): string | undefined {
        return this.read().groups;
    }

    allows(category: string): boolean {
        const { groups, optOut } = this.read();
        return optOut || !!groups?.split(',').includes(category);
    }

    /** One read of the cookie jar for every answer: each read of document.cookie is a trip to the browser. */
    protected read(): { geolocation: string | undefined; groups: string | undefined; optOut: boolean; choice: string } {
        const jar = this.cookies.getAll();
        const behavior = jar[ConsentCookies.behavior];
        const preferences = jar[ConsentCookies.preferences];
        // `implied,eu`, `expressed|eu` (a delimiter option of the provider), or a bare `none`.
        const parts = behavior?.split(/[,|]/);
        const geolocation = parts && ((parts.length > 1 ? parts[1] : parts[0]).trim().toLowerCase() || undefined);
        // `0,1,2:` or `0|1|2:<id>`: categories before the first ':'.
        const groups = preferences
            ?.split(':')[0]
            .split(/[,|]/)
            .map(part => part.trim())
            .filter(Boolean)
            .join(',');
        // The regimes of the provider's managers: an unknown value is no consent.
        const optOut = consentRegimeOf(behavior) === 'opt-out';
        return { geolocation, groups, optOut, choice: `${preferences}|${behavior}` };
    }
}
