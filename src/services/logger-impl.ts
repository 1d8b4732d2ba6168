import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { DebugMode } from './debug-mode';
import type { Logger } from './logger';
import { LOG_PREFIX } from './logger';
import { QaJournal } from './qa-journal';

type Level = 'log' | 'info' | 'debug' | 'warn' | 'error';

@injectable()
export class LoggerImpl implements Logger {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(DebugMode) protected readonly debugMode!: DebugMode;
    @inject(QaJournal) protected readonly journal!: QaJournal;

    log(...args: unknown[]): void {
        this.write('log', args);
    }

    info(...args: unknown[]): void {
        this.write('info', args);
    }

    debug(...args: unknown[]): void {
        this.write('debug', args);
    }

    warn(...args: unknown[]): void {
        this.write('warn', args);
    }

    error(...args: unknown[]): void {
        this.write('error', args);
    }

    protected write(level: Level, args: unknown[]): void {
        if (level !== 'warn' && level !== 'error') {
            if (!this.debugMode.enabled) {
                return;
            }
        } else if (this.journal.active) {
            this.journal.record({
                kind: 'log',
                time: Date.now(),
                level,
                text: args.map(arg => (arg instanceof Error ? arg.message : String(arg))).join(' ')
            });
        }
        const console = this.window.console;
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the console as this
        const method = console?.[level] ?? console?.log;
        try {
            method?.call(console, LOG_PREFIX, ...args);
        } catch {
            // A console replaced by page code must not turn logging into a failure.
        }
    }
}
