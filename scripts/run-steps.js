#!/usr/bin/env node
'use strict';
/*
 * `npm test` and `npm start` are several long commands in a row. This runs them in order with a
 * numbered banner each, so a person sees which step is running and how long each took; it stops
 * at the first step that fails, with that step's exit code. The steps' own output is unchanged.
 */
const { spawn } = require('node:child_process');
const { constants } = require('node:os');

const BUILD = { title: 'build (webpack: 3 containers, demo)', command: 'npm run -s build' };

/** The steps of each command, by name (`node scripts/run-steps.js test`). */
const PLANS = {
    test: [
        {
            title: "browsers: Chromium, Firefox ESR, WebKitGTK (Debian's packages; installed with apt when missing)",
            command: 'node scripts/ensure-browsers.js'
        },
        { title: 'type check (tsc --noEmit)', command: 'npm run -s typecheck' },
        BUILD,
        { title: 'unit tests (mocha, jsdom, c8 coverage)', command: 'npm run -s test:unit' },
        { title: 'browser tests (mocha, Chromium against the demo server)', command: 'npm run -s test:browser' },
        { title: 'cross-engine scenarios (Chromium, Firefox, WebKit; TEST_ENGINES picks)', command: 'npm run -s test:engines' }
    ],
    start: [
        BUILD,
        {
            title: 'demo site and endpoint emulator (Ctrl+C stops them)',
            command: 'node -r ./scripts/register-ts.js demo-site/server/main.ts'
        }
    ]
};

function duration(ms) {
    const seconds = ms / 1000;
    return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * Runs one command in a shell with the terminal's streams; resolves with its exit code, the
 * signal that ended it, and whether the person pressed Ctrl+C.
 */
function runCommand(command, options) {
    return new Promise(resolve => {
        const child = spawn(command, { shell: true, stdio: 'inherit', cwd: options.cwd, env: process.env });
        // Ctrl+C reaches the step through the terminal; this process notes it and waits for the step to end.
        let interrupted = false;
        const interrupt = () => {
            interrupted = true;
        };
        const forward = signal => child.kill(signal);
        process.on('SIGINT', interrupt);
        process.on('SIGTERM', forward);
        child.on('exit', (code, signal) => {
            process.off('SIGINT', interrupt);
            process.off('SIGTERM', forward);
            // As a shell reports a command a signal ended: 128 + the signal's number.
            resolve({ code: interrupted ? 130 : (code ?? 128 + (constants.signals[signal] ?? 0)), signal, interrupted });
        });
    });
}

/**
 * Runs the steps in order; returns the exit code of the first that fails, or 0.
 * `write` and `now` are for tests.
 */
async function runSteps(steps, { write = text => process.stdout.write(text), now = Date.now, cwd = process.cwd() } = {}) {
    for (const [index, step] of steps.entries()) {
        const label = `[${index + 1}/${steps.length}] ${step.title}`;
        write(`\n▶ ${label}\n`);
        const started = now();
        const { code, signal, interrupted } = await runCommand(step.command, { cwd });
        const took = duration(now() - started);
        if (interrupted) {
            write(`\n■ ${label}: stopped with Ctrl+C after ${took}\n`);
            return code;
        }
        if (code !== 0) {
            write(`\n✘ ${label}: ${signal ? `stopped by ${signal}` : `failed with exit code ${code}`} after ${took}\n`);
            return code;
        }
        write(`✔ ${label}: ${took}\n`);
    }
    return 0;
}

module.exports = { PLANS, runSteps, duration };

if (require.main === module) {
    const name = process.argv[2];
    if (!PLANS[name]) {
        process.stderr.write(`Usage: node scripts/run-steps.js ${Object.keys(PLANS).join('|')}\n`);
        process.exit(2);
    }
    runSteps(PLANS[name]).then(code => process.exit(code));
}
