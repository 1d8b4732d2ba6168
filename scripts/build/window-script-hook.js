'use strict';
/**
 * The same wrapping for code that runs in Node without webpack (the unit tests): requiring one of
 * WINDOW_SCRIPTS gives the module the bundle gets.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { wrapWindowScript, WINDOW_SCRIPTS } = require('./window-script');

const load = Module._extensions['.js'];
Module._extensions['.js'] = function (module, filename) {
    if (WINDOW_SCRIPTS.some(pattern => pattern.test(filename))) {
        module._compile(wrapWindowScript(readFileSync(filename, 'utf8')), filename);
        return;
    }
    load(module, filename);
};
