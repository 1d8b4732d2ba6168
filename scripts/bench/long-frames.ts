import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The container's files as the demo pages load them (the bundle and the files beside it). */
export const CONTAINER_SCRIPT = /\/tag\/container[^/?#]*\.js/;

/**
 * A fresh browser profile whose pages record from the start their long animation frames, and when
 * the personalization client hid the page, showed it again and rendered its offers.
 */
export async function benchContext(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    await recordPageFacts(context);
    return context;
}

/** Has every page of `context` record its long animation frames and the personalization client's moments from the start. */
export async function recordPageFacts(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
        const frames: unknown[] = (window as unknown as { __benchLongFrames: unknown[] }).__benchLongFrames = [];
        try {
            new PerformanceObserver(list => frames.push(...list.getEntries().map((entry): unknown => entry.toJSON()))).observe({ type: 'long-animation-frame', buffered: true });
        } catch {
            // A browser without the Long Animation Frames API: no long frames recorded.
        }
        const personalization: { hidden?: number; shown?: number; rendered?: number } = {};
        (window as unknown as { __benchPersonalization: typeof personalization }).__benchPersonalization = personalization;
        document.addEventListener('at-content-rendering-succeeded', () => { personalization.rendered ??= performance.now(); });
        new MutationObserver(() => {
            const style = document.getElementById('at-body-style');
            if (style && personalization.hidden === undefined) {
                personalization.hidden = performance.now();
            } else if (!style && personalization.hidden !== undefined && personalization.shown === undefined) {
                personalization.shown = performance.now();
            }
        }).observe(document, { childList: true, subtree: true });
    });
}

/** ms from navigation start to the offers rendered, and ms the page was hidden for them, if it was. */
export async function personalizationTimes(page: Page): Promise<{ offerRenderedMs?: number; hiddenMs?: number }> {
    return page.evaluate(() => {
        const times = (window as unknown as { __benchPersonalization?: { hidden?: number; shown?: number; rendered?: number } }).__benchPersonalization ?? {};
        return {
            offerRenderedMs: times.rendered === undefined ? undefined : Math.round(times.rendered),
            hiddenMs: times.hidden === undefined || times.shown === undefined ? undefined : Math.round(times.shown - times.hidden)
        };
    });
}

/** Long frames recorded so far on the page. */
export async function longFrameCount(page: Page): Promise<number> {
    return page.evaluate(() => ((window as unknown as { __benchLongFrames?: unknown[] }).__benchLongFrames ?? []).length);
}

/**
 * Long animation frames (over 50 ms of main thread between two paints) in which the container's
 * code ran for 5 ms or more (the browser attributes scripts from 5 ms), from the `from`th on.
 */
export async function containerLongFrames(page: Page, from = 0): Promise<number> {
    return page.evaluate(({ source, skip }) => {
        const frames = (window as unknown as { __benchLongFrames?: Array<{ scripts: Array<{ sourceURL: string }> }> }).__benchLongFrames ?? [];
        return frames.slice(skip).filter(frame => frame.scripts.some(script => new RegExp(source).test(script.sourceURL))).length;
    }, { source: CONTAINER_SCRIPT.source, skip: from });
}

/**
 * The longest run of the container's own code in the long frames so far (a long animation frame's
 * script entry of one of its files: a script evaluated, a callback, a promise resolved), ms; 0
 * when none. Frames group tasks until the next render, so a short slice of the container's can
 * share a long frame with the page's own scripts: this says how long a tap could wait on the
 * container itself.
 */
export async function longestContainerScript(page: Page): Promise<number> {
    return page.evaluate(source => {
        const frames = (window as unknown as { __benchLongFrames?: Array<{ scripts: Array<{ sourceURL: string; duration: number }> }> }).__benchLongFrames ?? [];
        return Math.round(Math.max(0, ...frames.flatMap(frame => frame.scripts).filter(script => new RegExp(source).test(script.sourceURL)).map(script => script.duration)));
    }, CONTAINER_SCRIPT.source);
}
