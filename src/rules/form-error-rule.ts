import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

/**
 * Error paragraphs on a page as it arrives (docs/requirements.md §3.1: their text joined by a pipe): staged on the
 * page view, so they are sent with it. A submit click that brings them up is FormErrorClickRule.
 */
@injectable()
export class FormErrorRule extends TrackingRule {
    static readonly id = 'form-error';
    static readonly order = 40;
    static readonly trigger = { type: 'page-bottom' } as const;

    condition(): boolean {
        return Boolean(this.dataElements.getValue('error text'));
    }

    action(): void {
        this.stage({ [VARIABLE.formError]: true });
    }
}
