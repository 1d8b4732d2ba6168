import { expect } from 'chai';
import { Container } from 'inversify';
import { MODULES } from '../../src/index';
import { EmailPreferencesRule } from '../../src/rules/email-preferences-rule';
import { FaqQuestionRule } from '../../src/rules/faq-question-rule';
import { JobApplyRule } from '../../src/rules/job-apply-rule';
import { JobSearchRule } from '../../src/rules/job-search-rule';
import { JobViewRule } from '../../src/rules/job-view-rule';
import { LoyaltyButtonRule } from '../../src/rules/loyalty-button-rule';
import { OnrampNavigationRule } from '../../src/rules/onramp-navigation-rule';
import { ActivationLog } from '../../src/runtime/activation-log';
import type { AnyTrigger, RuleClass } from '../../src/runtime/rule';
import { RuleContribution } from '../../src/runtime/rule';
import type { TriggerSourceClass } from '../../src/runtime/trigger-source';
import { TriggerSourceContribution } from '../../src/runtime/trigger-source';
import { BrowserWindow } from '../../src/services/browser-window';
import { captureConsole } from './console-capture';
import { AnalyticsTestPage } from './extensions/analytics/analytics-test-page';
import { testDom } from './setup';

/** Markup with the elements every site-specific rule listens to, on whatever host. */
const EVERY_SITE_S_ELEMENTS = `
    <a class="loyalty-login" href="#login">Log in</a>
    <button id="apply-button" data-job-id="J-1">Apply</button>
    <form><input name="keyword"><button id="job-search-submit" type="submit">Search</button></form>
    <a class="onramp-nav-item" href="#car">My car</a>
    <button id="unsubscribe-button">Unsubscribe</button>
    <div class="faq-question">Can I add a driver?</div>`;

const SITE_RULES = [JobViewRule, JobSearchRule, JobApplyRule, LoyaltyButtonRule, OnrampNavigationRule, EmailPreferencesRule];

describe('The composition root', () => {
    let page: AnalyticsTestPage;

    async function open(url: string): Promise<void> {
        captureConsole();
        page = new AnalyticsTestPage(url).withMarkup(EVERY_SITE_S_ELEMENTS);
        page.start();
        await page.clock.tickAsync(100);
    }

    const constructed = () => ActivationLog.of(page.container).entries.map(entry => entry.name);

    afterEach(() => page.stop());

    it('gives a rental page no careers, loyalty, onramp or email rule at all, not even when their elements are clicked', async () => {
        await open('https://www.alderway.com/');
        for (const selector of ['.loyalty-login', '#apply-button', '#job-search-submit', '.onramp-nav-item', '#unsubscribe-button']) {
            await page.click(selector);
        }
        expect(
            SITE_RULES.filter(rule => page.container.isBound(rule)).map(rule => rule.id),
            'bound'
        ).to.deep.equal([]);
        expect(
            constructed().filter(name => SITE_RULES.some(rule => rule.name === name)),
            'constructed'
        ).to.deep.equal([]);
    });

    it('constructs a rule that only a click triggers when it is first clicked, not before', async () => {
        await open('https://www.alderway.com/');
        expect(constructed()).not.to.include(FaqQuestionRule.name);
        await page.click('.faq-question');
        expect(constructed().filter(name => name === FaqQuestionRule.name)).to.have.length(1);
    });

    it('loads the careers rules on a careers site: the job view at page bottom, the click rules when clicked', async () => {
        await open('https://careers.alderway.com/jobs/J-1');
        expect([JobViewRule, JobSearchRule, JobApplyRule].every(rule => page.container.isBound(rule))).to.equal(true);
        expect(constructed()).to.include(JobViewRule.name);
        expect(constructed()).not.to.include(JobApplyRule.name);
        await page.click('#apply-button');
        expect(constructed()).to.include(JobApplyRule.name);
        expect([LoyaltyButtonRule, OnrampNavigationRule, EmailPreferencesRule].some(rule => page.container.isBound(rule))).to.equal(false);
    });

    it('loads the loyalty, onramp and email rules on their own sites only', async () => {
        const expectations: Array<[string, (typeof SITE_RULES)[number]]> = [
            ['https://loyalty.alderway.com/', LoyaltyButtonRule],
            ['https://onramp.alderway.com/Welcome/', OnrampNavigationRule],
            ['https://email.alderway.com/unsubscribe', EmailPreferencesRule]
        ];
        for (const [url, rule] of expectations) {
            await open(url);
            expect(
                SITE_RULES.filter(candidate => page.container.isBound(candidate)),
                url
            ).to.deep.equal([rule]);
            page.stop();
        }
        await open('https://www.alderway.com/');
    });

    it("binds a trigger source for every trigger type the property's rules use, whatever the site: the runtime binds only those every page needs", () => {
        // Every module of the bundle at once, every site's rules among them.
        const container = new Container();
        container.bind(BrowserWindow).toConstantValue(testDom.window);
        container.load(...MODULES.map(entry => entry.module));
        const provided = new Set(container.getAll<TriggerSourceClass>(TriggerSourceContribution).flatMap(source => [...source.types]));
        const used = container
            .getAll<RuleClass>(RuleContribution)
            .flatMap(rule =>
                ([] as AnyTrigger[]).concat(rule.trigger as AnyTrigger | AnyTrigger[]).map(trigger => `${rule.id}: ${trigger.type}`)
            );
        expect(used.filter(use => !provided.has(use.split(': ')[1]))).to.deep.equal([]);
        expect(provided.has('custom-event'), 'no rule of the property has a custom-event trigger: its source stays out').to.equal(false);
    });
});
