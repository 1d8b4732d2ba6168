import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** The privacy links of the sites and the privacy host (event302); a failure is a warning (docs/requirements.md §8.5). */
@injectable()
export class PrivacyLinkRule extends TrackingRule {
    static readonly id = 'privacy-link';
    static readonly trigger = { type: 'click', selector: '#privacy-link, #privacy-policy-link' } as const;

    action(event: RuleEvent): void {
        this.sendClick(
            event,
            { type: 'o', name: `privacy:${this.textOf(event)}`, values: { [VARIABLE.privacyLink]: true } },
            'The privacy-link rule failed.'
        );
    }
}
