import { expect } from 'chai';
import { Container } from 'inversify';
import * as sinon from 'sinon';
import { DebugMode } from '../../../src/services/debug-mode';
import { DirectCallTriggerSource } from '../../../src/runtime/direct-call-trigger-source';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { captureConsole } from '../console-capture';
import { createTestContainer, resetTestPage, withRules } from '../test-container';

describe('DirectCallTriggerSource', () => {
    let container: Container;
    let received: unknown[];

    beforeEach(() => {
        resetTestPage();
        received = [];
        container = createTestContainer({
            modules: [withRules({ id: 'apply', trigger: { type: 'direct-call', identifier: 'job-apply' }, action: event => { received.push(event.detail); } })]
        });
        container.get<RuleEngine>(RuleEngine).start();
    });

    afterEach(() => {
        container.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
    });

    it('runs the rule whose identifier matches, trimmed, with the detail', () => {
        container.get(DirectCallTriggerSource).track('  job-apply ', { jobId: 'J-7' });
        expect(received).to.deep.equal([{ jobId: 'J-7' }]);
    });

    it('says in debug mode when an identifier matches no rule', () => {
        const console = captureConsole();
        container.get<DebugMode>(DebugMode).setEnabled(true);
        container.get(DirectCallTriggerSource).track('job-applied');
        expect(received).to.deep.equal([]);
        expect(console.lines('log')).to.deep.equal(['\u{1F680} "job-applied" does not match any direct call identifiers.']);
    });

    it('treats a non-string identifier as text instead of failing', () => {
        expect(() => container.get(DirectCallTriggerSource).track(undefined)).not.to.throw();
        expect(() => container.get(DirectCallTriggerSource).track({ toString: () => 'job-apply' })).not.to.throw();
        expect(received).to.deep.equal([undefined]);
    });
});
