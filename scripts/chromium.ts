import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

/** Debian's Chromium (scripts/ensure-browsers.js installs it), or CHROME_PATH. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The switches that make Chromium resolve every host name to the demo server: port 80 to its
 * http port, 443 to its https port, its self-signed certificate accepted. Pages then browse
 * `https://careers.alderway.ca/jobs` and the container calls `https://dpm.demdex.net/id` with no
 * port anywhere, as in production (docs/requirements.md §10.2).
 */
export function demoServerSwitches(port: number, tlsPort: number): string[] {
    return ['--ignore-certificate-errors', hostResolverRules(port, tlsPort)];
}

/** Every host name to the demo server: port 80 to its http port, 443 to its https port. */
export function hostResolverRules(port: number, tlsPort: number): string {
    return `--host-resolver-rules=MAP *:80 127.0.0.1:${port}, MAP *:443 127.0.0.1:${tlsPort}`;
}

/** What every Chromium of the tests and the bench runs with: headless, quiet, off the network. */
export const QUIET_SWITCHES: readonly string[] = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
    '--disable-background-networking',
    '--disable-component-update'
];

/**
 * Chromium mapped to the demo server, headless, with `switches` besides; `backForwardCache` keeps
 * the browser's back/forward cache on. The browser tests and `npm run bench` use it.
 */
export function launchChromium(
    port: number,
    tlsPort: number,
    switches: readonly string[] = [],
    options: { readonly backForwardCache?: boolean } = {}
): Promise<Browser> {
    return chromium.launch({
        executablePath: CHROME_PATH,
        headless: true,
        args: [...QUIET_SWITCHES, ...demoServerSwitches(port, tlsPort), ...switches],
        // Playwright turns the back/forward cache off for every browser it starts; a test of it needs it on.
        ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {})
    });
}
