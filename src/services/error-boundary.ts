import type { Logger } from './logger';

/** What a failure without any error value is reported as, in the replaced engine's words. */
const NO_ERROR_INFORMATION = 'The rule triggered an error, but no error information was provided.';

/**
 * Keeps the container's own failures away from the page: wraps listeners and callbacks so that an
 * exception is logged, never thrown into the page's event loop.
 */
export class ErrorBoundary {
    constructor(protected readonly logger: Logger) {}

    /** Runs `fn`; on failure logs `label` with the error and returns undefined. */
    run<T>(label: string, fn: () => T): T | undefined {
        try {
            return fn();
        } catch (error) {
            this.logger.error(label, ErrorBoundary.describe(error));
            return undefined;
        }
    }

    /** The same protection for a function handed to the DOM or to page code. */
    wrap<A extends unknown[]>(label: string, fn: (...args: A) => unknown): (...args: A) => void {
        return (...args: A) => {
            this.run(label, () => fn(...args));
        };
    }

    /** A readable message for anything that was thrown or rejected. */
    static describe(error: unknown): string {
        if (error instanceof Error) {
            if (error.name === 'TimeoutError') {
                // The stack of a timeout points into the engine, not at the slow code: leave it out.
                return error.message;
            }
            return error.stack && !error.stack.includes(error.message)
                ? `${error.message}\n${error.stack}`
                : (error.stack ?? error.message);
        }
        if (error === undefined || error === null) {
            return NO_ERROR_INFORMATION;
        }
        if (typeof error === 'object') {
            try {
                return JSON.stringify(error);
            } catch {
                return String(error);
            }
        }
        return String(error);
    }
}
