import { selectedEngines } from './engine';
import { describeEngine } from './engine-fixture';
import { consentScenarios } from './scenarios/consent';
import { linkScenarios } from './scenarios/links';
import { outboxScenarios } from './scenarios/outbox';
import { pageSafetyScenarios } from './scenarios/page-safety';
import { pageViewScenarios } from './scenarios/page-views';
import { personalizationScenarios, tagScenarios } from './scenarios/tags-and-personalization';
import { visitorIdentityScenarios } from './scenarios/visitor-identity';

/**
 * The core scenarios, written once and run in every engine the company's visitors use (Chromium,
 * Firefox, WebKit), one engine after the other: each engine's suite says which scenario failed and why.
 */
for (const engine of selectedEngines()) {
    describeEngine(engine, bench => {
        describe('page views', () => pageViewScenarios(bench));
        describe('visitor identity', () => visitorIdentityScenarios(bench));
        describe('consent', () => consentScenarios(bench));
        describe('link tracking', () => linkScenarios(bench));
        describe('outbox and tab close', () => outboxScenarios(bench));
        describe('third-party tags', () => tagScenarios(bench));
        describe('personalization', () => personalizationScenarios(bench));
        describe('page safety', () => pageSafetyScenarios(bench));
    });
}
