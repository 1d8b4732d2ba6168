import { StartupContribution } from '../../runtime/startup-contribution';
import { ContainerModule } from 'inversify';
import { bindLazyPart, bindService } from '../../runtime/bindings';
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
import type { MediaTracker } from './media-tracker';
import type { PageActivity } from './page-activity';

/** The analytics tracker: AppMeasurement-compatible beacons, plug-ins, media. */
export const analyticsModule = new ContainerModule(bind => {
    bindService(bind, BeaconTransport, BeaconTransportImpl);
    bindService(bind, TrackerService, TrackerServiceImpl);
    bind(StartupContribution).toService(TrackerServiceImpl);
    bindLazyPart(bind, PageActivityMeterProvider, {
        file: 'after-load', name: 'PageActivity',
        build: (Meter: typeof PageActivity, container) => new Meter({
            window: container.get(BrowserWindow), events: container.get(PageEvents), cookies: container.get(CookieService)
        })
    });
    bindLazyPart(bind, MediaTrackingProvider, {
        file: 'after-load', name: 'MediaTracker',
        build: (Tracker: typeof MediaTracker, container) => new Tracker({
            window: container.get(BrowserWindow), events: container.get(PageEvents), tracker: container.get(TrackerService), logger: container.get(Logger)
        })
    });
});
