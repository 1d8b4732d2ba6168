import { AnalyticsSettings } from '../../config/analytics';
import type { QueryMasker } from '../../services/query-masker';
import { BeaconBuilder } from './beacon-builder';
import type { ComposedHit, HitStep } from './hit-step';

/** Any value may hold a URL (g, r, an eVar with the referrer) or an address: none leaves with a sensitive value. */
export class HitMaskingStep implements HitStep {
    readonly name = 'masking';
    readonly order = 400;
    readonly required = true;

    constructor(protected readonly masker: QueryMasker) {}

    run(hit: ComposedHit): void {
        hit.variables = this.masker.maskValues(hit.variables) as Record<string, string | undefined>;
        hit.contextData = this.masker.maskValues(hit.contextData);
        if (hit.link) {
            // A link's name is its text, its URL where it goes: either may hold what the visitor
            // typed or was sent (an address in a mailto-like text, a reset code beside it in a path).
            const name = this.masker.maskText(hit.link.name);
            // Cut before an emoji rather than through it: half of one cannot go in a URL.
            hit.link = {
                type: hit.link.type,
                name: name && BeaconBuilder.truncate(name, AnalyticsSettings.linkTextLimit),
                url: this.masker.maskText(hit.link.url)
            };
        }
    }
}
