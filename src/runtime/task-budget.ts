/**
 * How much work the current task may still do before the page gets its main thread back: a
 * count of units, renewed by a timer at the next task. A real click is a task of its own; a page
 * script that dispatches a thousand clicks in one loop gets its rules run over later tasks.
 */
export class TaskBudget {
    protected used = 0;
    protected renewing = false;

    constructor(
        protected perTask: number,
        protected readonly onRenewed: () => void
    ) {}

    /** Takes one unit; false when this task's budget is spent: the caller waits for `onRenewed`. */
    take(): boolean {
        if (this.used >= this.perTask) {
            return false;
        }
        this.used++;
        if (!this.renewing) {
            this.renewing = true;
            setTimeout(() => {
                this.renewing = false;
                this.used = 0;
                this.onRenewed();
            }, 0);
        }
        return true;
    }

    /** No limit from now on: the page is being left, and what waits must run before it goes. */
    unlimit(): void {
        this.perTask = Infinity;
    }
}

/** What a window may offer to go on in a later task without a timer's delay. */
export interface YieldingWindow {
    readonly scheduler?: { yield?(): Promise<void> };
    readonly MessageChannel?: typeof MessageChannel;
}

/**
 * Gives the page its main thread back, and goes on in a later task: `scheduler.yield()` where the
 * browser has it (a tap waiting is handled first, then the work goes on ahead of other tasks), else
 * a message to a channel of our own (WebKit has no scheduler.yield; a 0 ms timer may wait 4 ms or
 * more). Undefined where the window has neither (jsdom): the work goes on at once.
 */
export function taskYield(window: YieldingWindow): (() => Promise<void>) | undefined {
    const scheduler = window.scheduler;
    const Channel = window.MessageChannel;
    if (typeof scheduler?.yield === 'function') {
        return () => scheduler.yield!();
    }
    return typeof Channel === 'function'
        ? () =>
              new Promise<void>(resolve => {
                  const { port1, port2 } = new Channel();
                  port1.onmessage = () => resolve();
                  port2.postMessage(0);
              })
        : undefined;
}

/**
 * Runs `slices` in order, each in a task of its own after the current one where the window can
 * yield (taskYield): a tap between two is handled without waiting for the rest. Where it cannot,
 * all of them at once. Each slice contains its own failures.
 */
export function runInSlices(window: YieldingWindow, slices: ReadonlyArray<() => void>): void {
    const pause = taskYield(window);
    if (pause) {
        void slices.reduce((previous, slice) => previous.then(pause).then(slice), Promise.resolve());
    } else {
        slices.forEach(slice => slice());
    }
}
