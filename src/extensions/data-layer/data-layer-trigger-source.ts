import { inject, injectable } from 'inversify';
import { DataLayerSettings } from '../../config/data-layer';
import type { TriggerOccurrence, TriggerSource, TriggerSubscription } from '../../runtime/trigger-source';
import { BrowserWindow } from '../../services/browser-window';
import type { DataLayerService } from '../../services/data-layer-service';
import { DataLayerMessages, DataLayerServiceProvider } from '../../services/data-layer-service';
import { LazyFeatures } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import { PageEvents } from '../../services/page-events';
import { arrayFor, isTrackedEvent } from './data-layer-items';

export interface DataLayerEventTrigger {
    readonly type: 'data-layer-event';
    /** The event's name; without it, every event. */
    readonly event?: string;
}

declare module '../../runtime/rule' {
    interface TriggerTypes {
        'data-layer-event': DataLayerEventTrigger;
    }
}

/**
 * `data-layer-event`: an event pushed to the page's data layer, by name or any. The event carries
 * `name`, the pushed `item` (also as `detail`) and its schema `validation`.
 *
 * The data layer itself (ACDL, the validator) comes with the after-load file, as ACDL is made to
 * load late: items pushed before then wait in the page's array and are processed in order. At
 * start the source makes sure there is an array to push to, and fetches the file at once when the
 * page pushes an event the property tracks, so its beacon does not wait for the window to load.
 */
@injectable()
export class DataLayerTriggerSource implements TriggerSource {
    static readonly types = ['data-layer-event'] as const;
    /** Every page needs its data layer ready, whether a rule listens or not. */
    static readonly eager = true;

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(LazyFeatures) protected readonly lazy!: LazyFeatures;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(DataLayerServiceProvider) protected readonly dataLayer!: DataLayerServiceProvider;

    protected service: DataLayerService | undefined;

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        this.prepare();
        let active = true;
        let unsubscribe: (() => void) | undefined;
        this.dataLayer().then(
            service => {
                if (!active) {
                    return;
                }
                this.service = service;
                service.start();
                unsubscribe = service.onEvent(event =>
                    fire({
                        type: 'data-layer-event',
                        event: { name: event.name, item: event.item, detail: event.item, validation: event.validation },
                        matches: subscriptions
                            .filter(
                                subscription =>
                                    !(subscription.spec as DataLayerEventTrigger).event ||
                                    (subscription.spec as DataLayerEventTrigger).event === event.name
                            )
                            .map(subscription => ({ subscription }))
                    })
                );
            },
            error => this.logger.warn('The data layer did not start.', error)
        );
        // Events still waiting for their round go now: the page is being left (each time it is).
        const offHide = this.events.onLeave(() => this.service?.flush());
        return () => {
            active = false;
            unsubscribe?.();
            offHide();
            this.service?.stop();
        };
    }

    /** An array page code can push to, whatever the page left in the global. */
    protected prepare(): void {
        const window = this.window as unknown as Record<string, unknown>;
        const name = DataLayerSettings.globalName;
        let value: unknown;
        try {
            value = window[name];
        } catch {
            this.logger.error(DataLayerMessages.unreadable);
            value = undefined;
        }
        const array = arrayFor(window, value, message => this.logger.error(message));
        if ((array as { version?: unknown }).version === undefined) {
            this.watchTrackedPushes(array);
        }
    }

    /** Until ACDL takes the array over (and replaces `push`), a tracked event fetches the data layer at once. */
    protected watchTrackedPushes(array: unknown[]): void {
        const push = array.push;
        const lazy = this.lazy;
        array.push = function (this: unknown[], ...items: unknown[]): number {
            const length = push.apply(this, items);
            if (items.some(isTrackedEvent)) {
                lazy.hurry('after-load');
            }
            return length;
        };
    }
}
