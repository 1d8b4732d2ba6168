import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { BrowserContext} from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROME_PATH, hostResolverRules, QUIET_SWITCHES } from '../chromium';
import { recordPageFacts } from './long-frames';

/** The base64 SHA-256 of a PEM certificate's public key, as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
export function spkiHash(certificatePem: string): string {
    const key = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
    return createHash('sha256').update(key).digest('base64');
}

/**
 * A Chromium with a browser profile of its own on disk (a user-data-dir), mapped to one demo server,
 * that keeps the files it loads: the bench's cached visit. It trusts the server's self-signed
 * certificate by its key rather than ignoring certificate errors, because Chromium keeps nothing
 * in its HTTP cache (and so no V8 code cache) from a host whose certificate had an error, even an
 * ignored one. `close()` deletes the profile.
 */
export class CachedProfile {

    protected constructor(readonly context: BrowserContext, protected readonly folder: string) { }

    static async open(port: number, tlsPort: number, certificatePem: string): Promise<CachedProfile> {
        const folder = mkdtempSync(path.join(os.tmpdir(), 'tag-container-cached-profile-'));
        try {
            const context = await chromium.launchPersistentContext(folder, {
                executablePath: CHROME_PATH,
                headless: true,
                args: [...QUIET_SWITCHES, hostResolverRules(port, tlsPort), `--ignore-certificate-errors-spki-list=${spkiHash(certificatePem)}`]
            });
            await recordPageFacts(context);
            return new CachedProfile(context, folder);
        } catch (error) {
            rmSync(folder, { recursive: true, force: true });
            throw error;
        }
    }

    async close(): Promise<void> {
        try {
            await this.context.close();
        } finally {
            rmSync(this.folder, { recursive: true, force: true });
        }
    }
}
