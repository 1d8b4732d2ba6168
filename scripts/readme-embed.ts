import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { CONTAINER_BUNDLES } from './build/container-bundles';
import { EmbedSnippets } from './build/embed-snippets';
import { CommandLine } from './command-line';

export const README_FILE = path.resolve(__dirname, '../README.md');
export const EMBED_BLOCK_START = '<!-- embed:start -->';
export const EMBED_BLOCK_END = '<!-- embed:end -->';

/** `npm run -s readme:embed`: rewrites the README's embed snippets from the build's own generator. */
export const README_EMBED_COMMAND = new CommandLine({
    usage: 'npm run -s readme:embed',
    summary:
        `Rewrites the embed snippets of README.md (between ${EMBED_BLOCK_START} and ${EMBED_BLOCK_END}) with what\n` +
        'the build writes to dist/embed.html, the integrity value shown as a placeholder.',
    flags: []
});

/** The README with its embed block as the generator writes it. */
export function withEmbedBlock(readme: string): string {
    const start = readme.indexOf(EMBED_BLOCK_START);
    const end = readme.indexOf(EMBED_BLOCK_END);
    if (start < 0 || end < start) {
        throw new Error(`README.md has no ${EMBED_BLOCK_START} ... ${EMBED_BLOCK_END} block.`);
    }
    return `${readme.slice(0, start + EMBED_BLOCK_START.length)}\n${EmbedSnippets.readmeBlock(CONTAINER_BUNDLES)}\n${readme.slice(end)}`;
}

if (require.main === module) {
    process.exitCode = README_EMBED_COMMAND.run(process.argv.slice(2), () => {
        writeFileSync(README_FILE, withEmbedBlock(readFileSync(README_FILE, 'utf8')));
    });
}
