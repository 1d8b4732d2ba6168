import { Browser, BrowserContext, Page } from 'playwright-core';

/** The container's files as the demo pages load them (the bundle and the files beside it). */
export const CONTAINER_SCRIPT = /\/tag\/container[^/?#]*\.js/;

/** A fresh browser profile whose pages record their long animation frames from the start. */
export async function benchContext(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    await context.addInitScript(() => {
        const frames: unknown[] = (window as unknown as { __benchLongFrames: unknown[] }).__benchLongFrames = [];
        try {
            new PerformanceObserver(list => frames.push(...list.getEntries().map(entry => entry.toJSON()))).observe({ type: 'long-animation-frame', buffered: true });
        } catch {
            // A browser without the Long Animation Frames API: no long frames recorded.
        }
    });
    return context;
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
