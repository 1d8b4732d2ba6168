#!/usr/bin/env node
'use strict';
/*
 * The browser tests drive Debian's Chromium (never a downloaded browser: this network only
 * reaches npm and Debian). On a fresh machine it is installed here when we may (root + apt);
 * otherwise we stop with the one command that fixes it.
 */
const { existsSync } = require('node:fs');
const { execFileSync, spawnSync } = require('node:child_process');

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

function hasApt() {
    return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function main() {
    if (existsSync(chromePath)) {
        return;
    }
    if (process.env.CHROME_PATH) {
        console.error(`CHROME_PATH points to ${chromePath}, which does not exist.`);
        process.exit(1);
    }
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !hasApt()) {
        console.error('Chromium is missing. Install Debian\'s package and run the tests again:\n'
            + '    sudo apt-get update && sudo apt-get install -y chromium\n'
            + 'or point CHROME_PATH at an existing Chromium binary.');
        process.exit(1);
    }
    console.log('Chromium is missing: installing Debian\'s chromium package...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env });
    if (!existsSync(chromePath)) {
        console.error(`apt-get finished but ${chromePath} is still missing.`);
        process.exit(1);
    }
}

main();
