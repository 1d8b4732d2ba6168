/**
 * Unit-test set-up: reflect-metadata for inversify, and a jsdom page as the global browser, so
 * services see a real DOM, real cookies (with public-suffix rules) and real storage.
 */
import 'reflect-metadata';
import { JSDOM } from 'jsdom';

export const DEFAULT_TEST_URL = 'https://www.alderway.com/';

export const testDom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: DEFAULT_TEST_URL,
    pretendToBeVisual: true
});

const globals: Record<string, unknown> = {
    window: testDom.window,
    document: testDom.window.document,
    navigator: testDom.window.navigator,
    location: testDom.window.location,
    localStorage: testDom.window.localStorage,
    sessionStorage: testDom.window.sessionStorage,
    Node: testDom.window.Node,
    Element: testDom.window.Element,
    HTMLElement: testDom.window.HTMLElement,
    HTMLAnchorElement: testDom.window.HTMLAnchorElement,
    HTMLScriptElement: testDom.window.HTMLScriptElement,
    Event: testDom.window.Event,
    CustomEvent: testDom.window.CustomEvent,
    MouseEvent: testDom.window.MouseEvent
};
for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
