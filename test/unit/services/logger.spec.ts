import { expect } from 'chai';
import * as sinon from 'sinon';
import { DebugMode } from '../../../src/services/debug-mode';
import { Logger } from '../../../src/services/logger';
import { captureConsole } from '../console-capture';
import { hideTestPage, testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

describe('Logger and DebugMode', () => {
    beforeEach(() => resetTestPage());
    afterEach(() => sinon.restore());

    it('always writes errors and warnings, prefixed', () => {
        const console = captureConsole();
        const logger = createTestContainer().get<Logger>(Logger);
        logger.error('broken');
        logger.warn('careful');
        expect(console.lines('error')).to.deep.equal(['\u{1F680} broken']);
        expect(console.lines('warn')).to.deep.equal(['\u{1F680} careful']);
    });

    it('writes log, info and debug only in debug mode', () => {
        const console = captureConsole();
        const container = createTestContainer();
        const logger = container.get<Logger>(Logger);
        logger.log('quiet');
        logger.info('quiet');
        logger.debug('quiet');
        expect(console.log.called || console.info.called || console.debug.called).to.equal(false);
        container.get<DebugMode>(DebugMode).setEnabled(true);
        logger.log('loud');
        logger.info('loud');
        logger.debug('loud');
        expect([console.lines('log'), console.lines('info'), console.lines('debug')]).to.deep.equal([
            ['\u{1F680} loud'],
            ['\u{1F680} loud'],
            ['\u{1F680} loud']
        ]);
    });

    it('keeps the debug flag in localStorage, so it survives the page', () => {
        createTestContainer().get<DebugMode>(DebugMode).setEnabled(true);
        expect(testDom.window.localStorage.getItem('com.adobe.reactor.debug')).to.equal('true');
        expect(createTestContainer().get<DebugMode>(DebugMode).enabled).to.equal(true);
        createTestContainer().get<DebugMode>(DebugMode).setEnabled(false);
        expect(createTestContainer().get<DebugMode>(DebugMode).enabled).to.equal(false);
    });

    describe('without a trip to localStorage on the page view', () => {
        /** How often the page's localStorage was opened from now on. */
        function countStorageOpens(): () => number {
            const storage = testDom.window.localStorage;
            let opens = 0;
            Object.defineProperty(testDom.window, 'localStorage', {
                configurable: true,
                get: () => {
                    opens++;
                    return storage;
                }
            });
            return () => opens;
        }

        it("reads the flag from the host's cookie that mirrors the key, and opens no storage for it", () => {
            createTestContainer().get<DebugMode>(DebugMode).setEnabled(true);
            expect(testDom.window.document.cookie).to.contain('tc_debug=1');
            const opens = countStorageOpens();
            const console = captureConsole();
            const logger = createTestContainer().get<Logger>(Logger);
            logger.debug('loud');
            expect(console.lines('debug')).to.deep.equal(['\u{1F680} loud']);
            expect(opens()).to.equal(0);
        });

        it('is off without the cookie, and opens no storage for it either', () => {
            const opens = countStorageOpens();
            const console = captureConsole();
            createTestContainer().get<Logger>(Logger).debug('quiet');
            expect(console.debug.called).to.equal(false);
            expect(opens()).to.equal(0);
        });

        it("takes a key set by hand (the browser's storage panel) from the next page on: it is read as the page is left", () => {
            testDom.window.localStorage.setItem('com.adobe.reactor.debug', 'true');
            expect(createTestContainer().get<DebugMode>(DebugMode).enabled, 'this page: the cookie says off').to.equal(false);
            hideTestPage();
            expect(testDom.window.document.cookie).to.contain('tc_debug=1');
            expect(createTestContainer().get<DebugMode>(DebugMode).enabled).to.equal(true);
        });

        it('forgets the cookie when the key was removed by hand, and when switched off', () => {
            const first = createTestContainer().get<DebugMode>(DebugMode);
            first.setEnabled(true);
            testDom.window.localStorage.removeItem('com.adobe.reactor.debug');
            const second = createTestContainer().get<DebugMode>(DebugMode);
            expect(second.enabled).to.equal(true);
            hideTestPage();
            expect(testDom.window.document.cookie).not.to.contain('tc_debug');
            createTestContainer().get<DebugMode>(DebugMode).setEnabled(true);
            createTestContainer().get<DebugMode>(DebugMode).setEnabled(false);
            expect(testDom.window.document.cookie).not.to.contain('tc_debug');
            expect(testDom.window.localStorage.getItem('com.adobe.reactor.debug')).to.equal('false');
        });

        it('reads the key as a page that loaded hidden (a background tab) goes: at its pagehide', () => {
            testDom.window.localStorage.setItem('com.adobe.reactor.debug', 'true');
            hideTestPage();
            expect(createTestContainer().get<DebugMode>(DebugMode).enabled).to.equal(false);
            expect(testDom.window.document.cookie).not.to.contain('tc_debug');
            testDom.window.dispatchEvent(new testDom.window.Event('pagehide'));
            expect(testDom.window.document.cookie).to.contain('tc_debug=1');
        });
    });

    it('tells subscribers when the flag changes, once per change', () => {
        const debugMode = createTestContainer().get<DebugMode>(DebugMode);
        const changes: boolean[] = [];
        const unsubscribe = debugMode.onDidChange(enabled => changes.push(enabled));
        debugMode.setEnabled(true);
        debugMode.setEnabled(true);
        debugMode.setEnabled(false);
        unsubscribe();
        debugMode.setEnabled(true);
        expect(changes).to.deep.equal([true, false]);
    });

    it('survives a console that page code broke', () => {
        const logger = createTestContainer().get<Logger>(Logger);
        sinon.stub(testDom.window.console, 'error').throws(new Error('console is gone'));
        expect(() => logger.error('still fine')).not.to.throw();
    });
});
