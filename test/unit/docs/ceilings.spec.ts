import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { sizeBudget } from '../../../scripts/bundle-sizes';
import { tableUnder } from '../../../scripts/docs-check/markdown-tables';

/*
 * A number the pages state is the code's or is not there. What the files weigh changes with every
 * build, so the pages give none; what they give are the ceilings, which the code holds: the size
 * budget of package.json (`sizeBudget`), in the table of docs/performance.md's "Budgets", and the
 * classes inversify may construct before load (test/unit/resolutions.spec.ts), wherever a page
 * says that spec holds the rental home to a number, and the trips to the browser process of
 * test/browser/page-trips.spec.ts, in the table of performance.md that says them. (The browser
 * spec is read as text: loading it would run its tests here.)
 */

const ROOT = path.resolve(__dirname, '../../..');
const page = (name: string) => readFileSync(path.join(ROOT, name), 'utf8');
const PAGES = [
    'README.md',
    'CONTRIBUTING.md',
    ...readdirSync(path.join(ROOT, 'docs'))
        .filter(name => name.endsWith('.md'))
        .map(name => `docs/${name}`)
];

/** `container.min.js` or `.after-load.js` as the table writes it: the production file it is. */
function budgetFile(cell: string): string {
    const name = /^`(\S+)`$/.exec(cell)?.[1] ?? cell;
    return `dist/${name.startsWith('.') ? `container.min${name}` : name}`;
}

describe('The ceilings the pages state', () => {
    it("are package.json's sizeBudget in docs/performance.md's table, a row per file", () => {
        const budget = sizeBudget();
        const expected = Object.fromEntries([
            ...budget.initial.map(file => [file, budget.initialGzipBytes] as const),
            ...Object.entries(budget.lazy)
        ]);
        const rows = tableUnder(page('docs/performance.md'), '## Budgets');
        const stated = Object.fromEntries(rows.map(([file, ceiling]) => [budgetFile(file), Number(ceiling.replace(/,/g, ''))]));
        expect(rows, 'one row per file').to.have.length(Object.keys(stated).length);
        expect(stated).to.deep.equal(expected);
    });

    it("are the browser's trips test/browser/page-trips.spec.ts allows, in docs/performance.md's table", () => {
        const ceilings = [
            ...page('test/browser/page-trips.spec.ts').matchAll(
                /\{ page: '([^']+)', url: '[^']+', visit: '(first|cached)', reads: (\d+), writes: (\d+), storage: (\d+) \}/g
            )
        ].map(([, name, visit, reads, writes, storage]) => [
            `${name}, ${visit === 'first' ? 'first visit' : 'cached (third) visit'}`,
            reads,
            writes,
            storage
        ]);
        expect(ceilings).to.have.length.greaterThan(3);
        expect(tableUnder(page('docs/performance.md'), '### Trips to the browser process per page view')).to.deep.equal(ceilings);
    });

    it('are the classes test/unit/resolutions.spec.ts lets inversify construct before load', () => {
        const ceiling = Number(/const MOST_BEFORE_LOAD = (\d+);/.exec(page('test/unit/resolutions.spec.ts'))?.[1]);
        expect(ceiling).to.be.greaterThan(0);
        const stated = PAGES.flatMap(name =>
            [...page(name).matchAll(/resolutions\.spec\.ts`\s+holds\s+the\s+rental\s+home\s+to\s+(?:at\s+most\s+)?(\d+)/g)].map(match => ({
                page: name,
                number: Number(match[1])
            }))
        );
        expect(stated.map(entry => entry.page)).to.include.members(['README.md', 'docs/performance.md']);
        expect(stated.filter(entry => entry.number !== ceiling)).to.deep.equal([]);
    });
});
