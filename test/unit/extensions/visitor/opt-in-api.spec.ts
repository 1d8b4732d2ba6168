import { expect } from 'chai';
import type { Permissions } from '../../../../src/extensions/visitor/opt-in-choices';
import { RecordingOptInHost } from './recording-opt-in-host';

/** The rest of `adobe.optIn` page code calls: plugins, execute, off, denyAll, stored choices. */
describe('OptIn (adobe.optIn) for page code', () => {
    let host: RecordingOptInHost;

    beforeEach(() => {
        host = new RecordingOptInHost();
    });

    it('denies everything with denyAll, and stores the choice', () => {
        const subject = host.optIn({ doesOptInApply: true, previousPermissions: { aa: true, ecid: true } });
        subject.denyAll();
        expect(subject.isApproved(['aa'])).to.equal(false);
        expect(Object.values(subject.permissions).some(Boolean)).to.equal(false);
        expect(host.stored).to.have.length(1);
    });

    it('answers isApproved for one category, a list, an empty list (every category) and nothing', () => {
        const subject = host.optIn({ doesOptInApply: true, previousPermissions: { aa: true, ecid: true } });
        expect(subject.isApproved('aa')).to.equal(true);
        expect(subject.isApproved(['aa', 'ecid'])).to.equal(true);
        expect(subject.isApproved(['aa', 'target'])).to.equal(false);
        expect(subject.isApproved([])).to.equal(false);
        expect(subject.isApproved()).to.equal(false);
        subject.approveAll();
        expect([subject.isApproved([]), subject.isApproved()]).to.deep.equal([true, true]);
    });

    it('does nothing on complete() unless something changed', () => {
        const subject = host.optIn();
        const heard: Permissions[] = [];
        subject.on('complete', permissions => heard.push(permissions));
        subject.complete();
        expect([heard, host.stored, subject.status]).to.deep.equal([[], [], 'pending']);
    });

    it('stops telling a listener once it is off', () => {
        const subject = host.optIn();
        const heard: boolean[] = [];
        const listener = (permissions: Permissions) => heard.push(permissions.aa);
        subject.on('complete', listener);
        subject.approve('aa');
        subject.off('complete', listener);
        subject.deny('aa');
        const stop = subject.on('complete', listener);
        stop();
        subject.approve('aa');
        expect(heard).to.deep.equal([true]);
    });

    it('calls fetchPermissions back at once when the choices are made, pre-approved, or opt-in does not apply', () => {
        const answers: boolean[] = [];
        host.optIn({}).fetchPermissions(permissions => answers.push(permissions.aa));
        host.optIn({ doesOptInApply: true, previousPermissions: { aa: true } }).fetchPermissions(permissions =>
            answers.push(permissions.aa)
        );
        host.optIn({ doesOptInApply: true, preOptInApprovals: { target: true } }).fetchPermissions(permissions =>
            answers.push(permissions.aa)
        );
        expect(answers).to.deep.equal([true, true, false]);
        expect(host.optIn().fetchPermissions('not a function' as never)).to.equal(undefined);
    });

    it('registers plugins by name and runs their APIs with the params and the callback', () => {
        const subject = host.optIn();
        const calls: unknown[] = [];
        const plugin = {
            name: 'consentBridge',
            sync(options: object) {
                calls.push([this === plugin, options]);
            }
        };
        subject.registerPlugin(plugin);
        const callback = () => undefined;
        subject.execute({ command: 'consentBridge.sync', params: { vendor: 7 }, callback });
        expect(calls).to.deep.equal([[true, { vendor: 7, callback }]]);
        expect(subject.__plugins.consentBridge).to.equal(plugin);
        expect(() => subject.registerPlugin({ name: 7 })).to.throw();
        expect(() => subject.registerPlugin(undefined as never)).to.throw();
    });

    it('refuses a command without a plugin and an API, and logs an API that is missing or fails', () => {
        const subject = host.optIn();
        subject.registerPlugin({
            name: 'broken',
            run: () => {
                throw new Error('boom');
            }
        } as { name: string });
        expect(() => subject.execute({ command: 'nodot' })).to.throw();
        expect(() => subject.execute({ command: 42 })).to.throw();
        expect(() => subject.execute(undefined as never)).to.throw();
        subject.execute({ command: 'iabPlugin.fetchConsentData' });
        subject.execute({ command: 'broken.run' });
        expect(host.errors).to.have.length(2);
        expect(host.errors[1]).to.match(/boom$/);
        expect(host.errors[0]).not.to.equal(host.errors[1]);
    });

    it('keeps memoized content beside the permissions in the stored choices', () => {
        const subject = host.optIn();
        subject.memoizeContent({ iabConsentHash: 'r119k6' });
        expect(subject.getMemoizedContent('iabConsentHash')).to.equal('r119k6');
        subject.approve('aa');
        expect(host.stored[0]).to.include({ aa: true, iabConsentHash: 'r119k6' });
    });

    it('restores stored choices with their hash, the stored ones over the previous permissions', () => {
        const subject = host.optIn({
            doesOptInApply: true,
            previousPermissions: { aa: false, target: true },
            stored: { aa: true, iabConsentHash: 'abc' }
        });
        expect(subject.permissions).to.include({ aa: true, target: true, ecid: false });
        expect(subject.getMemoizedContent('iabConsentHash')).to.equal('abc');
        expect(subject.status).to.equal('complete');
    });

    it('takes a hash with choices (stored or previous), never with pre-opt-in approvals', () => {
        const subject = host.optIn({ doesOptInApply: true, previousPermissions: { aa: true, iabConsentHash: 'x' } });
        expect([host.errors, subject.getMemoizedContent('iabConsentHash')]).to.deep.equal([[], 'x']);
        host.optIn({ doesOptInApply: true, preOptInApprovals: { aa: true, iabConsentHash: 'y' } });
        expect(host.errors).to.deep.equal(['[ADOBE OPT-IN] Invalid preOptInApprovals!']);
    });

    it('refuses permissions that are an array, empty, or only a hash, and takes none of them', () => {
        for (const previousPermissions of [['aa'], {}, '[]', '{"aa": true, "cookies": true}']) {
            host = new RecordingOptInHost();
            const subject = host.optIn({ doesOptInApply: true, previousPermissions });
            expect(host.errors, JSON.stringify(previousPermissions)).to.have.length(1);
            expect(subject.status).to.equal('pending');
        }
        const onlyHash = host.optIn({ doesOptInApply: true, stored: { iabConsentHash: 'x' } });
        expect(onlyHash.status, 'a hash alone is no choice').to.equal('pending');
    });

    it('ignores absent permissions without a word: undefined, null and empty text', () => {
        for (const previousPermissions of [undefined, null, '']) {
            host.optIn({ doesOptInApply: true, previousPermissions });
        }
        expect(host.errors).to.deep.equal([]);
    });

    it('reads truthy values as approval', () => {
        expect(host.optIn({ doesOptInApply: true, previousPermissions: { aa: 1, ecid: 0 } }).permissions).to.include({
            aa: true,
            ecid: false
        });
    });
});
