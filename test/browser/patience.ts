/**
 * `TEST_CPU_SLOWDOWN=<n>` throttles Chromium's CPU n times on every page of the run (the DevTools
 * protocol's `Emulation.setCPUThrottlingRate`), as a slower machine would run it; 1 when unset.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.TEST_CPU_SLOWDOWN) || 1);

/**
 * How long a wait may last before it counts as failed: `ms` at full speed, longer on a slowed-down
 * CPU. A wait ends at its event; this bound only says when to give up and name what never came.
 */
export function patience(ms: number): number {
    return ms * CPU_SLOWDOWN;
}

/**
 * Polls `probe` until it returns a value (anything but undefined), for conditions the bench can look
 * at but not subscribe to; fails after `timeoutMs`, saying what it waited for.
 */
export async function waitFor<T>(
    what: string | (() => string),
    probe: () => T | undefined | Promise<T | undefined>,
    timeoutMs = 10000
): Promise<T> {
    const deadline = Date.now() + patience(timeoutMs);
    for (;;) {
        const value = await probe();
        if (value !== undefined) {
            return value;
        }
        if (Date.now() > deadline) {
            throw new Error(`Waited ${timeoutMs} ms for ${typeof what === 'function' ? what() : what}`);
        }
        await new Promise(resolve => setTimeout(resolve, 50));
    }
}
