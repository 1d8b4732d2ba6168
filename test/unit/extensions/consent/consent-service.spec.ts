import { expect } from 'chai';
import * as sinon from 'sinon';
import { consentModule } from '../../../../src/extensions/consent/consent-module';
import { CONSENT_RECHECK_DELAY_MS, ConsentService } from '../../../../src/services/consent-service';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

/** The banner's cookies as the provider writes them. */
function setCookie(name: string, value: string): void {
    testDom.window.document.cookie = `${name}=${value}; path=/`;
}

function consentOn(cookies: Record<string, string>): ConsentService {
    resetTestPage('https://www.alderway.co.uk/');
    for (const [name, value] of Object.entries(cookies)) {
        setCookie(name, value);
    }
    return createTestContainer({ modules: [consentModule] }).get<ConsentService>(ConsentService);
}

function postChoice(value: string): void {
    testDom.window.postMessage(JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value } }), '*');
}

describe('The consent service, by category', () => {
    let clock: sinon.SinonFakeTimers;

    beforeEach(() => {
        clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });

    afterEach(() => {
        clock.restore();
        resetTestPage();
    });

    it('allows the categories in notice_gdpr_prefs of an EU visitor, and no other', () => {
        const consent = consentOn({ notice_behavior: 'expressed,eu', notice_gdpr_prefs: '0,1:' });
        expect(['0', '1', '2'].map(category => consent.allows(category))).to.deep.equal([true, true, false]);
        expect(consent.hasConsent).to.equal(false);
    });

    it('allows every category in an opt-out (non-EU) behaviour, with no preferences cookie', () => {
        const consent = consentOn({ notice_behavior: 'implied,us' });
        expect(['0', '1', '2'].map(category => consent.allows(category))).to.deep.equal([true, true, true]);
        expect(consent.hasConsent).to.equal(true);
    });

    it('allows nothing optional to an EU visitor who has not chosen', () => {
        const consent = consentOn({ notice_behavior: 'implied,eu' });
        expect(consent.allows('1')).to.equal(false);
        expect(consent.allows('2')).to.equal(false);
    });

    it('says a choice that leaves tracking consent as it was: functional only, then withdrawn', async () => {
        const consent = consentOn({ notice_behavior: 'implied,eu' });
        const choices: boolean[] = [];
        const trackingChanges: boolean[] = [];
        consent.onDidChangeChoice(() => choices.push(consent.allows('1')));
        consent.onDidChange(hasConsent => trackingChanges.push(hasConsent));

        setCookie('notice_gdpr_prefs', '0,1:');
        postChoice('0,1');
        await clock.tickAsync(CONSENT_RECHECK_DELAY_MS);
        setCookie('notice_gdpr_prefs', '0:');
        postChoice('0');
        await clock.tickAsync(CONSENT_RECHECK_DELAY_MS);

        expect(choices).to.deep.equal([true, false]);
        expect(trackingChanges, 'category 2 never changed').to.deep.equal([]);
    });

    it('says nothing when the banner posts the choice the cookies already hold', async () => {
        const consent = consentOn({ notice_behavior: 'implied,eu', notice_gdpr_prefs: '0,1,2:' });
        const listener = sinon.spy();
        const unsubscribe = consent.onDidChangeChoice(listener);
        postChoice('0,1,2');
        await clock.tickAsync(CONSENT_RECHECK_DELAY_MS);
        expect(listener.called).to.equal(false);

        unsubscribe();
        setCookie('notice_gdpr_prefs', '0:');
        postChoice('0');
        await clock.tickAsync(CONSENT_RECHECK_DELAY_MS);
        expect(listener.called, 'unsubscribed').to.equal(false);
    });
});
