import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SchemaViolation, ValidationOutcome } from '../../services/schema-validator';

/** One schema's check of a pushed item: valid, or invalid with its violations. */
export type SchemaCheck = (item: unknown) => ValidationOutcome;

/** The limits that read "at least / at most N <unit>": the words, the unit for 1 and for more. */
const LIMITS: Readonly<Record<string, readonly [string, string, string]>> = {
    minLength: ['at least', 'character', 'characters'],
    maxLength: ['at most', 'character', 'characters'],
    minItems: ['at least', 'item', 'items'],
    maxItems: ['at most', 'item', 'items'],
    minProperties: ['at least', 'property', 'properties'],
    maxProperties: ['at most', 'property', 'properties']
};

/**
 * ajv's errors in the words of docs/requirements.md §8.3: one violation per error, in ajv's order, at the dotted
 * path of the offending property in the pushed item (`eventInfo.link.text`, `items.0`). Reports
 * and beacons carry the messages (`validationSummary`), so they stay short and stable: the
 * keyword's meaning, and for a wrong value a short reason in parentheses.
 */
export class SchemaViolations {
    /** The check of an ajv validator, built in (standalone code) or compiled on the page. */
    static checkOf(validate: ValidateFunction): SchemaCheck {
        return item =>
            validate(item)
                ? { status: 'valid' }
                : { status: 'invalid', violations: (validate.errors ?? []).map(error => SchemaViolations.of(error)) };
    }

    static of({ keyword, instancePath, params }: ErrorObject): SchemaViolation {
        // A JSON pointer: `/eventInfo/link`, with `~1` for `/` and `~0` for `~` in names.
        const path = instancePath
            .split('/')
            .slice(1)
            .map(name => name.replace(/~1/g, '/').replace(/~0/g, '~'))
            .join('.');
        const child = (name: unknown) => (path ? `${path}.${name}` : String(name));
        switch (keyword) {
            case 'required':
            case 'dependencies':
                return { message: 'Missing required property', path: child(params.missingProperty) };
            case 'additionalProperties':
                return { message: 'Unknown property', path: child(params.additionalProperty) };
            case 'type':
                return { message: `Invalid type (expected ${params.type})`, path };
            default:
                return { message: `Invalid value (${SchemaViolations.reasonOf(keyword, params)})`, path };
        }
    }

    protected static reasonOf(keyword: string, params: ErrorObject['params']): string {
        const limit = LIMITS[keyword];
        if (limit) {
            return `${limit[0]} ${params.limit} ${params.limit === 1 ? limit[1] : limit[2]}`;
        }
        switch (keyword) {
            case 'enum':
                return 'not one of the allowed values';
            case 'const':
                return `expected ${JSON.stringify(params.allowedValue)}`;
            case 'pattern':
                return `does not match ${params.pattern}`;
            case 'format':
                return `not a valid ${params.format}`;
            case 'minimum':
            case 'maximum':
            case 'exclusiveMinimum':
            case 'exclusiveMaximum':
                return `must be ${params.comparison} ${params.limit}`;
            case 'multipleOf':
                return `not a multiple of ${params.multipleOf}`;
            case 'uniqueItems':
                return 'duplicate items';
            default:
                // anyOf, oneOf, not, if/then/else, a false schema: the keyword says what failed.
                return keyword;
        }
    }
}
