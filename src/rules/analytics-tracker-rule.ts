import { injectable } from 'inversify';
import { TrackingRule } from './tracking-rule';

/**
 * Creates the page's tracker object (`s`) when the container loads, before any rule tracks. Not
 * awaited: a tracker the page installs itself may take up to 10 s, and the beacons wait for it,
 * not the rules.
 */
@injectable()
export class AnalyticsTrackerRule extends TrackingRule {
    static readonly id = 'analytics-tracker';
    static readonly order = 30;
    static readonly trigger = { type: 'library-loaded' } as const;

    action(): void {
        void this.tracker.start();
    }
}
