import { StartupContribution } from '../../runtime/startup-contribution';
import { ContainerModule } from 'inversify';
import { bindLazyProvider, bindService } from '../../runtime/bindings';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import { MediaTrackingProvider } from '../../services/media-tracking';
import { PageActivityMeterProvider } from '../../services/page-activity-meter';
import { PageEvents } from '../../services/page-events';
import { BeaconTransport } from './beacon-transport';
import { BeaconTransportImpl } from './beacon-transport-impl';
import { TrackerService } from '../../services/tracker-service';
import { TrackerServiceImpl } from './tracker-service-impl';

/** The analytics tracker: AppMeasurement-compatible beacons, plug-ins, media. */
export const analyticsModule = new ContainerModule(bind => {
    bindService(bind, BeaconTransport, BeaconTransportImpl);
    bindService(bind, TrackerService, TrackerServiceImpl);
    bind(StartupContribution).toService(TrackerServiceImpl);
    bindLazyProvider(bind, PageActivityMeterProvider, {
        file: 'after-load', name: 'PageActivity', injections: { window: BrowserWindow, events: PageEvents, cookies: CookieService }
    });
    bindLazyProvider(bind, MediaTrackingProvider, {
        file: 'after-load', name: 'MediaTracker', injections: { window: BrowserWindow, events: PageEvents, tracker: TrackerService, logger: Logger }
    });
});
