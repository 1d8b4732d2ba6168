import { expect } from 'chai';
import type { TcData } from '../../../../src/services/tcf-reader';
import { testDom } from '../../setup';
import { AnalyticsTestPage } from '../analytics/analytics-test-page';
import { MID, NOW_S, ORG, TODAY } from './visitor-test-page';

type Listener = (data: TcData, success: boolean) => void;

/** A CMP on the page: `__tcfapi('addEventListener', ...)`, and the visitor's answer when the test gives it. */
function installCmp(): { answer(vendor565: boolean): void } {
    const listeners: Listener[] = [];
    (testDom.window as unknown as { __tcfapi: unknown }).__tcfapi = (command: string, _version: number, callback: Listener) => {
        if (command === 'addEventListener') {
            listeners.push(callback);
            callback({ eventStatus: 'cmpuishown', gdprApplies: true }, true);
        }
    };
    return {
        answer: vendor565 =>
            listeners.forEach(listener =>
                listener(
                    {
                        eventStatus: 'useractioncomplete',
                        gdprApplies: true,
                        tcString: vendor565 ? 'CONSENT' : 'REFUSAL',
                        vendor: { consents: { 565: vendor565 } },
                        purpose: { consents: { 1: true, 10: true } }
                    },
                    true
                )
            )
    };
}

const EU_FIRST_VISIT = { notice_behavior: 'implied,eu' };
const EU_ACCEPTED = { notice_behavior: 'implied,eu', notice_gdpr_prefs: '0,1,2:' };
/** A visitor who came before: the opt-in cookie says aam and ecid were approved then, and the AMCV cookie holds a MID. */
const RETURNING = {
    ...EU_ACCEPTED,
    'adobeujs-optin': encodeURIComponent(
        JSON.stringify({ aam: true, adcloud: true, aa: true, campaign: true, ecid: true, livefyre: true, target: true, mediaaa: true })
    ),
    [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(
        `1176715910|MCIDTS|${TODAY}|MCMID|${MID}|MCAAMLH-${NOW_S + 3000}|9|MCAAMB-${NOW_S + 3000}|BLOB|MCOPTOUT-${NOW_S + 2000}s|NONE|vVersion|5.4.0`
    )
};

/** Requests of the identity service: /id on either server, /optOutStatus. */
function identityCalls(page: AnalyticsTestPage): string[] {
    return page.urls().filter(url => /\/(id|optOutStatus)\?/.test(url));
}

describe('The IAB TCF CMP decides the identity service on its hosts, whatever the banner says', () => {
    let page: AnalyticsTestPage;
    afterEach(() => page.stop());

    function open(cookies: Record<string, string>): { answer(vendor565: boolean): void } {
        page = new AnalyticsTestPage('https://www.alderway.de/', cookies);
        const cmp = installCmp();
        page.start();
        return cmp;
    }

    it('keeps identity off when the CMP refuses vendor 565 and the banner accepts afterwards', async () => {
        const cmp = open(EU_FIRST_VISIT);
        await page.clock.tickAsync(100);
        cmp.answer(false);
        page.bannerArrives();
        await page.clock.tickAsync(100);
        page.visitorChooses('0,1,2:');
        await page.clock.tickAsync(3000);
        expect(identityCalls(page)).to.deep.equal([]);
        expect(page.amcv().raw, 'no AMCV cookie').to.equal(undefined);
        expect(
            page.decodedBeacons().map(beacon => beacon.values.mid),
            'the page view carries no ECID'
        ).to.deep.equal([undefined]);
    });

    it('keeps identity off when the banner accepted first and the CMP refuses', async () => {
        const cmp = open(EU_ACCEPTED);
        await page.clock.tickAsync(100);
        cmp.answer(false);
        await page.clock.tickAsync(3000);
        expect(identityCalls(page)).to.deep.equal([]);
        expect(page.amcv().raw).to.equal(undefined);
    });

    it('keeps identity off on a returning visit whose CMP now refuses, though the banner accepted before', async () => {
        const cmp = open(RETURNING);
        await page.clock.tickAsync(100);
        cmp.answer(false);
        await page.clock.tickAsync(3000);
        expect(identityCalls(page)).to.deep.equal([]);
        expect(page.decodedBeacons().map(beacon => beacon.values.mid)).to.deep.equal([undefined]);
    });

    it('runs identity once the CMP consents to vendor 565 and purposes 1 and 10', async () => {
        const cmp = open(EU_ACCEPTED);
        await page.clock.tickAsync(100);
        expect(identityCalls(page), 'nothing before the CMP answers').to.deep.equal([]);
        cmp.answer(true);
        await page.clock.tickAsync(100);
        expect(identityCalls(page).map(url => new URL(url).pathname)).to.deep.equal(['/id']);
    });

    it('asks the audience manager nothing, /optOutStatus included, before vendor 565 has consent', async () => {
        const cmp = open(EU_FIRST_VISIT);
        await page.clock.tickAsync(100);
        const answers: unknown[] = [];
        const instance = page.visitor.instance as unknown as {
            isOptedOut(callback: (value: unknown) => void): unknown;
            getOptOut(callback: (value: string) => void): string;
        };
        const returned = [instance.isOptedOut(value => answers.push(value)), instance.getOptOut(value => answers.push(value))];
        cmp.answer(false);
        await page.clock.tickAsync(3000);
        expect(identityCalls(page)).to.deep.equal([]);
        expect(returned).to.deep.equal([undefined, '']);
        expect(answers, 'page code hears no answer for now at once').to.deep.equal([undefined, '']);
    });
});
