import { expect } from 'chai';
import * as sinon from 'sinon';
import type { RuleEvent } from '../../../src/runtime/rule';
import { captureConsole } from '../console-capture';
import type { TestRule } from '../test-container';
import { ClickTestPage } from './click-test-page';

const PAGE = `<!doctype html><html><body>
  <div class="faq"><div class="faq-question active" id="q1"><span id="q1-text">Can I pick up at the airport?</span></div></div>
  <a id="link" href="/car-rental/reservation/selectCar.html"><img id="link-image" alt="Select"></a>
  <a id="new-tab" href="/specials.html" target="_blank">Specials</a>
  <a id="anchor" href="#top">Top</a>
  <button id="plain">Plain</button>
</body></html>`;

describe('ClickTriggerSource', () => {
    let page: ClickTestPage;
    let events: Array<{ id: string; event: RuleEvent }>;

    const start = (...rules: TestRule[]): void => page.start(rules);

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

    beforeEach(() => {
        page = new ClickTestPage(PAGE, 'https://www.alderway.com/faq.html');
        events = [];
    });

    afterEach(() => {
        page.close();
        sinon.restore();
    });

    it('matches the clicked element or its nearest matching ancestor, and hands the rule that element', () => {
        start(clickRule('faq', '.faq-question'));
        page.click('q1-text');
        expect(events).to.have.length(1);
        expect(events[0].event.element).to.equal(page.window.document.getElementById('q1'));
        expect(events[0].event.target).to.equal(page.window.document.getElementById('q1-text'));
        expect(events[0].event.$type).to.equal('click');
    });

    it('does not fire for clicks outside the selector', () => {
        start(clickRule('faq', '.faq-question'));
        page.click('plain');
        expect(events).to.deep.equal([]);
    });

    it('runs every matching rule of a click in rule order', () => {
        start(
            clickRule('any-link', 'a', { order: 70 }),
            clickRule('image', 'img', { order: 20 }),
            clickRule('select-car', 'a[href*="selectCar"]')
        );
        page.click('link-image');
        expect(events.map(entry => entry.id)).to.deep.equal(['image', 'select-car', 'any-link']);
    });

    it('uses one capture-phase listener on the document for all click rules', () => {
        const added = sinon.spy(page.window.document, 'addEventListener');
        start(clickRule('a', 'a'), clickRule('b', 'button'), clickRule('c', '.faq'));
        const clickListeners = added.getCalls().filter(call => call.args[0] === 'click');
        expect(clickListeners).to.have.length(1);
        expect(clickListeners[0].args[2]).to.equal(true);
    });

    it("fires before the page's own handlers, so a handler that stops the event does not hide the click", () => {
        start(clickRule('faq', '.faq-question'));
        page.window.document.getElementById('q1')!.addEventListener('click', event => event.stopPropagation());
        page.click('q1-text');
        expect(events).to.have.length(1);
    });

    it('holds a same-window link for the link delay, then navigates to it', () => {
        const clock = sinon.useFakeTimers();
        start(clickRule('select', 'a', { linkDelay: 100 }));
        expect(page.click('link-image')).to.equal(true);
        clock.tick(99);
        expect(page.navigate.called).to.equal(false);
        clock.tick(1);
        sinon.assert.calledOnceWithExactly(page.navigate, 'https://www.alderway.com/car-rental/reservation/selectCar.html');
    });

    it('does not hold links that open elsewhere, in-page anchors, or modified clicks', () => {
        start(clickRule('links', 'a', { linkDelay: 100 }));
        expect(page.click('new-tab')).to.equal(false);
        expect(page.click('anchor')).to.equal(false);
        expect(page.click('link', { ctrlKey: true })).to.equal(false);
        expect(events).to.have.length(3);
    });

    it('logs an invalid selector once and keeps the other click rules working', () => {
        const console = captureConsole(page.dom.window.console as Console);
        start(clickRule('broken', 'a[[['), clickRule('fine', 'a'));
        page.click('link');
        page.click('link');
        expect(events.map(entry => entry.id)).to.deep.equal(['fine', 'fine']);
        expect(console.lines('error')).to.deep.equal(['\u{1F680} The click selector "a[[[" is not a valid CSS selector.']);
    });
});
