'use strict';
// webpack loader: the meta-schema check's stub (src/extensions/data-layer/meta-schema-check.ts)
// becomes ajv's standalone code for the draft-07 meta-schema (scripts/build/meta-schema-validator.ts).
require('../register-ts.js');
const { MetaSchemaValidator } = require('./meta-schema-validator');

module.exports = function metaSchemaValidatorLoader() {
    return MetaSchemaValidator.source();
};
