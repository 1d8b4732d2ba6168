import { expect } from 'chai';
import * as sinon from 'sinon';
import { IabConsent, TcData } from '../../../../src/extensions/visitor/iab-consent';
import { OptIn, OptInOptions } from '../../../../src/extensions/visitor/opt-in';
import { BrowserWindow } from '../../../../src/services/browser-window';
import { Logger } from '../../../../src/services/logger';

describe('OptIn (adobe.optIn)', () => {
    let stored: Array<Record<string, unknown>>;
    let errors: string[];

    function optIn(options: OptInOptions): OptIn {
        const subject = new OptIn();
        subject.configure({ store: permissions => stored.push(permissions), error: message => errors.push(message) }, options);
        return subject;
    }

    /** The page's IAB consent for `subject`, on a page whose CMP is `window`; its console errors go to `errors`. */
    function iabConsent(window: BrowserWindow, subject: OptIn): IabConsent {
        const logger: Logger = { log: () => undefined, info: () => undefined, debug: () => undefined, warn: () => undefined, error: (message: unknown) => errors.push(String(message)) };
        return new IabConsent(window, subject, logger);
    }

    beforeEach(() => {
        stored = [];
        errors = [];
    });

    it('approves everything when opt-in does not apply', () => {
        const subject = optIn({});
        expect(subject.status).to.equal('complete');
        expect(subject.isApproved()).to.equal(true);
        expect(Object.keys(subject.permissions)).to.deep.equal(['aam', 'adcloud', 'aa', 'campaign', 'ecid', 'livefyre', 'target', 'mediaaa']);
    });

    it('starts pending with nothing approved, and completes on approve', () => {
        const subject = optIn({ doesOptInApply: true });
        expect(subject.status).to.equal('pending');
        expect(subject.isApproved('ecid')).to.equal(false);
        const heard: unknown[] = [];
        subject.on('complete', permissions => heard.push(permissions.ecid));
        subject.approve(['ecid', 'aa']);
        expect(subject.status).to.equal('complete');
        expect(subject.isApproved(['ecid', 'aa'])).to.equal(true);
        expect(subject.isApproved()).to.equal(false);
        expect(heard).to.deep.equal([true]);
        expect(stored[0]).to.include({ ecid: true, aa: true, aam: false });
    });

    it('waits for complete() when asked to, through the changed status', () => {
        const subject = optIn({ doesOptInApply: true });
        subject.deny('aam', true);
        subject.approve('ecid', true);
        expect(subject.status).to.equal('changed');
        expect(subject.isApproved('ecid')).to.equal(false);
        subject.complete();
        expect(subject.status).to.equal('complete');
        expect(subject.isApproved('ecid')).to.equal(true);
        expect(subject.isApproved('aam')).to.equal(false);
    });

    it('rejects unknown categories with the catalogue\'s message', () => {
        const subject = optIn({ doesOptInApply: true });
        expect(() => subject.approve('cookies' as never)).to.throw('Invalid category');
        expect(() => subject.deny([] as never)).to.throw('Invalid category');
    });

    it('takes previous permissions (object, JSON or function) over pre-opt-in approvals, and completes with them', () => {
        const subject = optIn({ doesOptInApply: true, preOptInApprovals: { aa: true, target: true }, previousPermissions: () => '{"aa": false, "ecid": true}' });
        expect(subject.status).to.equal('complete');
        expect(subject.permissions).to.include({ aa: false, ecid: true, target: true, aam: false });
        expect(subject.isPreApproved('target')).to.equal(true);
        expect(errors).to.deep.equal([]);
    });

    it('logs invalid previous permissions and pre-opt-in approvals, and ignores them', () => {
        const subject = optIn({ doesOptInApply: true, previousPermissions: '{oops', preOptInApprovals: { cookies: true } });
        expect(errors).to.deep.equal(['[ADOBE OPT-IN] Invalid previousPermissions!', '[ADOBE OPT-IN] Invalid preOptInApprovals!']);
        expect(subject.status).to.equal('pending');
        expect(subject.isApproved('aa')).to.equal(false);
    });

    it('lets fetchPermissions wait for the decision, or subscribe to every decision', () => {
        const subject = optIn({ doesOptInApply: true });
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
        const subject = optIn({ doesOptInApply: true });
        expect(() => subject.on('complete', undefined as never)).to.throw('[ON] Callback should be a function.');
        const heard: string[] = [];
        subject.on('changed', () => heard.push('changed'));
        subject.approveAll();
        expect(heard).to.deep.equal([]);
    });

    describe('IAB TCF (vendor 565, purposes 1 and 10)', () => {
        function tcfWindow(): { window: BrowserWindow; send(data: TcData): void } {
            const listeners: Array<(data: TcData, success: boolean) => void> = [];
            const api = sinon.spy((command: string, version: number, callback: (data: TcData, success: boolean) => void) => {
                expect([command, version]).to.deep.equal(['addEventListener', 2]);
                listeners.push(callback);
            });
            return { window: { __tcfapi: api } as unknown as BrowserWindow, send: data => listeners.forEach(listener => listener(data, true)) };
        }

        const consent = (vendor565: boolean, purposes: number[]): TcData => ({
            gdprApplies: true, tcString: 'CQabcdefghij', eventStatus: 'useractioncomplete',
            purpose: { consents: Object.fromEntries(purposes.map(purpose => [purpose, true])) },
            vendor: { consents: { 565: vendor565 } }
        });

        it('approves aam and ecid only with the vendor and both purposes, and follows later choices', () => {
            const subject = optIn({ doesOptInApply: true, isIabContext: true });
            const { window, send } = tcfWindow();
            const iab = iabConsent(window, subject);
            iab.start();
            send({ ...consent(true, [1, 10]), eventStatus: 'cmpuishown' });
            expect(iab.fetched, 'the visitor has not decided yet').to.equal(false);
            send(consent(false, [1, 10]));
            expect([iab.fetched, subject.isApproved('ecid'), subject.isApproved('aam')]).to.deep.equal([true, false, false]);
            send(consent(true, [1]));
            expect(subject.isApproved('ecid')).to.equal(false);
            send(consent(true, [1, 10]));
            expect(subject.isApproved(['ecid', 'aam'])).to.equal(true);
            expect(subject.isApproved('aa'), 'other categories are not the CMP\'s').to.equal(false);
            expect(iab.tcString).to.equal('CQabcdefghij');
            expect(iab.gdprApplies).to.equal(true);
        });

        it('approves when GDPR does not apply', () => {
            const subject = optIn({ doesOptInApply: true, isIabContext: true });
            const { window, send } = tcfWindow();
            iabConsent(window, subject).start();
            send({ gdprApplies: false, eventStatus: 'tcloaded' });
            expect(subject.isApproved('ecid')).to.equal(true);
        });

        it('flags a changed consent string since the last page (d_cf=1)', () => {
            const subject = optIn({ doesOptInApply: true, isIabContext: true });
            const { window, send } = tcfWindow();
            const iab = iabConsent(window, subject);
            iab.start();
            send(consent(true, [1, 10]));
            expect(iab.consentChanged).to.equal(false);
            send({ ...consent(true, [1, 10]), tcString: 'CQother' });
            expect(iab.consentChanged).to.equal(true);
            expect(stored[stored.length - 1]).to.have.property('iabConsentHash');
        });

        it('says __tcfapi not found when the page has no CMP, and approves nothing', () => {
            const subject = optIn({ doesOptInApply: true, isIabContext: true });
            const iab = iabConsent({} as BrowserWindow, subject);
            iab.start();
            expect(errors).to.deep.equal(['[ADOBE OPT-IN] __tcfapi not found']);
            expect(iab.fetched).to.equal(false);
        });
    });
});
