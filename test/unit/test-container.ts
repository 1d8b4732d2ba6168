import { Container, ContainerModule } from 'inversify';
import { extensionModules } from '../../src/extensions';
import { coreModule } from '../../src/extensions/core/core-module';
import { rulesModule } from '../../src/rules/rules-module';
import { BrowserWindow } from '../../src/runtime/browser-window';
import { BuildInfo } from '../../src/runtime/build-info';
import { EmbedScript } from '../../src/runtime/embed-script';
import { Rule } from '../../src/runtime/rule';
import { runtimeModule } from '../../src/runtime/runtime-module';
import { inProcessAfterLoadModule } from './in-process-after-load';
import { DEFAULT_TEST_URL, openTestPage, testDom } from './setup';

export interface TestContainerOptions {
    readonly window?: BrowserWindow;
    readonly buildInfo?: Partial<BuildInfo>;
    readonly scriptUrl?: string;
    readonly modules?: readonly ContainerModule[];
}

export const TEST_BUILD_INFO: BuildInfo = {
    version: '0.0.0-test',
    buildDate: '2026-11-22T08:00:00.000Z',
    environment: 'production',
    minified: false
};

/** The real runtime and core services in a small container, as the composition root wires them. */
export function createTestContainer(options: TestContainerOptions = {}): Container {
    const container = new Container();
    container.bind(BrowserWindow).toConstantValue(options.window ?? (testDom.window as unknown as BrowserWindow));
    container.bind(BuildInfo).toConstantValue({ ...TEST_BUILD_INFO, ...options.buildInfo });
    container.bind(EmbedScript).toConstantValue({ url: options.scriptUrl });
    container.load(runtimeModule, coreModule, ...(options.modules ?? []));
    return container;
}

/**
 * Every extension module besides core, and the company's rules: what the bundle loads. The
 * after-load file's classes come in-process (jsdom does not fetch scripts).
 */
export function bundleModules(): ContainerModule[] {
    return [...extensionModules.filter(module => module !== coreModule), rulesModule, inProcessAfterLoadModule];
}

/** A fresh page at `url` for the next test: no cookies, storage, listeners or globals of the last one. */
export function resetTestPage(url = DEFAULT_TEST_URL): void {
    openTestPage(url);
}

/** Binds rule objects as the rules module binds rule classes: to the Rule contribution point. */
export function withRules(...rules: Rule[]): ContainerModule {
    return new ContainerModule(bind => {
        for (const rule of rules) {
            bind(Rule).toConstantValue(rule);
        }
    });
}
