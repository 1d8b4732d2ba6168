import { expect } from 'chai';
import * as sinon from 'sinon';
import { ScriptLoader } from '../../../src/services/script-loader';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('ScriptLoader', () => {
    let loader: ScriptLoader;
    let window: Window & Record<string, unknown>;

    /** The script element the loader inserted for `url`; the network behind it is the test's to play. */
    function scriptFor(url: string): HTMLScriptElement {
        const script = [...testDom.window.document.querySelectorAll('script')].find(element => element.src === url);
        expect(script, `a script for ${url}`).to.not.equal(undefined);
        return script!;
    }

    beforeEach(() => {
        resetTestPage();
        loader = createTestContainer({ scriptUrl: 'https://www.alderway.com/tag/container.min.js' }).get<ScriptLoader>(ScriptLoader);
        window = testDom.window as unknown as Window & Record<string, unknown>;
    });

    afterEach(() => {
        sinon.restore();
        delete window.TrustArcStub;
    });

    it('inserts an async script once per URL and resolves when it loads', async () => {
        const url = 'https://consent.example.net/notice?domain=alderway.com';
        const first = loader.loadScript(url);
        const second = loader.loadScript(url);
        const script = scriptFor(url);
        expect(script.async).to.equal(true);
        script.dispatchEvent(new testDom.window.Event('load'));
        await Promise.all([first, second]);
        expect(testDom.window.document.querySelectorAll('script')).to.have.length(1);
    });

    it('inserts no script at all where cookies are denied, and rejects saying why', async () => {
        resetTestPage();
        const deny = () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        sinon.stub(testDom.window.document, 'cookie').get(deny).set(deny);
        const denied = createTestContainer({ scriptUrl: 'https://www.alderway.com/tag/container.min.js' }).get<ScriptLoader>(ScriptLoader);
        const url = 'https://consent.example.net/notice?domain=alderway.com';
        await denied.loadScript(url).then(
            () => expect.fail('should reject'),
            (error: Error) => expect(error.message).to.equal(`The script ${url} is not loaded: cookies are denied on this page.`)
        );
        expect(testDom.window.document.querySelectorAll('script, link')).to.have.length(0);
    });

    it('rejects when the script fails to load, and tries again on the next call', async () => {
        const url = 'https://cdn.example.net/missing.js';
        const failing = loader.loadScript(url);
        scriptFor(url).dispatchEvent(new testDom.window.Event('error'));
        await failing.then(
            () => expect.fail('should reject'),
            (error: Error) => expect(error.message).to.equal(`Failed to load the script ${url}.`)
        );
        const retry = loader.loadScript(url).catch(() => undefined);
        const scripts = testDom.window.document.querySelectorAll('script');
        expect(scripts).to.have.length(2);
        scripts[1].dispatchEvent(new testDom.window.Event('error'));
        await retry;
    });

    it('gives up after 30000 ms', async () => {
        const clock = sinon.useFakeTimers();
        const url = 'https://cdn.example.net/slow.js';
        const load = loader.loadScript(url).then(
            () => 'loaded',
            (error: Error) => error.message
        );
        await clock.tickAsync(29999);
        await clock.tickAsync(1);
        expect(await load).to.equal(`Loading the script ${url} took longer than 30000 ms.`);
    });

    it('inserts a script that can wait only after the first frame, or after 250 ms when no frame comes', async () => {
        const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        // A browser with Paint Timing, before its first paint.
        const page = testDom.window as unknown as {
            performance: { getEntriesByType?: (type: string) => unknown[] };
            PerformanceObserver?: unknown;
        };
        const paints: unknown[] = [];
        page.performance.getEntriesByType = type => (type === 'paint' ? paints : []);
        page.PerformanceObserver = { supportedEntryTypes: ['paint'] };
        const frames: Array<() => void> = [];
        const frame = sinon.stub(testDom.window, 'requestAnimationFrame').callsFake(callback => frames.push(() => callback(0)));
        const count = (url: string) =>
            [...testDom.window.document.querySelectorAll('script')].filter(element => element.src === url).length;

        const painted = 'https://consent.example.net/painted.js';
        void loader.loadScript(painted, { afterFirstRender: true }).catch(() => undefined);
        await clock.tickAsync(100);
        expect(count(painted), 'before the frame').to.equal(0);
        frames.shift()!();
        expect(count(painted), 'not in the frame itself').to.equal(0);
        await clock.tickAsync(1);
        expect(count(painted), 'the task after the frame').to.equal(1);

        const hidden = 'https://consent.example.net/hidden.js';
        void loader.loadScript(hidden, { afterFirstRender: true }).catch(() => undefined);
        await clock.tickAsync(249);
        expect(count(hidden)).to.equal(0);
        await clock.tickAsync(2);
        expect(count(hidden), 'no frame in 250 ms').to.equal(1);
        frames.shift()!();
        await clock.tickAsync(1);
        expect(count(hidden), 'a late frame inserts nothing more').to.equal(1);
        sinon.assert.calledTwice(frame);

        paints.push({ name: 'first-paint' });
        const later = 'https://consent.example.net/later.js';
        void loader.loadScript(later, { afterFirstRender: true }).catch(() => undefined);
        expect(count(later), 'the page has painted: at once').to.equal(1);
        delete page.performance.getEntriesByType;
        delete page.PerformanceObserver;
    });

    describe("a script the window's load must not wait for", () => {
        const url = 'https://consent.example.net/notice?domain=alderway_us';
        const linkFor = () => testDom.window.document.querySelector<HTMLLinkElement>('link[rel="preload"]');
        const scripts = () => testDom.window.document.querySelectorAll('script');
        let readyState: string;

        beforeEach(() => {
            readyState = 'loading';
            Object.defineProperty(testDom.window.document, 'readyState', { configurable: true, get: () => readyState });
            sinon.stub(testDom.window.DOMTokenList.prototype, 'supports').callsFake(token => token === 'preload');
            testDom.window.document.head.innerHTML = '<script nonce="r4nd0m"></script>';
        });

        afterEach(() => {
            delete (testDom.window.document as unknown as Record<string, unknown>).readyState;
            testDom.window.document.head.innerHTML = '';
        });

        it('is fetched as a preload while the page loads, and runs from it once it is in', async () => {
            let loaded = false;
            const load = loader.loadScript(url, { delaysLoad: false }).then(() => {
                loaded = true;
            });
            const link = linkFor()!;
            expect([link.as, link.href, link.nonce]).to.deep.equal(['script', url, 'r4nd0m']);
            expect(scripts(), 'no script element yet: it would hold the load event').to.have.length(1);
            link.dispatchEvent(new testDom.window.Event('load'));
            const script = scriptFor(url);
            expect([script.async, script.nonce]).to.deep.equal([true, 'r4nd0m']);
            await Promise.resolve();
            expect(loaded, 'not before the script ran').to.equal(false);
            script.dispatchEvent(new testDom.window.Event('load'));
            await load;
        });

        it('rejects when the preload fails, and runs nothing', async () => {
            const load = loader.loadScript(url, { delaysLoad: false });
            linkFor()!.dispatchEvent(new testDom.window.Event('error'));
            expect(await load.catch((error: Error) => error.message)).to.equal(`Failed to load the script ${url}.`);
            expect(scripts()).to.have.length(1);
        });

        it('gives up after the timeout, yet runs a late answer as a script element would', async () => {
            const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
            const load = loader.loadScript(url, { delaysLoad: false }).then(
                () => 'loaded',
                (error: Error) => error.message
            );
            await clock.tickAsync(30000);
            expect(await load).to.equal(`Loading the script ${url} took longer than 30000 ms.`);
            linkFor()!.dispatchEvent(new testDom.window.Event('load'));
            expect(scriptFor(url).src).to.equal(url);
        });

        it('is an ordinary script once the window has loaded, or where the browser cannot preload', () => {
            readyState = 'complete';
            void loader.loadScript(url, { delaysLoad: false }).catch(() => undefined);
            expect(linkFor()).to.equal(null);
            expect(scriptFor(url).src).to.equal(url);

            readyState = 'interactive';
            (testDom.window.DOMTokenList.prototype.supports as sinon.SinonStub).returns(false);
            const other = 'https://consent.example.net/other.js';
            void loader.loadScript(other, { delaysLoad: false }).catch(() => undefined);
            expect(linkFor()).to.equal(null);
            expect(scriptFor(other).src).to.equal(other);
        });

        it('tells when the scripts the load did not wait for are in: at once without any, else when they settle or at the bound', async () => {
            const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
            const calls: string[] = [];
            loader.afterDetachedScripts(3000, () => calls.push('none'));
            expect(calls, 'in the same task').to.deep.equal(['none']);
            const load = loader.loadScript(url, { delaysLoad: false }).catch(() => undefined);
            loader.afterDetachedScripts(3000, () => calls.push('failed'));
            linkFor()!.dispatchEvent(new testDom.window.Event('error'));
            await load;
            await clock.tickAsync(0);
            expect(calls).to.deep.equal(['none', 'failed']);
            void loader.loadScript('https://consent.example.net/silent.js', { delaysLoad: false }).catch(() => undefined);
            loader.afterDetachedScripts(3000, () => calls.push('bound'));
            await clock.tickAsync(2999);
            expect(calls).to.have.length(2);
            await clock.tickAsync(1);
            expect(calls).to.deep.equal(['none', 'failed', 'bound']);
        });

        it('is an ordinary script by default', () => {
            void loader.loadScript(url).catch(() => undefined);
            expect(linkFor()).to.equal(null);
            expect(scriptFor(url).src).to.equal(url);
        });
    });

    it("copies the page's CSP nonce to the scripts it inserts", async () => {
        testDom.window.document.head.innerHTML = '<script nonce="r4nd0m"></script>';
        const url = 'https://cdn.example.net/needs-nonce.js';
        const load = loader.loadScript(url);
        expect(scriptFor(url).nonce).to.equal('r4nd0m');
        scriptFor(url).dispatchEvent(new testDom.window.Event('load'));
        await load;
    });

    it('polls for a global 40 times every 250 ms, then bails out', async () => {
        const clock = sinon.useFakeTimers();
        const result = loader.waitForGlobal('TrustArcStub').then(
            () => 'found',
            (error: Error) => error.message
        );
        await clock.tickAsync(39 * 250 - 1);
        window.TrustArcStub = undefined;
        await clock.tickAsync(1);
        expect(await result).to.equal('Bailing out. Cannot find the variable name: "TrustArcStub".');
    });

    it('resolves as soon as the polled global appears, dot paths included', async () => {
        const clock = sinon.useFakeTimers();
        const result = loader.waitForGlobal<string>('TrustArcStub.api');
        await clock.tickAsync(1000);
        window.TrustArcStub = { api: 'ready' };
        await clock.tickAsync(250);
        expect(await result).to.equal('ready');
    });

    describe("under Trusted Types (require-trusted-types-for 'script')", () => {
        /** The browser's factory: an edge. It hands back a wrapped value, as a TrustedScriptURL is one. */
        function fakeTrustedTypes(): { names: string[] } {
            const names: string[] = [];
            window.trustedTypes = {
                createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
                    names.push(name);
                    return { createScriptURL: (input: string) => ({ toString: () => `trusted:${rules.createScriptURL(input)}` }) };
                }
            };
            return { names };
        }

        afterEach(() => delete window.trustedTypes);

        it("sets every src through one policy named tag-container, for the banner's host and the bundle's own", () => {
            const trusted = fakeTrustedTypes();
            const banner = 'https://consent.trustarc.com/notice?domain=alderway_us';
            void loader.loadScript(banner).catch(() => undefined);
            void loader.loadScript('https://www.alderway.com/tag/container.min.after-load.js').catch(() => undefined);
            const sources = [...testDom.window.document.querySelectorAll('script')].map(script => script.getAttribute('src'));
            expect(sources).to.deep.equal([`trusted:${banner}`, 'trusted:https://www.alderway.com/tag/container.min.after-load.js']);
            expect(trusted.names).to.deep.equal(['tag-container']);
        });

        it("refuses a script from any other host, and the load fails with the policy's reason", async () => {
            fakeTrustedTypes();
            const error = await loader.loadScript('https://evil.example.net/x.js').then(
                () => undefined,
                (reason: Error) => reason
            );
            expect(error?.message).to.match(
                /^The tag-container policy admits scripts from https:\/\/consent\.trustarc\.com, https:\/\/assets\.adobedtm\.com, https:\/\/static\.sitehealth\.net, https:\/\/www\.alderway\.com only, not https:\/\/evil\.example\.net\/x\.js\.$/
            );
            expect(testDom.window.document.querySelectorAll('script')).to.have.length(0);
        });

        it("keeps strings where the page's CSP allows no policy of that name", () => {
            window.trustedTypes = {
                createPolicy() {
                    throw new TypeError('Policy "tag-container" disallowed.');
                }
            };
            void loader.loadScript('https://cdn.example.net/lib.js').catch(() => undefined);
            expect(scriptFor('https://cdn.example.net/lib.js')).to.not.equal(undefined);
        });
    });
});
