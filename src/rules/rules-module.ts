import { ContainerModule } from 'inversify';
import { Rule } from '../runtime/rule';
import { AnalyticsTrackerRule } from './analytics-tracker-rule';
import { ConsentBannerActionRule } from './consent-banner-action-rule';
import { ConsentBannerRule } from './consent-banner-rule';
import { ConsentStateRule } from './consent-state-rule';
import { DataTrackClickRule } from './data-track-click-rule';
import { EmailPreferencesRule } from './email-preferences-rule';
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
import { VisitorServiceRule } from './visitor-service-rule';

/**
 * The company's rules, one class per file in this folder. A rule joins by its class in this list;
 * the list's order is the tie-break between rules of equal order.
 */
const RULES = [
    ConsentStateRule, ConsentBannerRule, VisitorServiceRule, AnalyticsTrackerRule,
    NotFoundPageRule, JobViewRule, FormErrorRule, PageViewRule,
    FaqQuestionRule, DataTrackClickRule, LoyaltyButtonRule, JobSearchRule, JobApplyRule, PrivacyLinkRule,
    OnrampNavigationRule, EmailPreferencesRule, ConsentBannerActionRule, LinkTrackingRule, MediaTrackingRule, FormErrorClickRule
];

export const rulesModule = new ContainerModule(bind => {
    for (const rule of RULES) {
        bind(rule).toSelf().inSingletonScope();
        bind(Rule).toService(rule);
    }
});
