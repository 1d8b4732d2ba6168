import { ContainerModule } from 'inversify';
import { Rule } from '../runtime/rule';
import { ConsentBannerRule } from './consent-banner-rule';
import { VisitorServiceRule } from './visitor-service-rule';

/**
 * The company's rules, one class per file in this folder. A rule joins with two lines:
 * `bind(MyRule).toSelf().inSingletonScope(); bind(Rule).toService(MyRule);`
 * Binding order is the tie-break between rules of equal order.
 */
export const rulesModule = new ContainerModule(bind => {
    for (const rule of [ConsentBannerRule, VisitorServiceRule]) {
        bind(rule).toSelf().inSingletonScope();
        bind(Rule).toService(rule);
    }
});
