import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { FAULT_MODES, QA_REQUEST_FILTERS, QA_ROUTES } from '../../../demo-site/server/endpoints/qa-endpoint';
import { DEFAULT_TAG_LOAD_MODE, TAG_LOAD_MODES } from '../../../demo-site/server/page-shell';
import { LAZY_FILES } from '../../../scripts/build/container-bundles';
import { githubSlug } from '../../../scripts/docs-check/markdown-headings';
import { QaInspectorImpl } from '../../../src/extensions/qa/qa-inspector-impl';
import type { QaInspectorOptions } from '../../../src/extensions/qa/view-context';

/*
 * The lists a reader relies on are written once, in the code; the docs name every entry. When the
 * code gains an entry (a lazy file, an inspector view, a `?tagLoad=` value, a `/__qa` route), this
 * fails until the docs say what it is.
 */

const ROOT = path.resolve(__dirname, '../../..');
const page = (name: string) => readFileSync(path.join(ROOT, name), 'utf8');
const PAGES = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'))
        .filter(name => name.endsWith('.md'))
        .map(name => `docs/${name}`)
];
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Markdown without its fenced code blocks, headings and inline code: the prose a term is used in. */
function prose(markdown: string): string {
    return markdown
        .replace(/^```[\s\S]*?^```/gm, '')
        .replace(/^#.*$/gm, '')
        .replace(/`[^`\n]*`/g, '');
}

/** The tabs of the QA inspector's panel, as it renders them. */
function inspectorTabs(): string[] {
    const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://www.alderway.com/', pretendToBeVisual: true });
    try {
        const quiet = { debug() {}, info() {}, log() {}, warn() {}, error() {} };
        const options = {
            window: dom.window,
            journal: { entries: [], subscribe: () => () => undefined },
            engine: { rules: [] },
            dataElements: {},
            visitor: {},
            consent: {},
            cookies: { get: () => undefined },
            logger: quiet
        } as unknown as QaInspectorOptions;
        new QaInspectorImpl(options).show();
        const root = dom.window.document.querySelector('#qa-inspector')?.shadowRoot;
        return Array.from(root?.querySelectorAll<HTMLElement>('nav button[data-tab]') ?? []).map(button => button.dataset.tab!);
    } finally {
        dom.window.close();
    }
}

describe('Documentation lists that follow the code', () => {
    it('names every lazy file beside the bundle, and how many files a build deploys', () => {
        const embedding = page('docs/embedding.md');
        const performance = page('docs/performance.md');
        const readme = page('README.md');
        const missing = LAZY_FILES.flatMap(file => [
            ...(embedding.includes(`.${file}.js`) ? [] : [`docs/embedding.md: .${file}.js`]),
            ...(performance.includes(`.${file}.js`) ? [] : [`docs/performance.md: .${file}.js`]),
            ...(new RegExp(`\\b${file}\\b`).test(readme) ? [] : [`README.md: ${file}`])
        ]);
        expect(missing).to.deep.equal([]);
        expect(embedding, 'the bundle and its lazy files').to.contain(`${NUMBER_WORDS[LAZY_FILES.length + 1]} files`);
        // A page that counts them in words counts them right: `seven lazy files`.
        const counts = PAGES.flatMap(name =>
            [...page(name).matchAll(new RegExp(`\\b(${NUMBER_WORDS.join('|')}) lazy files\\b`, 'gi'))].map(match => ({
                page: name,
                count: match[1].toLowerCase()
            }))
        );
        expect(counts.map(entry => entry.page)).to.include.members(['README.md', 'docs/embedding.md', 'docs/releasing.md']);
        expect(counts.filter(entry => entry.count !== NUMBER_WORDS[LAZY_FILES.length])).to.deep.equal([]);
    });

    it('describes every view of the QA inspector', () => {
        const tabs = inspectorTabs();
        expect(tabs).to.include.members(['rules', 'beacons', 'outbox', 'errors']);
        const doc = page('docs/qa-inspector.md');
        expect(tabs.filter(tab => !doc.includes(`*${tab}*`))).to.deep.equal([]);
    });

    it('names every ?tagLoad= value of the demo pages, the default first', () => {
        const doc = page('docs/demo-bench.md');
        expect(Object.keys(TAG_LOAD_MODES)[0]).to.equal(DEFAULT_TAG_LOAD_MODE);
        expect(Object.keys(TAG_LOAD_MODES).filter(mode => !doc.includes(`| \`${mode}\``))).to.deep.equal([]);
    });

    it("names every route of the emulator's /__qa API, its filters and its fault modes", () => {
        const doc = page('docs/demo-bench.md');
        expect(Object.keys(QA_ROUTES).filter(route => !doc.includes(`\`${route}\``))).to.deep.equal([]);
        expect(Object.keys(QA_REQUEST_FILTERS).filter(filter => !doc.includes(`\`${filter}=`))).to.deep.equal([]);
        expect(FAULT_MODES.filter(mode => !doc.includes(`\`${mode}\``))).to.deep.equal([]);
    });

    it('names only npm scripts that package.json has', () => {
        const scripts = Object.keys((JSON.parse(page('package.json')) as { scripts: Record<string, string> }).scripts);
        const named = PAGES.flatMap(name =>
            [...page(name).matchAll(/\bnpm (?:run(?: -s)? ([a-z][\w:-]*)|(start|test)\b)/g)].map(match => ({
                page: name,
                script: match[1] ?? match[2]
            }))
        );
        expect(named.length).to.be.greaterThan(10);
        expect(
            named.filter(({ script }) => !scripts.includes(script)).map(({ page: name, script }) => `${name}: npm run ${script}`)
        ).to.deep.equal([]);
    });

    it('links every glossary term a page uses to its entry in docs/glossary.md', () => {
        const glossary = page('docs/glossary.md');
        const terms = [...glossary.matchAll(/^## (.+)$/gm)].map(match => ({ heading: match[1], anchor: githubSlug(match[1]) }));
        expect(terms.length).to.be.greaterThan(10);
        // The generated reference is a table of variables; its heading links the glossary.
        const unlinked = PAGES.filter(name => !['docs/glossary.md', 'docs/solution-design-reference.md'].includes(name)).flatMap(name => {
            const text = prose(page(name));
            const link = name === 'README.md' ? 'docs/glossary.md#' : 'glossary.md#';
            return terms
                .filter(term => usesTerm(text, term.heading) && !page(name).includes(`${link}${term.anchor})`))
                .map(term => `${name}: ${term.heading}`);
        });
        expect(unlinked).to.deep.equal([]);
    });
});

/** Whether prose uses a glossary term: its heading's first name (`ECID` of `ECID (Experience Cloud ID)`), as a word. */
function usesTerm(text: string, heading: string): boolean {
    const names = heading.replace(/\s*\(.*\)$/, '').split(/\s*\/\s*|,\s*/);
    return names.some(name => new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w-]|$)`, 'm').test(text));
}
