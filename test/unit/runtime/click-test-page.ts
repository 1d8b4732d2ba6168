import type { Container } from 'inversify';
import { JSDOM } from 'jsdom';
import * as sinon from 'sinon';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { PageNavigation } from '../../../src/services/page-navigation';
import type { TestRule } from '../test-container';
import { createTestContainer, withRules } from '../test-container';

/**
 * A page of its own for the click trigger's specs: jsdom's real DOM, a rule engine started on
 * it, and navigation, the edge the link delay ends in, a sinon fake. The page's own listener, in
 * the bubble phase after the container's capture listener, notes whether the container held a
 * click's navigation, then stops jsdom from attempting one it cannot do.
 */
export class ClickTestPage {
    readonly dom: JSDOM;
    readonly navigate = sinon.spy();
    protected container: Container | undefined;
    /** Whether the container held the last click's navigation. */
    protected held = false;

    constructor(html: string, url: string) {
        this.dom = new JSDOM(html, { url });
        this.dom.window.document.addEventListener('click', event => {
            this.held = event.defaultPrevented;
            event.preventDefault();
        });
    }

    get window(): BrowserWindow {
        return this.dom.window as unknown as BrowserWindow;
    }

    /** Starts a rule engine with `rules` on the page, as the container sees it through `window` (the page's own by default). */
    start(rules: readonly TestRule[], window: unknown = this.dom.window): void {
        this.container = createTestContainer({ window: window as BrowserWindow, modules: [withRules(...rules)] });
        this.container.rebind(PageNavigation).toConstantValue({ navigate: this.navigate });
        this.container.get<RuleEngine>(RuleEngine).start();
    }

    /** Stops the rule engine: the page stays. */
    stopRules(): void {
        this.container?.get<RuleEngine>(RuleEngine).stop();
    }

    /** A visitor's click on `target` (an element, or its id); returns whether the container held the navigation. */
    click(target: string | EventTarget, init: MouseEventInit = {}): boolean {
        const element = typeof target === 'string' ? this.dom.window.document.getElementById(target)! : target;
        element.dispatchEvent(new this.dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
        return this.held;
    }

    close(): void {
        this.stopRules();
        this.dom.window.close();
    }
}
