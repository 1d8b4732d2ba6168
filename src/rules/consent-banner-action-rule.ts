import { inject, injectable } from 'inversify';
import { CONSENT_RECHECK_DELAY_MS, ConsentService } from '../services/consent-service';
import { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** The banner's controls (the provider's element ids) and what each action is to analytics (spec §4, §9). */
const ACTIONS: ReadonlyArray<[selector: string, action: string, event: string]> = [
    ['#truste-consent-button', 'accept', VARIABLE.consentAccept],
    ['#truste-consent-save', 'save settings', VARIABLE.consentAccept],
    ['#truste-consent-required', 'reject', VARIABLE.consentReject],
    ['#truste-show-consent', 'manage preferences', VARIABLE.consentManage],
    ['#truste-cookie-button', 'consent policy link', VARIABLE.consentPolicyLink],
    ['#truste-consent-close', 'close', VARIABLE.consentClose],
    ['#teconsent a', 'open preference centre', VARIABLE.consentPreferenceCentre]
];

/**
 * Consent-banner actions, each a tracking event. Only while the consent library is loaded (spec §5).
 * The beacon leaves once the banner applied the choice, so an acceptance is tracked under the
 * consent it gives; a rejection in an opt-in region sends nothing.
 */
@injectable()
export class ConsentBannerActionRule extends TrackingRule {
    readonly id = 'consent-banner-action';
    readonly trigger = { type: 'click', selector: ACTIONS.map(([selector]) => selector).join(', ') } as const;

    @inject(ConsentService) protected readonly consent!: ConsentService;

    condition(): boolean {
        return this.consent.loaded;
    }

    action(event: RuleEvent): void {
        const element = event.element as Element;
        const [, action, analyticsEvent] = ACTIONS.find(([selector]) => element.matches(selector))!;
        setTimeout(() => this.sendLink({ type: 'o', name: `consent:${action}`, values: { [VARIABLE.consentAction]: action, [analyticsEvent]: true } }), CONSENT_RECHECK_DELAY_MS + 100);
    }
}
