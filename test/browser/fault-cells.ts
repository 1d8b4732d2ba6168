import { expect } from 'chai';
import type { CapturedRequest, RequestKind } from '../../demo-site/server/captured-request';
import type { FaultMode } from '../../demo-site/server/fault-registry';
import type { BenchPage } from './bench';
import { paramsOf, waitFor } from './bench';
import { bench } from './fixture';

/**
 * What the fault matrix's cells share: the page under a fault, the beacons the emulator received
 * and how to wait for them, and the page's own record of what went wrong.
 */

/** The emulator's `slow`, for every row: past the visitor wait (2000 ms) and the personalization timeout (3000 ms), within a beacon's and a schema's 5000 ms. */
export const SLOW_MS = 4000;
/** A beacon's request is given this long before the next one goes (AnalyticsSettings.requestWatchdog). */
export const BEACON_WATCHDOG_MS = 5000;
/** How long a beacon waits for the visitor's ids (AnalyticsSettings.visitorWait). */
export const VISITOR_WAIT_MS = 2000;
/** Timers in the browser and arrival times at the emulator differ by a little; this much is allowed. */
export const SLACK_MS = 400;
export const ORG = '9E1005A551ED61CA0A490D45@AdobeOrg';
/** Page code's own link hit, sent once a cell's work is done: its arrival proves the queue before it has gone. */
export const PROBE = 'fault-matrix probe';
/** The browser's line for a request answered 500 (the `error` fault): the browser's, not the container's. */
export const FAILED_500 = /^console error: Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/;

/** One endpoint of the matrix: the request kinds its fault switches, where it is seen, and what its cells check. */
export interface FaultRow {
    readonly name: string;
    readonly kinds: readonly RequestKind[];
    readonly url: string;
    /** Errors the fault provokes in the page that are not the container's, per mode (the error mode's 500 line is added for every row). */
    readonly provokes?: Partial<Record<FaultMode, readonly RegExp[]>>;
    /** The container's own console warnings for the fault, per mode (the wording of docs/requirements.md §8); any other fails the cell. */
    readonly says?: Partial<Record<FaultMode, readonly RegExp[]>>;
    /**
     * Where the hits the collector took begin, among the emulator's analytics requests: the
     * tries before it failed (the beacon row's outage) are not deliveries. Default: all of them.
     */
    readonly deliveredFrom?: () => number;
    /** Drives the visited page and checks what the row promises; says what the container did, for the table. */
    readonly run: (cell: Cell) => Promise<string>;
}

export interface Cell {
    readonly page: BenchPage;
    readonly mode: FaultMode;
}

export const isLink = (name: string) => (request: CapturedRequest) => paramsOf(request).pev2 === name;

/** The emulator's analytics hits, one key per page view or link: a key seen twice is a duplicate. */
export function hitCounts(from = 0): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const request of bench().requests({ kind: 'analytics' }).slice(from)) {
        const params = paramsOf(request);
        const key = params.pe === undefined ? 'page view' : `${params.pe} ${params.pev2 ?? params.pev1 ?? ''}`;
        counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
}

export function beacon(predicate: (request: CapturedRequest) => boolean, timeoutMs = 10000): Promise<CapturedRequest> {
    return bench().waitForRequest({ kind: 'analytics' }, predicate, timeoutMs);
}

export const arrival = (request: CapturedRequest) => Date.parse(request.time);

/** `s.tl()` from page code: a link hit of its own, after everything the cell made the container send. */
export async function sendProbe(page: BenchPage): Promise<CapturedRequest> {
    await page.page.evaluate(
        name => (window as unknown as { s: { tl(object: unknown, type: string, name: string): void } }).s.tl(true, 'o', name),
        PROBE
    );
    return beacon(isLink(PROBE), BEACON_WATCHDOG_MS + VISITOR_WAIT_MS + 3000);
}

/** Waits for a console line of the page (a warning the container logs on the fault). */
export async function consoleLine(page: BenchPage, pattern: RegExp, timeoutMs: number): Promise<string> {
    return waitFor(
        () => `a console line matching ${pattern}: ${JSON.stringify(page.consoleMessages)}`,
        () => page.consoleMessages.map(message => message.text).find(text => pattern.test(text)),
        timeoutMs
    );
}

/** The container's warnings (its lines start with the rocket); none expected means none may show. */
export function containerWarnings(page: BenchPage): string[] {
    return page.consoleMessages
        .filter(message => message.type === 'warning' && message.text.startsWith('\u{1F680}'))
        .map(message => message.text.slice(3));
}

/**
 * Before the page's own scripts: records unhandled rejections (Chromium reports only some as page
 * errors), and when the window loaded and the consent banner showed; the demo pages' hiding probe
 * (demo-site/server/bench-page-scripts.ts) records when the personalization hiding style came and went.
 */
export async function watchPage(page: BenchPage): Promise<void> {
    bench().server.settings.set('pageProbe', 'hiding');
    await page.page.addInitScript(() => {
        const record = {
            rejections: [] as string[],
            loadedAt: undefined as number | undefined,
            bannerAt: undefined as number | undefined
        };
        addEventListener('load', () => {
            record.loadedAt = performance.now();
        });
        (window as unknown as { __faults: typeof record }).__faults = record;
        addEventListener('unhandledrejection', event =>
            record.rejections.push(String((event.reason as Error | undefined)?.message ?? event.reason))
        );
        new MutationObserver(() => {
            if (record.bannerAt === undefined && document.getElementById('truste-consent-button')) {
                record.bannerAt = performance.now();
            }
        }).observe(document, { childList: true, subtree: true });
    });
}

/** What watchPage recorded; times are the page's performance.now(). */
export interface PageRecord {
    readonly rejections: string[];
    readonly hiddenAt?: number;
    readonly shownAt?: number;
    readonly loadedAt?: number;
    readonly bannerAt?: number;
}

export async function pageRecord(page: BenchPage): Promise<PageRecord> {
    return page.page.evaluate(() => {
        const { __faults: record, __hiding: hiding } = window as unknown as {
            __faults: PageRecord;
            __hiding?: { added?: number; removed?: number };
        };
        return { ...record, hiddenAt: hiding?.added, shownAt: hiding?.removed };
    });
}

/** What the page's Visitor instance says (page code's view of identity). */
export async function visitorState(page: BenchPage): Promise<{ mid: string; clientSide: boolean; corsErrors: string[] }> {
    return page.page.evaluate(org => {
        const visitor = (
            window as unknown as {
                Visitor: {
                    getInstance(org: string): {
                        getMarketingCloudVisitorID(): string;
                        isClientSideMarketingCloudVisitorID(): boolean;
                        CORSErrors: Array<{ url: string; error: string }>;
                    };
                };
            }
        ).Visitor.getInstance(org);
        return {
            mid: visitor.getMarketingCloudVisitorID(),
            clientSide: visitor.isClientSideMarketingCloudVisitorID(),
            corsErrors: visitor.CORSErrors.map(entry => `${new URL(entry.url).host}${new URL(entry.url).pathname}: ${entry.error}`)
        };
    }, ORG);
}

/** The cell's requests of the given kinds: none may leave where a cell says nothing is tracked. */
export function requestsOf(...kinds: RequestKind[]): string[] {
    return bench()
        .requests({ kind: kinds })
        .map(request => `${request.kind} ${request.host}${request.path}`);
}

export function expectOnce(counts: Record<string, number>, keys: readonly string[]): void {
    for (const key of keys) {
        expect(counts[key], `${key} received once`).to.equal(1);
    }
}
