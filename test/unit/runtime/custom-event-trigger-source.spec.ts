import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import { CustomEventTriggerSource } from '../../../src/runtime/custom-event-trigger-source';
import type { RuleEvent } from '../../../src/runtime/rule';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { testDom } from '../setup';
import type { TestRule } from '../test-container';
import { createTestContainer, resetTestPage, withRules, withTriggerSources } from '../test-container';

describe('CustomEventTriggerSource', () => {
    let container: Container;
    let events: Array<{ id: string; event: RuleEvent }>;

    function eventRule(id: string, name: string, selector?: string): TestRule {
        return {
            id,
            trigger: { type: 'custom-event', name, selector },
            action: event => {
                events.push({ id, event });
            }
        };
    }

    beforeEach(() => {
        resetTestPage();
        events = [];
        testDom.window.document.body.innerHTML = '<form id="search"><button id="submit">Search</button></form><div id="other"></div>';
    });

    afterEach(() => {
        container?.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
    });

    it('runs rules for a custom event with its detail', () => {
        container = createTestContainer({
            modules: [withTriggerSources(CustomEventTriggerSource), withRules(eventRule('confirmed', 'reservation:confirmed'))]
        });
        container.get<RuleEngine>(RuleEngine).start();
        testDom.window.document.dispatchEvent(new testDom.window.CustomEvent('reservation:confirmed', { detail: { number: 'R-42' } }));
        expect(events).to.have.length(1);
        expect(events[0].event.detail).to.deep.equal({ number: 'R-42' });
        expect(events[0].event.$type).to.equal('custom-event');
    });

    it('fires a rule with a selector only for events dispatched inside matching elements', () => {
        container = createTestContainer({
            modules: [
                withTriggerSources(CustomEventTriggerSource),
                withRules(eventRule('in-form', 'job:search', '#search'), eventRule('anywhere', 'job:search'))
            ]
        });
        container.get<RuleEngine>(RuleEngine).start();
        const document = testDom.window.document;
        document.getElementById('submit')!.dispatchEvent(new testDom.window.CustomEvent('job:search', { bubbles: true }));
        document.getElementById('other')!.dispatchEvent(new testDom.window.CustomEvent('job:search', { bubbles: true }));
        expect(events.map(entry => entry.id)).to.deep.equal(['in-form', 'anywhere', 'anywhere']);
        expect(events[0].event.element).to.equal(document.getElementById('search'));
    });

    it('listens once per event name, on the window, in the capture phase', () => {
        const added = sinon.spy(testDom.window, 'addEventListener');
        container = createTestContainer({
            modules: [
                withTriggerSources(CustomEventTriggerSource),
                withRules(eventRule('a', 'x:one'), eventRule('b', 'x:one'), eventRule('c', 'x:two'))
            ]
        });
        container.get<RuleEngine>(RuleEngine).start();
        const custom = added.getCalls().filter(call => String(call.args[0]).startsWith('x:'));
        expect(custom.map(call => call.args[0])).to.deep.equal(['x:one', 'x:two']);
        expect(custom.every(call => call.args[2] === true)).to.equal(true);
    });
});
