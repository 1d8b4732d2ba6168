import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** Loyalty login and register buttons: their text, and login or registration and enrolment (event375). */
@injectable()
export class LoyaltyButtonRule extends TrackingRule {
    static readonly id = 'loyalty-button';
    static readonly trigger = { type: 'click', selector: '.loyalty-login, .loyalty-register' } as const;

    action(event: RuleEvent): void {
        const text = this.textOf(event);
        const register = (event.element as Element).classList.contains('loyalty-register');
        this.sendClick(event, {
            type: 'o',
            name: `loyalty:${text}`,
            values: { [VARIABLE.loyaltyButtonText]: text, [register ? VARIABLE.loyaltyRegistration : VARIABLE.loyaltyLogin]: true }
        });
    }
}
