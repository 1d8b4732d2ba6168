import { expect } from 'chai';
import type { Container } from 'inversify';
import { JSDOM } from 'jsdom';
import * as sinon from 'sinon';
import { PageLifecycleTriggerSource } from '../../../src/runtime/page-lifecycle-trigger-source';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { ScriptLoader } from '../../../src/services/script-loader';
import type { TestRule } from '../test-container';
import { createTestContainer, withRules } from '../test-container';

describe('PageLifecycleTriggerSource', () => {
    let container: Container;
    let fired: string[];
    let dom: JSDOM;

    function lifecycleRules(): TestRule[] {
        return (['window-loaded', 'dom-ready', 'page-bottom', 'library-loaded'] as const).map(type => ({
            id: type,
            trigger: { type },
            action: () => {
                fired.push(type);
            }
        }));
    }

    /** A page that is still loading, as when the container is embedded in the head. */
    function loadingPage(): JSDOM {
        return new JSDOM('<!doctype html><html><head></head><body><p>content</p></body></html>', { url: 'https://www.alderway.com/' });
    }

    function start(window: BrowserWindow, extra: TestRule[] = []): void {
        container = createTestContainer({ window, modules: [withRules(...lifecycleRules(), ...extra)] });
        container.get<RuleEngine>(RuleEngine).start();
    }

    beforeEach(() => {
        fired = [];
    });

    afterEach(() => {
        container?.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
        dom?.window.close();
    });

    it('fires library loaded at once, then page bottom and DOM ready on DOMContentLoaded, then window loaded on load', () => {
        const clock = sinon.useFakeTimers();
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'loading');
        start(window);
        expect(fired).to.deep.equal(['library-loaded']);
        clock.tick(10);
        expect(fired, 'a loading page waits for its events').to.deep.equal(['library-loaded']);
        window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready']);
        window.dispatchEvent(new window.Event('load'));
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready', 'window-loaded']);
    });

    it('fires window loaded once what the load did not wait for (the consent banner) is in, at most 3000 ms after load', async () => {
        const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'loading');
        start(window);
        const scripts = container.get<ScriptLoader>(ScriptLoader);
        // A browser that preloads: the banner is fetched without holding the load, and never answers.
        sinon.stub(window.DOMTokenList.prototype, 'supports').callsFake(token => token === 'preload');
        void scripts.loadScript('https://consent.example.net/notice', { delaysLoad: false }).catch(() => undefined);
        window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
        window.dispatchEvent(new window.Event('load'));
        expect(fired, 'the banner is still out').not.to.include('window-loaded');
        await clock.tickAsync(2999);
        expect(fired).not.to.include('window-loaded');
        await clock.tickAsync(1);
        expect(fired, 'never held longer').to.include('window-loaded');
    });

    it('fires window loaded as soon as a banner the load did not wait for has run', async () => {
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'loading');
        start(window);
        sinon.stub(window.DOMTokenList.prototype, 'supports').callsFake(token => token === 'preload');
        const banner = container.get<ScriptLoader>(ScriptLoader).loadScript('https://consent.example.net/notice', { delaysLoad: false });
        window.dispatchEvent(new window.Event('load'));
        expect(fired).not.to.include('window-loaded');
        window.document.querySelector('link[rel="preload"]')!.dispatchEvent(new window.Event('load'));
        window.document.querySelector('script[src="https://consent.example.net/notice"]')!.dispatchEvent(new window.Event('load'));
        await banner;
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(fired).to.include('window-loaded');
    });

    it('fires page bottom when the page calls pageBottom(), before DOM ready', () => {
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'loading');
        start(window);
        container.get(PageLifecycleTriggerSource).pageBottom();
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom']);
        window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready']);
    });

    it('fires every stage in order when loaded after the page finished loading', () => {
        const clock = sinon.useFakeTimers();
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'complete');
        start(window);
        expect(fired).to.deep.equal(['library-loaded']);
        clock.tick(0);
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready', 'window-loaded']);
    });

    it('catches up to DOM ready when loaded async after parsing but before load', () => {
        const clock = sinon.useFakeTimers();
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'interactive');
        start(window);
        clock.tick(0);
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready']);
        window.dispatchEvent(new window.Event('load'));
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready', 'window-loaded']);
    });

    it('fires each stage once, whatever repeats', () => {
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'loading');
        start(window);
        window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
        window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
        container.get(PageLifecycleTriggerSource).pageBottom();
        window.dispatchEvent(new window.Event('load'));
        window.dispatchEvent(new window.Event('load'));
        expect(fired).to.deep.equal(['library-loaded', 'page-bottom', 'dom-ready', 'window-loaded']);
    });

    it('gives DOM ready rules the document and window loaded rules the window', () => {
        dom = loadingPage();
        const window = dom.window as unknown as BrowserWindow;
        sinon.stub(window.document, 'readyState').get(() => 'loading');
        const elements: unknown[] = [];
        start(window, [
            {
                id: 'ready-element',
                trigger: { type: 'dom-ready' },
                action: event => {
                    elements.push(event.element);
                }
            },
            {
                id: 'load-element',
                trigger: { type: 'window-loaded' },
                action: event => {
                    elements.push(event.element);
                }
            }
        ]);
        window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
        window.dispatchEvent(new window.Event('load'));
        expect(elements[0]).to.equal(window.document);
        expect(elements[1]).to.equal(window);
    });
});
