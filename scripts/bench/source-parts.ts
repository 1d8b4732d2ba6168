import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { RawSourceMap } from 'source-map';
import { SourceMapConsumer } from 'source-map';
import { FunctionNames } from './function-names';

/** Where a function of the profile starts: its script and 0-based line and column, as V8 reports them. */
export interface CodeFrame {
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
    readonly functionName: string;
}

/** The part every inversify package and the Reflect metadata shim it needs fall under. */
export const INVERSIFY_PART = 'inversify';

/**
 * The parts the bench splits by function (`src/services/script-loader-impl › insert › append`):
 * those whose work is trips to the browser (cookies, storage, inserting elements), where which
 * step costs what says what to change.
 */
export const SPLIT_PARTS: ReadonlySet<string> = new Set([
    'src/services/script-loader-impl', 'src/services/script-url-policy', 'src/services/cookie-service-impl',
    'src/services/cached-cookies', 'src/services/cookie-writes', 'src/services/cookie-changes',
    'src/services/document-cookies', 'src/services/storage-service-impl', 'js-cookie'
]);

/**
 * The part of the container a source file of the bundle belongs to, as the bench reports it:
 * each folder of `src/extensions/`, `src/runtime` and `src/rules` as a whole, each file of
 * `src/services`, each npm package (inversify with `@inversifyjs/*` and the metadata shim, which
 * exists only for it). Undefined for webpack's own runtime, which counts as evaluating the file.
 */
export function partOfSource(source: string): string | undefined {
    const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)+/, '');
    const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    if (pkg !== undefined) {
        return pkg === 'inversify' || pkg.startsWith('@inversifyjs/') ? INVERSIFY_PART : pkg;
    }
    if (file === 'src/runtime/reflect-metadata-shim.ts') {
        return INVERSIFY_PART;
    }
    const services = /^src\/services\/([^/]+)\.[jt]s$/.exec(file);
    if (services) {
        return `src/services/${services[1]}`;
    }
    const extension = /^src\/extensions\/([^/]+)\//.exec(file);
    if (extension) {
        return `src/extensions/${extension[1]}`;
    }
    const folder = /^src\/([^/]+)\//.exec(file);
    if (folder) {
        return `src/${folder[1]}`;
    }
    if (/^src\/[^/]+\.[jt]s$/.test(file)) {
        return file.replace(/\.[jt]s$/, '');
    }
    return undefined;
}

/** The part a load's evaluation of one bundle file is reported under: its top-level code and webpack's runtime. */
export function evaluationPart(url: string): string {
    return `evaluating ${path.posix.basename(new URL(url).pathname)}`;
}

/**
 * Names the part of the container a profiled function belongs to, through the source maps the
 * build writes beside each bundle file (`<file>.map` in `distDir`). A map is read once per file.
 */
export class SourceParts {

    protected readonly maps = new Map<string, SourceMapConsumer | undefined>();
    protected readonly functions = new FunctionNames();

    constructor(protected readonly distDir: string, protected readonly split: ReadonlySet<string> = SPLIT_PARTS) { }

    partOf(frame: CodeFrame): string {
        const map = this.mapOf(frame.url);
        // The script's own top level (webpack's bootstrap around the modules) is its evaluation.
        if (!map || (frame.functionName === '' && frame.lineNumber === 0 && frame.columnNumber === 0)) {
            return evaluationPart(frame.url);
        }
        const { source, line, column } = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
        const part = source === null ? undefined : partOfSource(source);
        if (part === undefined) {
            return evaluationPart(frame.url);
        }
        const content = this.split.has(part) ? map.sourceContentFor(source, true) : null;
        return content && line !== null ? `${part} › ${this.functions.nameAt(source, content, line, column ?? 0)}` : part;
    }

    protected mapOf(url: string): SourceMapConsumer | undefined {
        const file = path.posix.basename(new URL(url).pathname);
        if (!this.maps.has(file)) {
            const mapFile = path.join(this.distDir, `${file}.map`);
            this.maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : undefined);
        }
        return this.maps.get(file);
    }
}
