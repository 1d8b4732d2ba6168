#!/usr/bin/env node
'use strict';
/*
 * The browser tests drive Debian's browsers of the three engines the company's visitors use
 * (never a downloaded browser: this network only reaches npm and Debian): Chromium for the whole
 * browser suite, Firefox ESR and WebKitGTK (its MiniBrowser through WebKitWebDriver, on an Xvfb
 * display) for the cross-engine scenarios. On a fresh machine the missing ones are installed here
 * when we may (root + apt); otherwise we stop with the one command that fixes it.
 */
const { existsSync, readdirSync } = require('node:fs');
const { execFileSync, spawnSync } = require('node:child_process');

/** Where WebKitGTK's MiniBrowser is: WEBKIT_BROWSER_PATH, or where libwebkit2gtk-4.1 puts it. */
function miniBrowserPath(env, exists = existsSync, list = readdirSync) {
    if (env.WEBKIT_BROWSER_PATH) {
        return env.WEBKIT_BROWSER_PATH;
    }
    const lib = '/usr/lib';
    const candidates = exists(lib) ? list(lib).map(arch => `${lib}/${arch}/webkit2gtk-4.1/MiniBrowser`) : [];
    return candidates.find(path => exists(path)) ?? `${lib}/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser`;
}

/**
 * What each engine needs: the files, the variable that may name one instead, and the Debian
 * packages that bring them. Chromium is always needed; Firefox and WebKit when TEST_ENGINES
 * names them (all three when it is unset).
 */
function requirements(env, exists = existsSync, list = readdirSync) {
    const engines = (env.TEST_ENGINES || 'chromium,firefox,webkit').split(',').map(name => name.trim().toLowerCase());
    const all = [
        {
            engine: 'chromium',
            files: [{ path: env.CHROME_PATH || '/usr/bin/chromium', variable: 'CHROME_PATH', set: Boolean(env.CHROME_PATH) }],
            packages: ['chromium', 'fonts-liberation']
        },
        {
            engine: 'firefox',
            files: [{ path: env.FIREFOX_PATH || '/usr/bin/firefox-esr', variable: 'FIREFOX_PATH', set: Boolean(env.FIREFOX_PATH) }],
            packages: ['firefox-esr']
        },
        {
            engine: 'webkit',
            files: [
                {
                    path: env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver',
                    variable: 'WEBKIT_DRIVER_PATH',
                    set: Boolean(env.WEBKIT_DRIVER_PATH)
                },
                { path: miniBrowserPath(env, exists, list), variable: 'WEBKIT_BROWSER_PATH', set: Boolean(env.WEBKIT_BROWSER_PATH) },
                { path: env.XVFB_PATH || '/usr/bin/Xvfb', variable: 'XVFB_PATH', set: Boolean(env.XVFB_PATH) }
            ],
            packages: ['webkit2gtk-driver', 'xvfb']
        }
    ];
    return all.filter(requirement => requirement.engine === 'chromium' || engines.includes(requirement.engine));
}

/**
 * What is missing: a file a variable names that is not there (the person's own setting, never
 * installed over), and the packages of the engines whose files are missing.
 */
function missing(env, exists = existsSync, list = readdirSync) {
    const wrongSettings = [];
    const packages = [];
    for (const requirement of requirements(env, exists, list)) {
        const absent = requirement.files.filter(file => !exists(file.path));
        wrongSettings.push(
            ...absent.filter(file => file.set).map(file => `${file.variable} points to ${file.path}, which does not exist.`)
        );
        if (absent.some(file => !file.set)) {
            packages.push(...requirement.packages);
        }
    }
    return { wrongSettings, packages };
}

/**
 * The lowest version of each engine the suite is known to pass on: the versions of Debian 12's
 * main archive (its security archive has newer ones, which pass too). Firefox 140 is the floor
 * that matters: a profile that installed Firefox before the last upgrade has it.
 */
const LOWEST = { chromium: '150', firefox: '140', webkit: '2.50' };

/** `a` is lower than `b`, both dotted versions ('140.12.0' against '140'). */
function lower(a, b) {
    const left = a.split('.').map(Number);
    const right = b.split('.').map(Number);
    for (let index = 0; index < right.length; index++) {
        if ((left[index] ?? 0) !== right[index]) {
            return (left[index] ?? 0) < right[index];
        }
    }
    return false;
}

/**
 * Each engine's version, as its browser prints it: `chromium --version`, `firefox-esr --version`,
 * and for WebKitGTK the version of Debian's libwebkit2gtk package (its MiniBrowser prints none).
 * Undefined where none could be read: the engine may still be fine, and the tests will tell.
 */
function versions(env, run = runQuietly) {
    const found = {};
    for (const requirement of requirements(env)) {
        const [file] = requirement.files;
        const text =
            requirement.engine === 'webkit'
                ? file.set
                    ? ''
                    : run('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'])
                : run(file.path, ['--version']);
        found[requirement.engine] = /(\d+\.\d+(?:\.\d+)*)/.exec(text)?.[1];
    }
    return found;
}

function runQuietly(command, args) {
    const result = spawnSync(command, args, { encoding: 'utf8', timeout: 30000 });
    return `${result.stdout ?? ''}`;
}

const TITLES = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKitGTK' };
const PACKAGES = { chromium: 'chromium', firefox: 'firefox-esr', webkit: 'webkit2gtk-driver libwebkit2gtk-4.1-0' };

/** One line per engine below the lowest version the suite supports: found, needed, and the command that gets it. */
function tooOld(found) {
    return Object.entries(found)
        .filter(([engine, version]) => version !== undefined && lower(version, LOWEST[engine]))
        .map(
            ([engine, version]) =>
                `${TITLES[engine]} ${version} is older than the tests support (${LOWEST[engine]} or later): ` +
                `sudo apt-get update && sudo apt-get install -y ${PACKAGES[engine]}`
        );
}

function hasApt() {
    return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function main() {
    const { wrongSettings, packages } = missing(process.env);
    if (wrongSettings.length > 0) {
        console.error(wrongSettings.join('\n'));
        process.exit(1);
    }
    if (packages.length === 0) {
        checkVersions();
        return;
    }
    const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !hasApt()) {
        console.error(
            "The browser tests need Debian's browsers of the three engines. Install the missing ones and run the tests again:\n" +
                `    ${command}\n` +
                'or point CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH (and WEBKIT_BROWSER_PATH, XVFB_PATH) at existing binaries;\n' +
                'TEST_ENGINES=chromium runs the cross-engine scenarios in Chromium alone.'
        );
        process.exit(1);
    }
    console.log(`Installing Debian's ${packages.join(', ')} with apt...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
    const still = missing(process.env);
    if (still.packages.length > 0) {
        console.error(`apt-get finished but ${still.packages.join(', ')} is still missing what the tests need.`);
        process.exit(1);
    }
    checkVersions();
}

/** Says which version of each engine the tests run on, and stops on one the suite does not support. */
function checkVersions() {
    const found = versions(process.env);
    console.log(
        Object.entries(found)
            .map(([engine, version]) => `${TITLES[engine]} ${version ?? '(version not known)'}`)
            .join(', ')
    );
    const old = tooOld(found);
    if (old.length > 0) {
        console.error(old.join('\n'));
        process.exit(1);
    }
}

module.exports = { requirements, missing, miniBrowserPath, versions, tooOld, LOWEST };

if (require.main === module) {
    main();
}
