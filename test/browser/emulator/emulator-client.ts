import * as http from 'node:http';
import * as https from 'node:https';
import type { BenchPage } from '../bench';
import { bench } from '../fixture';

/** What the emulator answered one call from Node. */
export interface EmulatorAnswer {
    readonly status: number;
    readonly headers: http.IncomingHttpHeaders;
    readonly bytes: Buffer;
    readonly body: string;
}

export interface EmulatorCall {
    readonly method?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
    /** The client gives up after this long (default 5000 ms). */
    readonly timeoutMs?: number;
}

/**
 * Calls the emulator from Node with a production URL, as the browser would reach it: the request
 * goes to the bench's http or https port with the URL's host in the Host header (and SNI).
 */
export function callEmulator(url: string, call: EmulatorCall = {}): Promise<EmulatorAnswer> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const options: https.RequestOptions = {
        host: '127.0.0.1',
        port: secure ? bench().tlsPort : bench().port,
        method: call.method ?? 'GET',
        path: target.pathname + target.search,
        // Tagged as the test's run, like its pages: the test's requests() lists this call too.
        headers: { Host: target.host, 'User-Agent': `node ${bench().runTag}`, ...call.headers },
        servername: secure ? target.hostname : undefined,
        rejectUnauthorized: false
    };
    return new Promise((resolve, reject) => {
        const request = (secure ? https : http).request(options, response => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
                const bytes = Buffer.concat(chunks);
                resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, body: bytes.toString('utf8') });
            });
        });
        request.setTimeout(call.timeoutMs ?? 5000, () =>
            request.destroy(new Error(`No answer from ${url} within ${call.timeoutMs ?? 5000} ms`))
        );
        request.on('error', reject);
        request.end(call.body);
    });
}

/** The `Set-Cookie` header of an answer, one cookie per entry. */
export function setCookies(answer: EmulatorAnswer): string[] {
    return answer.headers['set-cookie'] ?? [];
}

/**
 * A Chromium page on a demo URL with the container bundle and the demo's own scripts and styles
 * replaced by empty files: these tests are about the emulator, so neither the container's calls
 * nor the demo's rendering may mix with the test's, and bundles being rebuilt must not break them.
 * The favicon, which the demo server does not have, is stubbed too.
 */
export async function openBarePage(url: string): Promise<BenchPage> {
    const page = await bench().newPage();
    await page.page.route(/^https?:\/\/[^/]+\/(tag\/container[^/]*\.js|demo\/[^?]*\.(js|css)|favicon\.ico)(\?.*)?$/, route =>
        route.fulfill({
            status: route.request().url().includes('favicon') ? 204 : 200,
            contentType: route.request().url().includes('.css') ? 'text/css' : 'application/javascript',
            body: ''
        })
    );
    await page.visit(url);
    return page;
}
