import { randomBytes } from 'node:crypto';
import { DemoRequest } from '../demo-request';
import { Endpoint } from '../endpoint';
import { CONTAINER_FILES, renderPageShell, TagEnvironment, TagLoadMode } from '../page-shell';
import { Reply } from '../reply';

const LOAD_MODES: readonly TagLoadMode[] = ['sync', 'async', 'late', 'twice'];

/**
 * The demo pages, for any host: what a site of the property serves. `?tagEnv=` picks the bundle
 * (production by default) and `?tagLoad=` how it is embedded. Pages are served under a strict
 * Content-Security-Policy without 'unsafe-eval', as the company's sites may be.
 */
export class PageEndpoint implements Endpoint {

    readonly kind = 'page' as const;

    matches(request: DemoRequest): boolean {
        return request.method === 'GET';
    }

    handle(request: DemoRequest, reply: Reply): void {
        const nonce = randomBytes(12).toString('base64');
        const environment = (request.query.get('tagEnv') ?? 'production') as TagEnvironment;
        const loadMode = (request.query.get('tagLoad') ?? 'sync') as TagLoadMode;
        const html = renderPageShell({
            title: `${request.host}${request.path}`,
            nonce,
            environment: environment in CONTAINER_FILES ? environment : 'production',
            loadMode: LOAD_MODES.includes(loadMode) ? loadMode : 'sync'
        });
        reply.send(200, html, 'text/html;charset=utf-8', {
            // The consent banner is the provider's script; everything else is first-party or nonced.
            'Content-Security-Policy': `script-src 'self' 'nonce-${nonce}' https://consent.trustarc.com; object-src 'none'; base-uri 'self'`
        });
    }
}
