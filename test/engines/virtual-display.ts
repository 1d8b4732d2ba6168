import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

/** Debian's Xvfb: WebKitGTK's MiniBrowser needs an X display, and CI machines have none. */
export const XVFB_PATH = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/** An X server in memory, on a display number it picks itself (`-displayfd`), for one run. */
export class VirtualDisplay {
    protected constructor(
        protected readonly process: ChildProcess,
        readonly display: string
    ) {}

    static start(): Promise<VirtualDisplay> {
        return new Promise((resolve, reject) => {
            const child = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
                stdio: ['ignore', 'ignore', 'pipe', 'pipe']
            });
            let said = '';
            let errors = '';
            child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
            (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
                said += chunk.toString();
                if (said.includes('\n')) {
                    resolve(new VirtualDisplay(child, `:${said.trim()}`));
                }
            });
            child.once('error', reject);
            child.once('exit', code => reject(new Error(`Xvfb ended (${code}) before it gave a display: ${errors.trim()}`)));
        });
    }

    stop(): void {
        this.process.kill();
    }
}
