import type { Browser, BrowserContext } from 'playwright-core';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { DemoServer } from '../../demo-site/server/demo-server';
import type { Fault } from '../../demo-site/server/fault-registry';
import { launchChromium } from '../../scripts/chromium';
import type { PageRequest } from './bench-page';
import { BenchPage, throttle } from './bench-page';
import { CPU_SLOWDOWN } from './patience';
import { RunLog } from './run-log';

export { paramsOf } from '../engines/beacons';
export { BenchPage } from './bench-page';
export type { InspectorTab, MonitorEvent, PageRequest } from './bench-page';
export { CPU_SLOWDOWN, patience, waitFor } from './patience';

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

/**
 * The browser test bench: the demo server and emulator on free ports, and Debian's Chromium that
 * resolves every host to it (docs/requirements.md §10.2). Tests browse real production URLs with no port.
 *
 * Each test is a run of its own: every browser context it opens sends a User-Agent that ends with
 * the run's tag, the emulator keeps that header with each request, and `requests()` lists only the
 * current run's. Pages of an earlier test that are somehow still busy can neither add to a later
 * test's requests nor be counted by it; and the run's contexts are closed before the next starts.
 */
export class Bench extends RunLog {
    protected readonly pages: BenchPage[] = [];
    protected readonly contexts: BrowserContext[] = [];
    protected run = 1;

    protected constructor(
        readonly server: DemoServer,
        readonly browser: Browser,
        readonly port: number,
        readonly tlsPort: number,
        protected readonly userAgent: string
    ) {
        super();
    }

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
     * ends; every page of it runs at the CPU speed of TEST_CPU_SLOWDOWN. In the bench's Chromium,
     * or in another mapped to the same server (one started with other options).
     */
    async newContext(browser: Browser = this.browser): Promise<BrowserContext> {
        const context = await browser.newContext({ ignoreHTTPSErrors: true, userAgent: `${this.userAgent} ${this.runTag}` });
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
        return new BenchPage(context, page);
    }

    /** A page in a fresh browser context: no cookies, no storage. */
    async newPage(browser: Browser = this.browser): Promise<BenchPage> {
        const page = await this.newContextPage(await this.newContext(browser));
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

    clearRequests(): void {
        this.server.log.clear();
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
