/**
 * The visitor's consent as the banner provider recorded it in its cookies (docs/requirements.md §5.1).
 * Consent is given when `notice_gdpr_prefs` holds category 2, or when `notice_behavior` exists
 * and is not an EU (opt-in) behaviour. Otherwise it is not given.
 */
export const ConsentService = Symbol('ConsentService');
export interface ConsentService {
    readonly hasConsent: boolean;
    /** The behaviour's region from `notice_behavior` (`implied,eu` → `eu`), or undefined. */
    readonly geolocation: string | undefined;
    /** The consented categories from `notice_gdpr_prefs` (`0,1,2:` → `0,1,2`), or undefined. */
    readonly groups: string | undefined;
    /**
     * Calls the listener when the visitor's choice changes consent on this page (the banner's
     * `submit_preferences` message, then its cookies). Returns the unsubscribe function.
     */
    onDidChange(listener: (hasConsent: boolean) => void): () => void;
    /**
     * Calls the listener when the visitor's recorded choice changes on this page in any way: a
     * category given or withdrawn (a functional-only choice leaves `hasConsent` as it was), or the
     * behaviour. Returns the unsubscribe function.
     */
    onDidChangeChoice(listener: () => void): () => void;
    /**
     * Whether the visitor's choice allows a category of `CONSENT_CATEGORIES`: its number is in
     * `notice_gdpr_prefs`, or the behaviour is of an opt-out (non-EU) regime. `hasConsent` is
     * `allows(TRACKING_CONSENT_CATEGORY)`.
     */
    allows(category: string): boolean;
    /** Looks at the banner's cookies again, now and shortly after (the banner script just ran). */
    refresh(): void;
    /** The banner script ran: consent is as known as it gets until the visitor acts. */
    bannerLoaded(): void;
    readonly loaded: boolean;
    /** Calls the listener when the banner loaded; returns the unsubscribe function. */
    onDidLoad(listener: () => void): () => void;
    /**
     * Calls the listener when the visitor submits a choice in the provider's preference manager
     * (its own frame, so no click reaches the page): everything allowed, the settings chosen, or
     * everything optional refused.
     */
    onDidSubmitPreferences(listener: (choice: PreferenceChoice) => void): () => void;
}

export type PreferenceChoice = 'allow all' | 'save settings' | 'reject';

/** The origin of the provider's preference-manager frame, which posts the visitor's choice. */
export const PREFERENCE_MANAGER_ORIGIN = 'https://consent-pref.trustarc.com';

/** The property's consent categories: required, functional, advertising and analytics. */
export const CONSENT_CATEGORIES: readonly string[] = ['0', '1', '2'];

/** The banner provider writes its cookies shortly after it posts the choice; look again after this. */
export const CONSENT_RECHECK_DELAY_MS = 500;

export const ConsentCookies = {
    behavior: 'notice_behavior',
    preferences: 'notice_gdpr_prefs'
} as const;

/** The category in `notice_gdpr_prefs` that means tracking is allowed. */
export const TRACKING_CONSENT_CATEGORY = '2';
