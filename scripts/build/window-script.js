'use strict';
/**
 * A browser library that installs itself on `window` when its script runs (its dist file is one
 * function expression called at once, reading and writing `window.<global>`), made into a module
 * that exports `install(window)`: the library's own code, unchanged, run against the window object
 * it is given, each time it is called. The container gives it the array it manages: the data layer
 * at start, and again the array a page put in its place. The file itself is read from
 * node_modules at build time; nothing of it is copied into the repository.
 */
function wrapWindowScript(source) {
    const code = source.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
    return `module.exports = function install(window) {\n${code}\n};\n`;
}

/** The library files the container takes this way. */
const WINDOW_SCRIPTS = [/@adobe[\\/]adobe-client-data-layer[\\/]dist[\\/]adobe-client-data-layer\.min\.js$/];

module.exports = { wrapWindowScript, WINDOW_SCRIPTS };
