import { Container, ContainerModule } from 'inversify';
import { coreModule } from '../../src/extensions/core/core-module';
import { BrowserWindow } from '../../src/runtime/browser-window';
import { BuildInfo } from '../../src/runtime/build-info';
import { EmbedScript } from '../../src/runtime/embed-script';
import { Rule } from '../../src/runtime/rule';
import { runtimeModule } from '../../src/runtime/runtime-module';
import { DEFAULT_TEST_URL, testDom } from './setup';

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

/** Puts the shared jsdom page back to a clean state between tests. */
export function resetTestPage(url = DEFAULT_TEST_URL): void {
    testDom.reconfigure({ url });
    const window = testDom.window as unknown as BrowserWindow;
    for (const cookie of window.document.cookie.split(';')) {
        const name = cookie.split('=')[0].trim();
        if (name) {
            for (const domain of ['', `; domain=${window.location.hostname}`, ...domainsOf(window.location.hostname)]) {
                window.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
            }
        }
    }
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.document.head.innerHTML = '';
    window.document.body.innerHTML = '';
    delete window._satellite;
    delete window.__satelliteLoaded;
}

function domainsOf(host: string): string[] {
    const labels = host.split('.');
    const domains: string[] = [];
    for (let i = 0; i < labels.length - 1; i++) {
        domains.push(`; domain=${labels.slice(i).join('.')}`);
    }
    return domains;
}

/** Binds rule objects as the rules module binds rule classes: to the Rule contribution point. */
export function withRules(...rules: Rule[]): ContainerModule {
    return new ContainerModule(bind => {
        for (const rule of rules) {
            bind(Rule).toConstantValue(rule);
        }
    });
}
