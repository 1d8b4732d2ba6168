import { ContainerModule } from 'inversify';
import { bindLazyPart, bindService } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import { MediaTrackingProvider } from '../../services/media-tracking';
import { PageActivityMeterProvider } from '../../services/page-activity-meter';
import { PageEvents } from '../../services/page-events';
import { QueryMasker } from '../../services/query-masker';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ServiceUrl } from '../../services/service-url';
import { StorageService } from '../../services/storage-service';
import { TrackerService } from '../../services/tracker-service';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';
import { BeaconTransport } from './beacon-transport';
import { BeaconTransportImpl } from './beacon-transport-impl';
import type { HeldRequestStore } from './held-request-store';
import { HeldRequestStoreProvider } from './held-requests';
import { HitMaskingStep } from './hit-masking-step';
import { HitPath } from './hit-path';
import { HitStep } from './hit-step';
import { HitVariablesStep } from './hit-variables-step';
import { LinkFilterStep } from './link-filter-step';
import type { MediaTracker } from './media-tracker';
import type { PageActivity } from './page-activity';
import { PageNameStep } from './page-name-step';
import { PageViewPluginStep } from './page-view-plugin-step';
import { PageViewPlugins } from './page-view-plugins';
import { TrackerInstaller } from './tracker-installer';
import { TrackerServiceImpl } from './tracker-service-impl';

/** The analytics tracker: AppMeasurement-compatible beacons, plug-ins, media. */
export const analyticsModule = new ContainerModule(bind => {
    bindService(bind, BeaconTransport, BeaconTransportImpl);
    bindService(bind, TrackerService, TrackerServiceImpl);
    bind(StartupContribution).toService(TrackerServiceImpl);
    // The tracker service's two parts, built here with the services they use: the way of its hits, and `s` on the page.
    bind(HitPath)
        .toDynamicValue(
            ({ container }) =>
                new HitPath({
                    window: container.get(BrowserWindow),
                    cookies: container.get(CookieService),
                    visitor: container.get(VisitorService),
                    suites: container.get(ReportSuiteResolver),
                    trackingServer: container.get(TrackingServer),
                    serviceUrl: container.get(ServiceUrl),
                    transport: container.get(BeaconTransport),
                    heldStore: container.get(HeldRequestStoreProvider),
                    events: container.get(PageEvents),
                    steps: container.getAll(HitStep),
                    logger: container.get(Logger)
                })
        )
        .inSingletonScope();
    bind(TrackerInstaller)
        .toDynamicValue(
            ({ container }) =>
                new TrackerInstaller({
                    window: container.get(BrowserWindow),
                    cookies: container.get(CookieService),
                    suites: container.get(ReportSuiteResolver),
                    trackingServer: container.get(TrackingServer),
                    visitor: container.get(VisitorService)
                })
        )
        .inSingletonScope();
    // The steps that compose a hit, run by their order; another module may contribute its own.
    const masker = QueryMasker.ofProperty();
    bind(HitStep).toDynamicValue(() => new PageNameStep());
    bind(HitStep).toDynamicValue(
        ({ container }) =>
            new PageViewPluginStep({
                plugins: new PageViewPlugins(container.get(CookieService), container.get(BrowserWindow)),
                masker,
                pageActivity: container.get(PageActivityMeterProvider),
                logger: container.get(Logger)
            })
    );
    bind(HitStep).toDynamicValue(() => new HitVariablesStep());
    bind(HitStep).toDynamicValue(() => new HitMaskingStep(masker));
    bind(HitStep).toDynamicValue(() => new LinkFilterStep());
    bindLazyPart(bind, PageActivityMeterProvider, {
        file: 'after-load',
        name: 'PageActivity',
        build: (Meter: typeof PageActivity, container) =>
            new Meter({
                window: container.get(BrowserWindow),
                events: container.get(PageEvents),
                cookies: container.get(CookieService)
            })
    });
    bindLazyPart(bind, HeldRequestStoreProvider, {
        file: 'outbox',
        name: 'HeldRequestStore',
        build: (Store: typeof HeldRequestStore, container) =>
            new Store({
                storage: container.get(StorageService),
                cookies: container.get(CookieService),
                logger: container.get(Logger)
            })
    });
    bindLazyPart(bind, MediaTrackingProvider, {
        file: 'after-load',
        name: 'MediaTracker',
        build: (Tracker: typeof MediaTracker, container) =>
            new Tracker({
                window: container.get(BrowserWindow),
                events: container.get(PageEvents),
                tracker: container.get(TrackerService),
                logger: container.get(Logger)
            })
    });
});
