// The linter holds what a person cannot see at a glance: a promise left floating is an
// unhandled rejection on a customer's page. Layout is Prettier's (.prettierrc.json), so no
// rule here is about layout.
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
    {
        ignores: ['dist/', 'coverage/', 'bench/', '.bench/', 'reports/', 'test-results/', '.stryker-tmp/', 'node_modules/', '.spike/']
    },
    ...tseslint.configs.recommended,
    {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
            parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
        },
        rules: {
            '@typescript-eslint/no-floating-promises': 'error',
            '@typescript-eslint/no-misused-promises': 'error',
            '@typescript-eslint/await-thenable': 'error',
            '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
            // A name that starts with `_` is left out on purpose (a destructured part a test drops).
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }]
        }
    },
    {
        // The conformance tables drive the replaced libraries' page API untyped, as page code does.
        files: ['test/unit/conformance/**/*.ts'],
        rules: { '@typescript-eslint/no-explicit-any': 'off' }
    },
    {
        // chai's assertions end in a property (`expect(list).to.be.empty`), which reads as an expression.
        files: ['test/**/*.ts'],
        rules: { '@typescript-eslint/no-unused-expressions': 'off' }
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
