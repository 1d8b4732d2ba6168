import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { RuleMonitor } from '../../../src/runtime/rule-monitor';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { ConsentScriptDirectory } from '../../../src/services/consent-script-directory';
import { ScriptLoader } from '../../../src/services/script-loader';
import { captureConsole } from '../console-capture';
import { createBundleContainer, resetTestPage } from '../test-container';

describe('ConsentBannerRule', () => {
    let container: Container;
    let loadScript: sinon.SinonStub;
    let completed: string[];

    function startOn(url: string, environment: BuildEnvironment = 'production', withoutConsentScript = false): void {
        resetTestPage(url);
        // The banner's consent recheck and the after-load file run on timers: none may outlive the test.
        sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
        container = createBundleContainer({ buildInfo: { environment } });
        if (withoutConsentScript) {
            // Every host of the property has a script today; a new site may be added before its script id exists.
            container.rebind(ConsentScriptDirectory).toConstantValue({ scriptFor: () => undefined, current: undefined });
        }
        loadScript = sinon.stub().resolves();
        // The network edge: the script loader inserts <script> elements.
        container.rebind(ScriptLoader).toConstantValue({
            loadScript,
            waitForGlobal: sinon.stub(),
            afterDetachedScripts: (_ms: number, callback: () => void) => callback()
        });
        completed = [];
        container.get<RuleMonitor>(RuleMonitor).subscribe({ ruleCompleted: ({ rule }) => completed.push(rule.id) });
        container.get<RuleEngine>(RuleEngine).start();
    }

    afterEach(() => {
        container.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
        resetTestPage();
    });

    it("loads the banner with the host's script id when the library loads, without holding the window's load", () => {
        startOn('https://careers.alderway.co.uk/jobs');
        sinon.assert.calledOnceWithExactly(
            loadScript,
            'https://consent.trustarc.com/notice?domain=alderway_uk&c=teconsent&js=nj&noticeType=bb&gtm=1',
            { afterFirstRender: true, delaysLoad: false }
        );
        expect(completed).to.include('consent-banner');
    });

    it('loads the test script id in the development bundle', () => {
        startOn('https://www.rovanta.es/', 'development');
        expect(loadScript.firstCall.args[0]).to.contain('domain=rovanta_es-test&');
    });

    it('loads nothing on a host without a consent script', () => {
        startOn('https://www.kestrelrental.ca/', 'production', true);
        sinon.assert.notCalled(loadScript);
        expect(completed).not.to.include('consent-banner');
    });

    it('does not wait for the banner, and only warns when it fails to load', async () => {
        resetTestPage('https://www.alderway.com/');
        sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
        const console = captureConsole();
        container = createBundleContainer();
        loadScript = sinon.stub().rejects(new Error('Failed to load the script x.'));
        container.rebind(ScriptLoader).toConstantValue({
            loadScript,
            waitForGlobal: sinon.stub(),
            afterDetachedScripts: (_ms: number, callback: () => void) => callback()
        });
        container.get<RuleEngine>(RuleEngine).start();
        await container.get<RuleEngine>(RuleEngine).whenIdle();
        await Promise.resolve();
        expect(console.lines('warn')).to.deep.equal([
            '\u{1F680} The consent banner alderway_us did not load: Failed to load the script x.'
        ]);
        expect(console.error.called).to.equal(false);
    });
});
