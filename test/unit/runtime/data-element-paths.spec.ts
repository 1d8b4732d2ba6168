import { expect } from 'chai';
import * as sinon from 'sinon';
import { DATA_ELEMENT_STORAGE_PREFIX } from '../../../src/runtime/data-element';
import { DataElementRegistry } from '../../../src/runtime/data-element-registry';
import type { RuleEvent } from '../../../src/runtime/rule';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

/** Paths (`this.@cleanText`, `event.x.y`, custom vars), tokens in values, and where kept values live. */
describe('DataElementRegistry: paths, tokens and storage', () => {
    let registry: DataElementRegistry;
    let event: RuleEvent;

    beforeEach(() => {
        resetTestPage();
        captureConsole();
        registry = createTestContainer().get<DataElementRegistry>(DataElementRegistry);
        testDom.window.document.body.innerHTML = '<a id="link" data-track="hero" href="/x">  Book \n  now  </a><span id="target">T</span>';
        const element = testDom.window.document.getElementById('link')!;
        event = {
            element,
            target: testDom.window.document.getElementById('target'),
            detail: { step: { name: 'pay' } },
            $type: 'click',
            $rule: { id: 'r' }
        };
    });

    afterEach(() => sinon.restore());

    it("reads the element's text, its clean text and its attributes", () => {
        expect(registry.getVar('this.@text', event)).to.equal('  Book \n  now  ');
        expect(registry.getVar('this.@cleanText', event)).to.equal('Book now');
        expect(registry.getVar('this.getAttribute(data-track)', event)).to.equal('hero');
        expect(registry.getVar('this.getAttribute(missing)', event)).to.equal(undefined);
        expect(registry.getVar('this.id', event)).to.equal('link');
        expect(registry.getVar('target.id', event)).to.equal('target');
        expect(registry.getVar('event.detail.step.name', event)).to.equal('pay');
    });

    it('reads nothing past a missing value, nor through unsafe keys, nor without an event', () => {
        expect(registry.getVar('event.detail.none.name', event)).to.equal(undefined);
        expect(registry.getVar('event.constructor', event)).to.equal(undefined);
        expect(registry.getVar('event.detail.__proto__', event)).to.equal(undefined);
        expect(registry.getVar('this.id')).to.equal(undefined);
        expect(registry.getVar('target.id')).to.equal(undefined);
        expect(
            registry.getVar('event.getAttribute(x)', { getAttribute: 'not a function' } as unknown as RuleEvent),
            'a plain key'
        ).to.equal(undefined);
    });

    it('keeps custom vars whole and by path, from one name or an object, and refuses unsafe names', () => {
        registry.setVar('plan', { tier: 'gold' });
        registry.setVar({ 'dotted.name': 1, region: 'eu' });
        registry.setVar('__proto__', 'x');
        expect(registry.getVar('plan.tier')).to.equal('gold');
        expect(registry.getVar('dotted.name'), 'a name with a dot, set whole').to.equal(1);
        expect(registry.getVar('region')).to.equal('eu');
        expect(registry.getVar('__proto__')).to.equal(undefined);
        expect(registry.getVar('unknown.path')).to.equal(undefined);
        expect(registry.has('plan'), 'custom vars are not data elements').to.equal(false);
    });

    it('keeps visitor values in localStorage, session values in sessionStorage, and restores them when the code yields none', () => {
        let value: string | null = 'first';
        registry.register({ name: 'visitor kept', get: () => value, storageDuration: 'visitor' });
        registry.register({ name: 'session kept', get: () => value, storageDuration: 'session' });
        registry.getValue('visitor kept');
        registry.getValue('session kept');
        expect(testDom.window.localStorage.getItem(`${DATA_ELEMENT_STORAGE_PREFIX}visitor kept`)).to.equal('"first"');
        expect(testDom.window.sessionStorage.getItem(`${DATA_ELEMENT_STORAGE_PREFIX}session kept`)).to.equal('"first"');
        value = null;
        expect([registry.getValue('visitor kept'), registry.getValue('session kept')]).to.deep.equal(['first', 'first']);
    });

    it('restores nothing from a kept value that is not JSON, and keeps nothing it cannot write as JSON', () => {
        testDom.window.localStorage.setItem(`${DATA_ELEMENT_STORAGE_PREFIX}broken`, '{not json');
        registry.register({ name: 'broken', get: () => undefined, storageDuration: 'visitor', defaultValue: 'default' });
        expect(registry.getValue('broken')).to.equal('default');
        const circular: Record<string, unknown> = {};
        circular.self = circular;
        registry.register({ name: 'circular', get: () => circular, storageDuration: 'visitor' });
        expect(registry.getValue('circular')).to.equal(circular);
        expect(testDom.window.localStorage.getItem(`${DATA_ELEMENT_STORAGE_PREFIX}circular`)).to.equal(null);
    });

    it('answers definitionOf and isKnown', () => {
        const definition = { name: 'page', get: () => 'home' };
        registry.register(definition);
        registry.setVar('plan', { tier: 'gold' });
        expect(registry.definitionOf('page')).to.equal(definition);
        expect(
            ['page', 'this.x', 'event', 'target.y', 'plan', 'plan.tier', 'other', 'thisx'].map(name => registry.isKnown(name))
        ).to.deep.equal([true, true, true, true, true, true, false, false]);
    });
});
