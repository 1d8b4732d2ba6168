import { inject, injectable } from 'inversify';
import { ConsentService } from '../../services/consent-service';
import { TriggerOccurrence, TriggerSource, TriggerSubscription } from '../../runtime/trigger-source';

export interface ConsentLoadedTrigger {
    readonly type: 'consent-loaded';
}

declare module '../../runtime/rule' {
    interface TriggerTypes {
        'consent-loaded': ConsentLoadedTrigger;
    }
}

/**
 * `consent-loaded`: the banner provider's script has loaded, and then every change of consent on
 * the page (spec §4: analytics fires on consent-loaded events). The event carries `hasConsent`.
 */
@injectable()
export class ConsentLoadedTriggerSource implements TriggerSource {

    readonly types = ['consent-loaded'] as const;

    @inject(ConsentService) protected readonly consent!: ConsentService;

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        if (subscriptions.length === 0) {
            return () => undefined;
        }
        const notify = () => fire({
            type: 'consent-loaded',
            event: { hasConsent: this.consent.hasConsent },
            matches: subscriptions.map(subscription => ({ subscription }))
        });
        const unload = this.consent.onDidLoad(notify);
        const unchange = this.consent.onDidChange(() => {
            if (this.consent.loaded) {
                // After every other listener of the change: the rules then see the tracking cookie it wrote.
                void Promise.resolve().then(notify);
            }
        });
        return () => {
            unload();
            unchange();
        };
    }
}
