import { inject, injectable } from 'inversify';
import { DETACHED_SCRIPTS_WAIT_MS } from '../config/constants';
import { BrowserWindow } from '../services/browser-window';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import { PageEvents } from '../services/page-events';
import { ScriptLoader } from '../services/script-loader';
import type { TriggerEvent } from './rule';
import { runInSlices } from './task-budget';
import type { TriggerOccurrence, TriggerSource, TriggerSubscription } from './trigger-source';

const STAGES = ['library-loaded', 'page-bottom', 'dom-ready', 'window-loaded'] as const;
type Stage = (typeof STAGES)[number];
/** The page back from the browser's back/forward cache: its stages do not come again, this does. */
const RESTORED = 'page-restored';

/**
 * Library loaded, page bottom, DOM ready and window loaded, always in that order and each once,
 * whether the bundle loads synchronously in the head, async, or is injected after `load`.
 * Reaching a stage first fires every earlier stage that has not fired. Page bottom is
 * `_satellite.pageBottom()` when the page calls it, else DOM ready.
 */
@injectable()
export class PageLifecycleTriggerSource implements TriggerSource {
    static readonly types = [...STAGES, RESTORED];
    static readonly eager = true;

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;

    protected subscriptions = new Map<string, TriggerSubscription[]>();
    protected fire: ((occurrence: TriggerOccurrence) => void) | undefined;
    /** Index in STAGES of the last stage fired; -1 before activation. */
    protected reached = -1;

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        this.fire = fire;
        for (const subscription of subscriptions) {
            const type = subscription.spec.type;
            this.subscriptions.set(type, [...(this.subscriptions.get(type) ?? []), subscription]);
        }
        this.reach('library-loaded');
        const offReady = this.events.on('DOMContentLoaded', () => this.reach('dom-ready'));
        const offLoad = this.events.on('load', () => this.windowLoaded());
        const offRestore = this.events.onRestore(() => this.occur(RESTORED, {}));
        // Loaded late or async, the events above may have passed already: the ready state tells.
        // The check's failures stay the container's; its boundary needs only the logger.
        const timer = setTimeout(
            new ErrorBoundary(this.logger).wrap('Page lifecycle check failed.', () => this.catchUp()),
            0
        );
        return () => {
            clearTimeout(timer);
            offReady();
            offLoad();
            offRestore();
            this.fire = undefined;
        };
    }

    /**
     * `_satellite.pageBottom()`: the page says its content is in. Its rules (the page view) run in
     * a task of the container's own, right after the page's script that called, where the browser
     * can yield: the page's script is not held, and a tap in between is handled first.
     */
    pageBottom(): void {
        if (this.fire) {
            runInSlices(this.window, [() => this.reach('page-bottom')]);
        }
    }

    protected catchUp(): void {
        const state = this.window.document.readyState;
        if (state === 'complete') {
            this.windowLoaded();
        } else if (state === 'interactive') {
            this.reach('dom-ready');
        }
    }

    /**
     * Window loaded, once the scripts the load did not wait for (the consent banner) are in, at most
     * DETACHED_SCRIPTS_WAIT_MS later: the stage comes after the banner, as when the load waited for it.
     */
    protected windowLoaded(): void {
        this.scripts.afterDetachedScripts(DETACHED_SCRIPTS_WAIT_MS, () => {
            if (this.fire) {
                this.reach('window-loaded');
            }
        });
    }

    protected reach(stage: Stage): void {
        const target = STAGES.indexOf(stage);
        while (this.reached < target) {
            const next = STAGES[++this.reached];
            this.occur(next, this.eventOf(next));
        }
    }

    protected occur(type: string, event: TriggerEvent): void {
        this.fire?.({ type, event, matches: (this.subscriptions.get(type) ?? []).map(subscription => ({ subscription })) });
    }

    /** DOM ready's element is the document, window loaded's the window; the others have none. */
    protected eventOf(stage: Stage): TriggerEvent {
        const target = stage === 'dom-ready' ? this.window.document : stage === 'window-loaded' ? this.window : undefined;
        return target ? { element: target, target } : {};
    }
}
