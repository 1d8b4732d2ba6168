import { expect } from 'chai';
import * as sinon from 'sinon';
import { DebugMode } from '../../../src/services/debug-mode';
import { Logger } from '../../../src/services/logger';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
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
            ['\u{1F680} loud'], ['\u{1F680} loud'], ['\u{1F680} loud']
        ]);
    });

    it('keeps the debug flag in localStorage, so it survives the page', () => {
        createTestContainer().get<DebugMode>(DebugMode).setEnabled(true);
        expect(testDom.window.localStorage.getItem('com.adobe.reactor.debug')).to.equal('true');
        expect(createTestContainer().get<DebugMode>(DebugMode).enabled).to.equal(true);
        createTestContainer().get<DebugMode>(DebugMode).setEnabled(false);
        expect(createTestContainer().get<DebugMode>(DebugMode).enabled).to.equal(false);
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
