import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { LazyProvider } from '../../services/lazy-features';
import type { Logger } from '../../services/logger';
import type { PageEvents } from '../../services/page-events';
import type { ReportSuiteResolver } from '../../services/report-suite-resolver';
import type { ServiceUrl } from '../../services/service-url';
import type { TrackingServer } from '../../services/tracking-server';
import type { VisitorService } from '../../services/visitor-service';
import { BeaconRequests } from './beacon-requests';
import type { BeaconTransport } from './beacon-transport';
import type { Beacon } from './captured-hit';
import type { HeldRequestStore } from './held-request-store';
import { HeldRequests } from './held-requests';
import { HitCapture } from './hit-capture';
import { HitComposer } from './hit-composer';
import { HitDelivery } from './hit-delivery';
import type { HitStep } from './hit-step';

export interface HitPathOptions {
    readonly window: BrowserWindow;
    readonly cookies: CookieService;
    /** The visitor's ids and instance. */
    readonly visitor: VisitorService;
    readonly suites: ReportSuiteResolver;
    readonly trackingServer: TrackingServer;
    readonly serviceUrl: ServiceUrl;
    readonly transport: BeaconTransport;
    /** The store of the requests page code holds, in the outbox file. */
    readonly heldStore: LazyProvider<HeldRequestStore>;
    /** Its `leaving` is read as each hit needs it: a page that sends none listens to nothing for it. */
    readonly events: PageEvents;
    /** The steps that compose a hit, as the modules contribute them. */
    readonly steps: readonly HitStep[];
    readonly logger: Logger;
}

interface Legs {
    readonly capture: HitCapture;
    readonly delivery: HitDelivery;
}

/**
 * The way of a hit, a rule's or page code's, once consent let it go: captured the moment it is
 * asked for (HitCapture, composed by the steps), then delivered (HitDelivery) to the transport.
 * Its legs are built with `new` at the first hit, each handed what it uses. The analytics module
 * builds it for the tracker service.
 */
export class HitPath {
    protected legs: Legs | undefined;

    constructor(protected readonly options: HitPathOptions) {}

    /** Whether the hit went: not when page code aborted it, a required step failed, or it had nowhere to go. */
    send(beacon: Beacon): Promise<boolean> {
        const { capture, delivery } = this.built();
        const hit = capture.of(beacon);
        return hit ? delivery.deliver(hit) : Promise.resolve(false);
    }

    /** `s.bufferRequests()` (on) and `s.bufferRequests(false)`: see HitDelivery.hold. */
    hold(on: boolean, allowed: boolean): void {
        this.built().delivery.hold(on, allowed);
    }

    protected built(): Legs {
        if (!this.legs) {
            const { window, cookies, visitor, suites, trackingServer, serviceUrl, transport, heldStore, events, steps, logger } =
                this.options;
            this.legs = {
                capture: new HitCapture({ composer: new HitComposer({ steps, logger }), window }),
                delivery: new HitDelivery({
                    visitor,
                    transport,
                    page: events,
                    logger,
                    requests: new BeaconRequests({ window, cookies, visitor, suites, trackingServer, serviceUrl, transport, logger }),
                    held: new HeldRequests({ cookies, store: heldStore, page: events })
                })
            };
        }
        return this.legs;
    }
}
