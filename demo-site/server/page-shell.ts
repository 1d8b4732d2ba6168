import { PAGE_PROBLEMS_SNIPPET } from './bench-page-scripts';
import { QA_MONITOR_SNIPPET } from './qa-monitor-snippet';

/**
 * How a demo page embeds the container (`?tagLoad=`), to check the lifecycle order holds however
 * it arrives. The one list of the values: the page endpoint accepts these, docs/demo-bench.md
 * names each (test/unit/docs/docs-lists.spec.ts), the first is the default.
 */
export const TAG_LOAD_MODES = {
    sync: 'a plain script element in the head (the default)',
    async: 'the same with async',
    late: 'inserted by page code 50 ms after the window has loaded',
    twice: 'two script elements: the second copy only warns',
    none: 'no container at all, for baselines',
    snippet: 'exactly the snippet the build wrote to dist/manifest.json, with its integrity value'
} as const;
export type TagLoadMode = keyof typeof TAG_LOAD_MODES;
export const DEFAULT_TAG_LOAD_MODE: TagLoadMode = 'sync';
export type TagEnvironment = 'production' | 'staging' | 'development';

export const CONTAINER_FILES: Record<TagEnvironment, string> = {
    production: '/tag/container.min.js',
    staging: '/tag/container-staging.min.js',
    development: '/tag/container-development.js'
};

export interface PageShellOptions {
    readonly title: string;
    readonly nonce: string;
    readonly environment: TagEnvironment;
    readonly loadMode: TagLoadMode;
    /** The build's embed snippet for the environment, for the `snippet` load mode. */
    readonly snippet?: string;
    /** Inline script that sets the page's globals and data-layer items, run before the container. */
    readonly pageScript?: string;
    /** Scripts the page loads before the container (a TCF CMP). */
    readonly headScripts?: readonly string[];
    readonly bodyHtml?: string;
    /** Scripts at the end of the body (the demo's React bundle). */
    readonly bodyScripts?: readonly string[];
    readonly styles?: readonly string[];
    readonly lang?: string;
    /** Inline scripts run before all else: what the page denies the container, what a test watches (PAGE_HAZARDS, PAGE_PROBES). */
    readonly benchScripts?: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The HTML every demo page is served in: what the real sites' templates put around the container. */
export function renderPageShell(options: PageShellOptions): string {
    const nonce = `nonce="${options.nonce}"`;
    const src = CONTAINER_FILES[options.environment];
    const embed = {
        sync: `<script src="${src}"></script>`,
        async: `<script src="${src}" async></script>`,
        twice: `<script src="${src}"></script>\n<script src="${src}"></script>`,
        none: '',
        snippet: options.snippet ?? '<!-- dist/manifest.json has no snippet for this environment: run npm run build -->',
        late: `<script ${nonce}>addEventListener('load', function () { setTimeout(function () {
  var script = document.createElement('script'); script.src = ${JSON.stringify(src)}; document.head.appendChild(script);
}, 50); });</script>`
    }[options.loadMode];
    return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
${(options.styles ?? []).map(href => `<link rel="stylesheet" href="${href}">`).join('\n')}
${(options.benchScripts ?? []).map(script => `<script ${nonce}>${script}</script>`).join('\n')}
<script ${nonce}>${PAGE_PROBLEMS_SNIPPET}</script>
<script ${nonce}>${QA_MONITOR_SNIPPET}</script>
${options.pageScript ? `<script ${nonce}>${options.pageScript}</script>` : ''}
${(options.headScripts ?? []).map(script => `<script src="${script}"></script>`).join('\n')}
${embed}
</head>
<body>
${options.bodyHtml ?? '<div id="root"></div>'}
${(options.bodyScripts ?? []).map(script => `<script src="${script}"></script>`).join('\n')}
<script ${nonce}>window._satellite && _satellite.pageBottom && _satellite.pageBottom();</script>
</body>
</html>`;
}
