import { SchemaCompiler } from '../extensions/data-layer/schema-compiler';
import type { LazyExports } from '../services/lazy-features';

/** The classes of the schema-compiler file, by name: the data-layer module's provider constructs them. */
export const SCHEMA_COMPILER_EXPORTS: LazyExports = { SchemaCompiler };
