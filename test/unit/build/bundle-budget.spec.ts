import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { BUNDLE_FILES, isSchemaCompilerFile, ROOT, sizeBudget, sizeOf } from '../../../scripts/bundle-sizes';

/**
 * Strings of ajv's compiler (its core and code generation) that its standalone code, the built-in
 * data-layer validators, never contains.
 */
const AJV_COMPILER_MARKERS = ['new Function(', 'strict mode: ', 'schema with key or id "', 'no schema with key or ref "'];

function read(file: string): string {
    return readFileSync(path.join(ROOT, file), 'utf8');
}

/**
 * The production bundle as built (`npm test` builds before the unit tests): within the budget of
 * package.json, and fit for a strict CSP. Lower the budget as the code gets smaller; raising it
 * takes a line in docs/performance.md saying why.
 */
describe('The built bundles', () => {
    const budget = sizeBudget();

    it(`load at most ${budget.initialGzipBytes} bytes gzip before window load`, () => {
        const initial = budget.initial.map(sizeOf);
        const total = initial.reduce((sum, file) => sum + file.gzip, 0);
        expect(total, initial.map(file => `${file.file} ${file.gzip} B gzip`).join(', ')).to.be.at.most(budget.initialGzipBytes);
    });

    it(`keep each lazy file, which is not counted, under its own ceiling (${Object.values(budget.lazy).join(', ')} bytes gzip)`, () => {
        // Every production lazy file the build writes has a ceiling.
        expect(Object.keys(budget.lazy).sort()).to.deep.equal(
            BUNDLE_FILES.filter(file => /^dist\/container\.min\.[a-z-]+\.js$/.test(file)).sort()
        );
        for (const [file, ceiling] of Object.entries(budget.lazy)) {
            expect(sizeOf(file).gzip, file).to.be.at.most(ceiling);
        }
    });

    it("have no eval, no new Function but ajv's in the schema-compiler files, and nothing left of the build-time constants", () => {
        for (const file of BUNDLE_FILES) {
            const code = read(file);
            expect(code, file).not.to.match(isSchemaCompilerFile(file) ? /\beval\(/ : /\beval\(|new Function\(/);
            expect(code, `${file}: VARIABLE.<key> is replaced at build time`).not.to.match(
                /\bVARIABLE\b|__PAGE_VIEW_ELEMENTS__|__BUILD_INFO__/
            );
        }
    });

    it('carry the settings tables as one constant per field, without the fields the first file does not read', () => {
        const code = read('dist/container.min.js');
        // Field names survive only where the minifier kept the object whole (src/config/analytics.ts says when it does).
        const fields = [
            ['AnalyticsSettings', 'mediaHeartbeat'],
            ['AnalyticsSettings', 'forcedLinkTrackingTimeout'],
            ['DataLayerSettings', 'overwriteCheckMs'],
            ['DataLayerSettings', 'trackedEvents'],
            ['PersonalizationSettings', 'hiddenStyle'],
            ['PersonalizationSettings', 'siteTypes']
        ];
        for (const [settings, field] of fields) {
            expect(code, `${settings}.${field}`).not.to.contain(`${field}:`);
        }
        expect(code, 'a field the first file reads').to.contain('"mmg_tracking"');
    });

    it("give the production bundle's service identifiers no description (scripts/build/symbol-descriptions.ts)", () => {
        expect(read('dist/container.min.js').match(/Symbol\("[A-Za-z]+"\)/g) ?? []).to.deep.equal([]);
    });

    it('keep the names page code reads that start with _ (the minifier shortens every other such name)', () => {
        const code = read('dist/container.min.js');
        // As the code writes them: a property defined by name, or read as a member.
        for (const name of ['"_activations"', '"_container"', '._monitors', '.__plugins', '.__satelliteLoaded', '._satellite']) {
            expect(code, name).to.contain(name);
        }
    });

    it("carry ajv's compiler only in the schema-compiler file: the bundle and its after-load file have none", () => {
        const compiler = read('dist/container.min.schema-compiler.js');
        for (const marker of AJV_COMPILER_MARKERS) {
            expect(compiler, `a marker of ajv's compiler: ${marker}`).to.contain(marker);
        }
        // The built-in schemas are in the after-load file all the same, as standalone code.
        expect(read('dist/container.min.after-load.js')).to.contain('"#/properties/page/required"');
        for (const file of ['dist/container.min.js', 'dist/container.min.after-load.js']) {
            const code = read(file);
            for (const marker of AJV_COMPILER_MARKERS) {
                expect(code, file).not.to.contain(marker);
            }
        }
    });
});
