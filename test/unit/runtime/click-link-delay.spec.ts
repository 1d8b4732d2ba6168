import { expect } from 'chai';
import * as sinon from 'sinon';
import type { TestRule } from '../test-container';
import { ClickTestPage } from './click-test-page';

const PAGE = `<!doctype html><html><body>
  <a id="plain" href="/next.html">Next</a>
  <a id="self" href="/next.html" target="_self">Self</a>
  <a id="named" href="/next.html" target="main-frame">Named</a>
  <a id="top" href="/next.html" target="_top">Top</a>
  <a id="parent" href="/next.html" target="_parent">Parent</a>
  <a id="other" href="/next.html" target="elsewhere">Other</a>
  <a id="script" href=" JavaScript:void(0)">Script</a>
  <a id="download" href="/file.pdf" download>File</a>
  <a id="empty">No href</a>
  <span id="outside">Outside</span>
</body></html>`;

/**
 * Which clicks the link delay holds (a same-window link, unmodified, not yet handled by the page)
 * and which go as usual. Navigation, the edge the delay ends in, is a sinon fake.
 */
describe('ClickTriggerSource link delay', () => {
    let page: ClickTestPage;
    let fired: number;
    /** The window the container sees, when it is not the page's own. */
    let framed: unknown;

    function start(linkDelay: number | undefined, selector = 'a'): void {
        const rule: TestRule = {
            id: 'links',
            trigger: { type: 'click', selector, linkDelay },
            action: () => {
                fired++;
            }
        };
        page.start([rule], framed);
    }

    beforeEach(() => {
        page = new ClickTestPage(PAGE, 'https://www.alderway.com/');
        Object.defineProperty(page.dom.window, 'name', { value: 'main-frame', configurable: true });
        fired = 0;
        framed = undefined;
    });

    afterEach(() => {
        page.close();
        sinon.restore();
    });

    for (const id of ['plain', 'self', 'named', 'top', 'parent']) {
        it(`holds a link to this window (${id})`, () => {
            start(100);
            expect(page.click(id)).to.equal(true);
        });
    }

    for (const id of ['other', 'script', 'download', 'empty']) {
        it(`lets ${id} go as usual`, () => {
            start(100);
            expect(page.click(id)).to.equal(false);
            expect(fired).to.equal(1);
        });
    }

    it('holds nothing in a frame for _top and _parent', () => {
        // jsdom's top and parent cannot be redefined: the container sees the page through a window
        // whose top and parent are another frame.
        const frame = {};
        const window = page.dom.window;
        framed = new Proxy(window, {
            get: (target, key) => (key === 'top' || key === 'parent' ? frame : (Reflect.get(target, key, target) as unknown))
        });
        start(100);
        expect([page.click('top'), page.click('parent'), page.click('plain')]).to.deep.equal([false, false, true]);
    });

    for (const init of [{ button: 1 }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
        it(`lets a modified click go as usual: ${JSON.stringify(init)}`, () => {
            start(100);
            expect(page.click('plain', init)).to.equal(false);
        });
    }

    it('lets a link the page already handled go as usual', () => {
        const clock = sinon.useFakeTimers();
        start(100);
        const event = new page.dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
        event.preventDefault();
        page.dom.window.document.getElementById('plain')!.dispatchEvent(event);
        expect(fired).to.equal(1);
        clock.tick(100);
        expect(page.navigate.called, 'the page decides where it goes').to.equal(false);
    });

    it('holds nothing without a link delay, or with 0', () => {
        start(undefined);
        expect(page.click('plain')).to.equal(false);
        page.stopRules();
        start(0);
        expect(page.click('plain')).to.equal(false);
    });

    it('does nothing for a click outside every selector, and counts a click on text for its element', () => {
        const clock = sinon.useFakeTimers();
        start(50);
        expect(page.click('outside')).to.equal(false);
        expect(fired).to.equal(0);
        const text = page.dom.window.document.getElementById('plain')!.firstChild!;
        expect(page.click(text)).to.equal(true);
        clock.tick(50);
        expect(page.navigate.args).to.deep.equal([['https://www.alderway.com/next.html']]);
    });

    it('stops listening when the engine stops', () => {
        start(100);
        page.stopRules();
        expect(page.click('plain')).to.equal(false);
        expect(fired).to.equal(0);
    });
});
