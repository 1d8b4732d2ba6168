import { expect } from 'chai';
import * as sinon from 'sinon';
import { CookieService } from '../../../../src/services/cookie-service';
import { ScriptLoader } from '../../../../src/services/script-loader';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { resetTestPage } from '../../test-container';
import { answer, ASSETS, scriptUrls, statuses, tagPage } from './tag-test-page';

const US = { notice_behavior: 'implied,us' };
const EU = { notice_behavior: 'expressed,eu' };

describe('TagLoader', () => {
    let clock: sinon.SinonFakeTimers;

    beforeEach(() => {
        clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    it("loads each applicable tag once, at the window's load, in idle time; nothing before", async () => {
        const { loader, container } = tagPage('https://www.alderway.com/', US);
        await clock.tickAsync(10);
        expect(scriptUrls()).to.deep.equal([]);
        loader.reached({ $type: 'window-loaded' });
        expect(scriptUrls(), 'not in the same task: in idle time').to.deep.equal([]);
        await clock.tickAsync(10);
        expect(scriptUrls()).to.deep.equal([`${ASSETS}/health.js`, `${ASSETS}/pixel.js`, `${ASSETS}/chat.js`]);
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        expect(scriptUrls()).to.have.length(3);
        answer(`${ASSETS}/pixel.js`, 'load');
        await clock.tickAsync(0);
        expect(statuses(container)).to.include({ pixel: 'loaded', chat: 'loading', health: 'loading', survey: 'not applicable' });
    });

    it('loads a tag that can wait only once the page view has left; an eager one does not wait for it', async () => {
        let left!: () => void;
        const pageView = new Promise<void>(resolve => (left = resolve));
        const { loader } = tagPage('https://careers.alderway.com/', US, { pageView: () => pageView });
        loader.reached({ $type: 'window-loaded' });
        loader.reached({ $type: 'direct-call', identifier: 'survey due' });
        await clock.tickAsync(1000);
        expect(scriptUrls(), 'the eager survey only').to.deep.equal([`${ASSETS}/survey.js`]);
        left();
        await clock.tickAsync(10);
        expect(scriptUrls()).to.deep.equal([`${ASSETS}/survey.js`, `${ASSETS}/health.js`]);
    });

    it('counts a tag with a global as loaded once the global exists, and polls 40 times every 250 ms for it', async () => {
        const console = captureConsole();
        const { loader, container } = tagPage('https://www.alderway.com/', US);
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        answer(`${ASSETS}/chat.js`, 'load');
        await clock.tickAsync(250 * 20);
        expect(statuses(container).chat).to.equal('loading');
        (testDom.window as unknown as Record<string, unknown>).chat = { ready: true };
        await clock.tickAsync(250);
        expect(statuses(container).chat).to.equal('loaded');
        expect(console.lines('warn')).to.deep.equal([]);

        const second = tagPage('https://www.alderway.com/', US);
        second.loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        answer(`${ASSETS}/chat.js`, 'load');
        await clock.tickAsync(250 * 40);
        expect(console.lines('warn')).to.deep.equal([
            '🚀 The tag chat did not load: Bailing out. Cannot find the variable name: "chat.ready".'
        ]);
        expect(statuses(second.container).chat).to.equal('failed: Bailing out. Cannot find the variable name: "chat.ready".');
    });

    it("says a failed load once, with the tag's id, and the other tags go on", async () => {
        const console = captureConsole();
        const { loader, container } = tagPage('https://www.alderway.com/', US);
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        answer(`${ASSETS}/pixel.js`, 'error');
        answer(`${ASSETS}/health.js`, 'load');
        await clock.tickAsync(0);
        expect(console.lines('warn')).to.deep.equal([`🚀 The tag pixel did not load: Failed to load the script ${ASSETS}/pixel.js.`]);
        expect(statuses(container)).to.include({ pixel: `failed: Failed to load the script ${ASSETS}/pixel.js.`, health: 'loaded' });
    });

    it('gives up on a tag that never answers after the load timeout, 30000 ms', async () => {
        const console = captureConsole();
        const { loader } = tagPage('https://www.alderway.com/', US);
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        answer(`${ASSETS}/health.js`, 'load');
        answer(`${ASSETS}/chat.js`, 'load');
        (testDom.window as unknown as Record<string, unknown>).chat = { ready: true };
        await clock.tickAsync(29980);
        expect(console.lines('warn')).to.deep.equal([]);
        await clock.tickAsync(20);
        expect(console.lines('warn')).to.deep.equal([
            `🚀 The tag pixel did not load: Loading the script ${ASSETS}/pixel.js took longer than 30000 ms.`
        ]);
    });

    it('loads nothing where no row applies, and says so', async () => {
        const { loader, container } = tagPage('https://www.alderway.com/', US, {
            tags: [
                { id: 'elsewhere', url: `${ASSETS}/x.js`, loadsAt: 'page-bottom', appliesTo: { hosts: ['www.alderway.ca'] }, category: 0 }
            ]
        });
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(100);
        expect(scriptUrls()).to.deep.equal([]);
        expect(statuses(container)).to.deep.equal({ elsewhere: 'not applicable' });
    });

    it('loads a tag of a named rule event when page code tracks that event, and an eager one without waiting for idle time', () => {
        const { loader } = tagPage('https://careers.alderway.com/', US);
        loader.reached({ $type: 'direct-call', identifier: 'another event' });
        expect(scriptUrls()).to.deep.equal([]);
        loader.reached({ $type: 'direct-call', identifier: 'survey due' });
        expect(scriptUrls()).to.deep.equal([`${ASSETS}/survey.js`]);
    });

    it("gives the row's SRI hash to the script", async () => {
        const { loader } = tagPage('https://www.alderway.com/', US, {
            tags: [
                {
                    id: 'pinned',
                    url: `${ASSETS}/pinned.js`,
                    integrity: 'sha384-abc',
                    loadsAt: 'page-bottom',
                    appliesTo: { siteTypes: ['rental'] },
                    category: 0
                }
            ]
        });
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        expect(testDom.window.document.querySelector('script')?.integrity).to.equal('sha384-abc');
    });

    it("contains a load that throws: one warning with the tag's id, and the other tags go on", async () => {
        const console = captureConsole();
        const { loader, container } = tagPage('https://www.alderway.com/', US, {
            setup: (_window, container) => {
                const scripts = container.get<ScriptLoader>(ScriptLoader);
                const original = scripts.loadScript.bind(scripts);
                sinon.stub(scripts, 'loadScript').callsFake((url, options) => {
                    if (url.endsWith('/pixel.js')) {
                        throw new Error('boom');
                    }
                    return original(url, options);
                });
            }
        });
        loader.reached({ $type: 'window-loaded' });
        loader.reached({ $type: 'window-loaded' });
        await clock.tickAsync(10);
        expect(console.lines('warn')).to.deep.equal(['🚀 The tag pixel did not load: boom']);
        expect(scriptUrls()).to.deep.equal([`${ASSETS}/health.js`, `${ASSETS}/chat.js`]);
        expect(statuses(container).pixel).to.equal('failed: boom');
    });

    describe('and consent', () => {
        function allReached(loader: { reached(event: { $type: string }): void }): void {
            for (const moment of ['page-bottom', 'dom-ready', 'window-loaded']) {
                loader.reached({ $type: moment });
            }
        }

        it('holds functional and advertising tags for an EU visitor without a choice; the required one loads', async () => {
            const { loader, container } = tagPage('https://www.alderway.com/', EU);
            allReached(loader);
            await clock.tickAsync(1000);
            expect(scriptUrls()).to.deep.equal([`${ASSETS}/health.js`]);
            expect(statuses(container)).to.include({
                pixel: 'waiting for consent: advertising consent (category 2) in the banner',
                chat: 'waiting for consent: functional consent (category 1) in the banner'
            });
        });

        it('loads each waiting tag once when the visitor accepts later on the page, without a reload', async () => {
            const { loader } = tagPage('https://www.alderway.com/', EU);
            allReached(loader);
            await clock.tickAsync(100);
            testDom.window.document.cookie = 'notice_gdpr_prefs=0,1,2:; path=/';
            testDom.window.postMessage(
                JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value: '0,1,2' } }),
                '*'
            );
            await clock.tickAsync(1000);
            expect(scriptUrls().sort()).to.deep.equal([`${ASSETS}/chat.js`, `${ASSETS}/health.js`, `${ASSETS}/pixel.js`]);
            testDom.window.postMessage(
                JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value: '0,1,2' } }),
                '*'
            );
            await clock.tickAsync(1000);
            expect(scriptUrls()).to.have.length(3);
        });

        it('loads only the categories chosen: functional without advertising', async () => {
            const { loader } = tagPage('https://www.alderway.com/', { ...EU, notice_gdpr_prefs: '0,1:' });
            allReached(loader);
            await clock.tickAsync(100);
            expect(scriptUrls().sort()).to.deep.equal([`${ASSETS}/chat.js`, `${ASSETS}/health.js`]);
        });

        it('loads nothing more after a withdrawal, even a tag already waiting for idle time', async () => {
            const { loader, container } = tagPage('https://www.alderway.com/', { ...EU, notice_gdpr_prefs: '0,1,2:' });
            loader.reached({ $type: 'window-loaded' });
            testDom.window.document.cookie = 'notice_gdpr_prefs=0:; path=/';
            container.get<CookieService>(CookieService).refresh();
            await clock.tickAsync(100);
            expect(scriptUrls()).to.deep.equal([`${ASSETS}/health.js`]);
            expect(statuses(container)).to.include({
                pixel: 'waiting for consent: advertising consent (category 2) in the banner',
                chat: 'waiting for consent: functional consent (category 1) in the banner'
            });
        });

        describe('on a TCF host', () => {
            /** The page's CMP (an edge): answers addEventListener with `first`, and later with what `decide` is given. */
            function cmp(first: unknown): { install(window: Record<string, unknown>): void; decide(data: unknown): void } {
                const listeners: Array<(data: unknown, success: boolean) => void> = [];
                return {
                    install: (window: Record<string, unknown>) => {
                        window.__tcfapi = (command: string, _version: number, callback: (data: unknown, success: boolean) => void) => {
                            if (command === 'addEventListener') {
                                listeners.push(callback);
                                callback(first, true);
                            }
                        };
                    },
                    decide: (data: unknown) => listeners.forEach(listener => listener(data, true))
                };
            }

            it("holds a vendor's tag while the CMP refuses the vendor, whatever the banner says; loads it when the CMP consents", async () => {
                const consentManager = cmp({ gdprApplies: true, eventStatus: 'useractioncomplete', vendor: { consents: { 565: true } } });
                const { loader, container } = tagPage(
                    'https://www.alderway.de/',
                    { ...EU, notice_gdpr_prefs: '0,1,2:' },
                    { setup: window => consentManager.install(window) }
                );
                allReached(loader);
                await clock.tickAsync(100);
                expect(scriptUrls().sort()).to.deep.equal([`${ASSETS}/chat.js`, `${ASSETS}/health.js`]);
                expect(statuses(container).pixel).to.equal("waiting for consent: the CMP's consent for IAB vendor 755");
                consentManager.decide({
                    gdprApplies: true,
                    eventStatus: 'useractioncomplete',
                    vendor: { consents: { 565: true, 755: true } }
                });
                await clock.tickAsync(100);
                expect(scriptUrls()).to.include(`${ASSETS}/pixel.js`);
            });

            it('counts a CMP that has not been answered yet (its UI shown), or none at all, as no consent', async () => {
                const shown = cmp({ gdprApplies: true, eventStatus: 'cmpuishown' });
                const first = tagPage(
                    'https://www.alderway.de/',
                    { ...EU, notice_gdpr_prefs: '0,1,2:' },
                    { setup: window => shown.install(window) }
                );
                first.loader.reached({ $type: 'window-loaded' });
                await clock.tickAsync(100);
                expect(scriptUrls()).not.to.include(`${ASSETS}/pixel.js`);
                const none = tagPage('https://www.alderway.de/', { ...EU, notice_gdpr_prefs: '0,1,2:' });
                none.loader.reached({ $type: 'window-loaded' });
                await clock.tickAsync(100);
                expect(scriptUrls()).to.deep.equal([`${ASSETS}/health.js`, `${ASSETS}/chat.js`]);
            });

            it("loads the vendor's tag where the CMP says GDPR does not apply", async () => {
                const outside = cmp({ gdprApplies: false, eventStatus: 'tcloaded' });
                const { loader } = tagPage(
                    'https://www.alderway.de/',
                    { ...EU, notice_gdpr_prefs: '0,1,2:' },
                    { setup: window => outside.install(window) }
                );
                loader.reached({ $type: 'window-loaded' });
                await clock.tickAsync(100);
                expect(scriptUrls()).to.include(`${ASSETS}/pixel.js`);
            });
        });
    });
});
