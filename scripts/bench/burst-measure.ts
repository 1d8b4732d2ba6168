import type { Page } from 'playwright-core';
import type { RequestLog } from '../../demo-site/server/request-log';

/** How a burst of page work went: the page's loop, the event loop after it, and the beacons it caused. */
export interface BurstOutcome {
    /** The page's own loop, the container's work inside it included, ms. */
    readonly loopMs: number;
    /** The longest the page's event loop was held after the loop (the container's rounds, the beacons), ms. */
    readonly lagAfterMs: number;
    /** When the loop ended (epoch ms), for the beacons' arrival. */
    readonly endedAt: number;
}

/** The page's burst loop, installed by the caller with `page.evaluate` (the page's CSP allows no eval). */
export interface BurstWindow {
    __benchLoop?: (argument: unknown) => void;
}

/**
 * Runs the loop the caller installed as `window.__benchLoop` with `argument`, then a 0 ms timer
 * chain for `watchMs` that measures how long the event loop is held: what the bench calls the lag.
 */
export async function runBurst(page: Page, argument: unknown, watchMs = 8000): Promise<BurstOutcome> {
    return page.evaluate(({ value, watch }) => new Promise<BurstOutcome>(resolve => {
        const started = performance.now();
        (window as unknown as BurstWindow).__benchLoop!(value);
        const ended = performance.now();
        const endedAt = Date.now();
        let last = ended;
        let lag = 0;
        const tick = () => {
            const now = performance.now();
            lag = Math.max(lag, now - last);
            last = now;
            if (now - ended < watch) {
                setTimeout(tick, 0);
            } else {
                resolve({ loopMs: Math.round(ended - started), lagAfterMs: Math.round(lag), endedAt });
            }
        };
        setTimeout(tick, 0);
    }), { value: argument, watch: watchMs });
}

/** The link beacons named by `nameOf` the emulator received since `since`, in arrival order; waits for `count` of them (60 s at most). */
export async function linkBeaconsArriving(log: RequestLog, since: string, count: number, nameOf: (values: Record<string, unknown>) => string | undefined): Promise<Array<{ name: string; time: string }>> {
    const received = () => log.list({ kind: 'analytics', since })
        .map(request => ({ time: request.time, name: nameOf({ ...request.query, ...(request.form ?? {}) }) }))
        .filter((beacon): beacon is { name: string; time: string } => beacon.name !== undefined);
    const deadline = Date.now() + 60000;
    let beacons = received();
    while (beacons.length < count && Date.now() < deadline) {
        await new Promise(resolve => setTimeout(resolve, 250));
        beacons = received();
    }
    return beacons;
}
