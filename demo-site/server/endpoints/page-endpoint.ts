import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { EmbedManifest } from '../../../scripts/build/embed-snippets';
import { MANIFEST_FILE } from '../../../scripts/build/embed-snippets';
import { CONSENT_SCRIPTS } from '../../../src/config/consent-scripts';
import { TRUSTED_TYPES_POLICY } from '../../../src/config/constants';
import { RegistrableDomain } from '../../../src/services/registrable-domain';
import { resolveDemoPage } from '../../src/site/route-table';
import { PAGE_HAZARDS, PAGE_PROBES } from '../bench-page-scripts';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { TagEnvironment, TagLoadMode } from '../page-shell';
import { CONTAINER_FILES, DEFAULT_TAG_LOAD_MODE, renderPageShell, TAG_LOAD_MODES } from '../page-shell';
import type { Reply } from '../reply';

/** Remembers a QA user's `?tagEnv=` for the rest of the visit, so a funnel stays on one bundle. */
const TAG_ENV_COOKIE = 'qa_tag_env';

/**
 * The demo pages, for any host: what a site of the property serves at that path. `?tagEnv=`
 * picks the bundle (production by default; remembered for the visit in a cookie) and `?tagLoad=`
 * how it is embedded (TAG_LOAD_MODES). Pages are served under a strict Content-Security-Policy
 * without 'unsafe-eval', as the company's sites may be.
 */
/** What `pageCache: revalidate` serves the pages with: the cache keeps them and asks again before using them. */
export const PAGE_REVALIDATE_CACHING = 'private, no-cache';

export class PageEndpoint implements Endpoint {
    readonly kind = 'page' as const;

    constructor(
        protected readonly distDir: string,
        protected readonly settings: ReadonlyMap<string, string>
    ) {}

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && !request.path.startsWith('/demo/') && request.path !== '/favicon.ico';
    }

    handle(request: DemoRequest, reply: Reply): void {
        const nonce = randomBytes(12).toString('base64');
        const requested = request.query.get('tagEnv') ?? request.cookies[TAG_ENV_COOKIE];
        const environment: TagEnvironment =
            requested !== undefined && requested in CONTAINER_FILES ? (requested as TagEnvironment) : 'production';
        const requestedLoad = request.query.get('tagLoad') ?? DEFAULT_TAG_LOAD_MODE;
        const loadMode: TagLoadMode = Object.hasOwn(TAG_LOAD_MODES, requestedLoad) ? (requestedLoad as TagLoadMode) : DEFAULT_TAG_LOAD_MODE;
        const page = resolveDemoPage(request.host, request.path, request.query);
        const pageScript = [
            `window.__demoPage = ${JSON.stringify({ ...page, tagEnvironment: environment })};`,
            ...Object.entries(page.globals).map(([name, value]) => `window[${JSON.stringify(name)}] = ${JSON.stringify(value)};`),
            'window.adobeDataLayer = window.adobeDataLayer || [];',
            ...page.dataLayer.map(item => `window.adobeDataLayer.push(${JSON.stringify(item)});`)
        ]
            .join('\n')
            .replace(/</g, '\\u003c');
        const html = renderPageShell({
            benchScripts: [this.benchScript(PAGE_HAZARDS, 'pageHazard'), this.benchScript(PAGE_PROBES, 'pageProbe')].filter(
                (script): script is string => script !== undefined
            ),
            title: page.title,
            lang: page.lang,
            nonce,
            environment,
            loadMode,
            snippet: loadMode === 'snippet' ? this.snippetOf(environment) : undefined,
            pageScript,
            styles: ['/demo/demo.css'],
            // The sites whose banner runs in IAB TCF mode have a CMP; ours is the IAB Tech Lab's.
            headScripts: this.isTcfHost(request.host) ? ['/demo/tcf-cmp.js'] : [],
            bodyScripts: ['/demo/demo.js']
        });
        const headers: Record<string, string | string[]> = {
            // The consent banner is the provider's script; everything else is first-party or nonced.
            // On a QA alias page the services are aliased too (src/services/service-url.ts).
            // `?csp=eval` relaxes it for QA of schemas compiled in the page (the data layer's
            // schema-compiler file needs 'unsafe-eval'; the company's strict pages forbid it).
            'Content-Security-Policy':
                `script-src 'self' 'nonce-${nonce}'${request.query.get('csp') === 'eval' ? ` 'unsafe-eval'` : ''} https://consent.trustarc.com` +
                `${request.browserHost.endsWith('.localhost') ? ' *.localhost:*' : ''}; object-src 'none'; base-uri 'self'` +
                // `?csp=trusted-types`: a site that hardens its CSP with Trusted Types, naming the container's policy.
                (request.query.get('csp') === 'trusted-types'
                    ? `; require-trusted-types-for 'script'; trusted-types ${TRUSTED_TYPES_POLICY}`
                    : '')
        };
        if (request.query.get('tagEnv')) {
            headers['Set-Cookie'] = `${TAG_ENV_COOKIE}=${environment}; Path=/; SameSite=Lax`;
        }
        // `pageCache: revalidate`: the page as most sites serve theirs, kept and checked again, which
        // leaves it eligible for the browser's back/forward cache (no-store alone bars it).
        if (this.settings.get('pageCache') === 'revalidate') {
            headers['Cache-Control'] = PAGE_REVALIDATE_CACHING;
        }
        reply.send(page.status, html, 'text/html;charset=utf-8', headers);
    }

    /** The script a setting names of one of the bench's tables, if it names one. */
    protected benchScript(table: Readonly<Record<string, string>>, setting: string): string | undefined {
        const name = this.settings.get(setting);
        return name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;
    }

    /** Read on every request: a build rewrites the manifest while the server runs. */
    protected snippetOf(environment: TagEnvironment): string | undefined {
        const file = path.join(this.distDir, MANIFEST_FILE);
        return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EmbedManifest).environments[environment]?.snippet : undefined;
    }

    protected isTcfHost(host: string): boolean {
        const domain = RegistrableDomain.of(host);
        return CONSENT_SCRIPTS.some(row => row.domain === domain && row.tcf);
    }
}
