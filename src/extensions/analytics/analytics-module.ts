import { ContainerModule } from 'inversify';
import { bindLazyPart, bindService, bindSingleton } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import { MediaTrackingProvider } from '../../services/media-tracking';
import { PageActivityMeterProvider } from '../../services/page-activity-meter';
import { PageEvents } from '../../services/page-events';
import { StorageService } from '../../services/storage-service';
import { TrackerService } from '../../services/tracker-service';
import { BeaconTransport } from './beacon-transport';
import { BeaconTransportImpl } from './beacon-transport-impl';
import type { HeldRequestStore } from './held-request-store';
import { HeldRequestStoreProvider } from './held-requests';
import { HitPath } from './hit-path';
import type { MediaTracker } from './media-tracker';
import type { PageActivity } from './page-activity';
import { TrackerServiceImpl } from './tracker-service-impl';

/** The analytics tracker: AppMeasurement-compatible beacons, plug-ins, media. */
export const analyticsModule = new ContainerModule(bind => {
    bindService(bind, BeaconTransport, BeaconTransportImpl);
    bindService(bind, TrackerService, TrackerServiceImpl);
    bind(StartupContribution).toService(TrackerServiceImpl);
    // The way of the tracker service's hits; the steps that compose them it builds itself, and another module may contribute its own under HitStep.
    bindSingleton(bind, HitPath);
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
