import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

/**
 * A submit click that brings up error paragraphs: a link beacon with their text. The page's own
 * handler draws them after the container's capture listener, so the condition looks 100 ms later.
 * Last of the click rules: that wait must not hold back a rule whose beacon has to leave before a
 * navigation.
 */
@injectable()
export class FormErrorClickRule extends TrackingRule {
    static readonly id = 'form-error-click';
    static readonly order = 90;
    static readonly trigger = { type: 'click', selector: 'form [type=submit], #continue' } as const;

    async condition(): Promise<boolean> {
        await this.afterPageHandlers();
        return Boolean(this.dataElements.getValue('error text'));
    }

    action(): void {
        this.sendLink({
            type: 'o',
            name: 'form error',
            values: { [VARIABLE.errorText]: this.dataElements.getValue('error text'), [VARIABLE.formError]: true }
        });
    }
}
