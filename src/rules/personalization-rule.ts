import { inject, injectable } from 'inversify';
import { Rule } from '../runtime/rule';
import { PersonalizationService } from '../services/personalization-service';

/**
 * Starts the personalization client as the library loads, after the visitor-ID service, whose
 * ids and opt-in it needs: the page-load call goes as early as the visitor's consent allows,
 * not at DOM ready.
 */
@injectable()
export class PersonalizationRule implements Rule {
    static readonly id = 'personalization';
    static readonly order = 25;
    static readonly trigger = { type: 'library-loaded' } as const;

    @inject(PersonalizationService) protected readonly personalization!: PersonalizationService;

    action(): void {
        this.personalization.start();
    }
}
