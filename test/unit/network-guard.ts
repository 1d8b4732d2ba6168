import type { ClientRequest, RequestOptions } from 'node:http';

type RequestFunction = (...args: unknown[]) => ClientRequest;
type RequestModule = Record<'request' | 'get', RequestFunction>;
type TestFunction = Mocha.Func | Mocha.AsyncFunc;

/** Node's own modules, not copies of them: jsdom reads `request` off these objects at each request. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would give copies of their members
const MODULES = { 'http:': require('node:http') as RequestModule, 'https:': require('node:https') as RequestModule };

const GUARDED = Symbol('network guard');

/**
 * Unit tests fake the network's edge (an XMLHttpRequest, the transport), so nothing of theirs may
 * reach a server: jsdom's XMLHttpRequest and WebSocket, and its resource loads, go out through
 * Node's http and https modules, and Node has `fetch`. Installed once by the set-up, the guard
 * refuses every such request at once (the caller sees an error, as of a network that failed) and
 * keeps it, so that the test that made it fails, naming the address.
 */
export class NetworkGuard {
    /** What was refused since the last check, oldest first. */
    static readonly refused: string[] = [];

    static install(): void {
        for (const [protocol, module] of Object.entries(MODULES)) {
            for (const name of ['request', 'get'] as const) {
                module[name] = (...args: unknown[]) => NetworkGuard.refuse(NetworkGuard.describe(protocol, args));
            }
        }
        globalThis.fetch = (input: unknown) =>
            Promise.reject(NetworkGuard.error(`fetch ${String((input as { url?: unknown })?.url ?? input)}`));
    }

    /** Throws, naming what was refused since the last check, and forgets it. */
    static check(): void {
        const refused = NetworkGuard.refused.splice(0);
        if (refused.length > 0) {
            throw new Error(`A unit test tried to reach the network: ${refused.join('; ')}. Fake the edge the request leaves by instead.`);
        }
    }

    /**
     * The test's function, which then also fails when the test tried to reach the network. The
     * wrapper keeps the function's arity: mocha reads it to tell a test that takes `done`.
     */
    static failing(fn: TestFunction): TestFunction {
        if ((fn as { [GUARDED]?: boolean })[GUARDED]) {
            return fn;
        }
        const settled = (result: unknown) =>
            result instanceof Promise ? result.then((value: unknown) => (NetworkGuard.check(), value)) : (NetworkGuard.check(), result);
        const guarded: TestFunction =
            fn.length > 0
                ? function (this: Mocha.Context, done: Mocha.Done) {
                      return (fn as Mocha.Func).call(this, (error?: unknown) => {
                          try {
                              NetworkGuard.check();
                          } catch (refused) {
                              return done(error ?? refused);
                          }
                          return done(error);
                      });
                  }
                : function (this: Mocha.Context) {
                      return settled((fn as Mocha.AsyncFunc).call(this)) as PromiseLike<unknown>;
                  };
        return Object.assign(guarded, { [GUARDED]: true, toString: () => fn.toString() });
    }

    protected static refuse(what: string): never {
        throw NetworkGuard.error(what);
    }

    protected static error(what: string): Error {
        NetworkGuard.refused.push(what);
        return new Error(`Unit tests do not reach the network: ${what} was refused.`);
    }

    protected static describe(protocol: string, args: unknown[]): string {
        const [first, second] = args;
        const url = typeof first === 'string' || first instanceof URL ? new URL(String(first)) : undefined;
        const options = (url ? second : first) as RequestOptions | undefined;
        const method = options?.method ?? 'GET';
        const host = url?.host ?? `${options?.hostname ?? options?.host}${options?.port ? `:${options.port}` : ''}`;
        return `${method} ${url?.protocol ?? options?.protocol ?? protocol}//${host}${url ? url.pathname + url.search : (options?.path ?? '')}`;
    }
}
