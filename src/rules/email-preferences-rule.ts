import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** The email landing pages: unsubscribing and saving email preferences. */
@injectable()
export class EmailPreferencesRule extends TrackingRule {
    static readonly id = 'email-preferences';
    static readonly trigger = { type: 'click', selector: '#unsubscribe-button, #save-preferences' } as const;

    action(event: RuleEvent): void {
        const unsubscribe = (event.element as Element).id === 'unsubscribe-button';
        this.sendClick(event, {
            type: 'o',
            name: unsubscribe ? 'email unsubscribe' : 'email preferences',
            values: { [unsubscribe ? VARIABLE.emailUnsubscribe : VARIABLE.emailPreferences]: true }
        });
    }
}
