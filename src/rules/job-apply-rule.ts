import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** Careers apply (event413); a failure is a warning (docs/requirements.md §8.5). */
@injectable()
export class JobApplyRule extends TrackingRule {
    static readonly id = 'job-apply';
    static readonly trigger = { type: 'click', selector: '#apply-button' } as const;

    action(event: RuleEvent): void {
        const job = (event.element as Element).getAttribute('data-job-id') ?? '';
        this.sendClick(
            event,
            { type: 'o', name: `job apply:${job}`, values: { [VARIABLE.careersApply]: true } },
            'Job-apply tracking failed.'
        );
    }
}
