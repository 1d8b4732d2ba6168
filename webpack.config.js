'use strict';
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const pkg = require('./package.json');

// The property tables are TypeScript; the build reads them to check them before bundling.
require('./scripts/register-ts.js');
const { PROPERTY } = require('./src/config/property');
const { PropertyCheckPlugin } = require('./scripts/property/property-check-plugin');

const dist = path.resolve(__dirname, 'dist');

/** One bundle per environment (design.md §5); the file name itself tells the environment. */
const CONTAINER_BUNDLES = [
    { environment: 'production', filename: 'container.min.js', minify: true },
    { environment: 'staging', filename: 'container-staging.min.js', minify: true },
    { environment: 'development', filename: 'container-development.js', minify: false }
];

const typescript = {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    // `npm run typecheck` checks types once for the whole project; the bundles only transpile.
    options: { transpileOnly: true, compilerOptions: { sourceMap: true } }
};

function containerConfig({ environment, filename, minify }) {
    return {
        name: `container-${environment}`,
        mode: minify ? 'production' : 'development',
        target: ['web', 'es2020'],
        entry: './src/index.ts',
        output: { path: dist, filename, iife: true },
        // Source maps as files: the 'eval' devtools would put eval( into the bundle (strict CSP).
        devtool: 'source-map',
        // webpack's `global` shim is `new Function("return this")`: not under a strict CSP.
        node: { global: false },
        resolve: {
            extensions: ['.ts', '.js'],
            // inversify needs five Reflect metadata functions; the full polyfill is 4.6 KB gzip more.
            alias: { 'reflect-metadata$': path.resolve(__dirname, 'src/runtime/reflect-metadata-shim.ts') }
        },
        module: { rules: [typescript] },
        plugins: [
            // One check per build is enough: it runs with the production bundle.
            ...(environment === 'production' ? [new PropertyCheckPlugin(PROPERTY)] : []),
            new webpack.DefinePlugin({
                __BUILD_INFO__: JSON.stringify({
                    version: pkg.version,
                    buildDate: new Date().toISOString(),
                    environment,
                    minified: minify
                })
            })
        ],
        optimization: {
            minimize: minify,
            minimizer: [new TerserPlugin({
                extractComments: false,
                terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } }
            })]
        },
        performance: { hints: false },
        stats: 'errors-warnings'
    };
}

/** The demo site's React pages and QA inspector (never part of a container bundle). */
const demoConfig = {
    name: 'demo-site',
    mode: 'production',
    target: ['web', 'es2020'],
    entry: { demo: './demo-site/src/main.tsx', 'tcf-cmp': './demo-site/src/cmp/tcf-cmp.ts' },
    output: { path: path.join(dist, 'demo'), filename: '[name].js' },
    devtool: 'source-map',
    node: { global: false },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescript] },
    performance: { hints: false },
    stats: 'errors-warnings'
};

module.exports = [
    ...CONTAINER_BUNDLES.map(containerConfig),
    demoConfig
];
