import { expect } from 'chai';
import { SchemaCompiler } from '../../../../src/extensions/data-layer/schema-compiler';

/** The schema-compiler file's ajv, and ajv's errors in the spec's words, for keywords the built-in schemas do not use. */
describe('SchemaCompiler', () => {
    const compiler = new SchemaCompiler();

    const ORDER = {
        type: 'object',
        required: ['order'],
        properties: {
            order: {
                type: 'object',
                additionalProperties: false,
                properties: {
                    currency: { enum: ['USD', 'EUR', 'GBP'] },
                    channel: { const: 'web' },
                    days: { type: 'integer', exclusiveMinimum: 0, multipleOf: 1 },
                    extras: { type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'object', required: ['code'] } },
                    'a/b~c': { type: 'string' }
                }
            }
        }
    };

    it('answers valid for an item that meets the schema', () => {
        expect(compiler.compile(ORDER)({ order: { currency: 'USD', channel: 'web', days: 3, extras: [{ code: 'GPS' }] } })).to.deep.equal({
            status: 'valid'
        });
    });

    it("reports each error, in ajv's order, at the path of the offending property", () => {
        const outcome = compiler.compile(ORDER)({
            order: { currency: 'CHF', channel: 'phone', days: 0, extras: [{ code: 'GPS' }, {}, { code: 'GPS' }], 'a/b~c': 1, coupon: 'X' }
        });
        expect(outcome).to.deep.equal({
            status: 'invalid',
            violations: [
                { message: 'Unknown property', path: 'order.coupon' },
                { message: 'Invalid value (not one of the allowed values)', path: 'order.currency' },
                { message: 'Invalid value (expected "web")', path: 'order.channel' },
                { message: 'Invalid value (must be > 0)', path: 'order.days' },
                { message: 'Invalid value (at most 2 items)', path: 'order.extras' },
                { message: 'Missing required property', path: 'order.extras.1.code' },
                { message: 'Invalid value (duplicate items)', path: 'order.extras' },
                { message: 'Invalid type (expected string)', path: 'order.a/b~c' }
            ]
        });
    });

    it("reports a property missing from the item itself at its own name, and the item's own type at the empty path", () => {
        const check = compiler.compile(ORDER);
        expect(check({})).to.deep.equal({ status: 'invalid', violations: [{ message: 'Missing required property', path: 'order' }] });
        expect(check([])).to.deep.equal({ status: 'invalid', violations: [{ message: 'Invalid type (expected object)', path: '' }] });
    });

    it('refuses an asynchronous schema, whose answers would read as valid', () => {
        expect(() => compiler.compile({ $async: true, type: 'object' })).to.throw('asynchronous schemas ($async) are not supported');
    });
});
