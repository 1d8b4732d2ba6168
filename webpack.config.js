'use strict';
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const pkg = require('./package.json');

// The property tables are TypeScript; the build reads them to check them before bundling.
require('./scripts/register-ts.js');
const { PROPERTY } = require('./src/config/property');
const { VARIABLE_MAP } = require('./src/config/variable-map');
const { BuildTimeConstants } = require('./scripts/build-time-constants');

/** The variable map without its documentation: `VARIABLE.<key>` constants and the page view's elements. */
const VARIABLE_CONSTANTS = BuildTimeConstants.variableConstantsOf(VARIABLE_MAP);
const PAGE_VIEW_ELEMENTS = BuildTimeConstants.pageViewElementsOf(VARIABLE_MAP);
const { PropertyCheckPlugin } = require('./scripts/property/property-check-plugin');
const { WINDOW_SCRIPTS } = require('./scripts/build/window-script');
const { DataLayerValidators } = require('./scripts/build/data-layer-validators');
const { MetaSchemaValidator } = require('./scripts/build/meta-schema-validator');
const { InversifyDecorators } = require('./scripts/build/inversify-decorators');
const { SymbolDescriptions } = require('./scripts/build/symbol-descriptions');

const dist = path.resolve(__dirname, 'dist');

/**
 * Properties named `_...` that page code, QA tools or the files beside the bundle read: the
 * `_satellite` API (its monitors, `_container`, `_activations`), the lazy files' registry,
 * VisitorAPI's instance list (`s_c_il` entries' `_c`, `_in`, `_il`), the opt-in service's
 * `__plugins`, the TCF API and the double-load guard. test/unit/build/bundle-budget.spec.ts checks
 * that the production bundle still carries the page-facing ones.
 */
const PUBLIC_UNDERSCORE_NAMES = [
    '_satellite',
    '__satelliteLoaded',
    '_monitors',
    '_activations',
    '_container',
    '__lazy',
    '_c',
    '_in',
    '_il',
    '__plugins',
    '__tcfapi',
    '__tcfapiLocator',
    '__tcfapiCall',
    '__tcfapiReturn'
];

/** One bundle per environment (docs/requirements.md §10.1) and the lazy files beside each. */
const { CONTAINER_BUNDLES, LAZY_FILES, lazyFileName } = require('./scripts/build/container-bundles');
const { EmbedManifestPlugin } = require('./scripts/build/embed-manifest-plugin');
const { CompileHintPlugin, COMPILE_HINTED_FILES } = require('./scripts/build/compile-hint-plugin');
const { DEFAULT_BASE_PATH } = require('./scripts/build/embed-snippets');

/**
 * Where the sites serve the files from, as the embed snippets of dist/embed.html name it:
 * `EMBED_BASE_PATH=/tag/1.4.0/ npm run build` for a release deployed to its own folder.
 */
const EMBED_BASE_PATH = process.env.EMBED_BASE_PATH || DEFAULT_BASE_PATH;

const typescript = {
    test: /\.tsx?$/,
    exclude: [DataLayerValidators.module, MetaSchemaValidator.module],
    loader: 'ts-loader',
    // `npm run typecheck` checks types once for the whole project; the bundles only transpile.
    options: { transpileOnly: true, compilerOptions: { sourceMap: true } }
};

/**
 * The container's TypeScript, inversify's decorators of a class made one call
 * (scripts/build/inversify-decorators.ts); in production, its service identifiers without their
 * descriptions (scripts/build/symbol-descriptions.ts).
 */
function containerTypescript(environment) {
    const after = [InversifyDecorators.transformer, ...(environment === 'production' ? [SymbolDescriptions.transformer] : [])];
    return { ...typescript, options: { ...typescript.options, getCustomTransformers: () => ({ after }) } };
}

/**
 * Libraries that install themselves on `window` when their script runs (the Adobe Client Data
 * Layer's dist file), taken as `install(window)` so the container runs them on the array it chooses.
 */
const windowScripts = {
    test: WINDOW_SCRIPTS,
    loader: path.resolve(__dirname, 'scripts/build/window-script-loader.js')
};

/** The built-in data-layer schemas, compiled here into ajv's standalone code in place of their stub. */
const dataLayerValidators = {
    test: DataLayerValidators.module,
    loader: path.resolve(__dirname, 'scripts/build/data-layer-validators-loader.js')
};

/** The draft-07 meta-schema check of the schema-compiler file, likewise built in place of its stub. */
const metaSchemaCheck = {
    test: MetaSchemaValidator.module,
    loader: path.resolve(__dirname, 'scripts/build/meta-schema-validator-loader.js')
};

/** The files whose code mostly runs at load, and which V8's compile hint is worth it for (docs/performance.md). */
const COMPILE_HINTED = (process.env.COMPILE_HINTED ?? COMPILE_HINTED_FILES.join(',')).split(',').filter(Boolean);

function containerConfig(bundle) {
    const { environment, filename, minify } = bundle;
    return {
        name: `container-${environment}`,
        mode: minify ? 'production' : 'development',
        target: ['web', 'es2020'],
        // Code most page views do not need before window load is in files beside the bundle
        // (container.min.after-load.js, container.min.identity.js, container.min.schema-compiler.js),
        // which the bundle loads when a page needs them (src/services/lazy-features.ts). They
        // import nothing of the bundle's: no module system has to be shared between the files.
        entry: { main: './src/index.ts', ...Object.fromEntries(LAZY_FILES.map(file => [file, `./src/lazy-files/${file}.ts`])) },
        output: {
            path: dist,
            filename: chunk => (chunk.chunk.name === 'main' ? filename : lazyFileName(filename, chunk.chunk.name)),
            iife: true
        },
        // Source maps as files: the 'eval' devtools would put eval( into the bundle (strict CSP).
        devtool: 'source-map',
        // webpack's `global` shim is `new Function("return this")`: not under a strict CSP.
        node: { global: false },
        resolve: {
            extensions: ['.ts', '.js'],
            // inversify needs five Reflect metadata functions; the full polyfill is 4.6 KB gzip more.
            alias: { 'reflect-metadata$': path.resolve(__dirname, 'src/runtime/reflect-metadata-shim.ts') }
        },
        module: { rules: [containerTypescript(environment), dataLayerValidators, metaSchemaCheck, windowScripts] },
        plugins: [
            // One check per build is enough: it runs with the production bundle.
            ...(environment === 'production' ? [new PropertyCheckPlugin(PROPERTY)] : []),
            new webpack.DefinePlugin({
                ...VARIABLE_CONSTANTS,
                __PAGE_VIEW_ELEMENTS__: JSON.stringify(PAGE_VIEW_ELEMENTS),
                // The suite and consent tables shrink to the rows that break their naming conventions.
                __PROPERTY_EXCEPTIONS__: JSON.stringify(BuildTimeConstants.propertyExceptionsOf(PROPERTY)),
                // The domain table written small (src/config/domain-table.ts).
                __DOMAIN_TABLE__: JSON.stringify(BuildTimeConstants.domainTableOf(PROPERTY.domains)),
                // The public suffixes to those the property's hosts are under.
                __PROPERTY_PUBLIC_SUFFIXES__: JSON.stringify(BuildTimeConstants.publicSuffixesOf(PROPERTY.domains)),
                // The external tags' triggers: the bundle subscribes to them, the table is in the after-load file.
                __EXTERNAL_TAG_TRIGGERS__: JSON.stringify(BuildTimeConstants.externalTagTriggersOf(PROPERTY.externalTags)),
                // What inversify constructs is counted outside production only (src/runtime/bindings.ts).
                __COUNT_CONSTRUCTIONS__: JSON.stringify(environment !== 'production'),
                __BUILD_INFO__: JSON.stringify({
                    version: pkg.version,
                    buildDate: new Date().toISOString(),
                    environment,
                    minified: minify
                })
            }),
            // The bundle's code mostly runs at load: V8 compiles it off the main thread as it streams in.
            new CompileHintPlugin(COMPILE_HINTED.map(file => (file === 'main' ? filename : lazyFileName(filename, file)))),
            // dist/manifest.json and dist/embed.html: the snippet with the files' SRI hashes.
            new EmbedManifestPlugin(bundle, pkg.version, EMBED_BASE_PATH)
        ],
        optimization: {
            minimize: minify,
            minimizer: [
                new TerserPlugin({
                    extractComments: false,
                    // An ES module's scope is its own (toplevel); getters have no side effects in our code.
                    terserOptions: {
                        ecma: 2020,
                        module: true,
                        toplevel: true,
                        compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
                        format: { comments: false },
                        // inversify's members named `_...` are its own (`_binding`, `_bindingDictionary`, ...): 4 KB of names.
                        // What page code and the other files read is reserved.
                        mangle: { properties: { regex: /^_/, reserved: PUBLIC_UNDERSCORE_NAMES } }
                    }
                })
            ]
        },
        performance: { hints: false },
        stats: 'errors-warnings'
    };
}

/** The demo site's React pages, its health page and its wire-diff page (never part of a container bundle). */
const demoConfig = {
    name: 'demo-site',
    mode: 'production',
    target: ['web', 'es2020'],
    entry: {
        demo: './demo-site/src/main.tsx',
        'tcf-cmp': './demo-site/src/cmp/tcf-cmp.ts',
        health: './demo-site/src/health/health-main.tsx',
        'wire-diff': './demo-site/src/wire-diff/wire-diff-main.tsx'
    },
    output: { path: path.join(dist, 'demo'), filename: '[name].js' },
    devtool: 'source-map',
    node: { global: false },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescript] },
    performance: { hints: false },
    stats: 'errors-warnings'
};

module.exports = [...CONTAINER_BUNDLES.map(containerConfig), demoConfig];
