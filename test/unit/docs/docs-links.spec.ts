import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { githubSlug, headingsOf } from '../../../scripts/docs-check/markdown-headings';
import { checkMarkdownLinks } from '../../../scripts/docs-check/markdown-links';
import { findOutsideReferences } from '../../../scripts/docs-check/outside-references';
import { filesUnder, repositoryFiles } from '../../../scripts/docs-check/repository-files';
import { checkCitations } from '../../../scripts/docs-check/section-citations';

const ROOT = path.resolve(__dirname, '../../..');
const DOCS = path.join(ROOT, 'docs');
const FIXTURES = path.join(__dirname, 'fixtures');
const SECTION = '\u00a7';
const SOURCE = ['.ts', '.tsx', '.js', '.mjs'];

/** README.md, CONTRIBUTING.md and every page under docs/. */
function markdownPages(): string[] {
    return [
        path.join(ROOT, 'README.md'),
        path.join(ROOT, 'CONTRIBUTING.md'),
        ...readdirSync(DOCS)
            .filter(name => name.endsWith('.md'))
            .map(name => path.join(DOCS, name))
    ];
}

describe('Documentation links and citations', () => {
    describe('the checker', () => {
        it('gives headings the anchors GitHub gives them', () => {
            expect(githubSlug('1. Visitor identity (VisitorAPI 5.4.0)')).to.equal('1-visitor-identity-visitorapi-540');
            expect(githubSlug('`Visitor` (VisitorAPI 5.4.0)')).to.equal('visitor-visitorapi-540');
            expect(githubSlug('Adopting the container: hosts, brands, rules, data elements')).to.equal(
                'adopting-the-container-hosts-brands-rules-data-elements'
            );
            expect(githubSlug('What **`npm start`** shows')).to.equal('what-npm-start-shows');
            expect(
                headingsOf(readFileSync(path.join(FIXTURES, 'target.md'), 'utf8')).map(heading => [heading.anchor, heading.section])
            ).to.deep.equal([
                ['a-target-page', undefined],
                ['2-numbered-part', '2'],
                ['21-first-point', '2.1'],
                ['plain-code-heading', undefined],
                ['plain-code-heading-1', undefined]
            ]);
        });

        it('reports a link to a missing page and an anchor the target page does not have, and nothing else', () => {
            const problems = checkMarkdownLinks(path.join(FIXTURES, 'broken-links.md'));
            expect(problems.map(problem => [problem.line, problem.target, problem.reason])).to.deep.equal([
                [7, 'missing-page.md', 'missing file'],
                [7, 'target.md#22-second-point', 'missing anchor'],
                [15, 'also-missing.md', 'missing file']
            ]);
        });

        it('reports citations of a missing page or section, and a section sign that names no page', () => {
            const text = [
                `// docs/target.md ${SECTION}2, ${SECTION}2.1 and ${SECTION}2-${SECTION}2.1 hold`,
                `// docs/target.md ${SECTION}2.2 does not`,
                `// docs/missing.md ${SECTION}1 does not`,
                `// nor does a bare ${SECTION}3.4`
            ].join('\n');
            const problems = checkCitations('example.ts', text, FIXTURES);
            expect(problems.map(problem => [problem.line, problem.reason])).to.deep.equal([
                [2, 'docs/target.md has no section 2.2'],
                [3, 'docs/missing.md does not exist'],
                [4, 'names no page under docs/']
            ]);
        });

        it('finds text that points outside the repository', () => {
            const outside = ['..', 'shared', 'reference', 'notes.md'].join('/');
            expect(findOutsideReferences('example.ts', `ok\nsee ${outside}\n`)).to.deep.equal([
                { file: 'example.ts', line: 2, text: `see ${outside}` }
            ]);
            expect(findOutsideReferences('example.ts', 'src/services/shared-state.ts')).to.deep.equal([]);
        });
    });

    describe('the repository', () => {
        it('has no broken relative link or anchor in README.md, CONTRIBUTING.md and docs/', () => {
            const problems = markdownPages()
                .flatMap(checkMarkdownLinks)
                .map(problem => `${path.relative(ROOT, problem.file)}:${problem.line} ${problem.target} (${problem.reason})`);
            expect(problems).to.deep.equal([]);
        });

        it(`cites in src/, test/, scripts/ and demo-site/ only sections (${SECTION}) that exist under docs/`, () => {
            const cache = new Map<string, Set<string> | undefined>();
            // The checker's own code and fixtures write about citations rather than cite.
            const checker = [path.join('scripts', 'docs-check'), path.join('test', 'unit', 'docs')];
            const files = [
                ...['src', 'test', 'scripts', 'demo-site'].flatMap(folder => filesUnder(ROOT, folder, SOURCE)),
                'webpack.config.js'
            ].filter(file => !checker.some(folder => file.startsWith(folder + path.sep)));
            const problems = files
                .flatMap(file => checkCitations(file, readFileSync(path.join(ROOT, file), 'utf8'), DOCS, cache))
                .map(problem => `${problem.file}:${problem.line} ${problem.citation} (${problem.reason})`);
            expect(problems).to.deep.equal([]);
        });

        it('points nowhere outside the repository', () => {
            const references = repositoryFiles(ROOT)
                .flatMap(file => {
                    const content = readFileSync(path.join(ROOT, file));
                    return content.includes(0) ? [] : findOutsideReferences(file, content.toString('utf8'));
                })
                .map(reference => `${reference.file}:${reference.line} ${reference.text}`);
            expect(references).to.deep.equal([]);
        });
    });
});
