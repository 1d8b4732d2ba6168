import { Logger } from './logger';
import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { ErrorBoundary } from './error-boundary';
import type { PageEvents, PageEventType } from './page-events';

/** Where each event type is heard: document events on the document, the rest on the window. */
const ON_DOCUMENT: ReadonlySet<PageEventType> = new Set(['DOMContentLoaded', 'visibilitychange']);

@injectable()
export class PageEventsImpl implements PageEvents {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;

    protected guard: ErrorBoundary | undefined;

    /** Keeps this part's failures away from the page; built here, it needs only the logger. */
    protected get boundary(): ErrorBoundary {
        return (this.guard ??= new ErrorBoundary(this.logger));
    }

    protected readonly listeners = new Map<PageEventType, Set<(event: Event) => void>>();
    protected unload: AbortController | undefined;

    on(type: PageEventType, listener: (event: Event) => void): () => void {
        let listeners = this.listeners.get(type);
        if (!listeners) {
            const subscribers = (listeners = new Set());
            this.listeners.set(type, subscribers);
            const target: EventTarget = ON_DOCUMENT.has(type) ? this.window.document : this.window;
            // Capture: the page's own handlers cannot stop the container from hearing the event. In
            // that phase the window also sees the load and scroll events of images and boxes: only
            // the page's own are delivered.
            target.addEventListener(
                type,
                event => {
                    if (event.target !== this.window && event.target !== this.window.document) {
                        return;
                    }
                    for (const subscriber of [...subscribers]) {
                        this.boundary.run(`A ${type} listener failed.`, () => subscriber(event));
                    }
                },
                { capture: true, passive: true }
            );
        }
        listeners.add(listener);
        return () => listeners!.delete(listener);
    }

    get leaving(): AbortSignal {
        if (!this.unload) {
            const unload = (this.unload = new AbortController());
            // A signal aborts once: a later change (back from another tab, or from the back-forward cache) changes nothing.
            this.on('visibilitychange', () => this.hidden && unload.abort());
            if (this.hidden) {
                this.on('pagehide', () => unload.abort());
            }
        }
        return this.unload.signal;
    }

    get hidden(): boolean {
        return this.window.document.visibilityState === 'hidden';
    }
}
