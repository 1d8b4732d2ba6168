/** What a W3C WebDriver endpoint answers: `{ value }`, with `value.error` when the command failed. */
interface WebDriverAnswer {
    readonly value: unknown;
}

export class WebDriverError extends Error {
    constructor(
        command: string,
        readonly code: string,
        message: string
    ) {
        super(`${command}: ${code}: ${message}`);
    }
}

/**
 * The few W3C WebDriver commands the engine bench needs, over HTTP with Node's fetch: a session
 * (one browser), its windows, navigation, a script and a click. WebKitGTK's driver speaks only
 * this classic protocol here, not BiDi.
 */
export class WebDriverSession {
    protected constructor(
        protected readonly driverUrl: string,
        readonly id: string,
        readonly capabilities: Readonly<Record<string, unknown>>
    ) {}

    static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
        const value = (await WebDriverSession.command(driverUrl, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as {
            sessionId: string;
            capabilities: Record<string, unknown>;
        };
        return new WebDriverSession(driverUrl, value.sessionId, value.capabilities);
    }

    static async command(driverUrl: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
        const response = await fetch(`${driverUrl}${path}`, {
            method,
            headers: body === undefined ? undefined : { 'Content-Type': 'application/json; charset=utf-8' },
            body: body === undefined ? undefined : JSON.stringify(body)
        });
        const answer = (await response.json()) as WebDriverAnswer;
        const failure = answer.value as { error?: string; message?: string } | null;
        if (!response.ok || (failure && typeof failure === 'object' && typeof failure.error === 'string')) {
            throw new WebDriverError(`${method} ${path}`, failure?.error ?? String(response.status), failure?.message ?? '');
        }
        return answer.value;
    }

    protected send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
        return WebDriverSession.command(this.driverUrl, method, `/session/${this.id}${path}`, body);
    }

    /** Opens `url` in the current window; resolves once it has loaded (the session's page-load strategy). */
    async navigate(url: string): Promise<void> {
        await this.send('POST', '/url', { url });
    }

    /** Runs an async script: its last argument is the callback that ends it. */
    executeAsync(script: string, args: readonly unknown[]): Promise<unknown> {
        return this.send('POST', '/execute/async', { script, args });
    }

    async findElement(selector: string): Promise<string> {
        const element = (await this.send('POST', '/element', { using: 'css selector', value: selector })) as Record<string, string>;
        // The W3C element reference key.
        return element['element-6066-11e4-a52e-4f735466cecf'];
    }

    async clickElement(element: string): Promise<void> {
        await this.send('POST', `/element/${element}/click`, {});
    }

    async currentWindow(): Promise<string> {
        return (await this.send('GET', '/window')) as string;
    }

    /** A new top-level window (`window`), or a tab of the current one (`tab`, shown behind it). */
    async newWindow(type: 'window' | 'tab' = 'window'): Promise<string> {
        const { handle } = (await this.send('POST', '/window/new', { type })) as { handle: string };
        return handle;
    }

    async switchTo(handle: string): Promise<void> {
        await this.send('POST', '/window', { handle });
    }

    /** Closes the current window; resolves with the handles left. */
    async closeWindow(): Promise<string[]> {
        return (await this.send('DELETE', '/window')) as string[];
    }

    async setTimeouts(timeouts: { readonly script?: number; readonly pageLoad?: number }): Promise<void> {
        await this.send('POST', '/timeouts', timeouts);
    }

    async delete(): Promise<void> {
        await this.send('DELETE', '');
    }
}
