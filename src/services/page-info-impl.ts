import { inject, injectable } from 'inversify';
import { AFTER_LOAD_IDLE_TIMEOUT_MS, DETACHED_SCRIPTS_WAIT_MS } from '../config/constants';
import { BrowserWindow } from './browser-window';
import { PageEvents } from './page-events';
import type { PageInfo } from './page-info';
import { ScriptLoader } from './script-loader';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

@injectable()
export class PageInfoImpl implements PageInfo {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(PageEvents) protected readonly events!: PageEvents;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;

    global(name: string): unknown {
        let value: unknown = this.window;
        for (const segment of name.split('.')) {
            if (value === null || value === undefined) {
                return undefined;
            }
            value = (value as Record<string, unknown>)[segment];
        }
        return value;
    }

    get referrer(): string {
        return this.window.document.referrer;
    }

    get hash(): string {
        return this.window.location.hash.replace(/^#/, '').split('?')[0];
    }

    get title(): string {
        return this.window.document.title;
    }

    get path(): string {
        return this.window.location.pathname;
    }

    /** textContent, not innerText: innerText would force a layout on every read. */
    textOf(selector: string): string | undefined {
        const element = this.query(() => this.window.document.querySelector(selector));
        return element ? clean(element.textContent) : undefined;
    }

    textsOf(selector: string): string[] {
        const elements = this.query(() => [...this.window.document.querySelectorAll(selector)]) ?? [];
        return elements.map(element => clean(element.textContent)).filter(Boolean);
    }

    afterLoad(callback: () => void): void {
        const idle = () =>
            typeof this.window.requestIdleCallback === 'function'
                ? this.window.requestIdleCallback(() => callback(), { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS })
                : setTimeout(callback, 0);
        // What the load did not wait for (the consent banner) comes first, within bounds.
        const whenIdle = () => this.scripts.afterDetachedScripts(DETACHED_SCRIPTS_WAIT_MS, idle);
        if (this.window.document.readyState === 'complete') {
            whenIdle();
        } else {
            const off = this.events.on('load', () => {
                off();
                whenIdle();
            });
        }
    }

    protected query<T>(fn: () => T): T | undefined {
        try {
            return fn();
        } catch {
            return undefined;
        }
    }
}
