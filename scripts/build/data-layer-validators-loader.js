'use strict';
// webpack loader: the built-in data-layer validators' stub (src/extensions/data-layer/built-in-validators.ts)
// becomes ajv's standalone code for SchemaSettings.builtInSchemas (scripts/build/data-layer-validators.ts).
require('../register-ts.js');
const { DataLayerValidators } = require('./data-layer-validators');

module.exports = function dataLayerValidatorsLoader() {
    return DataLayerValidators.source();
};
