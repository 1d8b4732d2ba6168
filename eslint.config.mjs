// The linter holds what a person cannot see at a glance: a promise left floating is an
// unhandled rejection on a customer's page. Layout is Prettier's (.prettierrc.json), so no
// rule here is about layout.
import prettier from 'eslint-config-prettier';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    {
        ignores: ['dist/', 'coverage/', 'bench/', '.bench/', 'reports/', 'test-results/', '.stryker-tmp/', 'node_modules/', '.spike/']
    },
    {
        // Imports in one block, in this order: side-effect imports (`import 'reflect-metadata'`, kept in
        // their order), packages and Node's modules (`chai`, `@adobe/...`, `node:fs`), anything else,
        // then relative paths; within each, by path. `npm run format` puts them so.
        plugins: { 'simple-import-sort': simpleImportSort },
        rules: { 'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^@?\\w', '^', '^\\.']] }] }
    },
    // typescript-eslint's recommended rules, those that read the types included; a block below turns
    // one off only where the code does on purpose what the rule guards against.
    ...tseslint.configs.recommendedTypeChecked,
    {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
            parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
        },
        rules: {
            '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
            // A name that starts with `_` is left out on purpose (a destructured part a test drops).
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }]
        }
    },
    {
        // The container turns what page code and the services hand it (`unknown`) into text as the
        // replaced libraries did, `[object Object]` and all.
        files: ['src/**/*.ts'],
        rules: { '@typescript-eslint/no-base-to-string': 'off', '@typescript-eslint/restrict-template-expressions': 'off' }
    },
    {
        // A caught error goes on to the promise as it was thrown, as a rethrow would pass it on.
        files: ['src/services/**/*.ts'],
        rules: { '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }] }
    },
    {
        // The conformance tables drive the replaced libraries' page API untyped, as page code does.
        files: ['test/unit/conformance/**/*.ts'],
        rules: {
            '@typescript-eslint/no-explicit-any': 'off',
            '@typescript-eslint/no-unsafe-argument': 'off',
            '@typescript-eslint/no-unsafe-assignment': 'off',
            '@typescript-eslint/no-unsafe-call': 'off',
            '@typescript-eslint/no-unsafe-member-access': 'off',
            '@typescript-eslint/no-unsafe-return': 'off'
        }
    },
    {
        // chai's assertions end in a property (`expect(list).to.be.empty`), which reads as an expression.
        files: ['test/**/*.ts'],
        rules: { '@typescript-eslint/no-unused-expressions': 'off' }
    },
    {
        // A test's stand-in for an async function (a stub, a rule's condition) is async to answer with a promise.
        files: ['test/**/*.ts'],
        rules: { '@typescript-eslint/require-await': 'off' }
    },
    {
        // These tests throw and reject what page code may: a string, undefined.
        files: ['test/unit/services/error-boundary.spec.ts', 'test/unit/runtime/rule-engine.spec.ts'],
        rules: { '@typescript-eslint/only-throw-error': 'off', '@typescript-eslint/prefer-promise-reject-errors': 'off' }
    },
    {
        files: ['**/*.js', '**/*.mjs'],
        ...tseslint.configs.disableTypeChecked,
        languageOptions: {
            sourceType: 'commonjs',
            globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly' }
        },
        // The build's and the scripts' own files are CommonJS, which Node and webpack load as they are.
        rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' }
    },
    prettier
);
