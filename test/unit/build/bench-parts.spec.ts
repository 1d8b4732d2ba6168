import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SourceMapGenerator } from 'source-map';
import type { Profile } from '../../../scripts/bench/cpu-profile';
import { CpuProfile } from '../../../scripts/bench/cpu-profile';
import { FunctionNames } from '../../../scripts/bench/function-names';
import { partMeans, partRows, partTables } from '../../../scripts/bench/part-costs';
import type { CodeFrame } from '../../../scripts/bench/source-parts';
import { partOfSource, SourceParts } from '../../../scripts/bench/source-parts';

const BUNDLE = 'https://assets.adobedtm.com/tag/container.min.js';

function frame(url: string, lineNumber: number, columnNumber: number, functionName = 'f'): CodeFrame {
    return { url, lineNumber, columnNumber, functionName };
}

describe("The bench's container time per part", () => {
    describe('which part a source file is', () => {
        it('puts inversify, its @inversifyjs packages and the metadata shim under one part', () => {
            expect(partOfSource('webpack://tag-container/node_modules/inversify/lib/esm/index.js')).to.equal('inversify');
            expect(partOfSource('webpack://tag-container/node_modules/@inversifyjs/core/lib/esm/index.js')).to.equal('inversify');
            expect(partOfSource('webpack://tag-container/src/runtime/reflect-metadata-shim.ts')).to.equal('inversify');
        });

        it('names every other npm package, scoped ones whole', () => {
            expect(partOfSource('webpack://tag-container/node_modules/js-cookie/dist/js.cookie.mjs')).to.equal('js-cookie');
            expect(partOfSource('webpack://tag-container/node_modules/ajv/dist/compile/index.js')).to.equal('ajv');
            expect(partOfSource('webpack://tag-container/node_modules/@adobe/adobe-client-data-layer/dist/x.js')).to.equal(
                '@adobe/adobe-client-data-layer'
            );
        });

        it('names each extension folder, the runtime and the rules as wholes, and each service file', () => {
            expect(partOfSource('webpack://tag-container/src/extensions/visitor/opt-in.ts')).to.equal('src/extensions/visitor');
            expect(partOfSource('webpack://tag-container/src/extensions/analytics/hit/composer.ts')).to.equal('src/extensions/analytics');
            expect(partOfSource('webpack://tag-container/src/runtime/rule-engine-impl.ts')).to.equal('src/runtime');
            expect(partOfSource('webpack://tag-container/./src/rules/faq-question-rule.ts')).to.equal('src/rules');
            expect(partOfSource('webpack://tag-container/src/services/cookie-service-impl.ts')).to.equal(
                'src/services/cookie-service-impl'
            );
            expect(partOfSource('webpack://tag-container/src/index.ts')).to.equal('src/index');
        });

        it("leaves webpack's own runtime to the file's evaluation", () => {
            expect(partOfSource('webpack://tag-container/webpack/bootstrap')).to.equal(undefined);
            expect(partOfSource('webpack://tag-container/webpack/runtime/load script')).to.equal(undefined);
        });
    });

    describe('a function of the bundle, through its source map', () => {
        let dist: string;
        let parts: SourceParts;

        before(() => {
            dist = mkdtempSync(path.join(os.tmpdir(), 'bench-parts-'));
            // A one-line bundle: columns 0 to 99 come from the cookie service, 100 on from js-cookie.
            const map = new SourceMapGenerator({ file: 'container.min.js' });
            map.addMapping({
                generated: { line: 1, column: 10 },
                original: { line: 5, column: 0 },
                source: 'webpack://tag-container/src/services/cookie-service-impl.ts'
            });
            map.addMapping({
                generated: { line: 1, column: 100 },
                original: { line: 1, column: 0 },
                source: 'webpack://tag-container/node_modules/js-cookie/dist/js.cookie.mjs'
            });
            writeFileSync(path.join(dist, 'container.min.js.map'), map.toString());
            parts = new SourceParts(dist);
        });

        after(() => rmSync(dist, { recursive: true, force: true }));

        it('is the part of the source it was compiled from', () => {
            expect(parts.partOf(frame(BUNDLE, 0, 40))).to.equal('src/services/cookie-service-impl');
            expect(parts.partOf(frame(`${BUNDLE}?v=2`, 0, 150))).to.equal('js-cookie');
        });

        it("is the file's evaluation for its top level, code before any mapping, and a file without a map", () => {
            expect(parts.partOf(frame(BUNDLE, 0, 0, ''))).to.equal('evaluating container.min.js');
            expect(parts.partOf(frame(BUNDLE, 0, 3))).to.equal('evaluating container.min.js');
            expect(parts.partOf(frame('https://assets.adobedtm.com/tag/container.min.outbox.js', 0, 40))).to.equal(
                'evaluating container.min.outbox.js'
            );
        });
    });

    describe('a part split by what its code does', () => {
        const LOADER = 'webpack://tag-container/src/services/script-loader-impl.ts';
        // Lines 1 to 12 of a loader's source, as the build's source map carries it.
        const SOURCE = [
            'export class ScriptLoaderImpl {',
            '    insert(url: string) {',
            '        const append = (element: Element) => {',
            '            document.head.appendChild(element);',
            '        };',
            '        return new Promise(resolve => {',
            "            append(document.createElement('script'));",
            '        });',
            '    }',
            '    get denied(): boolean { return false; }',
            '}',
            'export const LOADED = true;'
        ].join('\n');

        it('names the method, the nested function and the callback around a position', () => {
            const names = new FunctionNames();
            expect(names.nameAt(LOADER, SOURCE, 4, 12)).to.equal('insert › append');
            expect(names.nameAt(LOADER, SOURCE, 7, 12)).to.equal('insert › (callback)');
            expect(names.nameAt(LOADER, SOURCE, 2, 8)).to.equal('insert');
            expect(names.nameAt(LOADER, SOURCE, 10, 30)).to.equal('get denied');
            expect(names.nameAt(LOADER, SOURCE, 12, 5)).to.equal('(top level)');
            expect(names.nameAt(LOADER, SOURCE, 40, 0)).to.equal('(top level)');
        });

        it("splits the parts that are trips to the browser through the source map's sources, and no other", () => {
            const dist = mkdtempSync(path.join(os.tmpdir(), 'bench-split-'));
            try {
                const map = new SourceMapGenerator({ file: 'container.min.js' });
                map.addMapping({ generated: { line: 1, column: 10 }, original: { line: 4, column: 12 }, source: LOADER });
                map.addMapping({
                    generated: { line: 1, column: 50 },
                    original: { line: 4, column: 12 },
                    source: 'webpack://tag-container/src/services/logger-impl.ts'
                });
                map.setSourceContent(LOADER, SOURCE);
                map.setSourceContent('webpack://tag-container/src/services/logger-impl.ts', SOURCE);
                writeFileSync(path.join(dist, 'container.min.js.map'), map.toString());
                const parts = new SourceParts(dist);
                expect(parts.partOf(frame(BUNDLE, 0, 12))).to.equal('src/services/script-loader-impl › insert › append');
                expect(parts.partOf(frame(BUNDLE, 0, 52))).to.equal('src/services/logger-impl');
            } finally {
                rmSync(dist, { recursive: true, force: true });
            }
        });
    });

    describe('splitting a CPU profile', () => {
        // root → page script → container function (cookies) → native; a page-only sample; a container sample.
        const profile: Profile = {
            nodes: [
                { id: 1, callFrame: frame('', 0, 0, '(root)'), children: [2, 5, 6] },
                { id: 2, callFrame: frame('https://www.alderway.com/app.js', 0, 0), children: [3] },
                { id: 3, callFrame: frame(BUNDLE, 0, 40), children: [4] },
                { id: 4, callFrame: frame('', 0, 0, 'set cookie') },
                { id: 5, callFrame: frame('https://www.alderway.com/app.js', 3, 0) },
                { id: 6, callFrame: frame(BUNDLE, 0, 150) }
            ],
            samples: [4, 5, 6, 4],
            timeDeltas: [0, 1000, 2000, 3000, 4000]
        };
        const isContainer = (url: string) => url.startsWith(BUNDLE);
        const byColumn = (code: CodeFrame) => (code.columnNumber < 100 ? 'cookies' : 'js-cookie');

        it('counts each sample for the innermost container function on its stack, native work it called included', () => {
            const cpu = new CpuProfile(profile);
            expect(cpu.timeByPart(isContainer, byColumn)).to.deep.equal({ cookies: 1 + 4, 'js-cookie': 3 });
        });

        it("adds up to the container's time, and leaves out samples without container code", () => {
            const cpu = new CpuProfile(profile);
            expect(cpu.timeWith(isContainer)).to.equal(8);
            expect(cpu.timeWith(() => true)).to.equal(10);
        });
    });

    describe('part costs over loads', () => {
        it('are means that add up, a load without a part counting 0 for it', () => {
            const means = partMeans([{ containerParts: { inversify: 10, 'src/rules': 5 } }, { containerParts: { inversify: 20 } }, {}]);
            expect(means).to.deep.equal({ inversify: 15, 'src/rules': 2.5 });
        });

        it('list the dearest part first, with shares and a total row', () => {
            expect(
                partRows([
                    { a: 30, b: 10 },
                    { a: 5, b: 15 }
                ])
            ).to.deep.equal([
                ['a', '30', '75 %', '5', '25 %'],
                ['b', '10', '25 %', '15', '75 %'],
                ['all parts', '40', '100 %', '20', '100 %']
            ]);
        });

        it('print one Markdown table per page, with a column pair per build and visit', () => {
            const text = partTables(
                [{ page: 'careers job', firstVisit: [{ ajv: 175 }, { ajv: 0 }], returningVisit: [{ ajv: 160 }, {}] }],
                ['baseline', 'current']
            );
            expect(text).to.include('Container time per part, careers job');
            expect(text).to.include('| part | first visit, baseline (ms) | first visit, baseline (share) | first visit, current (ms) |');
            expect(text).to.include('| ajv | 175 | 100 % | 0 | 0 % | 160 | 100 % | 0 | 0 % |');
        });

        it("add the cached visit's columns after the return's when it was measured", () => {
            const text = partTables(
                [
                    {
                        page: 'home',
                        firstVisit: [{ inversify: 90 }],
                        returningVisit: [{ inversify: 100 }],
                        cachedVisit: [{ inversify: 20, 'js-cookie': 5 }]
                    }
                ],
                ['this build']
            );
            expect(text).to.include(
                '| part | first visit (ms) | first visit (share) | returning (ms) | returning (share) | cached (ms) | cached (share) |'
            );
            expect(text).to.include('| inversify | 90 | 100 % | 100 | 100 % | 20 | 80 % |');
            expect(text).to.include('| all parts | 90 | 100 % | 100 | 100 % | 25 | 100 % |');
        });
    });
});
