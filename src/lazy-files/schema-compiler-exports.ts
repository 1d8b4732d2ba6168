import { SchemaCompiler } from '../extensions/data-layer/schema-compiler';

/** The classes of the schema-compiler file, by name: the data-layer module's provider constructs them. */
export const SCHEMA_COMPILER_EXPORTS = { SchemaCompiler };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        'schema-compiler': typeof SCHEMA_COMPILER_EXPORTS;
    }
}
