import { injectable } from 'inversify';
import { AnalyticsSettings } from '../config/analytics';
import { PAGE_VIEW_ELEMENTS } from '../config/analytics-variables';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/**
 * The page view (docs/requirements.md §3.3): every value the variable map fills from a data element, plus what
 * other rules staged. At page bottom, and again when consent loads or changes (docs/requirements.md §4.5): the
 * tracker sends it once, as soon as consent allows. A page the browser restores from its back/forward cache
 * sends none, as with the replaced libraries, unless the property counts restores (AnalyticsSettings).
 */
@injectable()
export class PageViewRule extends TrackingRule {
    static readonly id = 'page-view';
    static readonly order = 60;
    static readonly trigger = [{ type: 'page-bottom' }, { type: 'consent-loaded' }, { type: 'page-restored' }] as const;

    protected pageBottomReached = false;

    condition(event: RuleEvent): boolean {
        if (event.$type === 'page-restored') {
            return AnalyticsSettings.restoresAsPageViews && this.tracker.allowed;
        }
        // A banner that loads before page bottom must not send the page view ahead of the rules
        // that stage values on it at page bottom (not found, job view, form errors).
        if (event.$type === 'page-bottom') {
            this.pageBottomReached = true;
        }
        return this.pageBottomReached && this.tracker.allowed;
    }

    action(event: RuleEvent): void {
        const values: Record<string, unknown> = {};
        for (const [variable, element] of Object.entries(PAGE_VIEW_ELEMENTS)) {
            values[variable] = this.dataElements.getValue(element);
        }
        const restored = event.$type === 'page-restored';
        if (restored) {
            values[VARIABLE.restoredPageView] = 'restored';
        }
        this.tracker.sendPageView(values, restored).catch(error => this.logger.warn('The page view failed.', error));
    }
}
