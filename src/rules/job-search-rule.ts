import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** The careers job search: keyword, location and radius of the form, sent as the search submits. */
@injectable()
export class JobSearchRule extends TrackingRule {
    static readonly id = 'job-search';
    static readonly trigger = { type: 'click', selector: '#job-search-submit' } as const;

    action(event: RuleEvent): void {
        const form = (event.element as HTMLButtonElement).form;
        const field = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() || undefined;
        this.sendClick(event, {
            type: 'o',
            name: 'job search',
            values: {
                [VARIABLE.jobSearchKeyword]: field('keyword')?.toLowerCase(),
                [VARIABLE.jobSearchLocation]: field('location')?.toLowerCase(),
                [VARIABLE.jobSearchRadius]: field('radius'),
                [VARIABLE.jobSearch]: true
            }
        });
    }
}
