import { inject, injectable } from 'inversify';
import type { TriggerOccurrence, TriggerSource, TriggerSubscription } from '../../runtime/trigger-source';
import { ConsentService } from '../../services/consent-service';

export interface ConsentLoadedTrigger {
    readonly type: 'consent-loaded';
}

export interface ConsentPreferencesTrigger {
    readonly type: 'consent-preferences';
}

declare module '../../runtime/rule' {
    interface TriggerTypes {
        'consent-loaded': ConsentLoadedTrigger;
        'consent-preferences': ConsentPreferencesTrigger;
    }
}

/**
 * The consent banner's triggers:
 * - `consent-loaded`: the provider's script has loaded, then every change of consent on the page
 *   (docs/requirements.md §4.5: analytics fires on consent-loaded events). The event carries `hasConsent`.
 * - `consent-preferences`: the visitor submitted a choice in the provider's preference manager,
 *   a frame of its own whose clicks the page never sees. The event carries `choice`: `allow all`,
 *   `save settings` or `reject`.
 */
@injectable()
export class ConsentTriggerSource implements TriggerSource {
    static readonly types = ['consent-loaded', 'consent-preferences'] as const;

    @inject(ConsentService) protected readonly consent!: ConsentService;

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        const of = (type: 'consent-loaded' | 'consent-preferences') =>
            subscriptions.filter(subscription => subscription.spec.type === type).map(subscription => ({ subscription }));
        const loaded = of('consent-loaded');
        const preferences = of('consent-preferences');
        const notify = () => fire({ type: 'consent-loaded', event: { hasConsent: this.consent.hasConsent }, matches: loaded });
        const stops = [
            loaded.length > 0 ? this.consent.onDidLoad(notify) : undefined,
            loaded.length > 0
                ? this.consent.onDidChange(() => {
                      if (this.consent.loaded) {
                          // After every other listener of the change: the rules then see the tracking cookie it wrote.
                          void Promise.resolve().then(notify);
                      }
                  })
                : undefined,
            preferences.length > 0
                ? this.consent.onDidSubmitPreferences(choice =>
                      fire({ type: 'consent-preferences', event: { choice }, matches: preferences })
                  )
                : undefined
        ];
        return () => stops.forEach(stop => stop?.());
    }
}
