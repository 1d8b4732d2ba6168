import 'reflect-metadata';
import { Container } from 'inversify';
import { PersonalizationSettings } from './config/personalization';
import { analyticsModule } from './extensions/analytics/analytics-module';
import { consentModule } from './extensions/consent/consent-module';
import { coreModule } from './extensions/core/core-module';
import { dataLayerModule } from './extensions/data-layer/data-layer-module';
import { healthModule } from './extensions/health/health-module';
import { personalizationModule } from './extensions/personalization/personalization-module';
import { propertyModule } from './extensions/property/property-module';
import { qaModule } from './extensions/qa/qa-module';
import { tagsModule } from './extensions/tags/tags-module';
import { visitorModule } from './extensions/visitor/visitor-module';
import { RULE_MODULES } from './rules/rules-module';
import { BrowserSupport } from './runtime/browser-support';
import { ContainerRuntime } from './runtime/container-runtime';
import { InertSatellite } from './runtime/inert-satellite';
import { RuntimeMessages } from './runtime/messages';
import { runtimeModule } from './runtime/runtime-module';
import type { SiteModule } from './runtime/site-module';
import { BrowserWindow } from './services/browser-window';
import { BuildInfo } from './services/build-info';
import { DomainDirectory } from './services/domain-directory';
import { EmbedScript } from './services/embed-script';
import { LOG_PREFIX } from './services/logger';

/** Stamped by webpack's DefinePlugin into each bundle; absent when the sources run in tests. */
declare const __BUILD_INFO__: BuildInfo | undefined;

/** The site types the company personalizes. */
const PERSONALIZED_SITE_TYPES: ReadonlySet<string> = new Set(PersonalizationSettings.siteTypes);

/**
 * Every module of the bundle, in load order, and where it applies. The runtime, core and
 * property modules come first: the property's domain table tells which of the others the page's
 * host needs.
 */
export const MODULES: readonly SiteModule[] = [
    { module: runtimeModule },
    { module: coreModule },
    { module: propertyModule },
    { module: consentModule },
    { module: visitorModule },
    { module: analyticsModule },
    { module: dataLayerModule },
    { module: personalizationModule, appliesTo: site => PERSONALIZED_SITE_TYPES.has(site.siteType) },
    { module: qaModule },
    { module: tagsModule },
    { module: healthModule },
    ...RULE_MODULES
];

/** The composition root: the one place that knows every module, and loads those the page's host needs. */
export function createContainer(
    window: BrowserWindow,
    buildInfo: BuildInfo,
    embedScript: EmbedScript,
    modules: readonly SiteModule[] = MODULES
): Container {
    const container = new Container();
    container.bind(BrowserWindow).toConstantValue(window);
    container.bind(BuildInfo).toConstantValue(buildInfo);
    container.bind(EmbedScript).toConstantValue(embedScript);
    container.load(...modules.filter(entry => !entry.appliesTo).map(entry => entry.module));
    const site = container.get<DomainDirectory>(DomainDirectory).current;
    container.load(...modules.filter(entry => site && entry.appliesTo?.(site)).map(entry => entry.module));
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
    boot(window, __BUILD_INFO__);
}
