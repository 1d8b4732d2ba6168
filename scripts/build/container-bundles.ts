/** The environments the build writes a container for (docs/requirements.md §10.1). */
export type ContainerEnvironment = 'production' | 'staging' | 'development';

export interface ContainerBundle {
    readonly environment: ContainerEnvironment;
    /** The file a page embeds; the file name itself tells the environment. */
    readonly filename: string;
    readonly minify: boolean;
}

/** One bundle per environment, production first. */
export const CONTAINER_BUNDLES: readonly ContainerBundle[] = [
    { environment: 'production', filename: 'container.min.js', minify: true },
    { environment: 'staging', filename: 'container-staging.min.js', minify: true },
    { environment: 'development', filename: 'container-development.js', minify: false }
];

/**
 * The files beside each bundle (`container.min.after-load.js`, ...), each the entry
 * `src/<name>.ts`: what most page views do not need before window load. The bundle loads them
 * from its own URL, so they are served from the same folder.
 */
export const LAZY_FILES = ['after-load', 'identity', 'schema-compiler', 'personalization', 'inspector', 'outbox', 'health'] as const;

/** The name of a bundle's lazy file: `container.min.js` → `container.min.after-load.js`. */
export function lazyFileName(filename: string, lazyFile: string): string {
    return filename.replace(/\.js$/, `.${lazyFile}.js`);
}
