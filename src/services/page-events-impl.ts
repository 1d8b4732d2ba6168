import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { ErrorBoundary } from './error-boundary';
import { Logger } from './logger';
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
    protected readonly leaveListeners = new Set<() => void>();
    protected readonly restoreListeners = new Set<() => void>();

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
        return () => listeners.delete(listener);
    }

    get leaving(): AbortSignal {
        if (!this.unload) {
            this.unload = this.newLeave();
            // The page hidden is the page left: the leave of the moment, a restored page's too.
            this.on('visibilitychange', () => this.hidden && this.unload!.abort());
            if (this.hidden) {
                this.on('pagehide', () => this.unload!.abort());
            }
            this.on('pageshow', event => {
                if ((event as PageTransitionEvent).persisted) {
                    this.restored();
                }
            });
        }
        return this.unload.signal;
    }

    onLeave(listener: () => void): () => void {
        void this.leaving;
        this.leaveListeners.add(listener);
        return () => this.leaveListeners.delete(listener);
    }

    onRestore(listener: () => void): () => void {
        void this.leaving;
        this.restoreListeners.add(listener);
        return () => this.restoreListeners.delete(listener);
    }

    /** A leave to come: its abort tells every onLeave listener. */
    protected newLeave(): AbortController {
        const unload = new AbortController();
        unload.signal.addEventListener('abort', () => {
            for (const listener of [...this.leaveListeners]) {
                this.boundary.run('A leaving listener failed.', listener);
            }
        });
        return unload;
    }

    /** Back from the back/forward cache: a new leave, and those who wait for a restore hear it. */
    protected restored(): void {
        if (this.unload?.signal.aborted) {
            this.unload = this.newLeave();
        }
        for (const listener of [...this.restoreListeners]) {
            this.boundary.run('A restore listener failed.', listener);
        }
    }

    get hidden(): boolean {
        return this.window.document.visibilityState === 'hidden';
    }
}
