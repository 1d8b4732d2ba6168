import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { RequestsInFlight } from '../../scripts/bench/requests-in-flight';
import { AFTER_LOAD_IDLE_TIMEOUT_MS } from '../../src/config/constants';
import type { LazyFile } from '../../src/services/lazy-features';
import { CPU_SLOWDOWN, patience, waitFor } from './patience';

/** The tabs of the container's QA inspector. */
export type InspectorTab =
    'rules' | 'data elements' | 'beacons' | 'visitor' | 'consent' | 'tags' | 'data layer' | 'personalization' | 'outbox' | 'errors';

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

/** What ends a rule's run in the monitor: one of these follows every run the engine starts. */
const RULE_OUTCOMES = ['ruleCompleted', 'ruleConditionFailed', 'ruleActionFailed'];

/**
 * How many of the rule runs the monitor saw start have not ended yet, of `rule` alone where it is
 * named: a trigger starts a run for each rule it lists (a rule listed twice matched twice).
 */
export function unendedRuns(events: readonly MonitorEvent[], rule?: string): number {
    const ours = (id: string | undefined) => rule === undefined || id === rule;
    const started = events
        .filter(event => event.hook === 'triggerFired')
        .reduce((count, event) => count + (event.rules ?? []).filter(ours).length, 0);
    return started - events.filter(event => RULE_OUTCOMES.includes(event.hook) && ours(event.rule)).length;
}

/** The monitor's events, one `hook:type` (or `hook:rule`) each, for a failed wait to name. */
export function monitorLine(events: readonly MonitorEvent[]): string {
    return JSON.stringify(events.map(event => `${event.hook}:${event.type ?? event.rule ?? ''}`));
}

/**
 * Waits until a page's QA monitor, as `read` reads it, saw an event that satisfies `predicate`;
 * returns every event it saw.
 */
export async function waitForMonitorEvent(
    read: () => Promise<MonitorEvent[]>,
    predicate: (event: MonitorEvent) => boolean,
    timeoutMs: number
): Promise<MonitorEvent[]> {
    let events: MonitorEvent[] = [];
    return waitFor(
        () => `a matching event of the QA monitor; it saw ${monitorLine(events)}`,
        async () => {
            events = await read();
            return events.some(predicate) ? events : undefined;
        },
        timeoutMs
    );
}

/** Slows the page's CPU down by TEST_CPU_SLOWDOWN, through the DevTools protocol. */
export async function throttle(page: Page): Promise<void> {
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

    constructor(
        readonly context: BrowserContext,
        readonly page: Page
    ) {
        this.inFlight = new RequestsInFlight(page);
        page.on('console', this.onConsole);
        page.on('pageerror', this.onPageError);
        page.on('request', this.onRequest);
        page.on('response', this.onResponse);
    }

    /**
     * Stops recording: the page goes on without this record of it (a tab that takes one journey
     * after another gives each a record of its own).
     */
    detach(): void {
        this.inFlight.detach();
        this.page.off('console', this.onConsole);
        this.page.off('pageerror', this.onPageError);
        this.page.off('request', this.onRequest);
        this.page.off('response', this.onResponse);
    }

    protected readonly onConsole = (message: ConsoleMessage): void => {
        this.consoleMessages.push({ type: message.type(), text: message.text() });
        if (message.type() === 'error') {
            this.errors.push(`console error: ${message.text()}`);
        }
    };

    protected readonly onPageError = (error: Error): void => {
        this.errors.push(`page error: ${error.message}`);
    };

    protected readonly onRequest = (request: Request): void => {
        const entry: PageRequest = {
            url: request.url(),
            method: request.method(),
            postData: request.postData() ?? undefined,
            resourceType: request.resourceType(),
            startedAt: Date.now()
        };
        this.requests.push(entry);
        this.started.set(request, entry);
    };

    protected readonly onResponse = (response: Response): void => {
        const entry = this.started.get(response.request());
        const startedAt = response.request().timing().startTime;
        if (entry && startedAt > 0) {
            entry.startedAt = startedAt;
        }
    };

    protected readonly started = new WeakMap<Request, PageRequest>();
    /** The page's requests that have not ended yet (answered, or failed). */
    protected readonly inFlight: RequestsInFlight;

    /**
     * Waits until the page has run every timer set so far that is due within `ms` from now: a
     * timer the page sets now with that delay runs after them. For work a rule hands on after a
     * delay of its own, which no monitor event shows (the banner actions' beacons).
     */
    async afterPageTimers(ms: number): Promise<void> {
        await this.page.evaluate(delay => new Promise(resolve => setTimeout(resolve, delay)), ms);
    }

    /**
     * Waits until the page has run the idle callbacks it asked for so far: they run in the order
     * asked, or, in a tab the browser gives no idle time (one of several in a window), when their
     * timeout comes, and this one asks with the container's own timeout after them. Work the
     * container leaves for idle time, such as a tag after the page view, has then started, and
     * `settled` sees its requests.
     */
    async afterPageIdle(): Promise<void> {
        await this.page.evaluate(
            timeout => new Promise<void>(resolve => requestIdleCallback(() => setTimeout(resolve, 0), { timeout })),
            AFTER_LOAD_IDLE_TIMEOUT_MS
        );
    }

    /**
     * Waits until the page has done all it will do for what happened so far: every rule run the
     * monitor saw start has ended, and no request of the page is on its way, not even one a rule
     * handed on in the background (the page gets two more tasks for that). What the page sends
     * after this is caused by what the test does next.
     */
    async settled(timeoutMs = 15000): Promise<void> {
        let why = '';
        await waitFor(
            () => `the page to settle: ${why}`,
            async () => {
                for (let turn = 0; turn < 2; turn++) {
                    if (this.inFlight.size > 0) {
                        why = `${this.inFlight.size} request(s) on their way: ${this.inFlight.describe()}`;
                        return undefined;
                    }
                    const unended = unendedRuns(await this.monitorEvents());
                    if (unended > 0) {
                        why = `${unended} rule run(s) not ended`;
                        return undefined;
                    }
                    await this.page.evaluate(() => new Promise(resolve => setTimeout(resolve, 0)));
                }
                return this.inFlight.size === 0 ? true : undefined;
            },
            timeoutMs
        );
    }

    /**
     * Waits until no hit waits in the container's outbox and its flag is down. On a loaded machine
     * an answer can come after the transport's watchdog: the hit is kept and sent again, and that
     * copy belongs to what happened before, not to what the test does next.
     */
    async outboxDrained(timeoutMs = 30000): Promise<void> {
        await this.page.waitForFunction(
            () => localStorage.getItem('tag-container.outbox') === null && !document.cookie.includes('tc_outbox='),
            undefined,
            { timeout: patience(timeoutMs) }
        );
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
        if (!(await button.isVisible())) {
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
        return waitForMonitorEvent(() => this.monitorEvents(), predicate, timeoutMs);
    }

    /**
     * Waits until every run of `rule` the monitor saw start has ended, and `triggers` have each
     * started one: the rule has done all it will do for them.
     */
    async waitForRuleSettled(rule: string, triggers: readonly string[]): Promise<MonitorEvent[]> {
        let events: MonitorEvent[] = [];
        return waitFor(
            () => `the runs of rule ${rule} on ${triggers.join(', ')} to end: ${monitorLine(events)}`,
            async () => {
                events = await this.monitorEvents();
                const fired = events.filter(event => event.hook === 'triggerFired' && event.rules?.includes(rule));
                return triggers.every(trigger => fired.some(event => event.type === trigger)) && unendedRuns(events, rule) <= 0
                    ? events
                    : undefined;
            }
        );
    }

    /**
     * Waits until the lazy file beside the bundle has run (it registers on `_satellite.__lazy`). The
     * container's promises for the file settle in the task that ran it, so whatever was waiting for
     * the file has started by the time the bench sees it.
     */
    async waitForLazyFile(file: LazyFile): Promise<void> {
        await this.page.waitForFunction(
            name => (window as unknown as { _satellite?: { __lazy?: Record<string, unknown> } })._satellite?.__lazy?.[name] !== undefined,
            file,
            { timeout: patience(10000) }
        );
    }

    /** Waits until the page logged a console line of `type` that matches `pattern`; returns it. */
    async waitForConsole(type: string, pattern: RegExp, timeoutMs = 10000): Promise<string> {
        return waitFor(
            () => `a console ${type} matching ${pattern}; got: ${JSON.stringify(this.consoleMessages)}`,
            () => this.consoleLines(type).find(line => pattern.test(line)),
            timeoutMs
        );
    }

    consoleLines(type: string): string[] {
        return this.consoleMessages.filter(message => message.type === type).map(message => message.text);
    }

    unexpectedErrors(): string[] {
        return this.errors.filter(error => !this.expected.some(pattern => pattern.test(error)));
    }
}
