import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium';
import { CPU_SLOWDOWN } from '../browser/patience';
import type { EngineBrowser, EngineProfile, EngineTab } from './engine';
import { pageExpression } from './engine';

/** A Chromium tab through Playwright, at the CPU speed TEST_CPU_SLOWDOWN asks for. */
class ChromiumTab implements EngineTab {
    protected readonly browserErrors: string[] = [];

    constructor(protected readonly page: Page) {
        page.on('pageerror', error => this.browserErrors.push(`${error.name}: ${error.message}`));
    }

    async visit(url: string): Promise<void> {
        await this.page.goto(url, { waitUntil: 'load' });
    }

    evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
        return this.page.evaluate<R>(pageExpression(fn, arg));
    }

    async click(selector: string): Promise<void> {
        await this.page.click(selector, { noWaitAfter: true });
    }

    async close(): Promise<void> {
        // runBeforeUnload: the page unloads as when a visitor closes the tab, pagehide and all.
        await this.page.close({ runBeforeUnload: true });
    }

    takeBrowserErrors(): string[] {
        return this.browserErrors.splice(0);
    }
}

class ChromiumProfile implements EngineProfile {
    constructor(protected readonly context: BrowserContext) {}

    async openTab(): Promise<EngineTab> {
        const page = await this.context.newPage();
        if (CPU_SLOWDOWN > 1) {
            const session = await this.context.newCDPSession(page);
            await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        }
        return new ChromiumTab(page);
    }

    async close(): Promise<void> {
        await this.context.close().catch(() => undefined);
    }
}

/** Debian's Chromium mapped to the demo server by its host-resolver rules, as in the Chromium suite. */
export class ChromiumEngine implements EngineBrowser {
    readonly name = 'chromium' as const;

    protected constructor(
        protected readonly browser: Browser,
        readonly version: string,
        protected readonly userAgent: string
    ) {}

    static async start(server: { readonly port: number; readonly tlsPort: number }): Promise<ChromiumEngine> {
        const browser = await launchChromium(server.port, server.tlsPort);
        const probe = await browser.newPage();
        const userAgent = await probe.evaluate(() => navigator.userAgent);
        await probe.context().close();
        return new ChromiumEngine(browser, `Chromium ${browser.version()}`, userAgent);
    }

    async newProfile(runTag: string): Promise<EngineProfile> {
        return new ChromiumProfile(await this.browser.newContext({ ignoreHTTPSErrors: true, userAgent: `${this.userAgent} ${runTag}` }));
    }

    async stop(): Promise<void> {
        await this.browser.close();
    }
}
