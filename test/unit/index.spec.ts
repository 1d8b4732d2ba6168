import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import * as sinon from 'sinon';
import { boot } from '../../src/index';
import type { SatelliteWindow } from '../../src/runtime/public-api';
import { captureConsole } from './console-capture';
import { TEST_BUILD_INFO } from './test-container';

describe('boot (composition root)', () => {
    let dom: JSDOM;
    let window: SatelliteWindow;

    function page(url: string): void {
        dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url });
        window = dom.window as unknown as SatelliteWindow;
        // jsdom lacks structuredClone; every browser the container supports has it.
        (window as unknown as { structuredClone: unknown }).structuredClone = structuredClone;
        // Every host loads its consent banner, and the after-load file waits for window load: the
        // network and the clock are edges here, and nothing may run on after the test.
        sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    }

    afterEach(() => {
        sinon.restore();
        dom.window.close();
    });

    // A visitor who has not consented: the container starts and nothing goes on to the network.
    const APPROVED = 'https://www.kestrelrental.ca/';

    it('starts on an approved host and installs _satellite', () => {
        page(APPROVED);
        boot(window, TEST_BUILD_INFO);
        expect(window.__satelliteLoaded).to.equal(true);
        expect(window._satellite?.buildInfo?.version).to.equal(TEST_BUILD_INFO.version);
    });

    it('stands down on a host that is not approved, with the authorization error, leaving an inert _satellite', () => {
        page('https://www.copycat.example/');
        const console = captureConsole(dom.window.console as Console);
        boot(window, TEST_BUILD_INFO);
        expect(console.lines('error')).to.deep.equal([
            '\u{1F680} This library is not authorized for this domain. Please contact your CSM for more information. [dynamic_host_not_allowed]'
        ]);
        expect(window._satellite?.buildInfo, 'no real API').to.equal(undefined);
        expect(() => window._satellite!.track!('anything')).not.to.throw();
        expect(window._satellite!.getVar!('page name')).to.equal(undefined);
    });

    it("stops at once in a browser without the features it needs, with the spec's warning", () => {
        page(APPROVED);
        delete (window as unknown as { structuredClone?: unknown }).structuredClone;
        const console = captureConsole(dom.window.console as Console);
        boot(window, TEST_BUILD_INFO);
        expect(console.lines('warn')).to.deep.equal(['Adobe Launch is unsupported in IE 9 and below.']);
        expect(console.error.called).to.equal(false);
        expect(window._satellite?.buildInfo).to.equal(undefined);
        expect(() => window._satellite!.track!('x')).not.to.throw();
    });

    it('does nothing but warn when loaded a second time', () => {
        page(APPROVED);
        boot(window, TEST_BUILD_INFO);
        const first = window._satellite;
        const console = captureConsole(dom.window.console as Console);
        boot(window, { ...TEST_BUILD_INFO, version: '9.9.9' });
        expect(window._satellite).to.equal(first);
        expect(window._satellite?.buildInfo?.version).to.equal(TEST_BUILD_INFO.version);
        expect(console.lines('warn')).to.deep.equal([
            '\u{1F680} The tag container is already loaded on this page. This second copy does nothing.'
        ]);
    });
});
