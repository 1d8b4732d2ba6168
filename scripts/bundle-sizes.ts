import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CONTAINER_BUNDLES, LAZY_FILES, lazyFileName } from './build/container-bundles';

export interface FileSize {
    readonly file: string;
    /** Minified bytes, as written by the build. */
    readonly minified: number;
    /** gzip -9. */
    readonly gzip: number;
    /** brotli at its highest quality. */
    readonly brotli: number;
}

export interface SizeBudget {
    /** gzip bytes of everything the page loads before window load. */
    readonly initialGzipBytes: number;
    /** The files that count against it. */
    readonly initial: readonly string[];
    /**
     * The files beside the bundle that most page views do not load before window load (the
     * after-load file after it; the identity file only where an /id call is due; the schema
     * compiler only where a data-layer schema must be compiled on the page): not counted, each
     * with its own ceiling in gzip bytes.
     */
    readonly lazy: Readonly<Record<string, number>>;
}

export const ROOT = path.resolve(__dirname, '..');

/** The size budget of `package.json`. */
export function sizeBudget(): SizeBudget {
    return (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { sizeBudget: SizeBudget }).sizeBudget;
}

/** Sizes of a built file, relative to the project root. */
export function sizeOf(file: string): FileSize {
    const absolute = path.join(ROOT, file);
    if (!existsSync(absolute)) {
        throw new Error(`${file} is missing: run npm run build first.`);
    }
    const bytes = readFileSync(absolute);
    return {
        file,
        minified: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length
    };
}

/** Every bundle and chunk the build writes, production first. */
export const BUNDLE_FILES: readonly string[] = CONTAINER_BUNDLES.flatMap(({ filename }) => [
    `dist/${filename}`,
    ...LAZY_FILES.map(file => `dist/${lazyFileName(filename, file)}`)
]);

/** The files that carry ajv's compiler, which compiles with `new Function`: the schema-compiler files. */
export function isSchemaCompilerFile(file: string): boolean {
    return /\.schema-compiler\.js$/.test(file);
}
