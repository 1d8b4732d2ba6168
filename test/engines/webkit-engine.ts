import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { WebDriver } from 'selenium-webdriver';
import { Builder, By } from 'selenium-webdriver';
import type { EngineBrowser, EngineProfile, EngineTab } from './engine';
import type { HostProxy } from './host-proxy';
import { VirtualDisplay } from './virtual-display';

/** Debian's WebKitWebDriver (package webkit2gtk-driver), or WEBKIT_DRIVER_PATH. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, which the driver starts: WEBKIT_BROWSER_PATH, or where libwebkit2gtk puts it. */
export function miniBrowserPath(): string | undefined {
    if (process.env.WEBKIT_BROWSER_PATH) {
        return process.env.WEBKIT_BROWSER_PATH;
    }
    const lib = '/usr/lib';
    const found = existsSync(lib)
        ? readdirSync(lib)
              .map(arch => `${lib}/${arch}/webkit2gtk-4.1/MiniBrowser`)
              .find(path => existsSync(path))
        : undefined;
    return found;
}

function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
        });
    });
}

/**
 * Runs `fn(arg)` in the page and hands its result, or its failure, to WebDriver's callback: the
 * driver only knows scripts as text. A failure goes as its name and message, then its stack:
 * WebKit's stack names no message (`@` for a function the driver evaluates).
 */
function asyncScript(fn: string): string {
    return `const arg = arguments[0], done = arguments[arguments.length - 1];
Promise.resolve().then(() => (${fn})(arg)).then(
    value => done({ value: value === undefined ? null : value }),
    error => done({ error: error instanceof Error ? [String(error), error.stack].filter(Boolean).join('\\n') : String(error) }));`;
}

/** A window of a WebDriver session: every command first makes it the session's current one. */
class WebKitTab implements EngineTab {
    constructor(
        protected readonly driver: WebDriver,
        protected readonly handle: string
    ) {}

    async visit(url: string): Promise<void> {
        await this.driver.switchTo().window(this.handle);
        // Resolves once the page has loaded: the session's page-load strategy, 'normal'.
        await this.driver.get(url);
    }

    async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
        await this.driver.switchTo().window(this.handle);
        const outcome = await this.driver.executeAsyncScript<{ value?: R; error?: string }>(asyncScript(fn.toString()), arg ?? null);
        if (outcome.error !== undefined) {
            throw new Error(`In the page: ${outcome.error}`);
        }
        return (outcome.value === null ? undefined : outcome.value) as R;
    }

    async click(selector: string): Promise<void> {
        await this.driver.switchTo().window(this.handle);
        // WebDriver's Element Click: scrolled into view, then a pointer's press and release at its centre.
        await this.driver.findElement(By.css(selector)).click();
    }

    async close(): Promise<void> {
        await this.driver.switchTo().window(this.handle);
        await this.driver.close();
        // A session has no current window once it is closed: the next command would fail.
        const left = await this.driver.getAllWindowHandles();
        if (left.length > 0) {
            await this.driver.switchTo().window(left[0]);
        }
    }

    /** WebKitGTK's driver speaks classic WebDriver only, which has no channel for a page's errors. */
    takeBrowserErrors(): string[] {
        return [];
    }
}

/**
 * One WebDriver session: one MiniBrowser with its own cookies and storage (automation sessions
 * keep nothing). Its first window stays open and blank, so closing a tab never ends the browser.
 */
class WebKitProfile implements EngineProfile {
    constructor(protected readonly driver: WebDriver) {}

    async openTab(): Promise<EngineTab> {
        // A top-level window, which the session then makes its current one.
        await this.driver.switchTo().newWindow('window');
        return new WebKitTab(this.driver, await this.driver.getWindowHandle());
    }

    async close(): Promise<void> {
        await this.driver.quit().catch(() => undefined);
    }
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual display, with every host mapped to
 * the demo server through the bench's proxy (the proxy variables of the driver's environment,
 * which the browser it starts inherits; the driver's own loopback connection goes direct).
 * selenium-webdriver speaks to the driver this bench starts (usingServer): it never looks for a
 * driver or a browser of its own.
 */
export class WebKitEngine implements EngineBrowser {
    readonly name = 'webkit' as const;
    version = 'WebKitGTK';
    protected userAgent = '';

    protected constructor(
        protected readonly display: VirtualDisplay,
        protected readonly driver: ChildProcess,
        protected readonly driverUrl: string,
        protected readonly browserPath: string
    ) {}

    static async start(proxy: HostProxy): Promise<WebKitEngine> {
        const browserPath = miniBrowserPath();
        if (!browserPath) {
            throw new Error(
                "WebKitGTK's MiniBrowser is missing: install Debian's webkit2gtk-driver package (it brings libwebkit2gtk-4.1), or set WEBKIT_BROWSER_PATH."
            );
        }
        const display = await VirtualDisplay.start();
        const port = await freePort();
        const proxyUrl = `http://${proxy.address}`;
        const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
            stdio: 'ignore',
            env: { ...process.env, DISPLAY: display.display, http_proxy: proxyUrl, https_proxy: proxyUrl, no_proxy: '127.0.0.1,localhost' }
        });
        const engine = new WebKitEngine(display, driver, `http://127.0.0.1:${port}`, browserPath);
        try {
            await engine.waitForDriver();
            const probe = await engine.session([]);
            const tab = new WebKitTab(probe, await probe.getWindowHandle());
            engine.userAgent = await tab.evaluate(() => navigator.userAgent, undefined);
            engine.version = `WebKitGTK ${(await probe.getCapabilities()).getBrowserVersion() ?? ''}`.trim();
            await probe.quit();
        } catch (error) {
            await engine.stop();
            throw error;
        }
        return engine;
    }

    /** The driver answers /status once it listens. */
    protected async waitForDriver(): Promise<void> {
        for (let attempt = 0; attempt < 100; attempt++) {
            if (this.driver.exitCode !== null) {
                throw new Error(`${WEBKIT_DRIVER_PATH} ended with ${this.driver.exitCode}`);
            }
            try {
                if ((await fetch(`${this.driverUrl}/status`)).ok) {
                    return;
                }
            } catch {
                // Not listening yet.
            }
            await new Promise(resolve => setTimeout(resolve, 100));
        }
        throw new Error(`${WEBKIT_DRIVER_PATH} did not answer on ${this.driverUrl}`);
    }

    /**
     * A session: a MiniBrowser of its own. The driver creates one only for the browser name that
     * browser reports, MiniBrowser's own; the timeouts are the session's from its start.
     */
    protected async session(extraArguments: readonly string[]): Promise<WebDriver> {
        return new Builder()
            .usingServer(this.driverUrl)
            .disableEnvironmentOverrides()
            .withCapabilities({
                browserName: 'MiniBrowser',
                acceptInsecureCerts: true,
                timeouts: { script: 60000, pageLoad: 60000 },
                'webkitgtk:browserOptions': { binary: this.browserPath, args: ['--automation', '--ignore-tls-errors', ...extraArguments] }
            })
            .build();
    }

    async newProfile(runTag: string): Promise<EngineProfile> {
        return new WebKitProfile(await this.session([`--user-agent=${this.userAgent} ${runTag}`]));
    }

    async stop(): Promise<void> {
        this.driver.kill();
        this.display.stop();
    }
}
