'use strict';
const { wrapWindowScript } = require('./window-script');

/** webpack loader: see window-script.js. */
module.exports = function windowScriptLoader(source) {
    return wrapWindowScript(source);
};
