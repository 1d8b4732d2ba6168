import * as http from 'node:http';
import * as https from 'node:https';
import type { Route } from 'playwright-core';
import type { Bench, BenchPage } from './bench';

/**
 * Serves a page of the demo server to Chromium with its HTML changed on the way: the document
 * is fetched from the server (with the page's Host) and fulfilled with `change(html)`, the
 * server's headers (its CSP) kept. For tests of what a page with a damaged embed does.
 */
export async function routeDocumentWith(page: BenchPage, bench: Bench, url: string, change: (html: string) => string): Promise<void> {
    await page.page.route(url, async (route: Route) => {
        const served = await fetchFromDemoServer(bench, url);
        await route.fulfill({ status: served.status, headers: served.headers, body: change(served.body) });
    });
}

/** A page of the demo server, as Chromium would receive it. */
export function fetchFromDemoServer(bench: Bench, url: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const options = {
        host: '127.0.0.1',
        port: secure ? bench.tlsPort : bench.port,
        path: target.pathname + target.search,
        headers: { Host: target.host },
        servername: target.hostname,
        rejectUnauthorized: false
    };
    return new Promise((resolve, reject) => {
        (secure ? https : http)
            .get(options, response => {
                let body = '';
                response.setEncoding('utf8');
                response.on('data', chunk => (body += chunk));
                response.on('end', () => {
                    const headers = Object.fromEntries(
                        Object.entries(response.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
                    );
                    resolve({ status: response.statusCode ?? 0, headers, body });
                });
            })
            .on('error', reject);
    });
}
