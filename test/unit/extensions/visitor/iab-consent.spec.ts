import { expect } from 'chai';
import * as sinon from 'sinon';
import { TcfReaderImpl } from '../../../../src/extensions/consent/tcf-reader-impl';
import type { IabState } from '../../../../src/extensions/visitor/iab-consent';
import { IabConsent } from '../../../../src/extensions/visitor/iab-consent';
import type { OptIn } from '../../../../src/extensions/visitor/opt-in';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import type { Logger } from '../../../../src/services/logger';
import type { TcData } from '../../../../src/services/tcf-reader';
import { RecordingOptInHost } from './recording-opt-in-host';

describe('IabConsent: the IAB TCF CMP decides aam and ecid (vendor 565, purposes 1 and 10)', () => {
    let host: RecordingOptInHost;

    /** The page's IAB consent for `subject`, listening to the CMP of `window` through the page's reader; its console errors go to `host.errors`. */
    async function listening(window: BrowserWindow, subject: OptIn): Promise<IabState> {
        const logger: Logger = {
            log: () => undefined,
            info: () => undefined,
            debug: () => undefined,
            warn: () => undefined,
            error: (message: unknown) => host.errors.push(String(message))
        };
        const state: IabState = { fetched: false };
        await new IabConsent({ optIn: subject, state, reader: () => Promise.resolve(new TcfReaderImpl({ window })), logger }).start();
        return state;
    }

    beforeEach(() => {
        host = new RecordingOptInHost();
    });

    function tcfWindow(): { window: BrowserWindow; send: (data: TcData) => void } {
        const listeners: Array<(data: TcData, success: boolean) => void> = [];
        const api = sinon.spy((command: string, version: number, callback: (data: TcData, success: boolean) => void) => {
            expect([command, version]).to.deep.equal(['addEventListener', 2]);
            listeners.push(callback);
        });
        return { window: { __tcfapi: api } as unknown as BrowserWindow, send: data => listeners.forEach(listener => listener(data, true)) };
    }

    const consent = (vendor565: boolean, purposes: number[]): TcData => ({
        gdprApplies: true,
        tcString: 'CQabcdefghij',
        eventStatus: 'useractioncomplete',
        purpose: { consents: Object.fromEntries(purposes.map(purpose => [purpose, true])) },
        vendor: { consents: { 565: vendor565 } }
    });

    it('approves aam and ecid only with the vendor and both purposes, and follows later choices', async () => {
        const subject = host.optIn({ doesOptInApply: true, isIabContext: true });
        const { window, send } = tcfWindow();
        const iab = await listening(window, subject);
        send({ ...consent(true, [1, 10]), eventStatus: 'cmpuishown' });
        expect(iab.fetched, 'the visitor has not decided yet').to.equal(false);
        send(consent(false, [1, 10]));
        expect([iab.fetched, subject.isApproved('ecid'), subject.isApproved('aam')]).to.deep.equal([true, false, false]);
        send(consent(true, [1]));
        expect(subject.isApproved('ecid')).to.equal(false);
        send(consent(true, [1, 10]));
        expect(subject.isApproved(['ecid', 'aam'])).to.equal(true);
        expect(subject.isApproved('aa'), "other categories are not the CMP's").to.equal(false);
        expect(iab.tcString).to.equal('CQabcdefghij');
        expect(iab.gdprApplies).to.equal(true);
    });

    it('approves when GDPR does not apply', async () => {
        const subject = host.optIn({ doesOptInApply: true, isIabContext: true });
        const { window, send } = tcfWindow();
        await listening(window, subject);
        send({ gdprApplies: false, eventStatus: 'tcloaded' });
        expect(subject.isApproved('ecid')).to.equal(true);
    });

    it('flags a changed consent string since the last page (d_cf=1)', async () => {
        const subject = host.optIn({ doesOptInApply: true, isIabContext: true });
        const { window, send } = tcfWindow();
        const iab = await listening(window, subject);
        send(consent(true, [1, 10]));
        expect(iab.consentChanged).to.equal(false);
        send({ ...consent(true, [1, 10]), tcString: 'CQother' });
        expect(iab.consentChanged).to.equal(true);
        expect(host.stored[host.stored.length - 1]).to.have.property('iabConsentHash');
    });

    it('says __tcfapi not found when the page has no CMP, and approves nothing', async () => {
        const subject = host.optIn({ doesOptInApply: true, isIabContext: true });
        const iab = await listening({} as BrowserWindow, subject);
        expect(host.errors).to.deep.equal(['[ADOBE OPT-IN] __tcfapi not found']);
        expect(iab.fetched).to.equal(false);
    });

    it('computes the IAB consent-change hash (CRC-32 in base 32)', () => {
        expect(IabConsent.crc32Base32('hello')).to.equal('r119k6');
        expect(IabConsent.crc32Base32('')).to.equal('0');
    });
});
