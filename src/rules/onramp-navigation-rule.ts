import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** The onramp app's footer and bottom navigation: which item was used. */
@injectable()
export class OnrampNavigationRule extends TrackingRule {
    static readonly id = 'onramp-navigation';
    static readonly trigger = { type: 'click', selector: '.onramp-nav-item, .onramp-footer-link' } as const;

    action(event: RuleEvent): void {
        const item = this.textOf(event);
        this.sendClick(event, { type: 'o', name: `onramp:${item}`, values: { [VARIABLE.onrampNavigation]: item } });
    }
}
