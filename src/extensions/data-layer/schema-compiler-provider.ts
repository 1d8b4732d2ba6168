import type { LazyProvider } from '../../services/lazy-features';
import type { SchemaCompiler } from './schema-compiler';

/**
 * `() => Promise<SchemaCompiler>`: ajv, from the schema-compiler file, loaded the first time a page
 * must compile a schema (data-layer-module.ts). A symbol of its own file: the module that binds it
 * must not import the compiler.
 */
export const SchemaCompilerProvider = Symbol('SchemaCompilerProvider');
export type SchemaCompilerProvider = LazyProvider<SchemaCompiler>;
