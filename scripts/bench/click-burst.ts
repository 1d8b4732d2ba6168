import type { Browser } from 'playwright-core';
import type { RequestLog } from '../../demo-site/server/request-log';
import type { BurstWindow} from './burst-measure';
import { linkBeaconsArriving, runBurst } from './burst-measure';
import { benchContext, containerLongFrames, longFrameCount } from './long-frames';

/** What a burst of tracked clicks costs the page, and whether every beacon arrived, in order. */
export interface ClickBurstResult {
    readonly clicks: number;
    /** The page's loop of clicks, the container's part in it included, ms. */
    readonly clickLoopMs: number;
    readonly lagAfterMs: number;
    /** Long animation frames (over 50 ms) in which the container's code ran, from the loop on. */
    readonly containerLongFrames: number;
    readonly delivered: number;
    readonly inOrder: boolean;
    /** From the end of the loop to the last beacon, ms. */
    readonly deliveredWithinMs: number;
}

export const BURST_CLICKS = 1000;

/**
 * 1,000 clicks in one loop on 1,000 `data-track` buttons of the rental home (a returning visitor,
 * so beacons go), CPU slowed down as for the loads: each button names its click in order.
 */
export async function measureClickBurst(browser: Browser, log: RequestLog, cpuSlowdown: number): Promise<ClickBurstResult> {
    const context = await benchContext(browser);
    const url = 'https://www.alderway.com/';
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await first.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { _satellite?: { __lazy?: Record<string, unknown> } })._satellite?.__lazy?.['after-load'] !== undefined, undefined, { timeout: 15000 });
    await page.evaluate(clicks => {
        const host = document.createElement('div');
        for (let index = 0; index < clicks; index++) {
            const button = document.createElement('button');
            button.type = 'button';
            button.setAttribute('data-track', JSON.stringify({ cta: `click-${index}` }));
            host.append(button);
        }
        document.body.append(host);
        (window as unknown as BurstWindow).__benchLoop = () => {
            for (const button of host.children) {
                button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            }
        };
    }, BURST_CLICKS);
    await page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    const since = new Date().toISOString();
    const framesBefore = await longFrameCount(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const outcome = await runBurst(page, undefined);
    const beacons = await linkBeaconsArriving(log, since, BURST_CLICKS, values => typeof values.pev2 === 'string' && values.pev2.startsWith('click-') ? values.pev2 : undefined);
    const longFrames = await containerLongFrames(page, framesBefore);
    await context.close();
    const lastArrival = beacons.length ? Date.parse(beacons[beacons.length - 1].time) : NaN;
    return {
        clicks: BURST_CLICKS,
        clickLoopMs: outcome.loopMs,
        lagAfterMs: outcome.lagAfterMs,
        containerLongFrames: longFrames,
        delivered: beacons.length,
        inOrder: beacons.every((beacon, index) => beacon.name === `click-${index}`),
        deliveredWithinMs: Number.isFinite(lastArrival) ? Math.max(0, lastArrival - outcome.endedAt) : -1
    };
}
