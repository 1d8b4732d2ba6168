import { injectable } from 'inversify';
import { FAQ_LINK_DELAY_MS } from '../config/constants';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** An FAQ question opened (docs/requirements.md §5.6: only when the clicked question is open, after the 100 ms delay). */
@injectable()
export class FaqQuestionRule extends TrackingRule {
    static readonly id = 'faq-question';
    // After the other click rules: its 100 ms wait must not hold theirs back.
    static readonly order = 90;
    static readonly trigger = { type: 'click', selector: '.faq-question', linkDelay: FAQ_LINK_DELAY_MS } as const;

    async condition(event: RuleEvent): Promise<boolean> {
        await this.afterPageHandlers(FAQ_LINK_DELAY_MS);
        return (event.element as Element).classList.contains('active');
    }

    action(event: RuleEvent): void {
        const question = this.textOf(event);
        this.sendLink({ type: 'o', name: `faq:${question}`, values: { [VARIABLE.faqQuestion]: question, [VARIABLE.faqOpen]: true } });
    }
}
