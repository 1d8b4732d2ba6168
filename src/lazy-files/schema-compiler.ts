import { LazyFiles } from './lazy-files';
import { SCHEMA_COMPILER_EXPORTS } from './schema-compiler-exports';

/**
 * The schema-compiler file: ajv, for the data-layer schemas a page takes from its cache or the
 * schema server. The bundle loads it the first time a page needs one; most events have their
 * validators built in, and most pages never load it.
 */
LazyFiles.register(window, 'schema-compiler', SCHEMA_COMPILER_EXPORTS);
