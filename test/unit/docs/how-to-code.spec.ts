import { expect } from 'chai';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as prettier from 'prettier';
import * as ts from 'typescript';
import type { CodeBlock, PlacedBlock } from '../../../scripts/docs-check/code-blocks';
import { codeBlocks, pageLine, placeInArray } from '../../../scripts/docs-check/code-blocks';

/*
 * The code the how-tos ask a reader to write is checked as the reader would have it: each block
 * in the file the page says it goes in, beside the project's own files, type-checked with the
 * project's tsconfig.json, linted with its eslint.config.mjs and held to its Prettier layout, as
 * `npm run -s typecheck` and `npm run lint` would after the reader pasted it. Nothing is written to
 * disk: the compiler reads the blocks' files from memory at their real paths, so their relative
 * imports resolve, and ESLint lints them against that program.
 *
 * The convention, on the page (scripts/docs-check/code-blocks.ts): an HTML comment on the line
 * above a ```ts or ```js fence says where its code goes, which the reader does not see.
 *     <!-- code: src/rules/share-button-rule.ts -->   the block is that whole file
 *     <!-- code: src/config/variable-map.ts, in ROWS -->   the block is elements (rows) of the
 *         array ROWS of that file, put first in it when the block ends with a comma, else last
 * A ```ts or ```js block without a marker fails here: say where it goes. A failure names the
 * page's line.
 */

const ROOT = path.resolve(__dirname, '../../..');
const PAGES = ['docs/how-to.md', 'docs/third-party-tags.md'];
/** The languages of blocks that are code a reader puts in a file. */
const CODE = ['ts', 'js'];

/** Each marked block in its file: a new file, or a file of the repository with the block in it. */
function placedBlocks(blocks: readonly CodeBlock[]): PlacedBlock[] {
    const files = new Set<string>();
    return blocks.map(block => {
        const place = block.place!;
        if (files.has(place.file)) {
            throw new Error(`${block.page}:${block.line}: a second block for ${place.file}; one block per file`);
        }
        files.add(place.file);
        if (!place.array) {
            const text = block.code.endsWith('\n') ? block.code : `${block.code}\n`;
            return { block, file: place.file, text, firstLine: 0, lineCount: block.code.split('\n').length };
        }
        return placeInArray(block, place.file, readFileSync(path.join(ROOT, place.file), 'utf8'), place.array);
    });
}

/** Where a problem at a 0-based line of a placed file is: the page's line, or the file's line outside the block. */
function where(placed: PlacedBlock, fileLine: number): string {
    const line = pageLine(placed, fileLine);
    return line === undefined
        ? `${placed.file}:${fileLine + 1} (with ${placed.block.page}:${placed.block.line})`
        : `${placed.block.page}:${line}`;
}

/** The files that declare globals the sources use without importing them (`VARIABLE`). */
function globalDeclarations(): string[] {
    const files: string[] = [];
    const walk = (folder: string): void => {
        for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
            const name = `${folder}/${entry.name}`;
            if (entry.isDirectory()) {
                walk(name);
            } else if (/\.tsx?$/.test(entry.name) && readFileSync(path.join(ROOT, name), 'utf8').includes('declare global')) {
                files.push(path.join(ROOT, name));
            }
        }
    };
    walk('src');
    return files;
}

/** A program of the project's compiler options whose roots are the blocks' TypeScript files, read from memory. */
function programOf(placed: readonly PlacedBlock[]): ts.Program {
    const config = ts.getParsedCommandLineOfConfigFile(
        path.join(ROOT, 'tsconfig.json'),
        {},
        {
            ...ts.sys,
            onUnRecoverableConfigFileDiagnostic: diagnostic => {
                throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
            }
        }
    )!;
    const memory = new Map(placed.map(entry => [path.join(ROOT, entry.file), entry.text]));
    const folders = new Set([...memory.keys()].flatMap(file => ancestors(path.dirname(file))));
    const host = ts.createCompilerHost(config.options, true);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- each is called below with the host as this
    const { fileExists, readFile, directoryExists, getSourceFile } = host;
    host.fileExists = file => memory.has(path.resolve(file)) || fileExists.call(host, file);
    host.readFile = file => memory.get(path.resolve(file)) ?? readFile.call(host, file);
    host.directoryExists = folder => folders.has(path.resolve(folder)) || (directoryExists?.call(host, folder) ?? false);
    host.getSourceFile = (file, language, ...rest) => {
        const text = memory.get(path.resolve(file));
        return text === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, text, language, true);
    };
    const roots = [...memory.keys()].filter(file => /\.tsx?$/.test(file));
    return ts.createProgram({ rootNames: [...roots, ...globalDeclarations()], options: config.options, host });
}

function ancestors(folder: string): string[] {
    const parent = path.dirname(folder);
    return parent === folder ? [folder] : [folder, ...ancestors(parent)];
}

describe("The how-tos' code, as a reader writes it", function () {
    // One program of the files the blocks import, and ESLint's type-aware rules over it.
    this.timeout(60_000);

    describe('the checker', () => {
        const page = [
            'Text.',
            '',
            '1. A step:',
            '',
            '   <!-- code: src/a.ts -->',
            '   ```ts',
            "   export const a = 'a';",
            '   ```',
            '',
            '<!-- code: src/b.ts, in ROWS -->',
            '```ts',
            "['c', 3],",
            '```',
            '',
            '```sh',
            'npm test',
            '```'
        ].join('\n');

        it("reads each block, its page line and the marker's place", () => {
            expect(codeBlocks('page.md', page).map(block => [block.line, block.language, block.code, block.place])).to.deep.equal([
                [7, 'ts', "export const a = 'a';", { file: 'src/a.ts' }],
                [12, 'ts', "['c', 3],", { file: 'src/b.ts', array: 'ROWS' }],
                [16, 'sh', 'npm test', undefined]
            ]);
        });

        it('puts elements first in the array when they end with a comma, last otherwise, in the indentation of its elements', () => {
            const file = ['const ROWS = [', '    // the rows', "    ['a', 1],", "    ['b', 2]", '] as const;', ''].join('\n');
            const block = (code: string): CodeBlock => ({
                page: 'page.md',
                line: 12,
                language: 'ts',
                code,
                place: { file: 'src/b.ts', array: 'ROWS' }
            });
            const first = placeInArray(block("['c', 3],\n['d', 4],"), 'src/b.ts', file, 'ROWS');
            expect(first.text).to.equal(
                [
                    'const ROWS = [',
                    "    ['c', 3],",
                    "    ['d', 4],",
                    '    // the rows',
                    "    ['a', 1],",
                    "    ['b', 2]",
                    '] as const;',
                    ''
                ].join('\n')
            );
            expect([pageLine(first, 0), pageLine(first, 1), pageLine(first, 2), pageLine(first, 3)]).to.deep.equal([
                undefined,
                12,
                13,
                undefined
            ]);
            const last = placeInArray(block("['e', 5]"), 'src/b.ts', file, 'ROWS');
            expect(last.text).to.equal(
                ['const ROWS = [', '    // the rows', "    ['a', 1],", "    ['b', 2],", "    ['e', 5]", '] as const;', ''].join('\n')
            );
            expect([pageLine(last, 3), pageLine(last, 4), pageLine(last, 5)]).to.deep.equal([undefined, 12, undefined]);
        });
    });

    describe(PAGES.join(' and '), () => {
        const blocks = PAGES.flatMap(page => codeBlocks(page, readFileSync(path.join(ROOT, page), 'utf8'))).filter(block =>
            CODE.includes(block.language)
        );
        let placed: PlacedBlock[] = [];
        let program: ts.Program;

        before(() => {
            placed = placedBlocks(blocks.filter(block => block.place));
            program = programOf(placed);
        });

        it('say where each block of code goes', () => {
            expect(blocks.length).to.be.greaterThan(5);
            expect(blocks.filter(block => !block.place).map(block => `${block.page}:${block.line}`)).to.deep.equal([]);
        });

        it("type-check with the project's tsconfig.json, in the files they go in", () => {
            const problems = placed
                .filter(entry => /\.tsx?$/.test(entry.file))
                .flatMap(entry => {
                    const source = program.getSourceFile(path.join(ROOT, entry.file))!;
                    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(diagnostic => {
                        const line = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
                        const message =
                            typeof diagnostic.messageText === 'string' ? diagnostic.messageText : diagnostic.messageText.messageText;
                        return `${where(entry, line)}: ${message}`;
                    });
                });
            expect(problems).to.deep.equal([]);
        });

        it("pass ESLint with the project's eslint.config.mjs", async () => {
            const eslint = new ESLint({
                cwd: ROOT,
                overrideConfig: [
                    {
                        files: ['**/*.ts', '**/*.tsx'],
                        languageOptions: { parserOptions: { projectService: false, programs: [program] } }
                    }
                ]
            });
            const problems: string[] = [];
            for (const entry of placed) {
                const [result] = await eslint.lintText(entry.text, { filePath: path.join(ROOT, entry.file), warnIgnored: true });
                problems.push(
                    ...result.messages.map(message => `${where(entry, message.line - 1)}: ${message.message} (${message.ruleId})`)
                );
            }
            expect(problems).to.deep.equal([]);
        });

        it("are in the project's Prettier layout (npm run format writes it)", async () => {
            const problems: string[] = [];
            for (const entry of placed) {
                const filepath = path.join(ROOT, entry.file);
                const info = await prettier.getFileInfo(filepath, { ignorePath: path.join(ROOT, '.prettierignore') });
                if (info.ignored) {
                    continue;
                }
                const options = { ...(await prettier.resolveConfig(filepath)), filepath };
                const formatted = (await prettier.format(entry.text, options)).split('\n');
                const lines = entry.text.split('\n');
                const first = lines.findIndex((line, index) => line !== formatted[index]);
                if (first >= 0) {
                    problems.push(`${where(entry, first)}: Prettier writes ${JSON.stringify(formatted[first] ?? '')}`);
                }
            }
            expect(problems).to.deep.equal([]);
        });
    });
});
