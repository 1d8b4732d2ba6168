import { inject, injectable } from 'inversify';
import { BrowserWindow } from '../services/browser-window';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import type { CustomEventTrigger } from './rule';
import type { TriggerMatch, TriggerOccurrence, TriggerSource, TriggerSubscription } from './trigger-source';

/**
 * Custom DOM events dispatched by page code (`new CustomEvent('reservation:confirmed', {detail})`).
 * One capture-phase listener on the window per event name; the rule's event carries `detail`.
 */
@injectable()
export class CustomEventTriggerSource implements TriggerSource {
    static readonly types = ['custom-event'] as const;

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;

    protected guard: ErrorBoundary | undefined;

    /** Keeps this part's failures away from the page; built here, it needs only the logger. */
    protected get boundary(): ErrorBoundary {
        return (this.guard ??= new ErrorBoundary(this.logger));
    }

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        const byName = new Map<string, TriggerSubscription<CustomEventTrigger>[]>();
        for (const subscription of subscriptions as readonly TriggerSubscription<CustomEventTrigger>[]) {
            byName.set(subscription.spec.name, [...(byName.get(subscription.spec.name) ?? []), subscription]);
        }
        const listeners: Array<[string, (event: Event) => void]> = [];
        for (const [name, group] of byName) {
            const listener = this.boundary.wrap(`Custom event trigger "${name}" failed.`, (event: Event) =>
                this.onEvent(name, event, group, fire)
            );
            this.window.addEventListener(name, listener, true);
            listeners.push([name, listener]);
        }
        return () => listeners.forEach(([name, listener]) => this.window.removeEventListener(name, listener, true));
    }

    protected onEvent(
        name: string,
        event: Event,
        group: readonly TriggerSubscription<CustomEventTrigger>[],
        fire: (occurrence: TriggerOccurrence) => void
    ): void {
        const target = event.target;
        const detail: unknown = (event as CustomEvent).detail;
        const matches: TriggerMatch[] = [];
        for (const subscription of group) {
            const element = this.matchOf(target, subscription.spec.selector);
            if (element) {
                matches.push({ subscription, event: { element, target, nativeEvent: event, detail } });
            }
        }
        if (matches.length > 0) {
            fire({ type: 'custom-event', event: { target, nativeEvent: event, detail, name }, matches });
        }
    }

    protected matchOf(target: EventTarget | null, selector: string | undefined): Element | Document | Window | undefined {
        if (!selector) {
            return (target ?? this.window) as Element | Document | Window;
        }
        const element = target as Element | null;
        if (typeof element?.closest !== 'function') {
            return undefined;
        }
        try {
            return element.closest(selector) ?? undefined;
        } catch {
            return undefined;
        }
    }
}
