import type { Browser, Page } from 'puppeteer-core';
import type { EngineBrowser, EngineProfile, EngineTab } from './engine';
import { pageExpression } from './engine';
import type { HostProxy } from './host-proxy';

/** Debian's Firefox ESR, or FIREFOX_PATH (scripts/ensure-browsers.js installs it). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Firefox's preferences for the bench: every host through the bench's proxy (Firefox has no
 * host-resolver switch), loopback included, and none of its own calls home, which this closed
 * network refuses. `userAgent`, when given, replaces the browser's own: the preference every
 * Firefox honours, where WebDriver BiDi's `emulation.setUserAgentOverride` is unknown to Firefox
 * 140, the version in Debian 12's main archive.
 */
export function firefoxPreferences(proxy: string, userAgent?: string): Record<string, unknown> {
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
        'network.connectivity-service.enabled': false,
        ...(userAgent === undefined ? {} : { 'general.useragent.override': userAgent })
    };
}

/** The SHA-384 of no bytes at all, as an integrity report prints it. */
const EMPTY_BODY_SHA384 = 'OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

/**
 * An error as the browser reported it, with the first place its stack names; undefined for
 * Firefox's report of an integrity check on an empty body: a script whose load the page's leaving
 * cut (a link followed while an external tag was on its way), which no code of the page threw.
 */
function describeError(error: unknown): string | undefined {
    if (!(error instanceof Error)) {
        return String(error);
    }
    if (error.message.includes('integrity attribute') && error.message.includes(EMPTY_BODY_SHA384)) {
        return undefined;
    }
    const where = error.stack?.split('\n').find(line => line.trim().startsWith('at '));
    return `${error.name}: ${error.message}${where ? ` (${where.trim()})` : ' (no stack)'}`;
}

/** A Firefox tab through WebDriver BiDi (puppeteer-core): Playwright cannot drive Debian's Firefox. */
class FirefoxTab implements EngineTab {
    protected readonly browserErrors: string[] = [];

    constructor(protected readonly page: Page) {
        page.on('pageerror', error => {
            const described = describeError(error);
            if (described !== undefined) {
                this.browserErrors.push(described);
            }
        });
    }

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

    takeBrowserErrors(): string[] {
        return this.browserErrors.splice(0);
    }
}

/**
 * A visitor in Firefox: a browser of its own, started with the run's User-Agent. A preference is
 * read at start only, so each profile is a browser, as each WebKit profile is a driver session.
 */
class FirefoxProfile implements EngineProfile {
    constructor(protected readonly browser: Browser) {
        // Firefox's own output is read by no one: drained, so that a full pipe never stalls it.
        browser.process()?.stdout?.resume();
        browser.process()?.stderr?.resume();
    }

    async openTab(): Promise<EngineTab> {
        return new FirefoxTab(await this.browser.newPage());
    }

    async close(): Promise<void> {
        await this.browser.close().catch(() => undefined);
    }
}

async function launchFirefox(proxy: HostProxy, userAgent?: string): Promise<Browser> {
    const puppeteer = await import('puppeteer-core');
    return puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        headless: true,
        acceptInsecureCerts: true,
        extraPrefsFirefox: firefoxPreferences(proxy.address, userAgent)
    });
}

/** Firefox ESR, headless, with every host mapped to the demo server through the bench's proxy. */
export class FirefoxEngine implements EngineBrowser {
    readonly name = 'firefox' as const;

    protected constructor(
        protected readonly proxy: HostProxy,
        readonly version: string,
        protected readonly userAgent: string
    ) {}

    /** Starts Firefox once to learn its version and its own User-Agent, which each profile extends. */
    static async start(proxy: HostProxy): Promise<FirefoxEngine> {
        const probe = await launchFirefox(proxy);
        try {
            return new FirefoxEngine(proxy, (await probe.version()).replace(/^firefox\//, 'Firefox '), await probe.userAgent());
        } finally {
            await probe.close();
        }
    }

    async newProfile(runTag: string): Promise<EngineProfile> {
        return new FirefoxProfile(await launchFirefox(this.proxy, `${this.userAgent} ${runTag}`));
    }

    async stop(): Promise<void> {
        // Each profile's browser closes with its profile; nothing else runs.
    }
}
