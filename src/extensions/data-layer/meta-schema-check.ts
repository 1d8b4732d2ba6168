import type { ValidateFunction } from 'ajv';

/**
 * The draft-07 meta-schema check the schema compiler runs before compiling a schema. What is
 * checked in here is a typed stub that accepts everything: the build replaces this module with
 * ajv's standalone code for the meta-schema (webpack.config.js, through
 * scripts/build/meta-schema-validator-loader.js), and the unit tests' require hook does the same.
 * So no page compiles the meta-schema.
 */
const META_SCHEMA_CHECK = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;

export default META_SCHEMA_CHECK;
