import { inject, injectable } from 'inversify';
import { EXTERNAL_TAG_TRIGGERS } from '../config/external-tag-triggers';
import type { Rule, RuleEvent } from '../runtime/rule';
import type { ExternalTags } from '../services/external-tags';
import { ExternalTagsProvider } from '../services/external-tags';
import type { LazyProvider } from '../services/lazy-features';

/**
 * Loads the property's external tags (src/config/external-tags.ts) at the moments their rows
 * name: the table drives it, the loader in the after-load file decides which apply, what consent
 * allows and when. At the window's load, after the page view's rule (page bottom), and without
 * waiting for the file: a slow CDN must not hold the rules behind it.
 */
@injectable()
export class ExternalTagsRule implements Rule {
    static readonly id = 'external-tags';
    static readonly trigger = EXTERNAL_TAG_TRIGGERS;

    @inject(ExternalTagsProvider) protected readonly tags!: LazyProvider<ExternalTags>;

    action(event: RuleEvent): void {
        // The after-load file failing is said once, by the media-tracking rule that asks for it at the same moment.
        this.tags().then(
            tags => tags.reached(event),
            () => undefined
        );
    }
}
