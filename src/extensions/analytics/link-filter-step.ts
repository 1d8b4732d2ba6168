import type { ComposedHit, HitInput, HitStep } from './hit-step';
import { filterLinkVariables } from './link-variables';

/** Link hits keep only the variables and events page code listed in linkTrackVars and linkTrackEvents. */
export class LinkFilterStep implements HitStep {
    readonly name = 'link filter';
    readonly order = 500;
    readonly required = true;

    run(hit: ComposedHit, input: HitInput): void {
        if (input.link) {
            Object.assign(
                hit,
                filterLinkVariables(input.variables.linkTrackVars, input.variables.linkTrackEvents, hit.variables, hit.contextData)
            );
        }
    }
}
