/**
 * Where `npm run bench` is, for the person waiting on it: `[3/14] home, returning visit, run 2/15`.
 * On a terminal the run counter is rewritten in place; in a log (CI, a pipe) each run is a line
 * of its own, so the log shows how far a stopped run got.
 */
export class BenchProgress {

    protected done = 0;
    protected openLine = false;

    constructor(protected readonly total: number, protected readonly stream: NodeJS.WriteStream = process.stdout) { }

    /** Starts the next measurement; returns the prefix of its lines, e.g. `[3/14] home, first visit`. */
    next(label: string): string {
        this.endLine();
        this.done += 1;
        return `[${this.done}/${this.total}] ${label}`;
    }

    /** One load (or pass) of the current measurement. */
    run(prefix: string, run: number, runs: number): void {
        const line = `${prefix}, run ${run}/${runs}`;
        if (this.stream.isTTY) {
            this.stream.write(`\r${line}`);
            this.openLine = true;
        } else {
            this.stream.write(`${line}\n`);
        }
    }

    /** A measurement without runs. */
    step(label: string): void {
        this.stream.write(`${this.next(label)} ...\n`);
    }

    /** Ends the line a terminal's counter was rewriting. */
    endLine(): void {
        if (this.openLine) {
            this.stream.write('\n');
            this.openLine = false;
        }
    }
}
