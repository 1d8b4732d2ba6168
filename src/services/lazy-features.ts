import type { interfaces } from 'inversify';

/**
 * The files beside the bundle, named after the bundle (`container.min.<file>.js`), with code most
 * page views do not need before their window loaded:
 * - `after-load`: the page-activity meter, media tracking and id syncs, fetched in idle time
 *   after the window loaded;
 * - `identity`: the visitor-ID `/id` calls, fetched at once on the pages that need one (a first
 *   visit, a new browser session, an expired id); most pages find their ids in the AMCV cookie;
 * - `personalization`: the delivery client, the offers and `adobe.target`, fetched on the sites
 *   the company personalizes once the visitor's consent allows the call;
 * - `schema-compiler`: ajv, fetched at once the first time a page must compile a data-layer
 *   schema from its cache or the schema server; the built-in schemas come compiled, so most
 *   pages never load it;
 * - `inspector`: the QA inspector, fetched at once on pages with QA on (never on a production
 *   page without `?qa=1`);
 * - `outbox`: keeping and resending hits that did not reach the collection server, fetched when
 *   a hit failed, or when the flag cookie says hits of a former page wait.
 */
export type LazyFile = 'after-load' | 'identity' | 'schema-compiler' | 'personalization' | 'inspector' | 'outbox';

/** The classes a lazy file registers, by name (src/lazy-files/<file>-exports.ts). */
export type LazyExports = Readonly<Record<string, interfaces.Newable<unknown>>>;

/**
 * Loads the lazy files, each once. Their classes are built with `new` once their file is in:
 * by the providers `bindLazyPart` binds, or by the part that owns them (`lazyClass`).
 */
export const LazyFeatures = Symbol('LazyFeatures');
export interface LazyFeatures {
    /** Resolves with the file's classes: `after-load` once the window has loaded, the others at once. */
    load(file: LazyFile): Promise<LazyExports>;
    /** Fetches the file now, without waiting for the window to load: a feature of it is needed early. */
    hurry(file: LazyFile): void;
}

/** A feature of a lazy file, once the file is in: what its provider symbol is bound to. */
export type LazyProvider<T> = () => Promise<T>;

/**
 * A class of a lazy file, by its name among the file's exports, for a service to build with `new`
 * (the bundle names the file's classes by type only, so their code stays out of it). Rejects
 * when the file has no such class.
 */
export function lazyClass<T>(files: LazyFeatures, file: LazyFile, name: string): Promise<T> {
    return files.load(file).then(exports => {
        const found = exports[name];
        if (!found) {
            throw new Error(`The ${file} file has no ${name}.`);
        }
        return found as unknown as T;
    });
}
