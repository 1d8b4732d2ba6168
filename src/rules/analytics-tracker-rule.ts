import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

/** Creates the page's tracker object (`s`) when the container loads, before any rule tracks. */
@injectable()
export class AnalyticsTrackerRule extends TrackingRule {
    readonly id = 'analytics-tracker';
    readonly order = 30;
    readonly trigger = { type: 'library-loaded' } as const;

    action(): Promise<void> {
        return this.tracker.start().then(() => undefined);
    }
}
