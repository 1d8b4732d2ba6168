import { expect } from 'chai';
import { ErrorBoundary } from '../../../src/services/error-boundary';
import type { Logger } from '../../../src/services/logger';

describe('ErrorBoundary', () => {
    let logged: unknown[][];
    let boundary: ErrorBoundary;

    beforeEach(() => {
        logged = [];
        const quiet = () => undefined;
        const logger: Logger = { log: quiet, info: quiet, debug: quiet, warn: quiet, error: (...args: unknown[]) => logged.push(args) };
        boundary = new ErrorBoundary(logger);
    });

    it('returns what the function returns, and logs nothing', () => {
        expect(boundary.run('label', () => 42)).to.equal(42);
        expect(logged).to.deep.equal([]);
    });

    it('logs a throwing function with its label and the error, and returns undefined', () => {
        expect(
            boundary.run('The click handler failed.', () => {
                throw 'plain';
            })
        ).to.equal(undefined);
        expect(logged).to.deep.equal([['The click handler failed.', 'plain']]);
    });

    it('wraps a listener: arguments pass through, a throw is logged and not rethrown', () => {
        const heard: unknown[] = [];
        const wrapped = boundary.wrap('The listener failed.', (a: number, b: string) => {
            heard.push(a, b);
            throw 'late';
        });
        expect(() => wrapped(1, 'two')).not.to.throw();
        expect(heard).to.deep.equal([1, 'two']);
        expect(logged).to.deep.equal([['The listener failed.', 'late']]);
    });

    describe('describe', () => {
        it('gives a timeout its message alone: its stack points into the engine', () => {
            const timeout = new Error('A timeout occurred.');
            timeout.name = 'TimeoutError';
            expect(ErrorBoundary.describe(timeout)).to.equal('A timeout occurred.');
        });

        it('gives an error its stack, which starts with its message', () => {
            const error = new TypeError('x is undefined');
            expect(ErrorBoundary.describe(error)).to.equal(error.stack);
            expect(ErrorBoundary.describe(error)).to.match(/^TypeError: x is undefined\n\s+at /);
        });

        it('puts the message before a stack that does not hold it', () => {
            const error = new Error('the message');
            error.stack = 'at somewhere (file.js:1:1)';
            expect(ErrorBoundary.describe(error)).to.equal('the message\nat somewhere (file.js:1:1)');
        });

        it('gives an error without a stack its message', () => {
            const error = new Error('no stack');
            error.stack = undefined;
            expect(ErrorBoundary.describe(error)).to.equal('no stack');
        });

        it('says no error information was provided for undefined and null', () => {
            for (const nothing of [undefined, null]) {
                expect(ErrorBoundary.describe(nothing)).to.equal('The rule triggered an error, but no error information was provided.');
            }
        });

        it('writes other objects as JSON, or as a string when they cannot be', () => {
            expect(ErrorBoundary.describe({ code: 7, reason: 'denied' })).to.equal('{"code":7,"reason":"denied"}');
            const circular: Record<string, unknown> = {};
            circular.self = circular;
            expect(ErrorBoundary.describe(circular)).to.equal('[object Object]');
        });

        it('writes anything else as a string', () => {
            expect(ErrorBoundary.describe(404)).to.equal('404');
            expect(ErrorBoundary.describe('refused')).to.equal('refused');
            expect(ErrorBoundary.describe(false)).to.equal('false');
        });
    });
});
