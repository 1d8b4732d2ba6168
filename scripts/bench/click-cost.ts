import type { Browser } from 'playwright-core';
import { CpuProfile } from './cpu-profile';
import { round } from './load-summary';
import { benchContext, CONTAINER_SCRIPT } from './long-frames';
import { afterLoadRan, CPU_SLOWDOWN, idle, loadPage } from './page-load';

export const CLICKS = 1000;

/**
 * One click through the rule engine with the whole rule set, as the container's main-thread time
 * over CLICKS synthetic clicks divided by CLICKS: on an element no rule tracks (most clicks), and
 * on a data-track button (a rule fires and a link beacon is built and sent).
 */
export async function measureClickCost(browser: Browser, url: string): Promise<{ untrackedMs: number; trackedMs: number }> {
    const context = await benchContext(browser);
    await loadPage(context, url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await afterLoadRan(page);
    await idle(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const perClick = async (markup: string): Promise<number> => {
        const stop = await CpuProfile.start(cdp);
        await page.evaluate(({ html, clicks }) => {
            const host = document.createElement('div');
            host.innerHTML = html;
            document.body.append(host);
            const target = host.firstElementChild as HTMLElement;
            for (let click = 0; click < clicks; click++) {
                target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            }
            host.remove();
        }, { html: markup, clicks: CLICKS });
        // Link beacons leave one at a time: wait until the last one was built and sent.
        await page.waitForTimeout(1500);
        await idle(page);
        const profile = await stop();
        return round(profile.timeWith(script => CONTAINER_SCRIPT.test(script)) / CLICKS, 3);
    };
    const untrackedMs = await perClick('<p>Plain text</p>');
    const trackedMs = await perClick('<button type="button" data-track=\'{"cta":"bench"}\'>Tracked</button>');
    await context.close();
    return { untrackedMs, trackedMs };
}
