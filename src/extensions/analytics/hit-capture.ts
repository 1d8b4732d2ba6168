import type { BrowserWindow } from '../../services/browser-window';
import { AnalyticsTracker } from './analytics-tracker';
import type { Beacon, CapturedHit } from './captured-hit';
import { clearPerHitVariables, offlineOf } from './captured-hit';
import type { HitComposer } from './hit-composer';
import { queryParameter } from './page-code-tools';

export interface HitCaptureOptions {
    readonly composer: HitComposer;
    /** The page's address and referrer, read here so that no step reads the DOM. */
    readonly window: BrowserWindow;
}

/**
 * The first leg of a hit: what page code's `s` holds at the moment the hit is asked for (page
 * code may change or clear its variables the next moment), composed, and whether the page leaves
 * with it. The only leg that reads or writes `s`: it clears the per-hit variables, as AppMeasurement
 * does, and keeps what the hit defaulted on it.
 */
export class HitCapture {
    constructor(protected readonly options: HitCaptureOptions) {}

    /** The hit as it is now, or undefined when page code aborted it or a required step failed. */
    of(beacon: Beacon): CapturedHit | undefined {
        const tracker = beacon.tracker;
        if (tracker?.abort) {
            clearPerHitVariables(tracker);
            return undefined;
        }
        const { window, composer } = this.options;
        const url = window.location.href;
        // `adobe_mc_ref` in the page's address stands for the referrer (empty: none), else the document's.
        const referrer = () =>
            (/[?&]adobe_mc_ref(=|&|#|$)/.test(url) ? queryParameter('adobe_mc_ref', url) : window.document.referrer) || undefined;
        const composed = composer.compose({
            values: beacon.values,
            link: beacon.link,
            variables: { ...tracker, ...beacon.overrides },
            page: { url, referrer }
        });
        // Page code's `s.useBeacon` holds for one hit (docs/protocols.md §2.3): the clean-up below clears it.
        const leavesPage = Boolean(
            beacon.link?.leavesPage || beacon.link?.type === 'e' || (beacon.overrides?.useBeacon ?? tracker?.useBeacon)
        );
        if (tracker) {
            Object.assign(tracker, composed?.keptOnTracker);
            clearPerHitVariables(tracker);
        }
        return (
            composed && {
                variables: composed.variables,
                contextData: composed.contextData,
                link: composed.link,
                leavesPage,
                offline: offlineOf(tracker),
                held: tracker instanceof AnalyticsTracker && tracker.holding,
                callbacks: tracker instanceof AnalyticsTracker ? tracker.trackCallbacks : undefined
            }
        );
    }
}
