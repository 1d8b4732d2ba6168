import type { ChildProcess} from 'node:child_process';
import { spawn } from 'node:child_process';

/**
 * Busy processes beside the browser, as on a device whose cores other work keeps busy: each a
 * Node process spinning on one core. They are started once, held stopped (SIGSTOP), and let run
 * (SIGCONT) only around the loads measured under contention, so the quiet loads between them
 * stay quiet and starting a process never lands in a measured load. POSIX only (the signals).
 */
export class Contention {

    protected readonly onExit = () => this.stop();

    protected constructor(protected readonly workers: readonly ChildProcess[]) {
        // A bench that stops for any reason leaves no process spinning, nor one held stopped.
        process.once('exit', this.onExit);
    }

    /** `count` spinning processes, stopped until `during` lets them run. */
    static async start(count: number): Promise<Contention> {
        if (process.platform === 'win32') {
            throw new Error('--contend holds its busy processes with SIGSTOP and SIGCONT, which Windows does not have.');
        }
        const workers: ChildProcess[] = [];
        const contention = new Contention(workers);
        try {
            for (let index = 0; index < count; index++) {
                const worker = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
                workers.push(worker);
                await new Promise<void>((resolve, reject) => {
                    worker.once('spawn', () => resolve());
                    worker.once('error', reject);
                });
            }
            contention.signal('SIGSTOP');
        } catch (error) {
            contention.stop();
            throw error;
        }
        return contention;
    }

    get size(): number {
        return this.workers.length;
    }

    /** Runs `work` with the busy processes running, and stops them again after it, whatever became of it. */
    async during<T>(work: () => Promise<T>): Promise<T> {
        this.signal('SIGCONT');
        try {
            return await work();
        } finally {
            this.signal('SIGSTOP');
        }
    }

    /** Ends the busy processes; safe to call twice. */
    stop(): void {
        process.removeListener('exit', this.onExit);
        for (const worker of this.workers) {
            if (worker.exitCode === null && worker.signalCode === null) {
                // A stopped process acts on SIGKILL at once, with no SIGCONT first.
                worker.kill('SIGKILL');
            }
        }
    }

    protected signal(signal: 'SIGSTOP' | 'SIGCONT'): void {
        for (const worker of this.workers) {
            if (worker.exitCode === null && worker.signalCode === null) {
                worker.kill(signal);
            }
        }
    }
}
