import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import { DataElementRegistry } from '../../../src/runtime/data-element-registry';
import type { RuleEvent } from '../../../src/runtime/rule';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('DataElementRegistry', () => {
    let container: Container;
    let registry: DataElementRegistry;
    let console: ConsoleCapture;

    beforeEach(() => {
        resetTestPage();
        console = captureConsole();
        container = createTestContainer();
        registry = container.get<DataElementRegistry>(DataElementRegistry);
    });

    afterEach(() => sinon.restore());

    describe('options', () => {
        it('computes the value on every read', () => {
            let page = 'home';
            registry.register({ name: 'page name', get: () => page });
            expect(registry.getValue('page name')).to.equal('home');
            page = 'reserve';
            expect(registry.getValue('page name')).to.equal('reserve');
        });

        it('applies the default value when the code yields undefined or null, but not for empty strings', () => {
            registry.register({ name: 'assistant status', get: () => undefined, defaultValue: 'N' });
            registry.register({ name: 'null value', get: () => null, defaultValue: 'fallback' });
            registry.register({ name: 'empty', get: () => '', defaultValue: 'fallback' });
            expect(registry.getValue('assistant status')).to.equal('N');
            expect(registry.getValue('null value')).to.equal('fallback');
            expect(registry.getValue('empty')).to.equal('');
        });

        it('cleans text before forcing lower case, and leaves non-strings alone', () => {
            registry.register({ name: 'job description', get: () => '  Senior   Rental\n Agent ', cleanText: true, forceLowerCase: true });
            registry.register({ name: 'lower only', get: () => ' Mixed  Case ', forceLowerCase: true });
            registry.register({ name: 'number', get: () => 42, cleanText: true, forceLowerCase: true });
            expect(registry.getValue('job description')).to.equal('senior rental agent');
            expect(registry.getValue('lower only')).to.equal(' mixed  case ');
            expect(registry.getValue('number')).to.equal(42);
        });

        it('cleans and lower-cases a default value too', () => {
            registry.register({ name: 'referrer', get: () => undefined, defaultValue: ' Direct ', cleanText: true, forceLowerCase: true });
            expect(registry.getValue('referrer')).to.equal('direct');
        });
    });

    describe('storage duration', () => {
        it('pageview: keeps the last value for the page in memory', () => {
            let value: string | undefined = 'first';
            registry.register({ name: 'campaign', get: () => value, storageDuration: 'pageview' });
            expect(registry.getValue('campaign')).to.equal('first');
            value = undefined;
            expect(registry.getValue('campaign')).to.equal('first');
            expect(testDom.window.sessionStorage.length).to.equal(0);
        });

        it('session: keeps the value in sessionStorage, where a later page finds it', () => {
            registry.register({ name: 'gclid', get: () => 'abc123', storageDuration: 'session' });
            registry.getValue('gclid');
            expect(testDom.window.sessionStorage.getItem('com.adobe.reactor.dataElements.gclid')).to.equal('"abc123"');
            const nextPage = createTestContainer().get<DataElementRegistry>(DataElementRegistry);
            nextPage.register({ name: 'gclid', get: () => undefined, storageDuration: 'session' });
            expect(nextPage.getValue('gclid')).to.equal('abc123');
        });

        it('visitor: keeps objects in localStorage as JSON', () => {
            registry.register({ name: 'loyalty', get: () => ({ tier: 'gold' }), storageDuration: 'visitor' });
            registry.getValue('loyalty');
            const nextPage = createTestContainer().get<DataElementRegistry>(DataElementRegistry);
            nextPage.register({ name: 'loyalty', get: () => null, storageDuration: 'visitor' });
            expect(nextPage.getValue('loyalty')).to.deep.equal({ tier: 'gold' });
        });

        it('uses but does not store a value that cannot be serialised', () => {
            const circular: Record<string, unknown> = {};
            circular.self = circular;
            registry.register({ name: 'circular', get: () => circular, storageDuration: 'session' });
            expect(registry.getValue('circular')).to.equal(circular);
            expect(testDom.window.sessionStorage.length).to.equal(0);
        });
    });

    describe('failures', () => {
        it('logs an error in the code as a warning and yields undefined, not the default', () => {
            registry.register({
                name: 'vehicle make',
                get: () => {
                    throw new TypeError('vehicle is undefined');
                },
                defaultValue: 'none'
            });
            expect(registry.getValue('vehicle make')).to.equal(undefined);
            expect(console.lines('warn')[0]).to.contain(
                'Failed to execute data element module for data element "vehicle make". TypeError: vehicle is undefined'
            );
            expect(console.error.called).to.equal(false);
        });

        it('allows nesting 10 deep', () => {
            for (let level = 1; level <= 10; level++) {
                registry.register({
                    name: `level ${level}`,
                    get: () => (level === 10 ? 'bottom' : registry.getValue(`level ${level + 1}`))
                });
            }
            expect(registry.getValue('level 1')).to.equal('bottom');
            expect(console.error.called).to.equal(false);
        });

        it('stops resolution that nests more than 10 deep as circular, naming the chain', () => {
            registry.register({ name: 'a', get: () => registry.getValue('b') });
            registry.register({ name: 'b', get: () => registry.getValue('a') });
            expect(registry.getValue('a')).to.equal(undefined);
            expect(console.lines('error')).to.deep.equal([
                '\u{1F680} Data element circular reference detected: a -> b -> a -> b -> a -> b -> a -> b -> a -> b -> a'
            ]);
        });

        it('is usable again after a circular reference was stopped', () => {
            registry.register({ name: 'loop', get: () => registry.getValue('loop') });
            registry.register({ name: 'plain', get: () => 'ok' });
            registry.getValue('loop');
            expect(registry.getValue('plain')).to.equal('ok');
        });

        it('warns when a name is defined twice and keeps the later definition', () => {
            registry.register({ name: 'dup', get: () => 1 });
            registry.register({ name: 'dup', get: () => 2 });
            expect(registry.getValue('dup')).to.equal(2);
            expect(console.lines('warn')[0]).to.contain('Data element "dup" is defined twice');
        });
    });

    describe('getVar and setVar', () => {
        it('prefers a data element, then custom variables with dot paths', () => {
            registry.register({ name: 'product.id', get: () => 'from element' });
            registry.setVar('product', { id: 'from var', sku: 'SKU-1' });
            expect(registry.getVar('product.id')).to.equal('from element');
            expect(registry.getVar('product.sku')).to.equal('SKU-1');
        });

        it('sets several variables from an object, and ignores prototype keys', () => {
            registry.setVar(JSON.parse('{"coupon":"SAVE10","__proto__":{"polluted":true}}') as Record<string, unknown>);
            expect(registry.getVar('coupon')).to.equal('SAVE10');
            expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
            expect(registry.getVar('__proto__')).to.equal(undefined);
        });

        it('reads this.*, event.* and target.* from the rule event', () => {
            const document = testDom.window.document;
            document.body.innerHTML = '<button id="join" data-track=\'{"cta":"join"}\'>  Join   now </button>';
            const button = document.getElementById('join')!;
            const event = { $type: 'click', $rule: { id: 'r' }, element: button, target: button, detail: { step: 2 } } as RuleEvent;
            expect(registry.getVar('this.id', event)).to.equal('join');
            expect(registry.getVar('this.@cleanText', event)).to.equal('Join now');
            expect(registry.getVar('this.getAttribute(data-track)', event)).to.equal('{"cta":"join"}');
            expect(registry.getVar('event.detail.step', event)).to.equal(2);
            expect(registry.getVar('target.tagName', event)).to.equal('BUTTON');
            expect(registry.getVar('this.__proto__', event)).to.equal(undefined);
        });
    });
});
