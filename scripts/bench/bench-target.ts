import * as path from 'node:path';
import type { Browser } from 'playwright-core';
import { DemoServer } from '../../demo-site/server/demo-server';
import { launchChromium } from '../chromium';
import { CachedProfile } from './cached-profile';
import { SourceParts } from './source-parts';

/**
 * One build under measurement: a demo server serving its bundles and a Chromium whose every host
 * resolves to that server. Comparing two builds takes two of these, because the host mapping is
 * fixed when Chromium starts; only one of them loads a page at any time.
 */
export class BenchTarget {

    /** The parts of this build, named through its source maps. */
    readonly parts: SourceParts;

    protected constructor(readonly server: DemoServer, readonly browser: Browser, distDir: string,
        protected readonly ports: { readonly port: number; readonly tlsPort: number }) {
        this.parts = new SourceParts(distDir);
    }

    /**
     * `distDir`: the build's bundles. `demoDir`: the demo site's own pages, the same for both
     * builds of a comparison, so only the container differs between them. `switches`: Chromium's,
     * besides those every bench and test browser has.
     */
    static async start(distDir: string, demoDir = path.join(distDir, 'demo'), switches: readonly string[] = []): Promise<BenchTarget> {
        const server = new DemoServer({ port: 0, tlsPort: 0, distDir, demoDir });
        const { port, tlsPort } = await server.start();
        try {
            return new BenchTarget(server, await launchChromium(port, tlsPort, switches), distDir, { port, tlsPort });
        } catch (error) {
            await server.stop();
            throw error;
        }
    }

    /**
     * A browser profile of its own that keeps what it loads (the cached visit), while this build's
     * files are served as a site serves them, cached for good; until the profile is closed.
     */
    async cachedProfile(): Promise<{ readonly profile: CachedProfile; close(): Promise<void> }> {
        this.server.settings.set('bundleCache', 'immutable');
        let profile: CachedProfile;
        try {
            profile = await CachedProfile.open(this.ports.port, this.ports.tlsPort, this.server.certificate!);
        } catch (error) {
            this.server.settings.delete('bundleCache');
            throw error;
        }
        return {
            profile,
            close: async () => {
                this.server.settings.delete('bundleCache');
                await profile.close();
            }
        };
    }

    async stop(): Promise<void> {
        try {
            await this.browser.close();
        } finally {
            await this.server.stop();
        }
    }
}
