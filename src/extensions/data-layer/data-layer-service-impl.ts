import installAcdl from '@adobe/adobe-client-data-layer/dist/adobe-client-data-layer.min.js';
import { DataLayerSettings } from '../../config/data-layer';
import type { BrowserWindow } from '../../services/browser-window';
import type { ConsentService } from '../../services/consent-service';
import type { DataLayerEvent, DataLayerService, ManagedDataLayer } from '../../services/data-layer-service';
import { DataLayerMessages } from '../../services/data-layer-service';
import type { HttpClient } from '../../services/http-client';
import type { Logger } from '../../services/logger';
import type { SchemaValidator, SchemaValidatorProvider, ValidationOutcome } from '../../services/schema-validator';
import { arrayFor, eventNameOf, lacksEventName } from './data-layer-items';
import { ItemBounds } from './item-bounds';
import { ViolationReports } from './violation-reports';

/** ms of main thread one round of handing events on may take before it yields to the page. */
const SLICE_MS = 4;
/** Events one round hands on at most: each may start a beacon, whose work runs right after the round. */
const SLICE_EVENTS = 25;
const LOADING: ValidationOutcome = { status: 'not validated', reason: 'its schema is still loading' };
/** The console line of an event without a name (the bundle's own lines are DataLayerMessages). */
const missingEventName = (item: string) => `A data-layer event has no event name: ${item}`;

/** What reading the page's global gives when a page script made it throw. */
const UNREADABLE = Symbol('unreadable');

/** What the data layer service takes from the bundle: the page, the logger, the validator (built when first needed), and for the violation reports HTTP and consent. */
export interface DataLayerServiceOptions {
    readonly window: BrowserWindow;
    readonly logger: Logger;
    readonly validator: SchemaValidatorProvider;
    readonly http: HttpClient;
    readonly consent: ConsentService;
}

/**
 * The page's data layer run by the real ACDL (3.x), which the container starts on the page's array
 * in the after-load file. The container adds no ACDL listener: each would make ACDL deep-copy
 * every pushed item inside the page's push (four times ACDL's own work). It reads what ACDL
 * recorded in the array instead, in rounds of a few milliseconds after the push: validation, the
 * console, the reports and the rules run there, in push order. A page that pushes thousands of
 * items in one go pays ACDL's work and nothing of ours. The bundle builds it once the file is in
 * (data-layer-module.ts).
 */
export class DataLayerServiceImpl implements DataLayerService {
    constructor(protected readonly options: DataLayerServiceOptions) {}

    protected managed: ManagedDataLayer | undefined;
    protected started = false;
    protected monitor: ReturnType<typeof setInterval> | undefined;
    protected readonly listeners = new Set<(event: DataLayerEvent) => void>();
    protected scheduled = false;
    /** Entries of the managed array already handed on. */
    protected scanned = 0;
    protected schemas: SchemaValidator | undefined;
    protected reportedUnreadable = false;
    protected readonly reports = new ViolationReports(this.options);
    /** Items within the depth limit, as pushed and as handed on. */
    protected readonly bounds = new ItemBounds(this.options);

    start(): void {
        if (this.started) {
            return;
        }
        this.started = true;
        this.options.validator().then(
            validator => {
                this.schemas = validator;
            },
            error => this.options.logger.warn('Data-layer events are not validated: the validator did not load.', error)
        );
        const current = this.readGlobal();
        this.attach(current === UNREADABLE ? undefined : current);
        this.monitor = setInterval(() => {
            this.checkOverwritten();
            // Pushes through a reference to ACDL's own push, taken before the container wrapped it.
            this.schedule();
        }, DataLayerSettings.overwriteCheckMs);
    }

    onEvent(listener: (event: DataLayerEvent) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    getState(path?: string): unknown {
        return this.managed?.getState(path);
    }

    flush(): void {
        this.handOnUntil(() => false);
        this.reports.send();
    }

    stop(): void {
        clearInterval(this.monitor);
        this.managed = undefined;
    }

    /** Makes `value` the managed data layer: an array (reported and replaced when it is not), run by ACDL. */
    protected attach(value: unknown): void {
        const array = arrayFor(this.options.window, value, message => this.options.logger.error(message));
        const managed = array as ManagedDataLayer;
        // ACDL takes over the array in place and processes what it holds. An array ACDL already
        // runs (the page loads the library itself) is used as it is.
        if (!managed.version) {
            // The items pushed before ACDL ran go through its merge now: each is bounded first.
            for (let index = 0; index < array.length; index++) {
                array[index] = this.bounds.bound(array[index]);
            }
            installAcdl({ adobeDataLayer: array });
        }
        this.managed = managed;
        // What ACDL recorded so far (the items pushed before it ran) is handed on first, in order.
        this.scanned = 0;
        const push = managed.push;
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the wrapper's own `this` is the array page code pushed to
        const service = this;
        managed.push = function (this: unknown[], ...items: unknown[]): number {
            const length = push.apply(
                this,
                items.map(item => service.bounds.bound(item))
            );
            if (service.managed === managed) {
                service.schedule();
            }
            return length;
        };
        this.schedule();
    }

    protected checkOverwritten(): void {
        const current = this.readGlobal();
        // A global that throws was reported when it was first read; the array managed since stays.
        if (current !== UNREADABLE && current !== this.managed) {
            this.options.logger.error(DataLayerMessages.overwritten);
            this.attach(current);
        }
    }

    protected schedule(): void {
        if (!this.scheduled) {
            this.scheduled = true;
            setTimeout(() => this.round(), 0);
        }
    }

    /** One round: items are handed on until the slice is used up, then the page gets the thread back. */
    protected round(): void {
        this.scheduled = false;
        const started = Date.now();
        let events = 0;
        const more = this.handOnUntil(isEvent => (isEvent && ++events > SLICE_EVENTS) || Date.now() - started >= SLICE_MS);
        this.reports.send();
        if (more) {
            this.schedule();
        }
    }

    /**
     * Hands on the array's new entries in order until `enough` says so (asked before each item,
     * with whether it is an event); true when entries are left.
     */
    protected handOnUntil(enough: (isEvent: boolean) => boolean): boolean {
        const array = this.managed;
        if (!array) {
            return false;
        }
        for (; this.scanned < array.length; this.scanned++) {
            const entry = array[this.scanned];
            const name = eventNameOf(entry);
            if (enough(name !== undefined)) {
                return true;
            }
            if (name !== undefined) {
                this.handOn(name, this.bounds.copy(entry as Record<string, unknown>));
            } else if (lacksEventName(entry)) {
                this.options.logger.error(missingEventName(this.describe(entry)));
            }
        }
        return false;
    }

    protected handOn(name: string, item: Record<string, unknown>): void {
        let outcome: ValidationOutcome | Promise<ValidationOutcome>;
        try {
            outcome = this.schemas ? this.schemas.validate(name, item) : LOADING;
        } catch (error) {
            outcome = { status: 'not validated', reason: String(error) };
        }
        let validation = LOADING;
        if (outcome instanceof Promise) {
            outcome.then(
                later => this.reports.record(name, later),
                () => undefined
            );
        } else {
            validation = outcome;
            this.reports.record(name, outcome);
        }
        const event: DataLayerEvent = { name, item, validation };
        for (const listener of [...this.listeners]) {
            try {
                listener(event);
            } catch (error) {
                this.options.logger.error(`A data-layer listener failed on "${name}".`, error);
            }
        }
    }

    protected readGlobal(): unknown {
        try {
            return (this.options.window as unknown as Record<string, unknown>)[DataLayerSettings.globalName];
        } catch {
            if (!this.reportedUnreadable) {
                this.reportedUnreadable = true;
                this.options.logger.error(DataLayerMessages.unreadable);
            }
            return UNREADABLE;
        }
    }

    protected describe(item: unknown): string {
        try {
            return JSON.stringify(item).slice(0, 200);
        } catch {
            return String(item);
        }
    }
}
