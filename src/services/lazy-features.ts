/**
 * The files beside the bundle, named after the bundle (`container.min.<file>.js`), with code most
 * page views do not need before their window loaded:
 * - `after-load`: media tracking, the page-activity meter, id syncs, the data layer (ACDL, its
 *   service and validator, the built-in schemas' validators) and the external tags' loader,
 *   fetched in idle time after the window loaded, or at once for a tracked data-layer event;
 * - `identity`: the visitor-ID `/id` calls, fetched at once on the pages that need one (a first
 *   visit, a new browser session, an expired id), and the page's reader of the IAB TCF CMP with
 *   the visitor's TCF consent, fetched at once on TCF hosts; most pages find their ids in the
 *   AMCV cookie;
 * - `personalization`: the delivery client, the offers and `adobe.target`, fetched on the sites
 *   the company personalizes once the visitor's consent allows the call;
 * - `schema-compiler`: ajv, fetched at once the first time a page must compile a data-layer
 *   schema from its cache or the schema server; the built-in schemas come compiled, so most
 *   pages never load it;
 * - `inspector`: the QA inspector, fetched at once on pages with QA on (never on a production
 *   page without `?qa=1`);
 * - `outbox`: keeping and resending hits that did not reach the collection server, and the store
 *   of the requests page code holds, fetched when a hit failed, when a flag cookie says hits of
 *   a former page wait, or when page code holds hits;
 * - `health`: the health report's reporter and builder, fetched as the after-load file is, after
 *   the window's load, and only on a page drawn for a report (HealthSettings).
 */
export type LazyFile = 'after-load' | 'identity' | 'schema-compiler' | 'personalization' | 'inspector' | 'outbox' | 'health';

/**
 * The classes each lazy file registers, by name. Empty here: each file's exports module
 * (src/lazy-files/<file>-exports.ts) adds its own entry by declaration merging, so the compiler
 * checks every name and constructor against what the file really exports, while the bundle
 * imports none of those classes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here, filled by the lazy files' declaration merging
export interface LazyFileExports {}

/** The classes of `file`, by name, as its exports module registers them. */
export type LazyExportsOf<F extends LazyFile> = F extends keyof LazyFileExports ? LazyFileExports[F] : never;

/** A class's name among the exports of `file`. */
export type LazyClassName<F extends LazyFile> = keyof LazyExportsOf<F> & string;

/**
 * Loads the lazy files, each once. Their classes are built with `new` once their file is in,
 * reached one way: `lazyClass`, which the providers of `bindLazyPart` use too.
 */
export const LazyFeatures = Symbol('LazyFeatures');
export interface LazyFeatures {
    /** Resolves with the file's classes: `after-load` once the window has loaded, the others at once. */
    load<F extends LazyFile>(file: F): Promise<LazyExportsOf<F>>;
    /** Fetches the file now, without waiting for the window to load: a feature of it is needed early. */
    hurry(file: LazyFile): void;
}

/** A feature of a lazy file, once the file is in: what its provider symbol is bound to. */
export type LazyProvider<T> = () => Promise<T>;

/**
 * A class of a lazy file, by its name among the file's exports (checked by the compiler), to build
 * with `new`: the one way a lazy class is reached. The bundle knows the file's classes by type
 * only, so their code stays out of it. Rejects when the file that came has no such class (a file
 * of another build).
 */
export function lazyClass<F extends LazyFile, N extends LazyClassName<F>>(
    files: LazyFeatures,
    file: F,
    name: N
): Promise<LazyExportsOf<F>[N]> {
    return files.load(file).then(exports => {
        const found = exports[name];
        if (!found) {
            throw new Error(`The ${file} file has no ${name}.`);
        }
        return found;
    });
}
