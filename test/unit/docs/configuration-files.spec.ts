import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { tableUnder } from '../../../scripts/docs-check/markdown-tables';

/*
 * docs/configuration.md says what every file of src/config/ holds, who reads it and what a
 * deployment changes there, a row each in the table of its section "Every file of `src/config/`".
 * The list is the folder itself: a file added to src/config/ fails this until the table has its
 * row (a mention elsewhere on the page does not count), and a row the table keeps after its file
 * went fails it too.
 */

const ROOT = path.resolve(__dirname, '../../..');
const CONFIG = 'src/config';
const PAGE = 'docs/configuration.md';
const SECTION = '## Every file of `src/config/`';

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

/** The first cell of each body row of the first table under `heading`. */
function firstColumn(markdown: string, heading: string): string[] {
    return tableUnder(markdown, heading).map(row => row[0]);
}

/** The path a row's first cell names: one `src/config/...` in inline code and nothing else, or undefined. */
function rowPath(cell: string): string | undefined {
    return /^`(src\/config\/[^`\s]+)`$/.exec(cell)?.[1];
}

describe('docs/configuration.md and the files of src/config/', () => {
    const page = readFileSync(path.join(ROOT, PAGE), 'utf8');
    const entries = configEntries(ROOT, CONFIG);
    const rows = firstColumn(page, SECTION);

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

    it("reads the first column of the section's table, and only that table", () => {
        const markdown = [
            '## Every file of `src/config/`',
            '',
            'Text with `src/config/prose.ts`.',
            '',
            '| file | what |',
            '|---|---|',
            '| `src/config/a.ts` | A, not `src/config/cell.ts` |',
            '| `src/config/b/` | B |',
            '| src/config/c.ts | C |',
            '',
            '| other | table |',
            '| --- | --- |',
            '| `src/config/d.ts` | D |',
            '',
            '## Next',
            '',
            '| `src/config/e.ts` | E |'
        ].join('\n');
        const cells = firstColumn(markdown, SECTION);
        expect(cells).to.deep.equal(['`src/config/a.ts`', '`src/config/b/`', 'src/config/c.ts']);
        expect(cells.map(rowPath)).to.deep.equal(['src/config/a.ts', 'src/config/b/', undefined]);
        expect(() => firstColumn('## Every file of `src/config/`\n\nNo table.\n', SECTION)).to.throw('no table');
    });

    it('has a row for every file of src/config/ (and the schemas folder) in the table of files', () => {
        const named = new Set(rows.map(rowPath));
        expect(
            entries.filter(entry => !named.has(entry)),
            `missing from the table of ${PAGE}`
        ).to.deep.equal([]);
    });

    it('has no row in that table but one per file that exists, each naming its file alone', () => {
        const known = new Set(entries);
        expect(
            rows.filter(cell => !known.has(rowPath(cell) ?? '')),
            `rows of ${PAGE}`
        ).to.deep.equal([]);
        expect(rows, 'one row per file').to.have.length(new Set(rows).size);
    });

    it('names no file of src/config/ that does not exist', () => {
        const known = new Set(entries);
        const gone = namedConfigPaths(page).filter(named => !known.has(named) && !known.has(`${path.posix.dirname(named)}/`));
        expect(gone, `${PAGE} names`).to.deep.equal([]);
    });
});
