import { createHash } from 'node:crypto';
import type { ContainerEnvironment } from './container-bundles';

/** A file the build wrote and its Subresource Integrity value. */
export interface EmbedFile {
    readonly file: string;
    /** `sha384-<base64>` of the exact bytes written. */
    readonly integrity: string;
    readonly bytes: number;
}

/** What a site template needs for one environment. */
export interface EmbedEnvironment {
    /** The `<script>` element to paste into the page's head. */
    readonly snippet: string;
    /** The bundle first, then the files it loads itself, all to be served from one folder. */
    readonly files: readonly EmbedFile[];
}

/** dist/manifest.json. */
export interface EmbedManifest {
    readonly version: string;
    /** The folder the files are served from, as the snippets name it. */
    readonly basePath: string;
    readonly environments: Partial<Record<ContainerEnvironment, EmbedEnvironment>>;
}

/** What the build writes beside the bundles (scripts/build/embed-manifest-plugin.ts). */
export const MANIFEST_FILE = 'manifest.json';
export const EMBED_HTML_FILE = 'embed.html';

/** The folder the sites serve the container from, on their own host (as the demo does). */
export const DEFAULT_BASE_PATH = '/tag/';

/** What the README shows instead of a hash: a real one changes with every build. */
export const INTEGRITY_PLACEHOLDER = 'sha384-(from dist/embed.html of the build you deploy)';

const ENVIRONMENT_ORDER: readonly ContainerEnvironment[] = ['production', 'staging', 'development'];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The embed snippets with Subresource Integrity, and the files that carry them: dist/manifest.json
 * for tools, dist/embed.html for the person who updates a site template, and the README's block.
 */
export class EmbedSnippets {
    /** The SRI value of the bytes: sha384, the strongest hash every browser accepts in `integrity`. */
    static integrityOf(bytes: Uint8Array): string {
        return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    }

    /**
     * The `<script>` a site pastes into its head. `async`: the container keeps its lifecycle
     * order however it arrives, so it need not hold up the page's parsing. `crossorigin`: a
     * browser checks integrity of a cross-origin script only in CORS mode; on the site's own host
     * it changes nothing.
     */
    static scriptTag(src: string, integrity: string): string {
        return `<script src="${escapeHtml(src)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous" async></script>`;
    }

    /** One environment's entry, from its files' bytes; the first file is the bundle the page embeds. */
    static environment(
        files: ReadonlyArray<{ readonly file: string; readonly bytes: Uint8Array }>,
        basePath = DEFAULT_BASE_PATH
    ): EmbedEnvironment {
        const entries = files.map(({ file, bytes }) => ({ file, integrity: EmbedSnippets.integrityOf(bytes), bytes: bytes.length }));
        return { snippet: EmbedSnippets.scriptTag(basePath + entries[0].file, entries[0].integrity), files: entries };
    }

    /** The manifest with one environment replaced; the others stay, since their files were not rebuilt. */
    static withEnvironment(
        manifest: EmbedManifest | undefined,
        version: string,
        basePath: string,
        environment: ContainerEnvironment,
        entry: EmbedEnvironment
    ): EmbedManifest {
        const environments: Partial<Record<ContainerEnvironment, EmbedEnvironment>> = {};
        for (const name of ENVIRONMENT_ORDER) {
            const kept = name === environment ? entry : manifest?.basePath === basePath ? manifest.environments[name] : undefined;
            if (kept) {
                environments[name] = kept;
            }
        }
        return { version, basePath, environments };
    }

    /** dist/embed.html: per environment, the snippet to paste and the files to deploy with it. */
    static renderHtml(manifest: EmbedManifest): string {
        const sections = ENVIRONMENT_ORDER.filter(name => manifest.environments[name]).map(name => {
            const { snippet, files } = manifest.environments[name]!;
            return [
                `<h2>${name}</h2>`,
                `<p>Paste into the <code>&lt;head&gt;</code> of every page of the ${name} sites:</p>`,
                `<pre><code>${escapeHtml(snippet)}</code></pre>`,
                `<p>Deploy these files together, unchanged, to <code>${escapeHtml(manifest.basePath)}</code>:</p>`,
                '<table>',
                '<tr><th>file</th><th>bytes</th><th>integrity</th></tr>',
                ...files.map(
                    file =>
                        `<tr><td>${escapeHtml(file.file)}</td><td>${file.bytes}</td><td><code>${escapeHtml(file.integrity)}</code></td></tr>`
                ),
                '</table>'
            ].join('\n');
        });
        return [
            '<!doctype html>',
            '<html lang="en">',
            '<head><meta charset="utf-8"><title>Embedding the tag container</title></head>',
            '<body>',
            `<h1>Embedding tag-container ${escapeHtml(manifest.version)}</h1>`,
            '<p>The integrity values are the sha384 of these exact files: a page whose snippet and file',
            'disagree does not run the container. Update the snippet whenever you deploy a new build.</p>',
            ...sections,
            '</body>',
            '</html>',
            ''
        ].join('\n');
    }

    /** The README's block: each environment's snippet, the integrity shown as a placeholder. */
    static readmeBlock(
        bundles: ReadonlyArray<{ readonly environment: ContainerEnvironment; readonly filename: string }>,
        basePath = DEFAULT_BASE_PATH
    ): string {
        return [
            '```html',
            ...bundles.flatMap(({ environment, filename }) => [
                `<!-- ${environment}: ${basePath}${filename} -->`,
                EmbedSnippets.scriptTag(basePath + filename, INTEGRITY_PLACEHOLDER)
            ]),
            '```'
        ].join('\n');
    }
}
