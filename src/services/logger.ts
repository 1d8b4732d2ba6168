/**
 * Console output of the container, prefixed so it can be told from the page's own output.
 * Errors and warnings always reach the console (they are the spec's error catalogue);
 * log, info and debug lines appear only in debug mode.
 */
export const Logger = Symbol('Logger');
export interface Logger {
    log(...args: unknown[]): void;
    info(...args: unknown[]): void;
    debug(...args: unknown[]): void;
    warn(...args: unknown[]): void;
    error(...args: unknown[]): void;
}

/**
 * `OnFirstUse<Logger>` (on-first-use.ts), for the services the logger itself depends on (storage
 * holds the debug flag the logger reads): they ask for it when they have something to say, not
 * when they are constructed.
 */
export const LoggerFactory = Symbol('LoggerFactory');

/** The prefix of every console line the container writes. */
export const LOG_PREFIX = '\u{1F680}';
