import 'reflect-metadata';
import { Container } from 'inversify';
import { extensionModules } from './extensions';
import { rulesModule } from './rules/rules-module';
import { BrowserSupport } from './runtime/browser-support';
import { BrowserWindow } from './runtime/browser-window';
import { BuildInfo } from './runtime/build-info';
import { ContainerRuntime } from './runtime/container-runtime';
import { EmbedScript } from './runtime/embed-script';
import { InertSatellite } from './runtime/inert-satellite';
import { LOG_PREFIX } from './runtime/logger';
import { RuntimeMessages } from './runtime/messages';
import { runtimeModule } from './runtime/runtime-module';

/** Stamped by webpack's DefinePlugin into each bundle; absent when the sources run in tests. */
declare const __BUILD_INFO__: BuildInfo | undefined;

/** The composition root: the one place that knows every module. */
export function createContainer(window: BrowserWindow, buildInfo: BuildInfo, embedScript: EmbedScript): Container {
    const container = new Container();
    container.bind(BrowserWindow).toConstantValue(window);
    container.bind(BuildInfo).toConstantValue(buildInfo);
    container.bind(EmbedScript).toConstantValue(embedScript);
    container.load(runtimeModule, ...extensionModules, rulesModule);
    return container;
}

/**
 * Starts the container on a page, once. Every failure here is caught: whatever happens, the page
 * goes on and `_satellite` is callable.
 */
export function boot(window: BrowserWindow, buildInfo: BuildInfo): void {
    const console = window.console;
    if (window.__satelliteLoaded) {
        console?.warn(LOG_PREFIX, RuntimeMessages.loadedTwice);
        return;
    }
    window.__satelliteLoaded = true;
    if (!BrowserSupport.isSupported(window)) {
        console?.warn(RuntimeMessages.unsupportedBrowser);
        InertSatellite.install(window);
        return;
    }
    try {
        const script = window.document.currentScript as HTMLScriptElement | null;
        const container = createContainer(window, buildInfo, { url: script?.src || undefined });
        if (!container.get<ContainerRuntime>(ContainerRuntime).start()) {
            InertSatellite.install(window);
        }
    } catch (error) {
        console?.error(LOG_PREFIX, 'The tag container failed to start.', error);
        InertSatellite.install(window);
    }
}

if (typeof __BUILD_INFO__ !== 'undefined' && typeof window !== 'undefined') {
    boot(window as BrowserWindow, __BUILD_INFO__);
}
