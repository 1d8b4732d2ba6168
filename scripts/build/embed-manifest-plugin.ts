import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Compiler } from 'webpack';
import type { ContainerBundle } from './container-bundles';
import { LAZY_FILES, lazyFileName } from './container-bundles';
import type { EmbedManifest } from './embed-snippets';
import { EMBED_HTML_FILE, EmbedSnippets, MANIFEST_FILE } from './embed-snippets';

/**
 * Writes dist/manifest.json and dist/embed.html after a container build: the snippet a site
 * template pastes, with the Subresource Integrity values of the files as written. It runs after
 * emit and hashes the files read back from the output folder, so the values are of the exact
 * bytes a server will send, after minification and the source-map comment.
 *
 * Each environment's build replaces only its own entry: a build of one configuration
 * (`--config-name container-production`) leaves the others, whose files it did not touch.
 */
export class EmbedManifestPlugin {
    constructor(
        protected readonly bundle: ContainerBundle,
        protected readonly version: string,
        protected readonly basePath: string
    ) {}

    apply(compiler: Compiler): void {
        compiler.hooks.afterEmit.tap('EmbedManifestPlugin', compilation => {
            if (compilation.errors.length > 0) {
                return;
            }
            const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
            const files = [this.bundle.filename, ...LAZY_FILES.map(file => lazyFileName(this.bundle.filename, file))].map(file => ({
                file,
                bytes: readFileSync(path.join(outputPath, file))
            }));
            const manifestPath = path.join(outputPath, MANIFEST_FILE);
            const previous = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as EmbedManifest) : undefined;
            const manifest = EmbedSnippets.withEnvironment(
                previous,
                this.version,
                this.basePath,
                this.bundle.environment,
                EmbedSnippets.environment(files, this.basePath)
            );
            writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
            writeFileSync(path.join(outputPath, EMBED_HTML_FILE), EmbedSnippets.renderHtml(manifest));
        });
    }
}
