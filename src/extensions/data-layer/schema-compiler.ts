import Ajv from 'ajv';
import type { JsonSchema } from '../../config/data-layer-schemas';
import META_SCHEMA_CHECK from './meta-schema-check';
import type { SchemaCheck } from './schema-violations';
import { SchemaViolations } from './schema-violations';

/**
 * ajv itself, for the data-layer schemas a page takes from its cache or the schema server: the
 * schema-compiler file (about 38 KB gzip), loaded only when a page needs such a schema; the
 * built-in schemas come compiled. ajv compiles with `new Function`, so under a
 * Content-Security-Policy without 'unsafe-eval' `compile` throws an EvalError. The container
 * constructs it (data-layer-module.ts).
 */
export class SchemaCompiler {
    /**
     * The options the build compiles the built-in schemas with (scripts/build/data-layer-validators.ts):
     * the same errors. No logger: ajv would write the whole generated function to the console when
     * the page's CSP refuses it; the validator says so once, in a line. The meta-schema check comes
     * built (meta-schema-check.ts): ajv would otherwise add the meta-schemas and compile one on every page first.
     */
    protected readonly ajv = new Ajv({
        allErrors: true,
        strict: false,
        messages: false,
        logger: false,
        validateSchema: false,
        meta: false
    });

    compile(schema: JsonSchema): SchemaCheck {
        if (schema.$async) {
            // Its validator would answer with a promise, which a check would read as valid.
            throw new Error('asynchronous schemas ($async) are not supported');
        }
        if (!META_SCHEMA_CHECK(schema)) {
            // ajv's own words for a schema its meta-schema refuses.
            throw new Error(`schema is invalid: ${this.ajv.errorsText(META_SCHEMA_CHECK.errors)}`);
        }
        return SchemaViolations.checkOf(this.ajv.compile(schema));
    }
}
