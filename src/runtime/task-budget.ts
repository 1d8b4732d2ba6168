/**
 * How much work the current task may still do before the page gets its main thread back: a
 * count of units, renewed by a timer at the next task. A real click is a task of its own; a page
 * script that dispatches a thousand clicks in one loop gets its rules run over later tasks.
 */
export class TaskBudget {

    protected used = 0;
    protected renewing = false;

    constructor(protected perTask: number, protected readonly onRenewed: () => void) { }

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
