import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import * as path from 'node:path';

/** The id of the meta-schema ajv checks a schema against before compiling it (draft-07, its default). */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema';

/**
 * The meta-schema check of the schema-compiler file, made at build time with ajv's standalone
 * code. ajv checks every schema against the meta-schema before compiling it, and on a page it
 * would first compile the meta-schema itself: the largest part of compiling one data-layer schema.
 * The page runs this generated check instead, with the options of the file's ajv, so a schema
 * is refused with the same words. Like the built-in validators, one generator serves webpack
 * (the loader beside this file) and the unit tests (the require hook).
 */
export class MetaSchemaValidator {
    /** The module whose checked-in content is a stub, replaced by `source()` wherever it is loaded. */
    static readonly module = path.resolve(__dirname, '../../src/extensions/data-layer/meta-schema-check.ts');

    /** The CommonJS source of a module exporting the check (`module.exports`, and as `default`). */
    static source(): string {
        const ajv = new Ajv({ allErrors: true, strict: false, messages: false, code: { source: true } });
        const check = ajv.getSchema(DRAFT_07);
        if (!check) {
            throw new Error(`ajv has no ${DRAFT_07} meta-schema.`);
        }
        return `${standaloneCode(ajv, check)}\nmodule.exports.default = module.exports;\n`;
    }
}
