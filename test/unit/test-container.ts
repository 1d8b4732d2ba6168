import { Container, ContainerModule } from 'inversify';
import { coreModule } from '../../src/extensions/core/core-module';
import { propertyModule } from '../../src/extensions/property/property-module';
import { createContainer } from '../../src/index';
import { bindRule, bindTriggerSource } from '../../src/runtime/bindings';
import type { Rule, RuleClass, RuleDescriptor } from '../../src/runtime/rule';
import { RuleContribution } from '../../src/runtime/rule';
import { runtimeModule } from '../../src/runtime/runtime-module';
import type { TriggerSourceClass } from '../../src/runtime/trigger-source';
import { BrowserWindow } from '../../src/services/browser-window';
import { BuildInfo } from '../../src/services/build-info';
import { EmbedScript } from '../../src/services/embed-script';
import { HealthSample } from '../../src/services/health-sample';
import { inProcessLazyFeaturesModule } from './in-process-lazy-features';
import { DEFAULT_TEST_URL, openTestPage, testDom } from './setup';

export interface TestContainerOptions {
    readonly window?: BrowserWindow;
    readonly buildInfo?: Partial<BuildInfo>;
    readonly scriptUrl?: string;
    readonly modules?: readonly ContainerModule[];
    /** Whether the page was drawn for a health report: not, unless a test says so (the draw is random). */
    readonly healthSampled?: boolean;
}

/** The draw of a test's page, fixed: a test never depends on Math.random. */
function fixHealthSample(container: Container, sampled = false): void {
    container.rebind(HealthSample).toConstantValue({ sampled, started: Date.now() });
}

export const TEST_BUILD_INFO: BuildInfo = {
    version: '0.0.0-test',
    buildDate: '2026-11-22T08:00:00.000Z',
    environment: 'production',
    minified: false
};

/** The real runtime and base services (core, property) in a small container, as the composition root wires them. */
export function createTestContainer(options: TestContainerOptions = {}): Container {
    const container = new Container();
    container.bind(BrowserWindow).toConstantValue(options.window ?? testDom.window);
    container.bind(BuildInfo).toConstantValue({ ...TEST_BUILD_INFO, ...options.buildInfo });
    container.bind(EmbedScript).toConstantValue({ url: options.scriptUrl });
    container.load(runtimeModule, coreModule, propertyModule, ...(options.modules ?? []));
    fixHealthSample(container, options.healthSampled);
    return container;
}

/**
 * The container the bundle builds on the test page (src/index.ts: only the modules its host
 * needs). The lazy files' classes come in-process: jsdom does not fetch scripts.
 */
export function createBundleContainer(options: Pick<TestContainerOptions, 'buildInfo' | 'scriptUrl' | 'healthSampled'> = {}): Container {
    const container = createContainer(
        testDom.window as unknown as BrowserWindow,
        { ...TEST_BUILD_INFO, ...options.buildInfo },
        { url: options.scriptUrl }
    );
    container.load(inProcessLazyFeaturesModule);
    fixHealthSample(container, options.healthSampled);
    return container;
}

/** A fresh page at `url` for the next test: no cookies, storage, listeners or globals of the last one. */
export function resetTestPage(url = DEFAULT_TEST_URL): void {
    openTestPage(url);
}

/** A rule as tests write it: when it runs and what it does, in one object. */
export type TestRule = RuleDescriptor & Rule;

/**
 * Binds rule objects as the rules modules bind rule classes: each becomes a class whose static
 * descriptor reads the object's, constructed (here: the object itself) the first time it runs.
 */
export function withRules(...rules: TestRule[]): ContainerModule {
    return new ContainerModule(bind => {
        for (const rule of rules) {
            const ruleClass = class TestRuleClass {} as unknown as RuleClass;
            for (const key of ['id', 'order', 'timeout', 'trigger'] as const) {
                Object.defineProperty(ruleClass, key, { get: () => rule[key] });
            }
            bind(ruleClass).toConstantValue(rule);
            bind(RuleContribution).toConstantValue(ruleClass);
        }
    });
}

/** Binds trigger sources the runtime module does not bind, as a rules module whose rules need them does. */
export function withTriggerSources(...sources: TriggerSourceClass[]): ContainerModule {
    return new ContainerModule(bind => sources.forEach(source => bindTriggerSource(bind, source)));
}

/** Binds rule classes as the rules modules do. */
export function withRuleClasses(...rules: RuleClass[]): ContainerModule {
    return new ContainerModule(bind => rules.forEach(rule => bindRule(bind, rule)));
}
