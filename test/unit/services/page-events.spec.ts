import { expect } from 'chai';
import * as sinon from 'sinon';
import { PageEvents } from '../../../src/services/page-events';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('PageEvents (one listener per page event type)', () => {
    let events: PageEvents;
    let windowListeners: sinon.SinonSpy;
    let documentListeners: sinon.SinonSpy;

    beforeEach(() => {
        resetTestPage('https://www.alderway.com/');
        // The DOM edge: how many listeners the container puts on the page.
        windowListeners = sinon.spy(testDom.window, 'addEventListener');
        documentListeners = sinon.spy(testDom.window.document, 'addEventListener');
        events = createTestContainer().get<PageEvents>(PageEvents);
    });

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    function listenersFor(spy: sinon.SinonSpy, type: string): number {
        return spy.getCalls().filter(call => call.args[0] === type).length;
    }

    it('adds one listener per type however many subscribe, on the window or the document', () => {
        const heard: string[] = [];
        for (const name of ['consent', 'visitor', 'tracker']) {
            events.on('message', () => heard.push(name));
        }
        events.on('visibilitychange', () => heard.push('visibility'));
        testDom.window.dispatchEvent(new testDom.window.MessageEvent('message', { data: 'x' }));
        testDom.window.document.dispatchEvent(new testDom.window.Event('visibilitychange'));
        expect(heard).to.deep.equal(['consent', 'visitor', 'tracker', 'visibility']);
        expect(listenersFor(windowListeners, 'message')).to.equal(1);
        expect(listenersFor(documentListeners, 'visibilitychange')).to.equal(1);
        expect(windowListeners.firstCall.args[2]).to.deep.equal({ capture: true, passive: true });
    });

    it('stops calling a subscriber that unsubscribed', () => {
        const heard: number[] = [];
        const off = events.on('pagehide', () => heard.push(1));
        events.on('pagehide', () => heard.push(2));
        off();
        testDom.window.dispatchEvent(new testDom.window.Event('pagehide'));
        expect(heard).to.deep.equal([2]);
    });

    it("delivers the page's own load and scroll, not those of an image or a scrolling box", () => {
        const heard: string[] = [];
        const nameOf = (target: EventTarget | null) => (target === testDom.window ? 'window' : (target as Node).nodeName);
        events.on('load', event => heard.push(`load ${nameOf(event.target)}`));
        events.on('scroll', event => heard.push(`scroll ${nameOf(event.target)}`));
        const image = testDom.window.document.createElement('img');
        const box = testDom.window.document.createElement('div');
        testDom.window.document.body.append(image, box);
        image.dispatchEvent(new testDom.window.Event('load'));
        box.dispatchEvent(new testDom.window.Event('scroll'));
        testDom.window.document.dispatchEvent(new testDom.window.Event('scroll'));
        testDom.window.dispatchEvent(new testDom.window.Event('load'));
        expect(heard).to.deep.equal(['scroll #document', 'load window']);
    });

    it('contains a subscriber that throws: logged, and the others and the page go on', () => {
        const console = captureConsole();
        const heard: string[] = [];
        events.on('pagehide', () => {
            throw new Error('broken feature');
        });
        events.on('pagehide', () => heard.push('next'));
        expect(() => testDom.window.dispatchEvent(new testDom.window.Event('pagehide'))).not.to.throw();
        expect(heard).to.deep.equal(['next']);
        expect(console.lines('error')[0]).to.match(/^\u{1F680} A pagehide listener failed\. Error: broken feature/u);
    });

    it('says when the page is hidden', () => {
        expect(events.hidden).to.equal(false);
        Object.defineProperty(testDom.window.document, 'visibilityState', { configurable: true, value: 'hidden' });
        expect(events.hidden).to.equal(true);
    });

    describe('the page left, and back from the back/forward cache', () => {
        const hide = () => {
            Object.defineProperty(testDom.window.document, 'visibilityState', { configurable: true, value: 'hidden' });
            testDom.window.document.dispatchEvent(new testDom.window.Event('visibilitychange'));
        };
        const show = (persisted: boolean) => {
            Object.defineProperty(testDom.window.document, 'visibilityState', { configurable: true, value: 'visible' });
            testDom.window.dispatchEvent(new testDom.window.PageTransitionEvent('pageshow', { persisted }));
        };

        it('aborts the leaving once the page is hidden, and stays so when it is only seen again', () => {
            const leaving = events.leaving;
            hide();
            expect(leaving.aborted).to.equal(true);
            show(false);
            expect(events.leaving, 'a page seen again goes on as left').to.equal(leaving);
        });

        it('starts a new leaving when the browser restores the page, which aborts when the page is left again', () => {
            const left: string[] = [];
            const restores: string[] = [];
            events.onLeave(() => left.push('left'));
            events.onRestore(() => restores.push('restored'));
            const first = events.leaving;
            hide();
            show(true);
            const second = events.leaving;
            expect(second, 'a new leave').not.to.equal(first);
            expect([first.aborted, second.aborted]).to.deep.equal([true, false]);
            expect(restores).to.deep.equal(['restored']);
            hide();
            expect(second.aborted).to.equal(true);
            expect(left, 'each leaving heard').to.deep.equal(['left', 'left']);
        });

        it('contains a leaving listener that throws: the others still hear it', () => {
            captureConsole();
            const heard: string[] = [];
            events.onLeave(() => {
                throw new Error('broken');
            });
            events.onLeave(() => heard.push('second'));
            hide();
            expect(heard).to.deep.equal(['second']);
        });
    });
});
