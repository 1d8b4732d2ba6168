import * as ts from 'typescript';

/**
 * The code a how-to asks a reader to write, as the page shows it, and where it goes. A fenced block
 * of code is marked by an HTML comment on the line above its fence, which the page's reader does
 * not see:
 *
 *     <!-- code: src/extensions/locale/locale-module.ts -->      the block is that whole file
 *     <!-- code: src/config/variable-map.ts, in ROWS -->          the block is elements of the array
 *                                                                 `ROWS` of that file
 *
 * Elements go where a reader would put them and keep the file's layout: a block that ends with a
 * comma goes first in the array, any other last (the element before it then takes a comma).
 */
export interface CodeBlock {
    /** The page, as a repository path. */
    readonly page: string;
    /** The 1-based line of the page on which the block's code starts (the line after the fence). */
    readonly line: number;
    /** The fence's language: `ts`, `js`, `sh`, ... */
    readonly language: string;
    /** The code, without the indentation the page's list gives it. */
    readonly code: string;
    /** Where the code goes, from the marker; undefined for a block without one. */
    readonly place?: CodePlace;
}

export interface CodePlace {
    /** The file, as a repository path. */
    readonly file: string;
    /** The array of that file the block's elements go in; undefined when the block is the whole file. */
    readonly array?: string;
}

/** A file as a block makes it: its text, and which of its lines are the block's. */
export interface PlacedBlock {
    readonly block: CodeBlock;
    readonly file: string;
    readonly text: string;
    /** The 0-based line of `text` on which the block's first line is. */
    readonly firstLine: number;
    /** How many lines of `text` are the block's. */
    readonly lineCount: number;
}

const FENCE = /^(\s*)```(\w*)\s*$/;
const MARKER = /^\s*<!-- code: (\S+?)(?:, in (\w+))? -->\s*$/;

/** Every fenced block of `markdown` that names a language, with its marker's place where it has one. */
export function codeBlocks(page: string, markdown: string): CodeBlock[] {
    const lines = markdown.split('\n');
    const blocks: CodeBlock[] = [];
    for (let index = 0; index < lines.length; index++) {
        const open = FENCE.exec(lines[index]);
        if (!open) {
            continue;
        }
        const indent = open[1];
        const end = lines.findIndex((line, at) => at > index && line.trim() === '```');
        if (end < 0) {
            throw new Error(`${page}:${index + 1}: a code block that does not end`);
        }
        const code = lines
            .slice(index + 1, end)
            .map(line => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
            .join('\n');
        if (open[2]) {
            let above = index - 1;
            while (above >= 0 && lines[above].trim() === '') {
                above--;
            }
            const marker = above >= 0 ? MARKER.exec(lines[above]) : null;
            blocks.push({
                page,
                line: index + 2,
                language: open[2],
                code,
                ...(marker ? { place: { file: marker[1], ...(marker[2] ? { array: marker[2] } : {}) } } : {})
            });
        }
        index = end;
    }
    return blocks;
}

/** The array literal a variable of the file is initialised with, through `as const` and `satisfies`. */
function arrayLiteral(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression | undefined {
    let found: ts.ArrayLiteralExpression | undefined;
    const visit = (node: ts.Node): void => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
            let value: ts.Expression = node.initializer;
            while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) {
                value = value.expression;
            }
            if (ts.isArrayLiteralExpression(value)) {
                found = value;
            }
        }
        if (!found) {
            ts.forEachChild(node, visit);
        }
    };
    visit(source);
    return found;
}

/** The file `original` with the block's elements put in its array `name` (see CodeBlock). */
export function placeInArray(block: CodeBlock, file: string, original: string, name: string): PlacedBlock {
    const source = ts.createSourceFile(file, original, ts.ScriptTarget.Latest, true);
    const array = arrayLiteral(source, name);
    if (!array || array.elements.length === 0) {
        throw new Error(`${block.page}:${block.line}: ${file} has no array ${name} with elements to put the block in`);
    }
    const first = array.elements[0];
    const indent = ' '.repeat(source.getLineAndCharacterOfPosition(first.getStart(source)).character);
    const code = block.code.trimEnd();
    const indented = code
        .split('\n')
        .map(line => (line ? indent + line : line))
        .join('\n');
    const lineCount = code.split('\n').length;
    if (code.endsWith(',')) {
        // On the line after the array's opening bracket: before its first element and the comments above it.
        const at = original.indexOf('\n', array.getStart(source)) + 1;
        const text = `${original.slice(0, at)}${indented}\n${original.slice(at)}`;
        return { block, file, text, firstLine: lineOf(text, at), lineCount };
    }
    const last = array.elements[array.elements.length - 1];
    const after = last.getEnd();
    const text = `${original.slice(0, after)},\n${indented}${original.slice(after)}`;
    return { block, file, text, firstLine: lineOf(text, after) + 1, lineCount };
}

/** The 0-based line of a position. */
function lineOf(text: string, position: number): number {
    return text.slice(0, position).split('\n').length - 1;
}

/** The 1-based line of the page a line of a placed block's file is, or undefined outside the block. */
export function pageLine(placed: PlacedBlock, fileLine: number): number | undefined {
    const offset = fileLine - placed.firstLine;
    return offset >= 0 && offset < placed.lineCount ? placed.block.line + offset : undefined;
}
