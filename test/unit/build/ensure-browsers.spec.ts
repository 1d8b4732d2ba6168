import { expect } from 'chai';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

// eslint-disable-next-line @typescript-eslint/no-require-imports -- ensure-browsers.js is CommonJS with no types of its own
const { missing, requirements } = require(path.join(ROOT, 'scripts/ensure-browsers.js')) as {
    missing(
        env: Record<string, string | undefined>,
        exists: (file: string) => boolean,
        list: (folder: string) => string[]
    ): { wrongSettings: string[]; packages: string[] };
    requirements(
        env: Record<string, string | undefined>,
        exists: (file: string) => boolean,
        list: (folder: string) => string[]
    ): Array<{ engine: string }>;
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
});
