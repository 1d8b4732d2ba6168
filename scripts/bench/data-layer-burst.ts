import type { Browser, Page } from 'playwright-core';
import type { RequestLog } from '../../demo-site/server/request-log';
import type { BurstWindow} from './burst-measure';
import { linkBeaconsArriving, runBurst } from './burst-measure';
import { benchContext, containerLongFrames, longFrameCount } from './long-frames';

/** What a burst of pushes to the data layer costs the page, and whether every tracked event arrived. */
export interface DataLayerBurstResult {
    readonly pushes: number;
    readonly trackedEvents: number;
    /** The page's own loop of pushes, ACDL's work in it included, ms. */
    readonly pushLoopMs: number;
    /** The longest the page's event loop was held after the loop (the container's rounds, the beacons), ms. */
    readonly lagAfterMs: number;
    /** Long animation frames (over 50 ms) after the loop in which the container's code ran. */
    readonly containerLongFrames: number;
    /** Link beacons of the tracked events the emulator received, and whether in push order. */
    readonly delivered: number;
    readonly inOrder: boolean;
    /** From the end of the loop to the last tracked event's beacon, ms. */
    readonly deliveredWithinMs: number;
}

export const PUSHES = 10000;
/** One push in this many is a tracked link click; the others are untracked events and page data. */
const TRACKED_EVERY = 100;

/**
 * 10,000 pushes in one go on a reservation step (a returning visitor, so beacons may go), with
 * the CPU slowed down as for the page loads: one in a hundred a tracked link click, named in
 * order. The page's loop is timed; after it, a 0 ms timer chain measures how long the event loop
 * is held, and the emulator's log says whether every tracked event's beacon arrived, in order.
 */
export async function measureDataLayerBurst(browser: Browser, log: RequestLog, cpuSlowdown: number): Promise<DataLayerBurstResult> {
    const context = await benchContext(browser);
    const url = 'https://reservations.alderway.com/car-rental/reservation/selectCar.html';
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await managed(first);
    await first.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await managed(page);
    await page.evaluate(() => new Promise<void>(resolve => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    const since = new Date().toISOString();
    const framesBefore = await longFrameCount(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluate(({ pushes, every }) => {
        (window as unknown as BurstWindow).__benchLoop = () => {
            const layer = (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer;
            for (let index = 0; index < pushes; index++) {
                if (index % every === 0) {
                    layer.push({ event: 'link-click', eventInfo: { link: { text: `burst-${index / every}`, region: 'bench', target: '_blank' } } });
                } else if (index % 2) {
                    layer.push({ event: 'reservation-step', reservation: { step: (index % 5) + 1 } });
                } else {
                    layer.push({ reservation: { pickUpLocation: `location ${index}` } });
                }
            }
        };
    }, { pushes: PUSHES, every: TRACKED_EVERY });
    const timing = await runBurst(page, undefined);
    const tracked = PUSHES / TRACKED_EVERY;
    const beacons = await linkBeaconsArriving(log, since, tracked,
        values => values.v90 === 'link-click' && typeof values.pev2 === 'string' && values.pev2.startsWith('burst-') ? values.pev2 : undefined);
    const names = beacons.map(beacon => beacon.name);
    const longFrames = await containerLongFrames(page, framesBefore);
    await context.close();
    const lastArrival = beacons.length ? Date.parse(beacons[beacons.length - 1].time) : NaN;
    return {
        pushes: PUSHES,
        trackedEvents: tracked,
        pushLoopMs: timing.loopMs,
        lagAfterMs: timing.lagAfterMs,
        containerLongFrames: longFrames,
        delivered: beacons.length,
        inOrder: names.every((name, index) => name === `burst-${index}`),
        deliveredWithinMs: Number.isFinite(lastArrival) ? Math.max(0, lastArrival - timing.endedAt) : -1
    };
}

/** The data layer is run by ACDL and the container: the after-load file is in. */
async function managed(page: Page): Promise<void> {
    await page.waitForFunction(() => (window as unknown as { adobeDataLayer?: { version?: string } }).adobeDataLayer?.version !== undefined, undefined, { timeout: 15000, polling: 50 });
}
