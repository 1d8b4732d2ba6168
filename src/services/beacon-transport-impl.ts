import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../config/analytics';
import { BrowserWindow } from './browser-window';
import { PageEvents } from './page-events';
import { BeaconRequest, BeaconTransport } from './beacon-transport';
import { HttpClient } from './http-client';
import { QaJournal } from './qa-journal';

@injectable()
export class BeaconTransportImpl implements BeaconTransport {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(HttpClient) protected readonly http!: HttpClient;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(QaJournal) protected readonly journal!: QaJournal;

    lastRequestTime: number | undefined;

    protected queue: Array<{ request: BeaconRequest; done: (error?: Error) => void }> = [];
    protected busy = false;
    protected unloading = false;
    protected watching = false;

    send(request: BeaconRequest): Promise<void> {
        this.watchUnload();
        return new Promise((resolve, reject) => {
            this.queue.push({ request, done: error => error ? reject(error) : resolve() });
            this.next();
        });
    }

    protected next(): void {
        if (this.busy && !this.unloading) {
            return;
        }
        const item = this.queue.shift();
        if (!item) {
            return;
        }
        this.busy = true;
        const started = Date.now();
        let finished = false;
        const finish = (measured: boolean, error?: Error) => {
            if (finished) {
                return;
            }
            finished = true;
            clearTimeout(watchdog);
            if (measured) {
                this.lastRequestTime = Date.now() - started;
            }
            this.busy = false;
            item.done(error);
            this.next();
        };
        const watchdog = setTimeout(() => finish(false), AnalyticsSettings.requestWatchdog);
        try {
            this.dispatch(item.request, finish);
        } catch (error) {
            // A browser may refuse outright (sendBeacon blocked by policy, Image gone): that beacon is
            // lost and its sender hears why; the page and the beacons after it are not affected.
            finish(false, error as Error);
        }
    }

    protected dispatch(request: BeaconRequest, finish: (measured: boolean) => void): void {
        const url = `${request.base}?${request.query}`;
        const navigator = this.window.navigator;
        if ((request.useBeacon || this.unloading) && typeof navigator.sendBeacon === 'function' && url.length < AnalyticsSettings.maxBeaconLength
            && navigator.sendBeacon(url)) {
            this.journal.request('sendBeacon', 'POST', url);
            finish(false);
            return;
        }
        if (request.hasVisitorId && url.length > AnalyticsSettings.maxGetLength) {
            this.http.post(request.base, request.query, 'application/x-www-form-urlencoded', AnalyticsSettings.requestWatchdog)
                .then(() => finish(true), () => finish(false));
            return;
        }
        const image = new this.window.Image();
        image.alt = '';
        image.onload = image.onerror = () => finish(true);
        image.src = url;
        this.journal.request('image', 'GET', url);
    }

    /** Once the page starts to unload, what is still queued leaves by sendBeacon, which survives it. */
    protected watchUnload(): void {
        if (this.watching) {
            return;
        }
        this.watching = true;
        this.events.on('pagehide', () => {
            this.unloading = true;
            while (this.queue.length > 0) {
                this.next();
            }
        });
    }
}
