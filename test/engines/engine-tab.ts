import type { MonitorEvent } from '../browser/bench-page';
import { monitorLine, unendedRuns, waitForMonitorEvent } from '../browser/bench-page';
import { waitFor } from '../browser/patience';
import type { EngineTab } from './engine';

/**
 * What went wrong on a page: as the demo pages' first script recorded it (PAGE_PROBLEMS_SNIPPET),
 * or as the browser itself reported it on its own channel ('browser error').
 */
export interface PageProblem {
    readonly kind: 'uncaught error' | 'unhandled rejection' | 'console error' | 'console warn' | 'browser error';
    readonly text: string;
    readonly source?: string;
}

/**
 * A tab of the engine bench: the engine's tab, plus what every scenario reads the same way in
 * every engine (the page's problems, the QA monitor's events, the page's cookies). Problems are
 * collected before the tab leaves a page, so none is lost with the page.
 */
export class BenchTab {
    /** Every problem of the pages this tab has shown, oldest first. */
    readonly problems: PageProblem[] = [];
    protected readonly expected: RegExp[] = [];
    protected open = true;

    constructor(protected readonly tab: EngineTab) {}

    async visit(url: string): Promise<void> {
        await this.collectProblems();
        await this.tab.visit(url);
    }

    evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
    evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
    evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
        return this.tab.evaluate(fn, arg as A);
    }

    /** Clicks as a visitor does; what the page had said so far is kept first, in case the click leaves it. */
    async click(selector: string): Promise<void> {
        await this.collectProblems();
        await this.tab.click(selector);
    }

    async close(): Promise<void> {
        if (!this.open) {
            return;
        }
        await this.collectProblems();
        this.open = false;
        await this.tab.close();
    }

    /**
     * Waits until the tab shows the page at `url` (its address without query or fragment) and that
     * page has loaded. A test that made its page leave ends on the page it went to, not halfway:
     * Chromium can acknowledge closing a tab mid-commit and leave it open for good, and the run's
     * clean-up would wait on it.
     */
    async waitForPage(url: string, timeoutMs = 10000): Promise<void> {
        let seen = 'nothing yet';
        await waitFor(
            () => `the tab to show ${url}, loaded; it showed ${seen}`,
            async () => {
                const page = await this.tab
                    .evaluate(() => ({ url: location.origin + location.pathname, state: document.readyState }), undefined)
                    // The old page's context went away under the call: the new one is on its way.
                    .catch(() => undefined);
                seen = page ? `${page.url} (${page.state})` : 'a page between two';
                return page?.url === url && page.state === 'complete' ? true : undefined;
            },
            timeoutMs
        );
    }

    /** Declares a problem the test provokes on purpose; any other fails the test. */
    expectProblem(pattern: RegExp): void {
        this.expected.push(pattern);
    }

    /** Reads the current page's problems into `problems` and clears them in the page, with what the browser reported. */
    async collectProblems(): Promise<void> {
        this.problems.push(...this.tab.takeBrowserErrors().map(text => ({ kind: 'browser error' as const, text })));
        if (!this.open) {
            return;
        }
        const fresh = await this.tab
            .evaluate(() => {
                const list = (window as unknown as { __pageProblems?: PageProblem[] }).__pageProblems;
                return list ? list.splice(0, list.length) : [];
            }, undefined)
            .catch(() => [] as PageProblem[]);
        this.problems.push(...fresh);
    }

    /** The page's uncaught errors, unhandled rejections and console errors that no test declared. */
    async unexpectedProblems(): Promise<PageProblem[]> {
        await this.collectProblems();
        return this.problems.filter(
            problem => problem.kind !== 'console warn' && !this.expected.some(pattern => pattern.test(problem.text))
        );
    }

    /** Console lines of one level said so far on this tab's pages. */
    async consoleLines(level: 'error' | 'warn'): Promise<string[]> {
        await this.collectProblems();
        return this.problems.filter(problem => problem.kind === `console ${level}`).map(problem => problem.text);
    }

    /** Waits until the page said a console line of `level` that matches `pattern`; returns it. */
    async waitForConsole(level: 'error' | 'warn', pattern: RegExp, timeoutMs = 10000): Promise<string> {
        return waitFor(
            () => `a console ${level} matching ${pattern}; got ${JSON.stringify(this.problems)}`,
            async () => (await this.consoleLines(level)).find(line => pattern.test(line)),
            timeoutMs
        );
    }

    /** The page's own cookie jar, as document.cookie shows it. */
    async cookies(): Promise<Record<string, string>> {
        const jar = await this.evaluate(() => document.cookie);
        return Object.fromEntries(
            jar
                .split(/;\s*/)
                .filter(Boolean)
                .map(pair => {
                    const at = pair.indexOf('=');
                    return [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
                })
        );
    }

    async monitorEvents(): Promise<MonitorEvent[]> {
        return this.evaluate(() => (window as unknown as { __tagMonitor?: { events: MonitorEvent[] } }).__tagMonitor?.events ?? []);
    }

    /** Waits until the page's QA monitor saw an event that satisfies `predicate`. */
    async waitForMonitor(predicate: (event: MonitorEvent) => boolean, timeoutMs = 10000): Promise<MonitorEvent[]> {
        return waitForMonitorEvent(() => this.monitorEvents(), predicate, timeoutMs);
    }

    /** Waits until the page's window-loaded rules have all ended: what the page does by itself has started. */
    async waitForLoadRules(): Promise<MonitorEvent[]> {
        let events: MonitorEvent[] = [];
        return waitFor(
            () => `the window-loaded rules to end: ${monitorLine(events)}`,
            async () => {
                events = await this.monitorEvents();
                const loaded = events.some(event => event.hook === 'triggerFired' && event.type === 'window-loaded');
                return loaded && unendedRuns(events) <= 0 ? events : undefined;
            },
            15000
        );
    }
}
