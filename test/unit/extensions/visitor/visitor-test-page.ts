import type { Container } from 'inversify';
import * as sinon from 'sinon';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import type { VisitorServiceImpl } from '../../../../src/extensions/visitor/visitor-service-impl';
import { ContainerRuntime } from '../../../../src/runtime/container-runtime';
import { RuleEngine } from '../../../../src/runtime/rule-engine';
import type { BuildEnvironment } from '../../../../src/services/build-info';
import { RegistrableDomain } from '../../../../src/services/registrable-domain';
import { VisitorService } from '../../../../src/services/visitor-service';
import { testDom } from '../../setup';
import { createBundleContainer, resetTestPage } from '../../test-container';

export const ORG = '9E1005A551ED61CA0A490D45@AdobeOrg';
/** A page whose path the property excludes from identity (config/visitor.ts): an instance made there is page code's own. */
export const PAGE_CODE_URL = 'https://privacy.alderway.com/cookie-policy';
export const ORG_PARAM = '9E1005A551ED61CA0A490D45%40AdobeOrg';
export const NOW = Date.parse('2026-11-22T12:00:00.000Z');
export const NOW_S = NOW / 1000;
export const TODAY = Math.ceil(NOW / 86400000);
export const MID = '08417562931046729384657201938475610293';

export interface FakeRequest {
    readonly url: string;
    readonly method: string;
    readonly requestHeaders: Record<string, string>;
    readonly withCredentials: boolean;
    respond(status: number, headers: Record<string, string>, body: string): void;
}

/**
 * A page of the property with the container's visitor-ID service on it. The network (XHR) and
 * the clock are sinon fakes; cookies, storage and the DOM are jsdom's.
 */
export class VisitorTestPage {
    readonly requests: FakeRequest[] = [];
    /** The personalization service's delivery calls. */
    readonly deliveryRequests: FakeRequest[] = [];
    readonly clock: sinon.SinonFakeTimers;
    readonly cookieWrites: string[] = [];
    container!: Container;

    constructor(
        readonly url = 'https://www.alderway.com/',
        cookies: Record<string, string> = { notice_behavior: 'implied,us' }
    ) {
        resetTestPage(url);
        this.clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
        // As the banner and the service write them: on the registrable domain.
        const domain = RegistrableDomain.of(new URL(url).hostname);
        for (const [name, value] of Object.entries(cookies)) {
            testDom.window.document.cookie = `${name}=${value}; path=/; domain=${domain}`;
        }
        const xhr = sinon.useFakeXMLHttpRequest();
        // The personalization service's calls (rental sites) are kept apart: they are not the visitor's.
        xhr.onCreate = request => {
            const fake = request as unknown as FakeRequest;
            const open = (request as unknown as { open: (method: string, url: string, ...rest: unknown[]) => void }).open.bind(request);
            (request as unknown as { open: (method: string, url: string, ...rest: unknown[]) => void }).open = (method, url, ...rest) => {
                open(method, url, ...rest);
                (/^https:\/\/[^/]+\.tt\.omtrdc\.net\//.test(url) ? this.deliveryRequests : this.requests).push(fake);
            };
        };
        (testDom.window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = xhr;
        this.spyOnCookieWrites();
    }

    /** Starts the container as the bundle does: runtime, every extension, the rules. */
    start(environment: BuildEnvironment = 'production'): this {
        this.container = createBundleContainer({ buildInfo: { environment } });
        // The banner script would load through jsdom: the network edge, replaced.
        this.container.get<ContainerRuntime>(ContainerRuntime).start();
        return this;
    }

    /** The visitor service, with the page's whole Visitor instance in view. */
    get visitor(): VisitorServiceImpl {
        return this.container.get<VisitorServiceImpl>(VisitorService);
    }

    /**
     * Page code's own `Visitor.getInstance(ORG, config)` on this started page, once the container's
     * start has settled and the page's Visitor global is installed; its first calls made.
     */
    async pageCodeInstance(config: Record<string, unknown>): Promise<VisitorInstance> {
        await this.settle();
        this.visitor.registry.install();
        const Visitor = (testDom.window as unknown as { Visitor: { getInstance(orgId: string, config?: unknown): VisitorInstance } })
            .Visitor;
        const instance = Visitor.getInstance(ORG, config);
        await this.settle();
        return instance;
    }

    urls(): string[] {
        return this.requests.map(request => request.url);
    }

    /** Answers request `index` with JSON. */
    answer(index: number, body: unknown, status = 200): void {
        this.requests[index].respond(
            status,
            { 'Content-Type': 'application/json' },
            typeof body === 'string' ? body : JSON.stringify(body)
        );
    }

    /** Ends the current task: the cookie writes it made reach document.cookie (CookieService batches them per task). */
    async endOfTask(): Promise<void> {
        await Promise.resolve();
    }

    /** Lets promise callbacks run (the fake clock holds timers, not microtasks). */
    async settle(): Promise<void> {
        await this.clock.tickAsync(0);
    }

    /** The AMCV cookie as the browser holds it (encoded), and decoded. */
    amcv(): { raw: string | undefined; decoded: string | undefined } {
        const name = `AMCV_${encodeURIComponent(ORG)}`;
        const raw = testDom.window.document.cookie
            .split('; ')
            .find(cookie => cookie.startsWith(`${name}=`))
            ?.slice(name.length + 1);
        return { raw, decoded: raw === undefined ? undefined : decodeURIComponent(raw) };
    }

    cookie(name: string): string | undefined {
        const prefix = `${encodeURIComponent(name)}=`;
        const found = testDom.window.document.cookie.split('; ').find(cookie => cookie.startsWith(prefix));
        return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
    }

    stop(): void {
        this.container?.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
        resetTestPage();
    }

    /** Records every raw Set-Cookie string the page writes, to check attributes such as expires. */
    protected spyOnCookieWrites(): void {
        const document = testDom.window.document;
        let descriptor: PropertyDescriptor | undefined;
        for (
            let proto = Object.getPrototypeOf(document) as object | null;
            proto && !descriptor;
            proto = Object.getPrototypeOf(proto) as object | null
        ) {
            descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
        }
        sinon
            .stub(document, 'cookie')
            .get(() => descriptor!.get!.call(document) as string)
            .set((value: string) => {
                this.cookieWrites.push(value);
                descriptor!.set!.call(document, value);
            });
    }
}
