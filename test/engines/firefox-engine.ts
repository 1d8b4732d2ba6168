import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { EngineBrowser, EngineProfile, EngineTab } from './engine';
import { pageExpression } from './engine';
import type { HostProxy } from './host-proxy';

/** Debian's Firefox ESR, or FIREFOX_PATH (scripts/ensure-browsers.js installs it). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Firefox's preferences for the bench: every host through the bench's proxy (Firefox has no
 * host-resolver switch), loopback included, and none of its own calls home, which this closed
 * network refuses.
 */
function preferences(proxy: string): Record<string, unknown> {
    const [host, port] = proxy.split(':');
    return {
        'network.proxy.type': 1,
        'network.proxy.http': host,
        'network.proxy.http_port': Number(port),
        'network.proxy.ssl': host,
        'network.proxy.ssl_port': Number(port),
        'network.proxy.no_proxies_on': '',
        'network.proxy.allow_hijacking_localhost': true,
        'services.settings.server': 'https://firefox-settings.invalid/v1',
        'browser.safebrowsing.downloads.remote.enabled': false,
        'browser.safebrowsing.provider.mozilla.updateURL': '',
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false
    };
}

/** A Firefox tab through WebDriver BiDi (puppeteer-core): Playwright cannot drive Debian's Firefox. */
class FirefoxTab implements EngineTab {
    constructor(protected readonly page: Page) {}

    async visit(url: string): Promise<void> {
        await this.page.goto(url, { waitUntil: 'load' });
    }

    evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
        return this.page.evaluate(pageExpression(fn, arg)) as Promise<R>;
    }

    async click(selector: string): Promise<void> {
        await this.page.click(selector);
    }

    async close(): Promise<void> {
        await this.page.close({ runBeforeUnload: true });
    }
}

class FirefoxProfile implements EngineProfile {
    constructor(
        protected readonly context: BrowserContext,
        protected readonly userAgent: string
    ) {}

    async openTab(): Promise<EngineTab> {
        const page = await this.context.newPage();
        await page.setUserAgent({ userAgent: this.userAgent });
        return new FirefoxTab(page);
    }

    async close(): Promise<void> {
        await this.context.close().catch(() => undefined);
    }
}

/** Firefox ESR, headless, with every host mapped to the demo server through the bench's proxy. */
export class FirefoxEngine implements EngineBrowser {
    readonly name = 'firefox' as const;

    protected constructor(
        protected readonly browser: Browser,
        readonly version: string,
        protected readonly userAgent: string
    ) {
        // Firefox's own output is read by no one: drained, so that a full pipe never stalls it.
        browser.process()?.stdout?.resume();
        browser.process()?.stderr?.resume();
    }

    static async start(proxy: HostProxy): Promise<FirefoxEngine> {
        const puppeteer = await import('puppeteer-core');
        const browser = await puppeteer.launch({
            browser: 'firefox',
            executablePath: FIREFOX_PATH,
            headless: true,
            acceptInsecureCerts: true,
            extraPrefsFirefox: preferences(proxy.address)
        });
        return new FirefoxEngine(browser, (await browser.version()).replace(/^firefox\//, 'Firefox '), await browser.userAgent());
    }

    async newProfile(runTag: string): Promise<EngineProfile> {
        return new FirefoxProfile(await this.browser.createBrowserContext(), `${this.userAgent} ${runTag}`);
    }

    async stop(): Promise<void> {
        await this.browser.close();
    }
}
