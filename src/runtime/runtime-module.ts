import { ContainerModule } from 'inversify';
import { DebugMode } from '../services/debug-mode';
import { DebugModeImpl } from '../services/debug-mode-impl';
import { HealthSample } from '../services/health-sample';
import { HealthSampleImpl } from '../services/health-sample-impl';
import { Logger, LoggerFactory } from '../services/logger';
import { LoggerImpl } from '../services/logger-impl';
import { PageEvents, PageEventsFactory } from '../services/page-events';
import { PageEventsImpl } from '../services/page-events-impl';
import { QaJournal } from '../services/qa-journal';
import { QaJournalImpl } from '../services/qa-journal-impl';
import { ActivationLog } from './activation-log';
import { bindContributionProvider, bindOnFirstUse, bindService, bindTriggerSource } from './bindings';
import { ClickTriggerSource } from './click-trigger-source';
import { ContainerRuntime } from './container-runtime';
import { ContainerRuntimeImpl } from './container-runtime-impl';
import { DataElementContribution } from './data-element';
import { DataElementRegistry } from './data-element-registry';
import { DataElementRegistryImpl } from './data-element-registry-impl';
import { DirectCallTriggerSource } from './direct-call-trigger-source';
import { PageLifecycleTriggerSource } from './page-lifecycle-trigger-source';
import { PublicApi } from './public-api';
import { PublicApiImpl } from './public-api-impl';
import type { Rule, RuleClass } from './rule';
import { RuleContribution, RuleFactory } from './rule';
import { RuleEngine } from './rule-engine';
import { RuleEngineImpl } from './rule-engine-impl';
import { RuleMonitor } from './rule-monitor';
import { RuleMonitorImpl } from './rule-monitor-impl';
import { StartupContribution } from './startup-contribution';
import type { TriggerSource, TriggerSourceClass } from './trigger-source';
import { TriggerSourceContribution, TriggerSourceFactory } from './trigger-source';

/** The engine: rules, triggers, data elements, logging, environment and the public API. */
export const runtimeModule = new ContainerModule(bind => {
    bindService(bind, Logger, LoggerImpl);
    bindOnFirstUse(bind, LoggerFactory, Logger);
    bindService(bind, DebugMode, DebugModeImpl);
    bindService(bind, HealthSample, HealthSampleImpl);
    bindService(bind, QaJournal, QaJournalImpl);
    bindService(bind, RuleMonitor, RuleMonitorImpl);
    bindService(bind, PageEvents, PageEventsImpl);
    bindOnFirstUse(bind, PageEventsFactory, PageEvents);
    bindService(bind, RuleEngine, RuleEngineImpl);
    bindService(bind, DataElementRegistry, DataElementRegistryImpl);
    bindService(bind, PublicApi, PublicApiImpl);
    bindService(bind, ContainerRuntime, ContainerRuntimeImpl);
    for (const contribution of [RuleContribution, TriggerSourceContribution, DataElementContribution, StartupContribution]) {
        bindContributionProvider(bind, contribution);
    }
    bind(ActivationLog).toDynamicValue(context => ActivationLog.of(context.container));
    // Rules and trigger sources are constructed on first use, through these factories.
    bind(RuleFactory).toFactory<Rule, [RuleClass]>(context => ruleClass => context.container.get<Rule>(ruleClass));
    bind(TriggerSourceFactory).toFactory<TriggerSource, [TriggerSourceClass]>(
        context => sourceClass => context.container.get<TriggerSource>(sourceClass)
    );
    // Activation order: sources that only listen first, the page lifecycle (which fires at once) last.
    // CustomEventTriggerSource is bound by the rules module that has a custom-event rule: the property has none, so pages carry none of it.
    for (const source of [DirectCallTriggerSource, ClickTriggerSource, PageLifecycleTriggerSource]) {
        bindTriggerSource(bind, source);
    }
});
