import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

const SRC = path.resolve(__dirname, '../../../src');

/**
 * The folders of src/, bottom first. A file imports only from its own folder and the folders
 * below it; lazy-files/ (the entries of the files beside the bundle) stands on everything, and
 * the one file at the top of src/, the composition root, may import anything. See the README's
 * layer drawing.
 */
const LAYERS = ['config', 'services', 'runtime', 'extensions', 'rules', 'lazy-files'] as const;

interface Import {
    readonly file: string;
    readonly target: string;
}

function sourceFiles(folder: string): string[] {
    return readdirSync(folder).flatMap(name => {
        const file = path.join(folder, name);
        return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
    });
}

/** Every relative import (static, `import type`, side-effect and dynamic) of the files, resolved. */
function importsOf(files: readonly string[]): Import[] {
    const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
    return files.flatMap(file =>
        [...readFileSync(file, 'utf8').matchAll(pattern)].map(match => ({
            file: path.relative(SRC, file),
            target: path.relative(SRC, path.resolve(path.dirname(file), match[1]))
        }))
    );
}

/** A file's cap in lines: 250 in extensions/visitor, the library's API with its many parts, 280 elsewhere. */
function capOf(relative: string): number {
    return relative.startsWith(path.join('extensions', 'visitor') + path.sep) ? 250 : 280;
}

/**
 * The lines a file keeps free under its cap: a file that nears its cap is cut along a seam (a part
 * that does one thing, with its own tests) while there is room to, not squeezed at the cap.
 */
const CAP_MARGIN = 20;

/** Each file of src/, relative, with its length in lines (trailing blank lines aside). */
function lengthsOf(files: readonly string[]): Array<readonly [string, number]> {
    return files.map(file => [path.relative(SRC, file), readFileSync(file, 'utf8').trimEnd().split('\n').length] as const);
}

/** The layer of a path under src/: its first folder, or 'root' for the files at the top. */
function layerOf(relative: string): string {
    const parts = relative.split(path.sep);
    return parts.length === 1 ? 'root' : parts[0];
}

function rank(layer: string): number {
    return layer === 'root' ? LAYERS.length : LAYERS.indexOf(layer as (typeof LAYERS)[number]);
}

/** The import rules; each returns a message for an import that breaks it. */
export function violationsOf(imports: readonly Import[]): string[] {
    const violations: string[] = [];
    for (const { file, target } of imports) {
        const from = layerOf(file);
        const to = layerOf(target);
        if (rank(from) < 0 || rank(to) < 0) {
            violations.push(`${file} → ${target}: outside the known layers`);
        } else if (rank(to) > rank(from)) {
            violations.push(`${file} → ${target}: ${from}/ may not import from ${to}/`);
        } else if (from === 'extensions' && to === 'extensions' && file.split(path.sep)[1] !== target.split(path.sep)[1]) {
            violations.push(`${file} → ${target}: an extension imports another extension's code (share a contract in services/)`);
        } else if ((from === 'services' || from === 'runtime') && !/-(impl|module)\.ts$/.test(file) && /-impl$/.test(target)) {
            violations.push(`${file} → ${target}: a contract imports an implementation`);
        }
    }
    return violations;
}

describe('The layers of src/', () => {
    const files = sourceFiles(SRC);
    const imports = importsOf(files);

    it('import only downwards: config ← services ← runtime ← extensions ← rules ← lazy-files, contracts import no implementation', () => {
        expect(imports.length).to.be.greaterThan(100);
        expect(violationsOf(imports)).to.deep.equal([]);
    });

    it('keep config/ as data that imports nothing but config', () => {
        const outside = imports.filter(({ file, target }) => layerOf(file) === 'config' && layerOf(target) !== 'config');
        expect(outside.map(({ file, target }) => `${file} → ${target}`)).to.deep.equal([]);
    });

    it('keep the top of src/ to the composition root', () => {
        expect(readdirSync(SRC).filter(name => !statSync(path.join(SRC, name)).isDirectory())).to.deep.equal(['index.ts']);
    });

    it('keep every file at most 280 lines', () => {
        const long = lengthsOf(files).filter(([, lines]) => lines > 280);
        expect(long).to.deep.equal([]);
    });

    it('keep every file of extensions/visitor at most 250 lines', () => {
        const long = lengthsOf(files)
            .filter(([file]) => file.startsWith(path.join('extensions', 'visitor') + path.sep))
            .filter(([, lines]) => lines > 250);
        expect(long).to.deep.equal([]);
    });

    it(`keep every file at least ${CAP_MARGIN} lines short of its cap: at most 260 lines, 230 in extensions/visitor`, () => {
        const near = lengthsOf(files)
            .filter(([file, lines]) => lines > capOf(file) - CAP_MARGIN)
            .map(([file, lines]) => `${file}: ${lines} lines, cap ${capOf(file)}`);
        expect(near).to.deep.equal([]);
    });

    describe('the check itself', () => {
        const check = (file: string, target: string) =>
            violationsOf([{ file: path.join(...file.split('/')), target: path.join(...target.split('/')) }]);

        it('rejects services/ or config/ importing from extensions/ or rules/', () => {
            expect(check('services/cookie-service-impl.ts', 'extensions/visitor/amcv-cookie')).to.have.length(1);
            expect(check('services/tracker-service.ts', 'rules/tracking-rule')).to.have.length(1);
            // The hit path's transport and outbox are the analytics extension's: the services below it never reach them.
            expect(check('services/http-client-impl.ts', 'extensions/analytics/beacon-transport')).to.have.length(1);
            expect(check('services/outbox-store.ts', 'extensions/analytics/outbox')).to.have.length(1);
            expect(check('config/property.ts', 'extensions/property/report-suite-resolver-impl')).to.have.length(1);
            expect(check('config/property.ts', 'services/registrable-domain')).to.have.length(1);
        });

        it("rejects any folder importing a lazy file's entry: only the bundle's loader reaches those, by URL", () => {
            expect(check('services/lazy-features-impl.ts', 'lazy-files/outbox-exports')).to.have.length(1);
            expect(check('extensions/analytics/analytics-module.ts', 'lazy-files/after-load-exports')).to.have.length(1);
            expect(check('lazy-files/outbox-exports.ts', 'extensions/analytics/outbox')).to.deep.equal([]);
        });

        it('rejects runtime/ importing rules/ and a contract importing an implementation', () => {
            expect(check('runtime/rule-engine-impl.ts', 'rules/page-view-rule')).to.have.length(1);
            expect(check('services/visitor-service.ts', 'services/cookie-service-impl')).to.have.length(1);
            expect(check('extensions/analytics/tracker-service-impl.ts', 'extensions/visitor/visitor-instance')).to.have.length(1);
        });

        it('accepts imports downwards, within a folder, and from the composition root', () => {
            expect(check('rules/page-view-rule.ts', 'services/tracker-service')).to.deep.equal([]);
            expect(check('extensions/visitor/visitor-module.ts', 'runtime/runtime-module')).to.deep.equal([]);
            expect(check('services/cookie-service-impl.ts', 'services/cookie-service')).to.deep.equal([]);
            expect(check('index.ts', 'rules/rules-module')).to.deep.equal([]);
        });
    });
});
