import { Browser, BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { CapturedRequest } from '../../demo-site/server/captured-request';
import { DemoServer } from '../../demo-site/server/demo-server';
import { Fault } from '../../demo-site/server/fault-registry';
import { RequestFilter } from '../../demo-site/server/request-log';
import { launchChromium } from '../../scripts/chromium';
import type { LazyFile } from '../../src/services/lazy-features';

/** A beacon's parameters, whichever way it came (GET and sendBeacon in the URL, POST in the body). */
export function paramsOf(request: CapturedRequest): Record<string, string> {
    const values = request.form ?? request.query;
    return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
}

/**
 * A beacon's parameters as the page sent it: GET and sendBeacon carry them in the URL, the long
 * form POSTs in the body (a JSON body, such as a schema-violation report, is not a beacon's).
 */
export function beaconParamsOf(request: PageRequest): Record<string, string> {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    if (request.postData && !request.postData.trimStart().startsWith('{')) {
        Object.assign(params, Object.fromEntries(new URLSearchParams(request.postData)));
    }
    return params;
}

/** The tabs of the container's QA inspector. */
export type InspectorTab = 'rules' | 'data elements' | 'beacons' | 'visitor' | 'consent' | 'data layer' | 'personalization' | 'outbox' | 'errors';

/** One event the demo pages' QA monitor recorded (see demo-site/server/qa-monitor-snippet.ts). */
export interface MonitorEvent {
    readonly hook: string;
    readonly type?: string;
    readonly rule?: string;
    readonly rules?: string[];
    readonly error?: string;
    /** Consent-loaded triggers: whether the visitor's consent allows tracking. */
    readonly hasConsent?: boolean;
    /** Data-layer triggers: the event's name and how it was validated when it was handed on. */
    readonly dataLayer?: { readonly name: string; readonly validation: { readonly status: string; readonly reason?: string } };
    /** When the monitor heard it, by the page's clock: ms since the epoch. */
    readonly at: number;
}

/** Requests that stay open as long as the page does: they never count as on their way. */
const LASTING = ['eventsource', 'websocket'];

/** What ends a rule's run in the monitor: one of these follows every run the engine starts. */
const RULE_OUTCOMES = ['ruleCompleted', 'ruleConditionFailed', 'ruleActionFailed'];

/**
 * `TEST_CPU_SLOWDOWN=<n>` throttles Chromium's CPU n times on every page of the run (the DevTools
 * protocol's `Emulation.setCPUThrottlingRate`), as a slower machine would run it; 1 when unset.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.TEST_CPU_SLOWDOWN) || 1);

/**
 * How long a wait may last before it counts as failed: `ms` at full speed, longer on a slowed-down
 * CPU. A wait ends at its event; this bound only says when to give up and name what never came.
 */
export function patience(ms: number): number {
    return ms * CPU_SLOWDOWN;
}

/**
 * Polls `probe` until it returns a value (anything but undefined), for conditions the bench can look
 * at but not subscribe to; fails after `timeoutMs`, saying what it waited for.
 */
export async function waitFor<T>(what: string | (() => string), probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10000): Promise<T> {
    const deadline = Date.now() + patience(timeoutMs);
    for (;;) {
        const value = await probe();
        if (value !== undefined) {
            return value;
        }
        if (Date.now() > deadline) {
            throw new Error(`Waited ${timeoutMs} ms for ${typeof what === 'function' ? what() : what}`);
        }
        await new Promise(resolve => setTimeout(resolve, 50));
    }
}

/**
 * The browser test bench: the demo server and emulator on free ports, and Debian's Chromium that
 * resolves every host to it (docs/requirements.md §10.2). Tests browse real production URLs with no port.
 *
 * Each test is a run of its own: every browser context it opens sends a User-Agent that ends with
 * the run's tag, the emulator keeps that header with each request, and `requests()` lists only the
 * current run's. Pages of an earlier test that are somehow still busy can neither add to a later
 * test's requests nor be counted by it; and the run's contexts are closed before the next starts.
 */
export class Bench {

    protected readonly pages: BenchPage[] = [];
    protected readonly contexts: BrowserContext[] = [];
    protected run = 1;

    protected constructor(readonly server: DemoServer, readonly browser: Browser, readonly port: number, readonly tlsPort: number,
        protected readonly userAgent: string) { }

    static async start(): Promise<Bench> {
        const server = new DemoServer({ port: 0, tlsPort: 0 });
        const { port, tlsPort } = await server.start();
        const browser = await launchChromium(port, tlsPort);
        // Chromium's own User-Agent, which each run's contexts send with their tag appended.
        const probe = await browser.newPage();
        const userAgent = await probe.evaluate(() => navigator.userAgent);
        await probe.context().close();
        return new Bench(server, browser, port, tlsPort, userAgent);
    }

    async stop(): Promise<void> {
        await this.browser.close();
        await this.server.stop();
    }

    /** The current run's tag: the last word of the User-Agent of its requests. */
    get runTag(): string {
        return `tc-test-run/${this.run}`;
    }

    /** The run in progress, to tell whether a loop started for it should go on (`visitAll`). */
    get currentRun(): number {
        return this.run;
    }

    /** Ends the current run (after its contexts are closed): later requests belong to the next. */
    nextRun(): void {
        this.run++;
    }

    /**
     * A fresh browser context of the current run (no cookies, no storage), closed when the run
     * ends; every page of it runs at the CPU speed of TEST_CPU_SLOWDOWN.
     */
    async newContext(): Promise<BrowserContext> {
        const context = await this.browser.newContext({ ignoreHTTPSErrors: true, userAgent: `${this.userAgent} ${this.runTag}` });
        this.contexts.push(context);
        context.on('close', () => this.contexts.includes(context) && this.contexts.splice(this.contexts.indexOf(context), 1));
        if (CPU_SLOWDOWN > 1) {
            // Pages the page opens itself (a policy link's tab) run as slowly as the page.
            context.on('page', page => void throttle(page).catch(() => undefined));
        }
        return context;
    }

    /** A page of a context of the current run, as slow as TEST_CPU_SLOWDOWN says before it loads anything. */
    async newContextPage(context: BrowserContext): Promise<BenchPage> {
        const page = await context.newPage();
        if (CPU_SLOWDOWN > 1) {
            await throttle(page);
        }
        return new BenchPage(this, context, page);
    }

    /** A page in a fresh browser context: no cookies, no storage. */
    async newPage(): Promise<BenchPage> {
        const page = await this.newContextPage(await this.newContext());
        this.pages.push(page);
        return page;
    }

    /** Closes the run's pages and contexts; returns the errors a page had that the test did not expect. */
    async closePages(): Promise<string[]> {
        const problems = this.pages.flatMap(page => page.unexpectedErrors());
        this.pages.length = 0;
        await Promise.all(this.contexts.splice(0).map(context => context.close().catch(() => undefined)));
        return problems;
    }

    /** Whether the request came from the current run: its User-Agent's last word is the run's tag. */
    ofThisRun(request: CapturedRequest): boolean {
        return (request.userAgent ?? '').split(' ').pop() === this.runTag;
    }

    /** The requests the emulator received from the current run's pages (and its calls from Node). */
    requests(filter: RequestFilter = {}): CapturedRequest[] {
        return this.server.log.list(filter).filter(request => this.ofThisRun(request));
    }

    clearRequests(): void {
        this.server.log.clear();
    }

    /** Waits until the emulator received a request that satisfies `predicate`. */
    async waitForRequest(filter: RequestFilter, predicate: (request: CapturedRequest) => boolean = () => true, timeoutMs = 10000): Promise<CapturedRequest> {
        const deadline = Date.now() + patience(timeoutMs);
        for (;;) {
            const match = this.requests(filter).find(predicate);
            if (match) {
                return match;
            }
            if (Date.now() > deadline) {
                throw new Error(`No request matching ${JSON.stringify(filter)} within ${timeoutMs} ms; received: `
                    + this.requests().map(request => `${request.kind} ${request.host}${request.path}`).join(', '));
            }
            await new Promise(resolve => setTimeout(resolve, 50));
        }
    }

    /** The consent banner's region: EU (opt-in) or not; undefined lets the script id's country decide. */
    setConsentRegion(region: 'eu' | 'us' | undefined): void {
        if (region) {
            this.server.settings.set('consentRegion', region);
        } else {
            this.server.settings.delete('consentRegion');
        }
    }

    /** Switches the emulator's QA API (`/__qa/...`) off, as on a real site, or on again. */
    setQaApi(on: boolean): void {
        if (on) {
            this.server.settings.delete('qaApi');
        } else {
            this.server.settings.set('qaApi', 'off');
        }
    }

    setFault(kind: CapturedRequest['kind'], fault: Fault): void {
        this.server.faults.set(kind, fault);
    }

    clearFaults(): void {
        this.server.faults.clear();
    }
}

/** Slows the page's CPU down by TEST_CPU_SLOWDOWN, through the DevTools protocol. */
async function throttle(page: Page): Promise<void> {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A request the page made, as Chromium reports it (the page's own record, whatever the emulator got). */
export interface PageRequest {
    readonly url: string;
    readonly method: string;
    readonly postData: string | undefined;
    /** Chromium's resource type: `image`, `ping` (sendBeacon), `xhr`, `script`, `document`, ... */
    readonly resourceType: string;
    /**
     * When the browser started it, ms since the epoch: Chromium's own time once an answer came,
     * until then the time the bench heard of it, which is later. Lines drawn by the page's clock
     * (`MonitorEvent.at`) sort requests by it.
     */
    startedAt: number;
}

/** A Chromium page that records console errors and page errors, so none goes unnoticed. */
export class BenchPage {

    protected readonly errors: string[] = [];
    protected readonly expected: RegExp[] = [];
    readonly consoleMessages: Array<{ type: string; text: string }> = [];
    /** Every request of the page, in order: tests that run pages side by side tell theirs apart by it. */
    readonly requests: PageRequest[] = [];

    constructor(readonly bench: Bench, readonly context: BrowserContext, readonly page: Page) {
        page.on('console', (message: ConsoleMessage) => {
            this.consoleMessages.push({ type: message.type(), text: message.text() });
            if (message.type() === 'error') {
                this.errors.push(`console error: ${message.text()}`);
            }
        });
        page.on('pageerror', error => this.errors.push(`page error: ${error.message}`));
        page.on('requestfailed', (request: Request) => this.onRequestFailed(request));
        page.on('request', (request: Request) => {
            const entry: PageRequest = { url: request.url(), method: request.method(), postData: request.postData() ?? undefined, resourceType: request.resourceType(), startedAt: Date.now() };
            this.requests.push(entry);
            this.started.set(request, entry);
            if (!LASTING.includes(request.resourceType())) {
                this.inFlight.add(request);
            }
        });
        page.on('requestfinished', (request: Request) => this.inFlight.delete(request));
        page.on('requestfailed', (request: Request) => this.inFlight.delete(request));
        page.on('response', (response: Response) => {
            const entry = this.started.get(response.request());
            const startedAt = response.request().timing().startTime;
            if (entry && startedAt > 0) {
                entry.startedAt = startedAt;
            }
        });
    }

    protected readonly started = new WeakMap<Request, PageRequest>();
    /** The page's requests that have not ended yet (answered, or failed). */
    protected readonly inFlight = new Set<Request>();

    /**
     * Waits until the page has run every timer set so far that is due within `ms` from now: a
     * timer the page sets now with that delay runs after them. For work a rule hands on after a
     * delay of its own, which no monitor event shows (the banner actions' beacons).
     */
    async afterPageTimers(ms: number): Promise<void> {
        await this.page.evaluate(delay => new Promise(resolve => setTimeout(resolve, delay)), ms);
    }

    /**
     * Waits until the page has done all it will do for what happened so far: every rule run the
     * monitor saw start has ended, and no request of the page is on its way, not even one a rule
     * handed on in the background (the page gets two more tasks for that). What the page sends
     * after this is caused by what the test does next.
     */
    async settled(timeoutMs = 15000): Promise<void> {
        let why = '';
        await waitFor(() => `the page to settle: ${why}`, async () => {
            for (let turn = 0; turn < 2; turn++) {
                if (this.inFlight.size > 0) {
                    why = `${this.inFlight.size} request(s) on their way: ${[...this.inFlight].map(request => request.url().slice(0, 100)).join(', ')}`;
                    return undefined;
                }
                const events = await this.monitorEvents();
                const runs = events.filter(event => event.hook === 'triggerFired').reduce((count, event) => count + (event.rules?.length ?? 0), 0);
                const ended = events.filter(event => RULE_OUTCOMES.includes(event.hook)).length;
                if (ended < runs) {
                    why = `${runs - ended} rule run(s) not ended`;
                    return undefined;
                }
                await this.page.evaluate(() => new Promise(resolve => setTimeout(resolve, 0)));
            }
            return this.inFlight.size === 0 ? true : undefined;
        }, timeoutMs);
    }

    /** Declares an error the test provokes on purpose; unexpected ones fail the test. */
    expectError(pattern: RegExp): void {
        this.expected.push(pattern);
    }

    /** Opens a URL; returns the HTTP status of the page. */
    async visit(url: string): Promise<number> {
        const response = await this.page.goto(url, { waitUntil: 'load' });
        return response?.status() ?? 0;
    }

    /** Cookies for a URL's host, as a returning visitor would bring them. */
    async setCookies(url: string, cookies: Record<string, string>): Promise<void> {
        await this.context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
    }

    /** Opens a tab of the QA inspector (unfolding it first) and returns its text. */
    async inspectorTab(tab: InspectorTab): Promise<string> {
        const button = this.page.locator(`#qa-inspector header button[data-tab="${tab}"]`);
        // The panel comes with its own file, a moment after the page.
        await this.page.locator('#qa-inspector header').waitFor();
        if (!await button.isVisible()) {
            await this.page.click('#qa-inspector header button.toggle');
        }
        await button.click();
        return this.page.locator(`#qa-inspector .qa-body[data-view="${tab}"]`).innerText();
    }

    /** Trigger and rule events the page's QA monitor recorded. */
    async monitorEvents(): Promise<MonitorEvent[]> {
        return this.page.evaluate(() => (window as unknown as { __tagMonitor?: { events: MonitorEvent[] } }).__tagMonitor?.events ?? []);
    }

    /** Waits until the monitor saw an event that satisfies `predicate`. */
    async waitForMonitor(predicate: (event: MonitorEvent) => boolean, timeoutMs = 10000): Promise<MonitorEvent[]> {
        const deadline = Date.now() + patience(timeoutMs);
        for (;;) {
            const events = await this.monitorEvents();
            if (events.some(predicate)) {
                return events;
            }
            if (Date.now() > deadline) {
                throw new Error(`The QA monitor saw no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
            }
            await this.page.waitForTimeout(50);
        }
    }

    /**
     * Waits until every run of `rule` the monitor saw start has ended, and `triggers` have each
     * started one: the rule has done all it will do for them.
     */
    async waitForRuleSettled(rule: string, triggers: readonly string[]): Promise<MonitorEvent[]> {
        let events: MonitorEvent[] = [];
        return waitFor(() => `the runs of rule ${rule} on ${triggers.join(', ')} to end: ${JSON.stringify(events)}`, async () => {
            events = await this.monitorEvents();
            const fired = events.filter(event => event.hook === 'triggerFired' && event.rules?.includes(rule));
            // A trigger lists the rule once per subscription it matched: each is a run.
            const runs = fired.reduce((count, event) => count + event.rules!.filter(id => id === rule).length, 0);
            const ended = events.filter(event => RULE_OUTCOMES.includes(event.hook) && event.rule === rule).length;
            return triggers.every(trigger => fired.some(event => event.type === trigger)) && ended >= runs ? events : undefined;
        });
    }

    /**
     * Waits until the lazy file beside the bundle has run (it registers on `_satellite.__lazy`). The
     * container's promises for the file settle in the task that ran it, so whatever was waiting for
     * the file has started by the time the bench sees it.
     */
    async waitForLazyFile(file: LazyFile): Promise<void> {
        await this.page.waitForFunction(name => (window as unknown as { _satellite?: { __lazy?: Record<string, unknown> } })._satellite?.__lazy?.[name] !== undefined,
            file, { timeout: patience(10000) });
    }

    /** Waits until the page logged a console line of `type` that matches `pattern`; returns it. */
    async waitForConsole(type: string, pattern: RegExp, timeoutMs = 10000): Promise<string> {
        return waitFor(() => `a console ${type} matching ${pattern}; got: ${JSON.stringify(this.consoleMessages)}`,
            () => this.consoleLines(type).find(line => pattern.test(line)), timeoutMs);
    }

    consoleLines(type: string): string[] {
        return this.consoleMessages.filter(message => message.type === type).map(message => message.text);
    }

    unexpectedErrors(): string[] {
        return this.errors.filter(error => !this.expected.some(pattern => pattern.test(error)));
    }

    protected onRequestFailed(request: Request): void {
        // Requests the test broke on purpose (faults, navigation away) show up here; they are not errors
        // of the page. Console errors the browser logs for them are reported through 'console'.
        void request;
    }
}
