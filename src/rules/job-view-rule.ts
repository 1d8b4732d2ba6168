import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

/** A careers job page (its first data-layer item holds the job) counts as a job view. */
@injectable()
export class JobViewRule extends TrackingRule {
    static readonly id = 'job-view';
    static readonly order = 40;
    static readonly trigger = { type: 'page-bottom' } as const;

    condition(): boolean {
        return String(this.dataElements.getValue('job description') ?? '').startsWith('{"job":');
    }

    action(): void {
        this.stage({ [VARIABLE.jobView]: true });
    }
}
