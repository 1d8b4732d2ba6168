import { expect } from 'chai';
import * as sinon from 'sinon';
import { ScriptLoader } from '../../../src/services/script-loader';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('ScriptLoader: integrity and the tag hosts', () => {
    let loader: ScriptLoader;
    const window = () => testDom.window as unknown as Window & Record<string, unknown>;

    beforeEach(() => {
        resetTestPage();
        loader = createTestContainer({ scriptUrl: 'https://www.alderway.com/tag/container.min.js' }).get<ScriptLoader>(ScriptLoader);
    });

    afterEach(() => {
        sinon.restore();
        delete window().trustedTypes;
    });

    it('gives a script its SRI hash and fetches it with CORS, so the browser can check the bytes', async () => {
        const url = 'https://assets.adobedtm.com/tags/site-health.min.js';
        const load = loader.loadScript(url, { integrity: 'sha384-abc' });
        const script = testDom.window.document.querySelector('script')!;
        expect(script.integrity).to.equal('sha384-abc');
        expect(script.crossOrigin).to.equal('anonymous');
        script.dispatchEvent(new testDom.window.Event('load'));
        await load;
    });

    it('fails the load when the browser refuses the bytes (an error event, as for a wrong hash)', async () => {
        const url = 'https://assets.adobedtm.com/tags/site-health.min.js';
        const load = loader.loadScript(url, { integrity: 'sha384-wrong' });
        testDom.window.document.querySelector('script')!.dispatchEvent(new testDom.window.Event('error'));
        expect(await load.catch((error: Error) => error.message)).to.equal(`Failed to load the script ${url}.`);
    });

    it('leaves a script without a hash as it was: no integrity, no CORS mode', () => {
        void loader.loadScript('https://assets.adobedtm.com/tags/ad-pixel.min.js').catch(() => undefined);
        const script = testDom.window.document.querySelector('script')!;
        expect(script.hasAttribute('integrity')).to.equal(false);
        expect(script.hasAttribute('crossorigin')).to.equal(false);
    });

    it('admits the tag asset host under Trusted Types', () => {
        window().trustedTypes = {
            createPolicy: (_name: string, rules: { createScriptURL(input: string): string }) => ({
                createScriptURL: (input: string) => rules.createScriptURL(input)
            })
        };
        void loader.loadScript('https://assets.adobedtm.com/tags/ad-pixel.min.js').catch(() => undefined);
        expect(testDom.window.document.querySelector('script')?.getAttribute('src')).to.equal(
            'https://assets.adobedtm.com/tags/ad-pixel.min.js'
        );
    });
});
