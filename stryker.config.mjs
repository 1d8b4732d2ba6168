// @ts-check
/**
 * Mutation testing (`npm run mutate`): StrykerJS changes the runtime, the services and the
 * analytics, visitor and consent extensions one small edit at a time and runs the unit tests that
 * cover each edit; a change no test notices is a gap in the tests.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
    packageManager: 'npm',
    testRunner: 'mocha',
    mochaOptions: {
        // The unit suite as `npm run test:unit` runs it (TypeScript transpiled on the fly, jsdom page).
        config: 'test/unit/.mocharc.json',
        spec: ['test/unit/**/*.spec.ts'],
        ignore: [
            // These read the webpack output in dist/, built from the unchanged sources: they can never
            // notice a mutant, and leaving them out lets a fresh clone run without a build.
            'test/unit/build/bundle-budget.spec.ts',
            'test/unit/build/embed-snippets.spec.ts',
            // This one reads the sources as text (imports, file length); the instrumented copies
            // Stryker tests hold every mutant at once and are far longer than the real files.
            'test/unit/build/layers.spec.ts',
            // This one hashes the demo's tag stubs, to which the sandbox adds its `// @ts-nocheck` line.
            'test/unit/config/external-tag-stubs.spec.ts'
        ]
    },
    mutate: [
        'src/runtime/**/*.ts',
        'src/services/**/*.ts',
        'src/extensions/analytics/**/*.ts',
        'src/extensions/visitor/**/*.ts',
        'src/extensions/consent/**/*.ts'
    ],
    // Each mutant runs only the tests that reach it: the whole suite per mutant would take hours.
    coverageAnalysis: 'perTest',
    // Mocha cannot reload the sources, so a mutant in code that runs at import time (decorators,
    // module constants) needs a fresh process per mutant; those are left out to keep a run short.
    ignoreStatic: true,
    // The type checker plugin is not installed: the sources are transpiled only, as in the unit tests.
    checkers: [],
    // Kept locally and ignored by git: a run re-tests only the mutants whose code or tests changed
    // since the last run on this machine; a fresh clone's first run is a full one.
    incremental: true,
    incrementalFile: 'reports/stryker-incremental.json',
    reporters: ['clear-text', 'progress', 'html'],
    htmlReporter: { fileName: 'reports/mutation/index.html' },
    // The machine's two cores are shared with other work.
    concurrency: 2,
    // Build and test output the sandbox copies do not need.
    ignorePatterns: ['dist', 'coverage', 'test-results', 'reports', '.bench', 'bench/results.json'],
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always'
};
