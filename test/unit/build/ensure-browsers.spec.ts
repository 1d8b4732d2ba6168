import { expect } from 'chai';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

// eslint-disable-next-line @typescript-eslint/no-require-imports -- ensure-browsers.js is CommonJS with no types of its own
const { missing, requirements, versions, tooOld } = require(path.join(ROOT, 'scripts/ensure-browsers.js')) as {
    versions: (
        env: Record<string, string | undefined>,
        run: (command: string, args: string[]) => string
    ) => Record<string, string | undefined>;
    tooOld: (found: Record<string, string | undefined>) => string[];
    missing: (
        env: Record<string, string | undefined>,
        exists: (file: string) => boolean,
        list: (folder: string) => string[]
    ) => { wrongSettings: string[]; packages: string[] };
    requirements: (
        env: Record<string, string | undefined>,
        exists: (file: string) => boolean,
        list: (folder: string) => string[]
    ) => Array<{ engine: string }>;
};

/** A machine with these files; /usr/lib lists one architecture. */
function machine(files: readonly string[]): { exists: (file: string) => boolean; list: (folder: string) => string[] } {
    const present = new Set([...files, '/usr/lib']);
    return { exists: file => present.has(file), list: () => ['x86_64-linux-gnu'] };
}

const EVERYTHING = [
    '/usr/bin/chromium',
    '/usr/bin/firefox-esr',
    '/usr/bin/WebKitWebDriver',
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/bin/Xvfb'
];

describe('scripts/ensure-browsers.js', () => {
    it("finds nothing missing where Debian's three engines are installed", () => {
        const { exists, list } = machine(EVERYTHING);
        expect(missing({}, exists, list)).to.deep.equal({ wrongSettings: [], packages: [] });
    });

    it('names the packages of each engine that is missing, for apt or for the person', () => {
        const { exists, list } = machine(['/usr/bin/chromium']);
        expect(missing({}, exists, list).packages).to.deep.equal(['firefox-esr', 'webkit2gtk-driver', 'xvfb']);
        const bare = machine([]);
        expect(missing({}, bare.exists, bare.list).packages).to.deep.equal([
            'chromium',
            'fonts-liberation',
            'firefox-esr',
            'webkit2gtk-driver',
            'xvfb'
        ]);
    });

    it('needs only Chromium when TEST_ENGINES names Chromium alone, and never skips Chromium', () => {
        const bare = machine([]);
        expect(requirements({ TEST_ENGINES: 'chromium' }, bare.exists, bare.list).map(requirement => requirement.engine)).to.deep.equal([
            'chromium'
        ]);
        expect(requirements({ TEST_ENGINES: 'webkit' }, bare.exists, bare.list).map(requirement => requirement.engine)).to.deep.equal([
            'chromium',
            'webkit'
        ]);
        expect(missing({ TEST_ENGINES: 'firefox' }, bare.exists, bare.list).packages).to.deep.equal([
            'chromium',
            'fonts-liberation',
            'firefox-esr'
        ]);
    });

    it('reads CHROME_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH, and refuses one that names nothing rather than install over it', () => {
        const { exists, list } = machine([
            '/opt/chrome',
            '/opt/firefox',
            '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            '/usr/bin/Xvfb'
        ]);
        expect(
            missing({ CHROME_PATH: '/opt/chrome', FIREFOX_PATH: '/opt/firefox', WEBKIT_DRIVER_PATH: '/opt/webkit-driver' }, exists, list)
        ).to.deep.equal({
            wrongSettings: ['WEBKIT_DRIVER_PATH points to /opt/webkit-driver, which does not exist.'],
            packages: []
        });
    });

    it("reads each engine's version as its browser prints it, and Debian's WebKitGTK from its package", () => {
        const asked: string[] = [];
        const printed: Record<string, string> = {
            '/usr/bin/chromium': 'Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)\n',
            '/usr/bin/firefox-esr': 'Mozilla Firefox 140.12.0esr\n',
            'dpkg-query': '2.50.6-1~deb12u2'
        };
        const found = versions({}, (command, args) => {
            asked.push([command, ...args].join(' '));
            return printed[command] ?? '';
        });
        expect(found).to.deep.equal({ chromium: '150.0.7871.100', firefox: '140.12.0', webkit: '2.50.6' });
        expect(asked).to.include('dpkg-query -W -f=${Version} libwebkit2gtk-4.1-0');
        expect(versions({ TEST_ENGINES: 'chromium' }, () => '')).to.deep.equal({ chromium: undefined });
    });

    it('stops below the lowest version the tests support, one line an engine with the version found, the one needed and the command', () => {
        expect(tooOld({ chromium: '150.0.7871.100', firefox: '140.12.0', webkit: '2.50.6' })).to.deep.equal([]);
        expect(tooOld({ chromium: '156.0.1', firefox: '153.8.0', webkit: undefined })).to.deep.equal([]);
        expect(tooOld({ chromium: '156.0.1', firefox: '128.14.0', webkit: '2.48.3' })).to.deep.equal([
            'Firefox ESR 128.14.0 is older than the tests support (140 or later): sudo apt-get update && sudo apt-get install -y firefox-esr',
            'WebKitGTK 2.48.3 is older than the tests support (2.50 or later): sudo apt-get update && sudo apt-get install -y webkit2gtk-driver libwebkit2gtk-4.1-0'
        ]);
    });
});
