import { PROPERTY } from '../src/config/property';
import { VARIABLE_MAP } from '../src/config/variable-map';
import { BuildTimeConstants } from './build-time-constants';

/**
 * What webpack's DefinePlugin stamps into the bundles from the variable map and the property (webpack.config.js),
 * for code that runs the sources in Node: the unit tests and the build scripts. Importing this
 * module installs them; import it before any module of the container.
 */
Object.assign(globalThis, {
    VARIABLE: Object.fromEntries(VARIABLE_MAP.map(row => [row.key, row.variable])),
    __PAGE_VIEW_ELEMENTS__: BuildTimeConstants.pageViewElementsOf(VARIABLE_MAP),
    __PROPERTY_EXCEPTIONS__: BuildTimeConstants.propertyExceptionsOf(PROPERTY)
});
