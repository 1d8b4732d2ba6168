import type { Container } from 'inversify';
import * as sinon from 'sinon';
import { SchemaSettings } from '../../../../src/config/data-layer';
import type { JsonSchema } from '../../../../src/config/data-layer-schemas';
import { consentModule } from '../../../../src/extensions/consent/consent-module';
import { dataLayerModule } from '../../../../src/extensions/data-layer/data-layer-module';
import type { LazyFile } from '../../../../src/services/lazy-features';
import { LazyFeatures } from '../../../../src/services/lazy-features';
import type { SchemaValidator } from '../../../../src/services/schema-validator';
import { SchemaValidatorProvider } from '../../../../src/services/schema-validator';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { LAZY_EXPORTS } from '../../in-process-lazy-features';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

export const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** Where the schema server publishes the schema of `event` for the property's build. */
export function schemaUrl(event: string): string {
    return `https://assets.adobedtm.com/data-layer-schemas/9E1005A551ED61CA0A490D45%40AdobeOrg/PR8b3c21f0e4a54d7c9a1e0f6b2d4c8e11/BL2026.11/${event}.json`;
}

export interface FakeRequest {
    readonly url: string;
    readonly method: string;
    readonly withCredentials: boolean;
    readonly aborted: boolean;
    respond(status: number, headers: Record<string, string>, body: string): void;
    error(): void;
}

/**
 * A visitor's browser on a page of the property, with the data-layer validator of a container
 * on it. The network (XHR), the clock and the console are sinon fakes; cookies and localStorage
 * are jsdom's, and outlive the containers: a new container is the visitor's next page.
 */
export class DataLayerTestPage {
    readonly requests: FakeRequest[] = [];
    readonly clock: sinon.SinonFakeTimers;
    readonly console: ConsoleCapture;
    container!: Container;

    constructor({ consent = true } = {}) {
        resetTestPage('https://www.alderway.com/');
        this.clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        // As the banner writes it: an EU visitor has not consented until they choose.
        this.setCookie('notice_behavior', consent ? 'implied,us' : 'implied,eu');
        const xhr = sinon.useFakeXMLHttpRequest();
        xhr.onCreate = request => {
            this.requests.push(request as unknown as FakeRequest);
        };
        (testDom.window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = xhr;
        this.console = captureConsole();
    }

    /** The validator of a new page in this browser: a new container, the lazy files in-process. */
    async nextPage(): Promise<SchemaValidator> {
        this.container = createTestContainer({ modules: [consentModule, dataLayerModule] });
        // The files beside the bundle, at once: the validator itself waits for nothing.
        this.container.rebind(LazyFeatures).toConstantValue({ load: (file: LazyFile) => Promise.resolve(LAZY_EXPORTS[file]) });
        return this.container.get<SchemaValidatorProvider>(SchemaValidatorProvider)();
    }

    setCookie(name: string, value: string): void {
        testDom.window.document.cookie = `${name}=${value}; path=/; domain=alderway.com`;
    }

    /** Answers request `index` with a body, JSON unless a string. */
    answer(index: number, body: unknown, status = 200): void {
        this.requests[index].respond(
            status,
            { 'Content-Type': 'application/json' },
            typeof body === 'string' ? body : JSON.stringify(body)
        );
    }

    /** The schema cache entry of `event`, as stored. */
    cached(event: string): unknown {
        const text = testDom.window.localStorage.getItem(SchemaSettings.schemaCacheKey + event);
        return text === null ? undefined : JSON.parse(text);
    }

    /** Puts a cache entry for `event`, as an earlier page would have left it. */
    cache(event: string, schema: JsonSchema | null, expires: number): void {
        testDom.window.localStorage.setItem(SchemaSettings.schemaCacheKey + event, JSON.stringify({ schema, expires }));
    }

    /** Lets promise callbacks run (the fake clock holds timers, not microtasks). */
    async settle(): Promise<void> {
        await this.clock.tickAsync(0);
    }

    stop(): void {
        sinon.restore();
        resetTestPage();
    }
}
