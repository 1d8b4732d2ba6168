import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

/** A careers job page (its first data-layer item holds the job) counts as a job view. */
@injectable()
export class JobViewRule extends TrackingRule {
    readonly id = 'job-view';
    readonly order = 40;
    readonly trigger = { type: 'page-bottom' } as const;

    condition(): boolean {
        return String(this.dataElements.getValue('job description') ?? '').startsWith('{"job":');
    }

    action(): void {
        this.stage({ [VARIABLE.jobView]: true });
    }
}
