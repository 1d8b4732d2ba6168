import { Browser, chromium } from 'playwright-core';

/** Debian's Chromium (scripts/ensure-chromium.js installs it), or CHROME_PATH. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Chromium that resolves every host name to the demo server (docs/requirements.md §10.2): pages browse
 * `https://careers.alderway.ca/jobs` and the container calls `https://dpm.demdex.net/id` with no
 * port anywhere, as in production. The browser tests and `npm run bench` use it.
 */
export function launchChromium(port: number, tlsPort: number): Promise<Browser> {
    return chromium.launch({
        executablePath: CHROME_PATH,
        headless: true,
        args: [
            '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync',
            '--disable-background-networking', '--disable-component-update', '--ignore-certificate-errors',
            `--host-resolver-rules=MAP *:80 127.0.0.1:${port}, MAP *:443 127.0.0.1:${tlsPort}`
        ]
    });
}
