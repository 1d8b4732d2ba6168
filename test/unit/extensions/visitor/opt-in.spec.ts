import { expect } from 'chai';
import { RecordingOptInHost } from './recording-opt-in-host';

describe('OptIn (adobe.optIn)', () => {
    let host: RecordingOptInHost;

    beforeEach(() => {
        host = new RecordingOptInHost();
    });

    it('approves everything when opt-in does not apply', () => {
        const subject = host.optIn({});
        expect(subject.status).to.equal('complete');
        expect(subject.isApproved()).to.equal(true);
        expect(Object.keys(subject.permissions)).to.deep.equal([
            'aam',
            'adcloud',
            'aa',
            'campaign',
            'ecid',
            'livefyre',
            'target',
            'mediaaa'
        ]);
    });

    it('starts pending with nothing approved, and completes on approve', () => {
        const subject = host.optIn({ doesOptInApply: true });
        expect(subject.status).to.equal('pending');
        expect(subject.isApproved('ecid')).to.equal(false);
        const heard: unknown[] = [];
        subject.on('complete', permissions => heard.push(permissions.ecid));
        subject.approve(['ecid', 'aa']);
        expect(subject.status).to.equal('complete');
        expect(subject.isApproved(['ecid', 'aa'])).to.equal(true);
        expect(subject.isApproved()).to.equal(false);
        expect(heard).to.deep.equal([true]);
        expect(host.stored[0]).to.include({ ecid: true, aa: true, aam: false });
    });

    it('waits for complete() when asked to, through the changed status', () => {
        const subject = host.optIn({ doesOptInApply: true });
        subject.deny('aam', true);
        subject.approve('ecid', true);
        expect(subject.status).to.equal('changed');
        expect(subject.isApproved('ecid')).to.equal(false);
        subject.complete();
        expect(subject.status).to.equal('complete');
        expect(subject.isApproved('ecid')).to.equal(true);
        expect(subject.isApproved('aam')).to.equal(false);
    });

    it("rejects unknown categories with the catalogue's message", () => {
        const subject = host.optIn({ doesOptInApply: true });
        expect(() => subject.approve('cookies' as never)).to.throw('Invalid category');
        expect(() => subject.deny([] as never)).to.throw('Invalid category');
    });

    it('takes previous permissions (object, JSON or function) over pre-opt-in approvals, and completes with them', () => {
        const subject = host.optIn({
            doesOptInApply: true,
            preOptInApprovals: { aa: true, target: true },
            previousPermissions: () => '{"aa": false, "ecid": true}'
        });
        expect(subject.status).to.equal('complete');
        expect(subject.permissions).to.include({ aa: false, ecid: true, target: true, aam: false });
        expect(subject.isPreApproved('target')).to.equal(true);
        expect(host.errors).to.deep.equal([]);
    });

    it('logs invalid previous permissions and pre-opt-in approvals, and ignores them', () => {
        const subject = host.optIn({ doesOptInApply: true, previousPermissions: '{oops', preOptInApprovals: { cookies: true } });
        expect(host.errors).to.deep.equal(['[ADOBE OPT-IN] Invalid previousPermissions!', '[ADOBE OPT-IN] Invalid preOptInApprovals!']);
        expect(subject.status).to.equal('pending');
        expect(subject.isApproved('aa')).to.equal(false);
    });

    it('lets fetchPermissions wait for the decision, or subscribe to every decision', () => {
        const subject = host.optIn({ doesOptInApply: true });
        const once: boolean[] = [];
        const always: boolean[] = [];
        subject.fetchPermissions(permissions => once.push(permissions.aa));
        const unsubscribe = subject.fetchPermissions(permissions => always.push(permissions.aa), true)!;
        subject.approve('aa');
        subject.deny('aa');
        unsubscribe();
        subject.approve('aa');
        expect(once).to.deep.equal([true]);
        expect(always).to.deep.equal([true, false]);
    });

    it('publishes only complete, and refuses a callback that is not a function', () => {
        const subject = host.optIn({ doesOptInApply: true });
        expect(() => subject.on('complete', undefined as never)).to.throw('[ON] Callback should be a function.');
        const heard: string[] = [];
        subject.on('changed', () => heard.push('changed'));
        subject.approveAll();
        expect(heard).to.deep.equal([]);
    });
});
