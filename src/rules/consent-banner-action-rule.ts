import { inject, injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import type { PreferenceChoice } from '../services/consent-service';
import { CONSENT_RECHECK_DELAY_MS, ConsentService } from '../services/consent-service';
import { TrackingRule } from './tracking-rule';

/** The banner's controls (the provider's element ids) and what each action is to analytics (docs/requirements.md §4.6, §9.5). */
const ACTIONS: ReadonlyArray<[selector: string, action: string, event: string]> = [
    ['#truste-consent-button', 'accept', VARIABLE.consentAccept],
    ['#truste-consent-save', 'save settings', VARIABLE.consentAccept],
    ['#truste-consent-required', 'reject', VARIABLE.consentReject],
    ['#truste-show-consent, #truste-show-consent2', 'manage preferences', VARIABLE.consentManage],
    ['#truste-cookie-button', 'consent policy link', VARIABLE.consentPolicyLink],
    ['#truste-consent-close', 'close', VARIABLE.consentClose],
    ['#teconsent a', 'open preference centre', VARIABLE.consentPreferenceCentre]
];

/** What the visitor's choice in the preference manager (its own frame) is to analytics. */
const PREFERENCE_MANAGER_ACTIONS: Readonly<Record<PreferenceChoice, [action: string, event: string]>> = {
    'allow all': ['allow all', VARIABLE.consentAccept],
    'save settings': ['save settings', VARIABLE.consentAccept],
    reject: ['reject', VARIABLE.consentReject]
};

/**
 * Consent-banner actions, each a tracking event. Only while the consent library is loaded (docs/requirements.md §5.6).
 * The beacon leaves once the banner applied the choice, so an acceptance is tracked under the
 * consent it gives; a rejection in an opt-in region sends nothing.
 */
@injectable()
export class ConsentBannerActionRule extends TrackingRule {
    static readonly id = 'consent-banner-action';
    static readonly trigger = [
        { type: 'click', selector: ACTIONS.map(([selector]) => selector).join(', ') },
        { type: 'consent-preferences' }
    ] as const;

    @inject(ConsentService) protected readonly consent!: ConsentService;

    condition(): boolean {
        return this.consent.loaded;
    }

    action(event: RuleEvent): void {
        const [action, analyticsEvent] =
            event.$type === 'consent-preferences'
                ? PREFERENCE_MANAGER_ACTIONS[event.choice as PreferenceChoice]
                : ACTIONS.find(([selector]) => (event.element as Element).matches(selector))!.slice(1);
        setTimeout(
            () =>
                this.sendLink({
                    type: 'o',
                    name: `consent:${action}`,
                    values: { [VARIABLE.consentAction]: action, [analyticsEvent]: true }
                }),
            CONSENT_RECHECK_DELAY_MS + 100
        );
    }
}
