'use strict';
// Lets Node run the project's TypeScript (tests, demo server, build-time checks) without a compile step.
// Type errors are caught once by `npm run typecheck`, so here we only transpile.
require('ts-node').register({
    transpileOnly: true,
    compilerOptions: { module: 'CommonJS', moduleResolution: 'Node10' }
});
