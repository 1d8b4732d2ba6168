import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import type { DecodedBeacon } from '../extensions/analytics/analytics-test-page';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

/**
 * The consent provider's banner and footer link, with the element ids its script gives them
 * (demo-site consent banner emulation; reference: TrustArc's banner id map).
 */
const BANNER =
    '<footer><div id="teconsent"><a id="truste-preferences-link" href="#" role="button">Cookie Preferences</a></div></footer>' +
    '<div id="consent_blackbar"><div id="truste-consent-track"><div id="truste-consent-content">' +
    '<p id="truste-consent-text">We use cookies. See our ' +
    '<a id="truste-cookie-button" href="https://privacy.alderway.com/cookie-policy" target="_blank" rel="noopener">Cookie Policy</a>.</p>' +
    '<div id="truste-consent-buttons"><button type="button" id="truste-consent-required">Required Only</button>' +
    '<button type="button" id="truste-show-consent">Manage Preferences</button>' +
    '<button type="button" id="truste-consent-button"><span id="accept-label">Accept All</span></button></div></div>' +
    '<button type="button" id="truste-consent-close" aria-label="Close">×</button>' +
    '<div id="truste-consent-preferences"><button type="button" id="truste-consent-save">Save Settings</button></div>' +
    '</div></div>';

/** Each control, what the banner action is called, and its event (docs/requirements.md §4.6, §9.5; variable map). */
const ACTIONS: ReadonlyArray<[id: string, action: string, event: string]> = [
    ['truste-consent-button', 'accept', 'event297'],
    ['truste-consent-save', 'save settings', 'event297'],
    ['truste-consent-required', 'reject', 'event201'],
    ['truste-show-consent', 'manage preferences', 'event299'],
    ['truste-cookie-button', 'consent policy link', 'event298'],
    ['truste-consent-close', 'close', 'event300'],
    ['truste-preferences-link', 'open preference centre', 'event301']
];

describe('ConsentBannerActionRule', () => {
    let page: AnalyticsTestPage;
    let conditionFailed: string[];

    async function open(url = 'https://www.alderway.com/', cookies?: Record<string, string>): Promise<void> {
        page = new AnalyticsTestPage(url, cookies, { pageName: 'home' }).withMarkup(BANNER);
        captureConsole();
        page.start();
        conditionFailed = page.watchFailedConditions();
        await page.clock.tickAsync(50);
    }

    /** The banner's script arrives on the page, and what went before it (the page view) is forgotten. */
    async function bannerLoaded(): Promise<void> {
        page.bannerArrives();
        await page.clock.tickAsync(10);
        page.sent.length = 0;
    }

    /** The banner's own handler for a choice: it writes its cookie and posts `submit_preferences`. */
    function bannerRecords(id: string, preferences: string): void {
        testDom.window.document.getElementById(id)!.addEventListener('click', () => {
            testDom.window.document.cookie = `notice_gdpr_prefs=${preferences}; path=/; domain=${new URL(page.url).hostname.split('.').slice(-2).join('.')}`;
            // jsdom would deliver postMessage on a real timer: the message event, dispatched.
            testDom.window.dispatchEvent(
                new testDom.window.MessageEvent('message', {
                    data: JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value: preferences } })
                })
            );
        });
    }

    function links(): DecodedBeacon[] {
        return page.decodedBeacons().filter(beacon => beacon.values.pe === 'lnk_o');
    }

    afterEach(() => page.stop());

    for (const [id, action, event] of ACTIONS) {
        it(`tracks "${action}" on the banner as ${event}, with the action in eVar13`, async () => {
            await open();
            await bannerLoaded();
            await page.click(`#${id}`, 700);
            const beacons = links();
            expect(beacons).to.have.length(1);
            expect(beacons[0].transport).to.equal('image');
            expect(beacons[0].values).to.include({ pev2: `consent:${action}`, v13: action, events: event });
        });
    }

    it('sends the action 600 ms after the click, once the banner has applied the choice', async () => {
        await open();
        await bannerLoaded();
        await page.click('#truste-consent-close', 599);
        expect(page.sent).to.deep.equal([]);
        await page.clock.tickAsync(1);
        expect(links().map(beacon => beacon.values.v13)).to.deep.equal(['close']);
    });

    it('counts a click on the label inside a banner button for the button', async () => {
        await open();
        await bannerLoaded();
        await page.click('#accept-label', 700);
        expect(links().map(beacon => beacon.values.events)).to.deep.equal(['event297']);
    });

    it('does nothing while the consent banner has not loaded', async () => {
        await open();
        page.sent.length = 0;
        conditionFailed.length = 0;
        page.dispatchClick('#truste-consent-button');
        await page.click('#truste-preferences-link', 2000);
        expect(page.sent).to.deep.equal([]);
        expect(conditionFailed.filter(id => id === 'consent-banner-action')).to.have.length(2);
    });

    it("tracks an EU visitor's acceptance under the consent it gives", async () => {
        await open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        page.bannerArrives();
        await page.clock.tickAsync(100);
        expect(page.sent, 'nothing before the choice').to.deep.equal([]);
        bannerRecords('truste-consent-button', '0,1,2:');
        await page.click('#truste-consent-button', 3000);
        expect(links()).to.have.length(1);
        expect(links()[0].values).to.include({ pev2: 'consent:accept', v13: 'accept', events: 'event297' });
    });

    it("sends nothing for an EU visitor's rejection: the choice withholds consent", async () => {
        await open('https://www.alderway.de/', { notice_behavior: 'expressed,eu' });
        page.bannerArrives();
        await page.clock.tickAsync(100);
        bannerRecords('truste-consent-required', '0:');
        await page.click('#truste-consent-required', 3000);
        expect(page.sent).to.deep.equal([]);
    });

    it("tracks a US visitor's rejection, as consent there stays implied", async () => {
        await open('https://www.alderway.com/');
        await bannerLoaded();
        bannerRecords('truste-consent-required', '0:');
        await page.click('#truste-consent-required', 700);
        expect(links().map(beacon => beacon.values.events)).to.deep.equal(['event201']);
    });

    describe("in the preference manager (the provider's own frame: no click reaches the page)", () => {
        /** The frame posts the visitor's choice to the page, from its origin. */
        function preferenceManagerPosts(message: string, data?: unknown, origin = 'https://consent-pref.trustarc.com'): void {
            testDom.window.dispatchEvent(
                new testDom.window.MessageEvent('message', {
                    origin,
                    data: JSON.stringify({ source: 'preference_manager', message, ...(data === undefined ? {} : { data }) })
                })
            );
        }

        for (const [message, data, action, event] of [
            ['submit_preferences', { value: '0,1,2' }, 'allow all', 'event297'],
            ['submit_preferences', '0,1,2', 'allow all', 'event297'],
            ['process_iab_accept_all', undefined, 'allow all', 'event297'],
            ['submit_preferences', { value: '0,1' }, 'save settings', 'event297'],
            ['process_gpp_reject_all', undefined, 'reject', 'event201']
        ] as const) {
            it(`tracks ${message} ${JSON.stringify(data ?? '')} as "${action}" (${event})`, async () => {
                await open();
                await bannerLoaded();
                preferenceManagerPosts(message, data);
                await page.clock.tickAsync(700);
                expect(links()).to.have.length(1);
                expect(links()[0].values).to.include({ pev2: `consent:${action}`, v13: action, events: event });
            });
        }

        it("does not count the banner's own message, whose button click is tracked already", async () => {
            await open();
            await bannerLoaded();
            preferenceManagerPosts('submit_preferences', { value: '0,1,2' }, 'https://www.alderway.com');
            await page.clock.tickAsync(700);
            expect(links()).to.deep.equal([]);
        });

        it('tracks the mobile "manage preferences" button like the desktop one', async () => {
            await open();
            testDom.window.document.getElementById('truste-show-consent')!.id = 'truste-show-consent2';
            await bannerLoaded();
            await page.click('#truste-show-consent2', 700);
            expect(links().map(beacon => beacon.values.events)).to.deep.equal(['event299']);
        });
    });
});
