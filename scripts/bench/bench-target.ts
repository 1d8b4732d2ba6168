import * as path from 'node:path';
import { Browser } from 'playwright-core';
import { DemoServer } from '../../demo-site/server/demo-server';
import { launchChromium } from '../chromium';
import { SourceParts } from './source-parts';

/**
 * One build under measurement: a demo server serving its bundles and a Chromium whose every host
 * resolves to that server. Comparing two builds takes two of these, because the host mapping is
 * fixed when Chromium starts; only one of them loads a page at any time.
 */
export class BenchTarget {

    /** The parts of this build, named through its source maps. */
    readonly parts: SourceParts;

    protected constructor(readonly server: DemoServer, readonly browser: Browser, distDir: string) {
        this.parts = new SourceParts(distDir);
    }

    /**
     * `distDir`: the build's bundles. `demoDir`: the demo site's own pages, the same for both
     * builds of a comparison, so only the container differs between them.
     */
    static async start(distDir: string, demoDir = path.join(distDir, 'demo')): Promise<BenchTarget> {
        const server = new DemoServer({ port: 0, tlsPort: 0, distDir, demoDir });
        const { port, tlsPort } = await server.start();
        try {
            return new BenchTarget(server, await launchChromium(port, tlsPort), distDir);
        } catch (error) {
            await server.stop();
            throw error;
        }
    }

    async stop(): Promise<void> {
        try {
            await this.browser.close();
        } finally {
            await this.server.stop();
        }
    }
}
