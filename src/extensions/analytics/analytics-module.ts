import { ContainerModule } from 'inversify';
import { bindService } from '../../runtime/runtime-module';
import { BeaconTransport } from '../../services/beacon-transport';
import { BeaconTransportImpl } from '../../services/beacon-transport-impl';
import { TrackerService } from '../../services/tracker-service';
import { TrackerServiceImpl } from '../../services/tracker-service-impl';
import { PageViewPlugins } from './page-view-plugins';

/** The analytics tracker: AppMeasurement-compatible beacons, plug-ins, media. */
export const analyticsModule = new ContainerModule(bind => {
    bindService(bind, BeaconTransport, BeaconTransportImpl);
    bindService(bind, TrackerService, TrackerServiceImpl);
    bind(PageViewPlugins).toSelf().inSingletonScope();
});
