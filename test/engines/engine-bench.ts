import type { PageHazard, PageProbe } from '../../demo-site/server/bench-page-scripts';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import type { DemoServer } from '../../demo-site/server/demo-server';
import type { Fault } from '../../demo-site/server/fault-registry';
import { RunLog } from '../browser/run-log';
import { ChromiumEngine } from './chromium-engine';
import type { EngineBrowser, EngineName, EngineProfile } from './engine';
import type { PageProblem } from './engine-tab';
import { BenchTab } from './engine-tab';
import { FirefoxEngine } from './firefox-engine';
import type { HostProxy } from './host-proxy';
import { WebKitEngine } from './webkit-engine';

/** What a person runs when an engine is missing: the bench never skips one in silence. */
export const INSTALL_HINT =
    'Install the engines with `node scripts/ensure-browsers.js` (as root on Debian it runs apt-get install chromium firefox-esr ' +
    'webkit2gtk-driver xvfb), or point CHROME_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH at them.';

/** A visitor: one profile of the engine (cookies, storage), with its tabs. */
export class BenchVisitor {
    readonly tabs: BenchTab[] = [];

    constructor(protected readonly profile: EngineProfile) {}

    /** A new tab of this visitor: same cookies and storage. */
    async openTab(): Promise<BenchTab> {
        const tab = new BenchTab(await this.profile.openTab());
        this.tabs.push(tab);
        return tab;
    }

    async close(): Promise<void> {
        await this.profile.close();
    }
}

/**
 * One engine against the demo server, for the core scenarios: the same calls in every engine.
 * As in the Chromium suite, each test is a run of its own: its visitors' requests carry the run's
 * tag in their User-Agent, and `requests()` lists only those.
 */
export class EngineBench extends RunLog {
    protected readonly visitors: BenchVisitor[] = [];
    protected run = 1;

    protected constructor(
        readonly engine: EngineBrowser,
        readonly server: DemoServer
    ) {
        super();
    }

    static async start(
        name: EngineName,
        server: DemoServer,
        proxy: HostProxy,
        ports: { port: number; tlsPort: number }
    ): Promise<EngineBench> {
        try {
            const engine =
                name === 'chromium'
                    ? await ChromiumEngine.start(ports)
                    : name === 'firefox'
                      ? await FirefoxEngine.start(proxy)
                      : await WebKitEngine.start(proxy);
            return new EngineBench(engine, server);
        } catch (error) {
            throw new Error(`${name} did not start: ${(error as Error).message}\n${INSTALL_HINT}`);
        }
    }

    get runTag(): string {
        // One product token (name/version): WebKit refuses a User-Agent with a token it cannot read.
        return `tc-engine-run/${this.engine.name}-${this.run}`;
    }

    /** A new visitor (a fresh profile) with its first tab. */
    async visitor(): Promise<{ visitor: BenchVisitor; tab: BenchTab }> {
        const visitor = new BenchVisitor(await this.engine.newProfile(this.runTag));
        this.visitors.push(visitor);
        return { visitor, tab: await visitor.openTab() };
    }

    /** A new visitor's first tab. */
    async newTab(): Promise<BenchTab> {
        return (await this.visitor()).tab;
    }

    /** What went wrong on the run's pages that no test declared, read from every tab still open. */
    async unexpectedProblems(): Promise<PageProblem[]> {
        const problems: PageProblem[] = [];
        for (const tab of this.visitors.flatMap(visitor => visitor.tabs)) {
            problems.push(...(await tab.unexpectedProblems()));
        }
        return problems;
    }

    /** Ends the test's run: closes every visitor and resets the emulator; later requests belong to the next run. */
    async endRun(): Promise<void> {
        for (const visitor of this.visitors.splice(0)) {
            await visitor.close();
        }
        this.run++;
        this.server.faults.clear();
        this.server.settings.clear();
        this.server.log.clear();
    }

    setConsentRegion(region: 'eu' | 'us'): void {
        this.server.settings.set('consentRegion', region);
    }

    setHazard(hazard: PageHazard): void {
        this.server.settings.set('pageHazard', hazard);
    }

    setProbe(probe: PageProbe): void {
        this.server.settings.set('pageProbe', probe);
    }

    setSetting(key: string, value: string): void {
        this.server.settings.set(key, value);
    }

    setFault(kind: CapturedRequest['kind'], fault: Fault): void {
        this.server.faults.set(kind, fault);
    }

    clearFault(kind: CapturedRequest['kind']): void {
        this.server.faults.clear(kind);
    }

    async stop(): Promise<void> {
        await this.endRun();
        await this.engine.stop();
    }
}
