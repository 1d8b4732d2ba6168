import { expect } from 'chai';
import type { Container } from 'inversify';
import { JSDOM } from 'jsdom';
import * as sinon from 'sinon';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { PageNavigation } from '../../../src/services/page-navigation';
import type { RuleEvent } from '../../../src/runtime/rule';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { captureConsole } from '../console-capture';
import type { TestRule } from '../test-container';
import { createTestContainer, withRules } from '../test-container';

const PAGE = `<!doctype html><html><body>
  <div class="faq"><div class="faq-question active" id="q1"><span id="q1-text">Can I pick up at the airport?</span></div></div>
  <a id="link" href="/car-rental/reservation/selectCar.html"><img id="link-image" alt="Select"></a>
  <a id="new-tab" href="/specials.html" target="_blank">Specials</a>
  <a id="anchor" href="#top">Top</a>
  <button id="plain">Plain</button>
</body></html>`;

describe('ClickTriggerSource', () => {
    let dom: JSDOM;
    let window: BrowserWindow;
    let navigate: sinon.SinonSpy;
    let container: Container;
    let events: Array<{ id: string; event: RuleEvent }>;
    let heldByContainer: boolean;

    /** The page's real DOM; navigation, the edge the link delay ends in, is a sinon fake. */
    function start(...rules: TestRule[]): void {
        container = createTestContainer({ window, modules: [withRules(...rules)] });
        navigate = sinon.spy();
        container.rebind(PageNavigation).toConstantValue({ navigate });
        container.get<RuleEngine>(RuleEngine).start();
    }

    function clickRule(id: string, selector: string, extra: Partial<TestRule> & { linkDelay?: number } = {}): TestRule {
        const { linkDelay, ...rest } = extra;
        return {
            id,
            trigger: { type: 'click', selector, linkDelay },
            action: event => {
                events.push({ id, event });
            },
            ...rest
        };
    }

    /** Clicks an element; returns whether the container held the navigation. */
    function click(id: string, init: MouseEventInit = {}): boolean {
        const event = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
        dom.window.document.getElementById(id)!.dispatchEvent(event);
        return heldByContainer;
    }

    beforeEach(() => {
        dom = new JSDOM(PAGE, { url: 'https://www.alderway.com/faq.html' });
        window = dom.window as unknown as BrowserWindow;
        events = [];
        // Bubble phase, after the container's capture listener: note whether it held the link, then
        // stop jsdom from attempting a navigation it cannot do.
        dom.window.document.addEventListener('click', event => {
            heldByContainer = event.defaultPrevented;
            event.preventDefault();
        });
    });

    afterEach(() => {
        container?.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
        dom.window.close();
    });

    it('matches the clicked element or its nearest matching ancestor, and hands the rule that element', () => {
        start(clickRule('faq', '.faq-question'));
        click('q1-text');
        expect(events).to.have.length(1);
        expect(events[0].event.element).to.equal(window.document.getElementById('q1'));
        expect(events[0].event.target).to.equal(window.document.getElementById('q1-text'));
        expect(events[0].event.$type).to.equal('click');
    });

    it('does not fire for clicks outside the selector', () => {
        start(clickRule('faq', '.faq-question'));
        click('plain');
        expect(events).to.deep.equal([]);
    });

    it('runs every matching rule of a click in rule order', () => {
        start(
            clickRule('any-link', 'a', { order: 70 }),
            clickRule('image', 'img', { order: 20 }),
            clickRule('select-car', 'a[href*="selectCar"]')
        );
        click('link-image');
        expect(events.map(entry => entry.id)).to.deep.equal(['image', 'select-car', 'any-link']);
    });

    it('uses one capture-phase listener on the document for all click rules', () => {
        const added = sinon.spy(window.document, 'addEventListener');
        start(clickRule('a', 'a'), clickRule('b', 'button'), clickRule('c', '.faq'));
        const clickListeners = added.getCalls().filter(call => call.args[0] === 'click');
        expect(clickListeners).to.have.length(1);
        expect(clickListeners[0].args[2]).to.equal(true);
    });

    it("fires before the page's own handlers, so a handler that stops the event does not hide the click", () => {
        start(clickRule('faq', '.faq-question'));
        window.document.getElementById('q1')!.addEventListener('click', event => event.stopPropagation());
        click('q1-text');
        expect(events).to.have.length(1);
    });

    it('holds a same-window link for the link delay, then navigates to it', () => {
        const clock = sinon.useFakeTimers();
        start(clickRule('select', 'a', { linkDelay: 100 }));
        expect(click('link-image')).to.equal(true);
        clock.tick(99);
        expect(navigate.called).to.equal(false);
        clock.tick(1);
        sinon.assert.calledOnceWithExactly(navigate, 'https://www.alderway.com/car-rental/reservation/selectCar.html');
    });

    it('does not hold links that open elsewhere, in-page anchors, or modified clicks', () => {
        start(clickRule('links', 'a', { linkDelay: 100 }));
        expect(click('new-tab')).to.equal(false);
        expect(click('anchor')).to.equal(false);
        expect(click('link', { ctrlKey: true })).to.equal(false);
        expect(events).to.have.length(3);
    });

    it('logs an invalid selector once and keeps the other click rules working', () => {
        const console = captureConsole(dom.window.console);
        start(clickRule('broken', 'a[[['), clickRule('fine', 'a'));
        click('link');
        click('link');
        expect(events.map(entry => entry.id)).to.deep.equal(['fine', 'fine']);
        expect(console.lines('error')).to.deep.equal(['\u{1F680} The click selector "a[[[" is not a valid CSS selector.']);
    });
});
