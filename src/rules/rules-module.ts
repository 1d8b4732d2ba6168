import { ContainerModule } from 'inversify';
import { bindRule, bindTriggerSource } from '../runtime/bindings';
import type { RuleClass } from '../runtime/rule';
import type { SiteModule } from '../runtime/site-module';
import type { TriggerSourceClass } from '../runtime/trigger-source';
import { ConsentBannerActionRule } from './consent-banner-action-rule';
import { ConsentBannerRule } from './consent-banner-rule';
import { DataLayerEventRule } from './data-layer-event-rule';
import { DataTrackClickRule } from './data-track-click-rule';
import { EmailPreferencesRule } from './email-preferences-rule';
import { ExternalTagsRule } from './external-tags-rule';
import { FaqQuestionRule } from './faq-question-rule';
import { FormErrorClickRule } from './form-error-click-rule';
import { FormErrorRule } from './form-error-rule';
import { JobApplyRule } from './job-apply-rule';
import { JobSearchRule } from './job-search-rule';
import { JobViewRule } from './job-view-rule';
import { LinkTrackingRule } from './link-tracking-rule';
import { LoyaltyButtonRule } from './loyalty-button-rule';
import { MediaTrackingRule } from './media-tracking-rule';
import { NotFoundPageRule } from './not-found-page-rule';
import { OnrampNavigationRule } from './onramp-navigation-rule';
import { PageViewRule } from './page-view-rule';
import { PrivacyLinkRule } from './privacy-link-rule';

/**
 * A module binding `rules`; their order in the list is the tie-break between rules of equal order.
 * `sources`: trigger sources the runtime does not bind, which the rules need: a rule with a
 * `custom-event` trigger brings CustomEventTriggerSource (src/runtime), so that only pages with such
 * a rule carry it (test/unit/composition.spec.ts checks every trigger type of the rules has a source).
 */
function ruleModule(rules: readonly RuleClass[], sources: readonly TriggerSourceClass[] = []): ContainerModule {
    return new ContainerModule(bind => {
        sources.forEach(source => bindTriggerSource(bind, source));
        rules.forEach(rule => bindRule(bind, rule));
    });
}

/**
 * The company's rules, one class per file in this folder, grouped by the sites they apply to.
 * A rule joins by its class in one of these lists.
 */
export const RULE_MODULES: readonly SiteModule[] = [
    {
        module: ruleModule([
            ConsentBannerRule,
            NotFoundPageRule,
            FormErrorRule,
            PageViewRule,
            FaqQuestionRule,
            DataTrackClickRule,
            PrivacyLinkRule,
            ConsentBannerActionRule,
            LinkTrackingRule,
            MediaTrackingRule,
            FormErrorClickRule,
            DataLayerEventRule,
            ExternalTagsRule
        ])
    },
    { module: ruleModule([JobViewRule, JobSearchRule, JobApplyRule]), appliesTo: site => site.siteType === 'careers' },
    { module: ruleModule([LoyaltyButtonRule]), appliesTo: site => site.siteType === 'loyalty' },
    { module: ruleModule([OnrampNavigationRule]), appliesTo: site => site.role === 'onramp' },
    { module: ruleModule([EmailPreferencesRule]), appliesTo: site => site.role === 'email landing' }
];
