import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';

/*
 * docs/configuration.md says what every file of src/config/ holds, who reads it and what a
 * deployment changes there. The list is the folder itself: a file added to src/config/ fails this
 * until the page names it, and a name the page keeps after its file went fails it too.
 */

const ROOT = path.resolve(__dirname, '../../..');
const CONFIG = 'src/config';
const PAGE = 'docs/configuration.md';

/**
 * What the page must name, as repository paths: every `.ts` and `.json` file directly in `folder`,
 * and each subfolder holding such files as a whole (`src/config/data-layer-schemas/`).
 */
function configEntries(root: string, folder: string): string[] {
    const entries: string[] = [];
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
        if (entry.isDirectory()) {
            if (configEntries(root, `${folder}/${entry.name}`).length > 0) {
                entries.push(`${folder}/${entry.name}/`);
            }
        } else if (/\.(ts|json)$/.test(entry.name)) {
            entries.push(`${folder}/${entry.name}`);
        }
    }
    return entries.sort();
}

/** The `src/config/...` paths a page names in inline code. */
function namedConfigPaths(markdown: string): string[] {
    return [...new Set([...markdown.matchAll(/`(src\/config\/[^`\s]+)`/g)].map(match => match[1]))].sort();
}

describe('docs/configuration.md and the files of src/config/', () => {
    const page = readFileSync(path.join(ROOT, PAGE), 'utf8');
    const entries = configEntries(ROOT, CONFIG);

    it('reads the folder: its files, and its subfolders as a whole', () => {
        expect(entries).to.include.members([
            'src/config/constants.ts',
            'src/config/data-layer-schemas.ts',
            'src/config/data-layer-schemas/'
        ]);
        expect(
            entries.filter(entry => entry.startsWith('src/config/data-layer-schemas/') && entry !== 'src/config/data-layer-schemas/')
        ).to.deep.equal([]);
        expect(namedConfigPaths('`src/config/a.ts`, `src/config/b/` and src/config/c.ts')).to.deep.equal([
            'src/config/a.ts',
            'src/config/b/'
        ]);
    });

    it('names every file of src/config/ (and the schemas folder) in inline code', () => {
        const named = new Set(namedConfigPaths(page));
        expect(
            entries.filter(entry => !named.has(entry)),
            `missing from ${PAGE}`
        ).to.deep.equal([]);
    });

    it('names no file of src/config/ that does not exist', () => {
        const known = new Set(entries);
        const gone = namedConfigPaths(page).filter(named => !known.has(named) && !known.has(`${path.posix.dirname(named)}/`));
        expect(gone, `${PAGE} names`).to.deep.equal([]);
    });
});
