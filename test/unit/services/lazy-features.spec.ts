import { expect } from 'chai';
import * as sinon from 'sinon';
import { AFTER_LOAD_EXPORTS } from '../../../src/lazy-files/after-load-exports';
import { IDENTITY_EXPORTS } from '../../../src/lazy-files/identity-exports';
import { LazyFiles } from '../../../src/lazy-files/lazy-files';
import { LazyFeatures } from '../../../src/services/lazy-features';
import { LazyFeaturesImpl } from '../../../src/services/lazy-features-impl';
import { ScriptLoader } from '../../../src/services/script-loader';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('LazyFeatures (the files beside the bundle)', () => {
    let loadScript: sinon.SinonStub;
    let clock: sinon.SinonFakeTimers;

    function features(scriptUrl: string | undefined, registers = true): LazyFeatures {
        resetTestPage('https://www.alderway.com/');
        clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const container = createTestContainer({ scriptUrl });
        // The bundle installed _satellite before any file comes.
        (testDom.window as unknown as { _satellite: object })._satellite = {};
        // The network edge: running the file is what registers its classes on _satellite.
        loadScript = sinon.stub().callsFake(async (url: string) => {
            if (registers) {
                LazyFiles.register(
                    testDom.window as unknown as Window,
                    url.includes('.identity.') ? 'identity' : 'after-load',
                    url.includes('.identity.') ? IDENTITY_EXPORTS : AFTER_LOAD_EXPORTS
                );
            }
        });
        container.rebind(ScriptLoader).toConstantValue({
            loadScript,
            waitForGlobal: sinon.stub(),
            afterDetachedScripts: (_ms: number, callback: () => void) => callback()
        });
        const service = container.get<LazyFeatures>(LazyFeatures);
        expect(service).to.be.instanceOf(LazyFeaturesImpl);
        return service;
    }

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    it('loads the file beside the bundle once the window loaded, once for every caller', async () => {
        const service = features('https://assets.alderway.com/tags/container.min.js?build=42');
        const first = service.load('after-load');
        const second = service.load('after-load');
        expect(loadScript.called, 'nothing before window load').to.equal(false);
        await clock.tickAsync(0);
        sinon.assert.calledOnceWithExactly(loadScript, 'https://assets.alderway.com/tags/container.min.after-load.js?build=42');
        expect(await first).to.equal(AFTER_LOAD_EXPORTS);
        expect(await second).to.equal(AFTER_LOAD_EXPORTS);
    });

    it('says why when the container did not come from a script element', async () => {
        const service = features(undefined);
        const outcome = service.load('after-load').then(
            () => 'loaded',
            (error: Error) => error.message
        );
        await clock.tickAsync(0);
        expect(await outcome).to.equal('No script loaded the container: its after-load file cannot be found.');
        expect(loadScript.called).to.equal(false);
    });

    it('says why when the file ran but registered nothing (a stale or foreign file)', async () => {
        const service = features('https://assets.alderway.com/tags/container-staging.min.js', false);
        const outcome = service.load('after-load').then(
            () => 'loaded',
            (error: Error) => error.message
        );
        await clock.tickAsync(0);
        expect(await outcome).to.equal('The after-load file registered nothing.');
        expect(loadScript.firstCall.args[0]).to.equal('https://assets.alderway.com/tags/container-staging.min.after-load.js');
    });

    it('loads the identity file at once, beside the bundle, without waiting for the window', async () => {
        const service = features('https://assets.alderway.com/tags/container.min.js?build=42');
        Object.defineProperty(testDom.window.document, 'readyState', { value: 'loading', configurable: true });
        const identity = service.load('identity');
        await clock.tickAsync(0);
        sinon.assert.calledOnceWithExactly(loadScript, 'https://assets.alderway.com/tags/container.min.identity.js?build=42');
        expect(await identity).to.equal(IDENTITY_EXPORTS);
    });
});
