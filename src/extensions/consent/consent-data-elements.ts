import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import type { ConsentService } from '../../services/consent-service';

/** GDPR consent and what the banner recorded (docs/requirements.md §3.2, §5.1). */
export class ConsentDataElements implements DataElementContribution {
    constructor(protected readonly consent: ConsentService) {}

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        const definitions: DataElementDefinition[] = [
            { name: 'gdpr consent', get: () => this.consent.hasConsent },
            { name: 'reversed consent', get: () => !this.consent.hasConsent },
            { name: 'consent geolocation', get: () => this.consent.geolocation },
            { name: 'consent groups', get: () => this.consent.groups }
        ];
        definitions.forEach(definition => registry.register(definition));
    }
}
