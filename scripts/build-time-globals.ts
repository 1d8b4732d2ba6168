import { PROPERTY } from '../src/config/property';
import { PROPERTY_EXCEPTIONS } from '../src/config/property-exceptions';
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
    __PROPERTY_EXCEPTIONS__: BuildTimeConstants.propertyExceptionsOf(PROPERTY),
    __EXTERNAL_TAG_TRIGGERS__: BuildTimeConstants.externalTagTriggersOf(PROPERTY.externalTags),
    __DOMAIN_TABLE__: BuildTimeConstants.domainTableOf(PROPERTY.domains)
});

// property-exceptions.ts was loaded (through PropertyConventions) before the global existed and
// took its empty fallback: give that object the exceptions the bundles are built with.
Object.assign(PROPERTY_EXCEPTIONS, BuildTimeConstants.propertyExceptionsOf(PROPERTY));
