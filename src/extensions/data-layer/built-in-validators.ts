import type { ValidateFunction } from 'ajv';

/**
 * The validators of the schemas built into the bundle (`SchemaSettings.builtInSchemas`), by
 * event name. What is checked in here is a typed stub with none: the build replaces this module
 * with ajv's standalone code for those schemas (webpack.config.js, through
 * scripts/build/data-layer-validators-loader.js), and the unit tests' require hook does the same
 * (scripts/build/data-layer-validators-hook.ts). So no page compiles a built-in schema.
 */
const BUILT_IN_VALIDATORS: Readonly<Record<string, ValidateFunction | undefined>> = {};

export default BUILT_IN_VALIDATORS;
