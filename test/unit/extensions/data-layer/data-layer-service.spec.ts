import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import { SchemaSettings } from '../../../../src/config/data-layer';
import { consentModule } from '../../../../src/extensions/consent/consent-module';
import { dataLayerModule } from '../../../../src/extensions/data-layer/data-layer-module';
import type { DataLayerEvent, DataLayerService, ManagedDataLayer } from '../../../../src/services/data-layer-service';
import { DataLayerServiceProvider } from '../../../../src/services/data-layer-service';
import { HttpClient } from '../../../../src/services/http-client';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { inProcessLazyFeaturesModule } from '../../in-process-lazy-features';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

const LINK = { event: 'link-click', eventInfo: { link: { text: 'Deals', region: 'header', target: '_self' } } };

describe('DataLayerService (ACDL in the after-load file)', () => {
    let container: Container;
    let service: DataLayerService;
    let clock: sinon.SinonFakeTimers;
    let console: ConsoleCapture;
    let events: DataLayerEvent[];
    let posts: Array<{ url: string; body: string }>;

    const page = () => testDom.window as unknown as Window & { adobeDataLayer?: unknown };
    const layer = () => page().adobeDataLayer as ManagedDataLayer;

    async function open(
        url = 'https://www.alderway.com/',
        before: () => void = () => undefined,
        cookies = 'notice_behavior=implied,us'
    ): Promise<void> {
        resetTestPage(url);
        testDom.window.document.cookie = `${cookies}; path=/`;
        // Date too: a round ends after 4 ms of the clock it reads, so on the real clock a busy machine would split a round the test expects whole.
        clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
        console = captureConsole();
        before();
        container = createTestContainer({ modules: [consentModule, dataLayerModule] });
        container.load(inProcessLazyFeaturesModule);
        posts = [];
        container.rebind(HttpClient).toConstantValue({
            get: () => Promise.reject(new Error('no schema server in this test')),
            post: (url: string, body: string) => {
                posts.push({ url, body });
                return Promise.resolve({ status: 204, text: '' });
            }
        });
        // The after-load file comes in idle time after the window loaded: on the fake clock.
        const loading = container.get<DataLayerServiceProvider>(DataLayerServiceProvider)();
        await clock.tickAsync(10);
        service = await loading;
        events = [];
        service.onEvent(event => events.push(event));
        service.start();
        await clock.tickAsync(0);
    }

    afterEach(() => {
        service?.stop();
        sinon.restore();
        resetTestPage();
    });

    describe("keeps ACDL's own semantics for page code", () => {
        it('processes the items pushed before it started, in order, and merges their data into the state', async () => {
            await open(undefined, () => {
                page().adobeDataLayer = [{ page: { name: 'home', section: 'rental' } }, LINK, { page: { section: 'deals' } }];
            });
            expect(layer().version).to.equal('3.0.1');
            expect(layer().getState()).to.deep.equal({ page: { name: 'home', section: 'deals' } });
            await clock.tickAsync(10);
            expect(events.map(event => event.name)).to.deep.equal(['link-click']);
        });

        it('gives getState a deep copy, whole or by dotted path', async () => {
            await open();
            layer().push({ page: { name: 'home', tags: ['a', 'b'] } });
            const copy = layer().getState('page') as { tags: string[] };
            copy.tags.push('changed');
            expect(layer().getState('page.tags')).to.deep.equal(['a', 'b']);
            expect(service.getState('page.name')).to.equal('home');
            expect(layer().getState('page.missing')).to.equal(undefined);
        });

        it('calls listeners by scope: past items only, future pushes only, or both', async () => {
            await open(undefined, () => {
                page().adobeDataLayer = [{ event: 'car-selected', car: 'compact' }];
            });
            const seen: string[] = [];
            layer().addEventListener('car-selected', event => seen.push(`past ${(event as { car: string }).car}`), { scope: 'past' });
            layer().addEventListener('car-selected', event => seen.push(`future ${(event as { car: string }).car}`), { scope: 'future' });
            layer().addEventListener('car-selected', event => seen.push(`all ${(event as { car: string }).car}`), { scope: 'all' });
            layer().push({ event: 'car-selected', car: 'suv' });
            expect(seen).to.deep.equal(['past compact', 'all compact', 'future suv', 'all suv']);
        });

        it('filters listeners by path, and removes them', async () => {
            await open();
            const seen: unknown[] = [];
            const handler = (event: Record<string, unknown>) => seen.push(event);
            layer().addEventListener('adobeDataLayer:change', handler, { path: 'reservation.step' });
            layer().push({ page: { name: 'x' } });
            layer().push({ reservation: { step: 2 } });
            layer().removeEventListener('adobeDataLayer:change', handler);
            layer().push({ reservation: { step: 3 } });
            expect(seen).to.deep.equal([{ reservation: { step: 2 } }]);
        });

        it('calls a pushed function with the data layer, and does not record it', async () => {
            await open();
            let received: unknown;
            layer().push({ page: { name: 'home' } });
            layer().push(function (this: unknown, dataLayer: ManagedDataLayer) {
                received = dataLayer.getState('page.name');
            });
            expect(received).to.equal('home');
            expect(layer().filter(item => typeof item === 'function')).to.deep.equal([]);
        });
    });

    describe('adds what ACDL lacks', () => {
        it('reports a data layer that is not an array, and keeps what it held as items', async () => {
            await open(undefined, () => {
                page().adobeDataLayer = { page: { name: 'home' } };
            });
            expect(console.lines('error')).to.include('🚀 Data layer must be an Array.');
            expect(Array.isArray(page().adobeDataLayer)).to.equal(true);
            expect(layer().getState('page.name')).to.equal('home');
        });

        it('finds a data layer the page replaced within 2500 ms, reports it once, and manages the new one', async () => {
            await open();
            page().adobeDataLayer = [];
            (page().adobeDataLayer as unknown[]).push(LINK);
            await clock.tickAsync(2499);
            expect(console.lines('error')).to.deep.equal([]);
            expect(events).to.deep.equal([]);
            await clock.tickAsync(1);
            await clock.tickAsync(10);
            expect(console.lines('error')).to.deep.equal(['🚀 Management Functionality Severed... Data Layer has been overwritten!']);
            expect(events.map(event => event.name)).to.deep.equal(['link-click']);
            layer().push({ event: 'job-apply', job: { id: 'J-1', title: 'Agent' } });
            await clock.tickAsync(10);
            expect(events.map(event => event.name)).to.deep.equal(['link-click', 'job-apply']);
            await clock.tickAsync(5000);
            expect(console.lines('error'), 'the new array is the managed one now').to.have.length(1);
        });

        it('logs an event without a usable name as an error', async () => {
            await open();
            layer().push({ eventInfo: { link: { text: 'Deals' } } });
            layer().push({ event: '', page: { name: 'x' } });
            await clock.tickAsync(10);
            expect(console.lines('error')).to.deep.equal([
                '🚀 A data-layer event has no event name: {"eventInfo":{"link":{"text":"Deals"}}}',
                '🚀 A data-layer event has no event name: {"event":"","page":{"name":"x"}}'
            ]);
            expect(events).to.deep.equal([]);
        });

        it("hands events on outside the page's push, in rounds, every one in order", async () => {
            await open();
            for (let index = 0; index < 300; index++) {
                layer().push({ event: 'reservation-step', reservation: { step: (index % 5) + 1 } });
            }
            expect(events, 'nothing during the push').to.have.length(0);
            await clock.tickAsync(0);
            expect(events.length, 'one round').to.be.greaterThan(0).and.at.most(25);
            await clock.tickAsync(100);
            expect(events).to.have.length(300);
            expect(events.map(event => (event.item as { reservation: { step: number } }).reservation.step)).to.deep.equal(
                Array.from({ length: 300 }, (_value, index) => (index % 5) + 1)
            );
        });

        it('hands every waiting event on at once when the page is left', async () => {
            await open();
            for (let index = 0; index < 100; index++) {
                layer().push(LINK);
            }
            service.flush();
            expect(events).to.have.length(100);
        });
    });

    describe('validation', () => {
        it('gives each event what validating it against its built-in schema found', async () => {
            await open();
            layer().push(LINK);
            layer().push({ event: 'link-click', eventInfo: { link: { text: 'Deals', color: 'red' } } });
            await clock.tickAsync(10);
            expect(events.map(event => event.validation)).to.deep.equal([
                { status: 'valid' },
                { status: 'invalid', violations: [{ message: 'Unknown property', path: 'eventInfo.link.color' }] }
            ]);
        });

        it('writes a violation to the console and reports it, with consent, one report per round', async () => {
            await open();
            layer().push({ event: 'link-click', eventInfo: { link: { region: 'footer' } } });
            layer().push({ event: 'reservation-step', reservation: { step: 'two' } });
            await clock.tickAsync(10);
            expect(console.lines('warn')).to.deep.equal([
                '🚀 Data-layer event "link-click" does not match its schema: Missing required property: eventInfo.link.text',
                '🚀 Data-layer event "reservation-step" does not match its schema: Invalid type (expected integer): reservation.step'
            ]);
            expect(posts).to.have.length(1);
            expect(posts[0].url).to.equal(SchemaSettings.violationReportUrl);
            const report = JSON.parse(posts[0].body) as { page: string; events: unknown[] };
            expect(report.page).to.equal('https://www.alderway.com/');
            expect(report.events).to.deep.equal([
                { event: 'link-click', violations: [{ message: 'Missing required property', path: 'eventInfo.link.text' }] },
                { event: 'reservation-step', violations: [{ message: 'Invalid type (expected integer)', path: 'reservation.step' }] }
            ]);
        });

        it('reports nothing without consent, and the console still says what is wrong', async () => {
            await open('https://www.alderway.de/', undefined, 'notice_behavior=implied,eu');
            layer().push({ event: 'link-click', eventInfo: { link: { region: 'footer' } } });
            await clock.tickAsync(10);
            expect(console.lines('warn')).to.have.length(1);
            expect(posts).to.deep.equal([]);
        });

        it('never changes the event: listeners get what was pushed, valid or not', async () => {
            await open();
            const item = { event: 'link-click', eventInfo: { link: { text: 'x'.repeat(300) } }, extra: [1, 2] };
            const seen: unknown[] = [];
            layer().addEventListener('link-click', event => seen.push(event));
            layer().push(item);
            await clock.tickAsync(10);
            expect(seen).to.deep.equal([item]);
            expect(events[0].item).to.deep.equal(item);
        });
    });

    describe('bounds items that refer to themselves or nest deeper than 10 levels', () => {
        const circular = (event: string) => {
            const item: Record<string, unknown> = { event, eventInfo: { link: { text: 'Loop', region: 'main', target: '_self' } } };
            (item.eventInfo as Record<string, unknown>).owner = item;
            return item;
        };
        const deep = (levels: number) => {
            let value: Record<string, unknown> = { leaf: 'bottom' };
            for (let level = 1; level < levels; level++) {
                value = { next: value };
            }
            return value;
        };
        const depthOf = (value: unknown): number =>
            typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

        it('cuts an item pushed before ACDL ran: one console error naming the event, and ACDL merges the rest', async () => {
            await open(undefined, () => {
                page().adobeDataLayer = [{ page: { name: 'home' } }, circular('link-click'), { page: { section: 'deals' } }];
            });
            expect(layer().getState('page')).to.deep.equal({ name: 'home', section: 'deals' });
            await clock.tickAsync(10);
            expect(console.lines('error')).to.deep.equal([
                '🚀 Data-layer event "link-click" refers to itself or is nested deeper than 10 levels: it is kept cut at 10 levels.'
            ]);
            expect(events.map(event => event.name)).to.deep.equal(['link-click']);
            expect(depthOf(events[0].item)).to.equal(10);
        });

        it("cuts an item pushed later inside the page's push, which throws nothing, and the next push is handed on as usual", async () => {
            await open();
            expect(() => layer().push(circular('link-click'))).not.to.throw();
            expect(() => layer().push({ data: deep(40) })).not.to.throw();
            layer().push(LINK);
            await clock.tickAsync(10);
            expect(console.lines('error')).to.deep.equal([
                '🚀 Data-layer event "link-click" refers to itself or is nested deeper than 10 levels: it is kept cut at 10 levels.',
                '🚀 A data-layer item refers to itself or is nested deeper than 10 levels: it is kept cut at 10 levels.'
            ]);
            expect(depthOf(layer().getState())).to.equal(10);
            expect(events.map(event => event.name)).to.deep.equal(['link-click', 'link-click']);
            expect(events[1].item).to.deep.equal(LINK);
        });

        it('keeps an item within the limit as the page pushed it', async () => {
            await open();
            const item = { event: 'link-click', eventInfo: { link: { text: 'x', region: 'r', target: '_self' } }, data: deep(9) };
            layer().push(item);
            await clock.tickAsync(10);
            expect(layer()[layer().length - 1]).to.equal(item);
            expect(console.lines('error')).to.deep.equal([]);
        });
    });
});
