import { expect } from 'chai';
import * as fc from 'fast-check';
import { SchemaSettings } from '../../../src/config/data-layer';
import { DATA_LAYER_SCHEMAS } from '../../../src/config/data-layer-schemas';
import { SchemaCompiler } from '../../../src/extensions/data-layer/schema-compiler';
import type { SchemaValidator, ValidationOutcome } from '../../../src/services/schema-validator';
import { validationSummary } from '../../../src/services/schema-validator';
import { DataLayerTestPage, NOW } from '../extensions/data-layer/data-layer-test-page';
import { expectUnpolluted, hostileKey, hostileObject, hostileString, prototypeSnapshot, runs } from './fuzz-support';

const HOUR = 3600000;
const EVENTS = Object.keys(DATA_LAYER_SCHEMAS);

/** Every property name the schemas know: random events built from them reach past the first `required`. */
function namesIn(schema: unknown, into = new Set<string>()): Set<string> {
    if (schema && typeof schema === 'object') {
        for (const [key, value] of Object.entries(schema) as Array<[string, unknown]>) {
            if (key === 'properties' && value && typeof value === 'object') {
                Object.keys(value).forEach(name => into.add(name));
            }
            namesIn(value, into);
        }
    }
    return into;
}

const SCHEMA_NAMES = [...namesIn(DATA_LAYER_SCHEMAS)];

/** Pushed items: near the schemas (their names, any values at any depth), or anything. */
const item = fc.oneof(
    fc.object({
        key: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SCHEMA_NAMES) }, { weight: 1, arbitrary: hostileKey }),
        maxDepth: 4,
        maxKeys: 5,
        values: [
            hostileString(),
            fc.constantFrom('en_us', 'us', 'Book now', ''),
            fc.integer(),
            fc.double(),
            fc.boolean(),
            fc.constant(null)
        ]
    }),
    hostileObject(),
    fc.array(hostileString(), { maxLength: 3 })
);

function expectWellFormed(outcome: ValidationOutcome): void {
    expect(['valid', 'invalid', 'no schema', 'not validated']).to.include(outcome.status);
    if (outcome.status === 'invalid') {
        for (const violation of outcome.violations) {
            expect(violation.message).to.be.a('string');
            expect(violation.path).to.be.a('string');
        }
    }
    expect(validationSummary(outcome)).to.be.a('string');
}

describe('Fuzz: the data-layer schema validator', () => {
    let page: DataLayerTestPage;
    let validator: SchemaValidator;
    let before: string[];

    beforeEach(async () => {
        page = new DataLayerTestPage();
        // Every schema as a page that fetched it within the hour has it: no request, compiled on the page.
        for (const event of EVENTS) {
            if (!SchemaSettings.builtInSchemas.includes(event)) {
                page.cache(event, DATA_LAYER_SCHEMAS[event], NOW + HOUR);
            }
        }
        validator = await page.nextPage();
        before = prototypeSnapshot();
    });

    afterEach(() => {
        expectUnpolluted(before);
        page.stop();
    });

    async function outcomeOf(event: string, pushed: object): Promise<ValidationOutcome> {
        const outcome = validator.validate(event, pushed);
        if ('then' in outcome) {
            await page.settle();
        }
        return outcome;
    }

    it("any pushed item of a known event: the same outcome as ajv compiling the event's schema on the page, built in or not", async () => {
        const compiler = new SchemaCompiler();
        const checks = new Map(EVENTS.map(event => [event, compiler.compile(DATA_LAYER_SCHEMAS[event])]));
        await fc.assert(
            fc.asyncProperty(fc.constantFrom(...EVENTS), item, async (event, pushed) => {
                const outcome = await outcomeOf(event, pushed);
                expectWellFormed(outcome);
                expect(outcome).to.deep.equal(checks.get(event)!(pushed));
            }),
            runs(300)
        );
    });

    it('any event name with any cached schema: an outcome, never a throw or a rejection', async () => {
        await fc.assert(
            fc.asyncProperty(hostileKey, hostileObject(2), item, async (event, schema, pushed) => {
                page.cache(event, schema, NOW + HOUR);
                expectWellFormed(await outcomeOf(event, pushed));
            }),
            runs(60)
        );
    });
});
