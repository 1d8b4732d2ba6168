import { inject, injectable } from 'inversify';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { CookieService } from '../../services/cookie-service';
import { HttpClient } from '../../services/http-client';
import { LazyFeatures } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import { PageEvents } from '../../services/page-events';
import { QaJournal } from '../../services/qa-journal';
import { BeaconQueue } from './beacon-queue';
import type { BeaconRequest, BeaconTransport } from './beacon-transport';
import { OutboxFlagCookie } from './outbox-flag-cookie';
import { OutboxLink } from './outbox-link';

/**
 * A hit goes through the queue the transport builds (beacon-queue.ts), or waits behind the hits
 * its outbox link says are kept; one that does not get there goes to the outbox.
 */
@injectable()
export class BeaconTransportImpl implements BeaconTransport {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(HttpClient) protected readonly http!: HttpClient;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(ConsentService) protected readonly consent!: ConsentService;
    @inject(LazyFeatures) protected readonly lazy!: LazyFeatures;
    @inject(Logger) protected readonly logger!: Logger;

    /** The requests on their way, one at a time (beacon-queue.ts); built at the first hit. */
    protected queue: BeaconQueue | undefined;
    /** Hits that did not get there, kept for later (outbox-link.ts); built at the first hit. */
    protected outbox: OutboxLink | undefined;

    get lastRequestTime(): number | undefined {
        return this.queue?.lastRequestTime;
    }

    send(request: BeaconRequest): Promise<void> {
        const queue = (this.queue ??= new BeaconQueue({ window: this.window, http: this.http, page: this.events, journal: this.journal }));
        this.outbox ??= new OutboxLink({
            flag: new OutboxFlagCookie({ cookies: this.cookies }),
            consent: this.consent,
            lazy: this.lazy,
            queue,
            window: this.window,
            page: this.events,
            logger: this.logger,
            journal: this.journal
        });
        // Behind hits still waiting, a hit waits too: they arrive in the order they were sent.
        const waiting = this.outbox.waiting();
        return waiting
            ? waiting.then(outbox => (outbox ? this.outbox!.keep(request, Date.now(), true) : this.sendNow(request)))
            : this.sendNow(request);
    }

    protected sendNow(request: BeaconRequest): Promise<void> {
        const sent = Date.now();
        return new Promise((resolve, reject) =>
            this.queue!.add({
                request,
                done: (error, failed) => {
                    if (failed) {
                        // The outbox link contains its own failures: a hit it cannot keep is warned of there.
                        void this.outbox?.keep(request, sent);
                    }
                    return error ? reject(error) : resolve();
                }
            })
        );
    }
}
