import { expect } from 'chai';
import type { Container } from 'inversify';
import * as sinon from 'sinon';
import { DirectCallTriggerSource } from '../../../src/runtime/direct-call-trigger-source';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { DebugMode } from '../../../src/services/debug-mode';
import { captureConsole } from '../console-capture';
import { createTestContainer, resetTestPage, withRules } from '../test-container';

describe('DirectCallTriggerSource', () => {
    let container: Container;
    let received: unknown[];

    beforeEach(() => {
        resetTestPage();
        received = [];
        container = createTestContainer({
            modules: [
                withRules({
                    id: 'apply',
                    trigger: { type: 'direct-call', identifier: 'job-apply' },
                    action: event => {
                        received.push(event.detail);
                    }
                })
            ]
        });
        container.get<RuleEngine>(RuleEngine).start();
    });

    afterEach(() => {
        container.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
    });

    it('runs the rule whose identifier matches, trimmed, with the detail', () => {
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('  job-apply ', { jobId: 'J-7' });
        expect(received).to.deep.equal([{ jobId: 'J-7' }]);
    });

    it('says in debug mode when an identifier matches no rule', () => {
        const console = captureConsole();
        container.get<DebugMode>(DebugMode).setEnabled(true);
        container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track('job-applied');
        expect(received).to.deep.equal([]);
        expect(console.lines('log')).to.deep.equal(['\u{1F680} "job-applied" does not match any direct call identifiers.']);
    });

    it('treats a non-string identifier as text instead of failing', () => {
        expect(() => container.get<RuleEngine>(RuleEngine).source<DirectCallTriggerSource>('direct-call')!.track(undefined)).not.to.throw();
        expect(() =>
            container
                .get<RuleEngine>(RuleEngine)
                .source<DirectCallTriggerSource>('direct-call')!
                .track({ toString: () => 'job-apply' })
        ).not.to.throw();
        expect(received).to.deep.equal([undefined]);
    });
});

describe('DirectCallTriggerSource, on demand', () => {
    afterEach(() => sinon.restore());

    it("is built at page code's first call, not at start, though a rule listens", () => {
        const activations = sinon.spy(DirectCallTriggerSource.prototype, 'activate');
        resetTestPage();
        const container = createTestContainer({
            modules: [withRules({ id: 'go', trigger: { type: 'direct-call', identifier: 'go' }, action: () => undefined })]
        });
        const engine = container.get<RuleEngine>(RuleEngine);
        engine.start();
        expect(activations.callCount, 'at start').to.equal(0);
        engine.source<DirectCallTriggerSource>('direct-call')!.track('go');
        engine.source<DirectCallTriggerSource>('direct-call')!.track('go');
        expect(activations.callCount, 'once, at the first call').to.equal(1);
        engine.stop();
    });
});
