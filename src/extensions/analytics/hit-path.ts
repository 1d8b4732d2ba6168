import { inject, injectable, multiInject, optional } from 'inversify';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import type { LazyProvider } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import type { PageActivityMeter } from '../../services/page-activity-meter';
import { PageActivityMeterProvider } from '../../services/page-activity-meter';
import { PageEvents } from '../../services/page-events';
import { QueryMasker } from '../../services/query-masker';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ServiceUrl } from '../../services/service-url';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';
import { BeaconRequests } from './beacon-requests';
import { BeaconTransport } from './beacon-transport';
import type { Beacon } from './captured-hit';
import type { HeldRequestStore } from './held-request-store';
import { HeldRequests, HeldRequestStoreProvider } from './held-requests';
import { HitCapture } from './hit-capture';
import { HitComposer } from './hit-composer';
import { HitDelivery } from './hit-delivery';
import { HitMaskingStep } from './hit-masking-step';
import { HitStep } from './hit-step';
import { HitVariablesStep } from './hit-variables-step';
import { LinkFilterStep } from './link-filter-step';
import { PageNameStep } from './page-name-step';
import { PageViewPluginStep } from './page-view-plugin-step';
import { PageViewPlugins } from './page-view-plugins';

interface Legs {
    readonly capture: HitCapture;
    readonly delivery: HitDelivery;
}

/**
 * The way of a hit, a rule's or page code's, once consent let it go: captured the moment it is
 * asked for (HitCapture, composed by the steps), then delivered (HitDelivery) to the transport.
 * Its legs and the built-in steps are built with `new` at the first hit, each handed what it
 * uses: a page that sends no hit pays for none of them.
 */
@injectable()
export class HitPath {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    /** The visitor's ids and instance. */
    @inject(VisitorService) protected readonly visitor!: VisitorService;
    @inject(ReportSuiteResolver) protected readonly suites!: ReportSuiteResolver;
    @inject(TrackingServer) protected readonly trackingServer!: TrackingServer;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;
    @inject(BeaconTransport) protected readonly transport!: BeaconTransport;
    /** The store of the requests page code holds, in the outbox file. */
    @inject(HeldRequestStoreProvider) protected readonly heldStore!: LazyProvider<HeldRequestStore>;
    /** Its `leaving` is read as each hit needs it: a page that sends none listens to nothing for it. */
    @inject(PageEvents) protected readonly events!: PageEvents;
    /** Measures this page after load, for the next page view's plug-ins (the after-load file). */
    @inject(PageActivityMeterProvider) protected readonly pageActivity!: LazyProvider<PageActivityMeter>;
    @inject(Logger) protected readonly logger!: Logger;
    /** Steps another module contributes; they run among the built-in ones by their order. */
    @multiInject(HitStep) @optional() protected readonly contributed!: readonly HitStep[];

    protected legs: Legs | undefined;

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
            const { window, cookies, visitor, suites, trackingServer, serviceUrl, transport, events, logger } = this;
            const masker = QueryMasker.ofProperty();
            // The built-in steps and those contributed, in any order: the composer runs them by their `order`.
            const steps = [
                new PageNameStep(),
                new PageViewPluginStep({ plugins: new PageViewPlugins(cookies, window), masker, pageActivity: this.pageActivity, logger }),
                new HitVariablesStep(),
                new HitMaskingStep(masker),
                new LinkFilterStep(),
                ...this.contributed
            ];
            this.legs = {
                capture: new HitCapture({ composer: new HitComposer({ steps, logger }), window }),
                delivery: new HitDelivery({
                    visitor,
                    transport,
                    page: events,
                    logger,
                    requests: new BeaconRequests({ window, cookies, visitor, suites, trackingServer, serviceUrl, transport, logger }),
                    held: new HeldRequests({ cookies, store: this.heldStore, page: events })
                })
            };
        }
        return this.legs;
    }
}
