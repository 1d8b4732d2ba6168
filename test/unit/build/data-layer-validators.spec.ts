import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { DataLayerValidators } from '../../../scripts/build/data-layer-validators';
import { SchemaSettings } from '../../../src/config/data-layer';
import { DATA_LAYER_SCHEMAS } from '../../../src/config/data-layer-schemas';
import BUILT_IN_VALIDATORS from '../../../src/extensions/data-layer/built-in-validators';

/** The built-in data-layer validators: generated at build time, and what the unit tests load in place of the stub. */
describe('The built-in data-layer validators', () => {
    const source = DataLayerValidators.source();

    it('are ajv standalone code: no compiler, no eval, only ajv runtime helpers', () => {
        expect(source).not.to.match(/\beval\(|new Function\(/);
        const required = [...source.matchAll(/require\("([^"]+)"\)/g)].map(match => match[1]);
        expect(required).not.to.be.empty;
        expect(
            required.every(module => module.startsWith('ajv/dist/runtime/')),
            required.join(', ')
        ).to.equal(true);
    });

    it('replace the stub when the sources run in Node: one validator per built-in schema, by event name', () => {
        expect(Object.keys(BUILT_IN_VALIDATORS).sort()).to.deep.equal([...SchemaSettings.builtInSchemas].sort());
        const linkClick = BUILT_IN_VALIDATORS['link-click']!;
        expect(linkClick({ event: 'link-click', eventInfo: { link: { text: 'Book now' } } })).to.equal(true);
        expect(linkClick({ event: 'link-click', eventInfo: { link: {} } })).to.equal(false);
        expect(linkClick.errors?.map(error => error.keyword)).to.deep.equal(['required']);
    });

    it("cover every schema of src/config/data-layer-schemas: the property's own events never need the schema compiler", () => {
        const files = readdirSync(path.resolve(__dirname, '../../../src/config/data-layer-schemas'))
            .filter(file => file.endsWith('.json'))
            .map(file => file.replace(/\.json$/, ''));
        expect([...SchemaSettings.builtInSchemas].sort(), 'SchemaSettings.builtInSchemas').to.deep.equal(files.sort());
        expect(Object.keys(DATA_LAYER_SCHEMAS).sort(), 'DATA_LAYER_SCHEMAS').to.deep.equal(files.sort());
    });

    it('stop the build when a built-in event has no schema', () => {
        expect(() => DataLayerValidators.source(['page-view', 'car-return'])).to.throw(/"car-return", which has no schema/);
    });
});
