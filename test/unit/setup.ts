/**
 * Unit-test set-up: reflect-metadata for inversify, what the build generates (the build-time
 * constants, the built-in data-layer validators), and a jsdom page as the global browser, so
 * services see a real DOM, real cookies (with public-suffix rules) and real storage. Each test
 * gets a fresh page (`openTestPage`), so listeners and globals of one test never reach the next.
 * No test reaches the network: a request is refused, and fails the test that made it.
 */
import 'reflect-metadata';
import '../../scripts/build-time-globals';
import '../../scripts/build/data-layer-validators-hook';
import '../../scripts/build/window-script-hook';
import { JSDOM } from 'jsdom';
import { NetworkGuard } from './network-guard';

NetworkGuard.install();

/**
 * Mocha's root hooks: each test also fails when it (or a hook before it) tried to reach the
 * network; what a test's leftovers try after the last test fails the run.
 */
export const mochaHooks: Mocha.RootHookObject = {
    beforeEach(this: Mocha.Context) {
        const test = this.currentTest;
        if (test?.fn) {
            test.fn = NetworkGuard.failing(test.fn);
        }
    },
    afterAll() {
        NetworkGuard.check();
    }
};

export const DEFAULT_TEST_URL = 'https://www.alderway.com/';

const HTML = '<!doctype html><html><head></head><body></body></html>';

/** The current test page; a live binding, replaced by openTestPage. */
export let testDom = new JSDOM(HTML, { url: DEFAULT_TEST_URL, pretendToBeVisual: true });

/** One console for every test page, so a test can watch it across page changes. */
export const testConsole = testDom.window.console as Console;

/** Replaces the global page with a fresh one at `url`. */
export function openTestPage(url = DEFAULT_TEST_URL): JSDOM {
    testDom.window.close();
    testDom = new JSDOM(HTML, { url, pretendToBeVisual: true });
    Object.defineProperty(testDom.window, 'console', { value: testConsole, configurable: true, writable: true });
    installGlobals();
    return testDom;
}

function installGlobals(): void {
    const window = testDom.window;
    const globals: Record<string, unknown> = {
        window,
        document: window.document,
        navigator: window.navigator,
        location: window.location,
        localStorage: window.localStorage,
        sessionStorage: window.sessionStorage,
        Node: window.Node,
        Element: window.Element,
        HTMLElement: window.HTMLElement,
        HTMLAnchorElement: window.HTMLAnchorElement,
        HTMLScriptElement: window.HTMLScriptElement,
        Event: window.Event,
        CustomEvent: window.CustomEvent,
        MouseEvent: window.MouseEvent
    };
    for (const [name, value] of Object.entries(globals)) {
        Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    }
}

installGlobals();

/**
 * The page is hidden, as a tab switched away, closed or left hides it (its unload hides it right
 * after its pagehide): the container's `PageEvents.leaving` aborts.
 */
export function hideTestPage(): void {
    Object.defineProperty(testDom.window.document, 'visibilityState', { configurable: true, value: 'hidden' });
    testDom.window.document.dispatchEvent(new testDom.window.Event('visibilitychange', { bubbles: true }));
}
