import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import * as path from 'node:path';
import { SchemaSettings } from '../../src/config/data-layer';
import type { JsonSchema } from '../../src/config/data-layer-schemas';
import { DATA_LAYER_SCHEMAS } from '../../src/config/data-layer-schemas';

/**
 * The validators of the built-in data-layer schemas (`SchemaSettings.builtInSchemas`), made at
 * build time with ajv's standalone code: pages run them without compiling anything, so the bundle
 * carries no schema compiler and no `new Function`. One generator serves webpack (the loader
 * beside this file) and the unit tests (the require hook beside it), so the tests run the very
 * code the bundles ship.
 */
export class DataLayerValidators {
    /** The module whose checked-in content is a stub, replaced by `source()` wherever it is loaded. */
    static readonly module = path.resolve(__dirname, '../../src/extensions/data-layer/built-in-validators.ts');

    /**
     * The CommonJS source of a module exporting a validator per event, by event name. Its code
     * requires ajv's runtime helpers (`ajv/dist/runtime/...`), hence ajv among the dependencies.
     */
    static source(
        events: readonly string[] = SchemaSettings.builtInSchemas,
        schemas: Readonly<Record<string, JsonSchema>> = DATA_LAYER_SCHEMAS
    ): string {
        // The options of the schema-compiler file's ajv: the same errors, whichever compiled the
        // schema. No messages: violations are worded from the keyword, so ajv's would be dead bytes.
        const ajv = new Ajv({ allErrors: true, strict: false, messages: false, code: { source: true } });
        const exported: Record<string, string> = {};
        for (const event of events) {
            const schema = schemas[event];
            if (!schema) {
                throw new Error(`SchemaSettings.builtInSchemas names "${event}", which has no schema in src/config/data-layer-schemas.ts.`);
            }
            ajv.addSchema(schema, event);
            exported[event] = event;
        }
        return standaloneCode(ajv, exported);
    }
}
