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
    /** Only so that a window typed without `scheduler` (the DOM's own types) still shares a member with this type. */
    readonly document?: Document;
    readonly scheduler?: { yield?(): Promise<void> };
}

/**
 * Gives the page its main thread back, and goes on in a later task: `scheduler.yield()` where the
 * browser has it (a tap waiting is handled first, then the work goes on ahead of other tasks).
 * Undefined where it has none (WebKit, jsdom): the work goes on at once. A message to a channel of
 * our own would yield there too, but it let WebKit's window load and the after-load file overtake
 * the consent banner's page view (the external tags loaded before it, and a data-layer event
 * pushed then was not tracked), so those browsers start in one task, as before.
 */
export function taskYield(window: YieldingWindow): (() => Promise<void>) | undefined {
    const scheduler = window.scheduler;
    return typeof scheduler?.yield === 'function' ? () => scheduler.yield!() : undefined;
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
