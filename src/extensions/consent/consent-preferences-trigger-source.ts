import { inject, injectable } from 'inversify';
import { ConsentService } from '../../services/consent-service';
import { TriggerOccurrence, TriggerSource, TriggerSubscription } from '../../runtime/trigger-source';

export interface ConsentPreferencesTrigger {
    readonly type: 'consent-preferences';
}

declare module '../../runtime/rule' {
    interface TriggerTypes {
        'consent-preferences': ConsentPreferencesTrigger;
    }
}

/**
 * `consent-preferences`: the visitor submitted a choice in the provider's preference manager, a
 * frame of its own whose clicks the page never sees. The event carries `choice`: `allow all`,
 * `save settings` or `reject`.
 */
@injectable()
export class ConsentPreferencesTriggerSource implements TriggerSource {

    readonly types = ['consent-preferences'] as const;

    @inject(ConsentService) protected readonly consent!: ConsentService;

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        if (subscriptions.length === 0) {
            return () => undefined;
        }
        return this.consent.onDidSubmitPreferences(choice => fire({
            type: 'consent-preferences',
            event: { choice },
            matches: subscriptions.map(subscription => ({ subscription }))
        }));
    }
}
