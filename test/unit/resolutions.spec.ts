import { expect } from 'chai';
import { ActivationLog } from '../../src/runtime/activation-log';
import { captureConsole } from './console-capture';
import { AnalyticsTestPage } from './extensions/analytics/analytics-test-page';
import { testDom } from './setup';

/**
 * What inversify constructs before the window's load event on a rental page: the services the
 * page uses, the runtime's parts, the extensions' entry points and the rules that ran. Every
 * other class is a part a service builds with `new`, which costs the page no planning. The
 * ceiling keeps it so: a helper bound in a module shows up here.
 */
const MOST_BEFORE_LOAD = 31;

describe('Inversify resolutions up to window load', () => {
    let page: AnalyticsTestPage;

    afterEach(() => page.stop());

    /** Opens `url` with the document still loading, runs everything up to DOM ready, then loads the window. */
    async function constructedBeforeLoad(url: string, cookies?: Record<string, string>): Promise<{ before: string[]; after: string[] }> {
        captureConsole();
        page = new AnalyticsTestPage(url, cookies, { pageName: 'home' });
        // jsdom loads the page on its own: its load event waits until the test says the window loaded.
        Object.defineProperty(testDom.window.document, 'readyState', { value: 'interactive', configurable: true });
        let loaded = false;
        testDom.window.addEventListener('load', event => loaded || event.stopImmediatePropagation(), true);
        page.start();
        await page.clock.tickAsync(1000);
        const before = ActivationLog.of(page.container).entries.map(entry => entry.name);
        Object.defineProperty(testDom.window.document, 'readyState', { value: 'complete', configurable: true });
        loaded = true;
        testDom.window.dispatchEvent(new testDom.window.Event('load'));
        await page.clock.tickAsync(5000);
        const after = ActivationLog.of(page.container)
            .entries.map(entry => entry.name)
            .slice(before.length);
        return { before, after };
    }

    it(`constructs at most ${MOST_BEFORE_LOAD} classes on the rental home before load, first visit and returning`, async () => {
        // A first visit (no ids yet: the /id calls go) and a returning visitor (ids and consent in cookies).
        for (const cookies of [{ notice_behavior: 'implied,us' }, undefined]) {
            const { before } = await constructedBeforeLoad('https://www.alderway.com/', cookies);
            expect(before.length, before.join(', ')).to.be.at.most(MOST_BEFORE_LOAD);
            if (cookies) {
                expect(
                    page.urls().filter(url => url.includes('/id?')),
                    'identity calls'
                ).not.to.deep.equal([]);
            } else {
                // The page view went: the count is of a page that did its work, not of one that stood down.
                expect(
                    page.decodedBeacons().filter(beacon => !beacon.values.pe),
                    'page views'
                ).to.have.length(1);
            }
            page.stop();
        }
        await constructedBeforeLoad('https://www.alderway.com/');
    });

    it("constructs the services, runtime parts and rules, never a service's parts", async () => {
        const { before, after } = await constructedBeforeLoad('https://www.alderway.com/');
        const all = [...before, ...after];
        expect(all).to.include.members([
            'CookieServiceImpl',
            'ConsentServiceImpl',
            'VisitorServiceImpl',
            'TrackerServiceImpl',
            'PropertyImpl',
            'RuleEngineImpl',
            'PageViewRule'
        ]);
        for (const part of [
            'VisitorInstance',
            'AmcvStore',
            'VisitorRegistry',
            'OptIn',
            'PageViewPlugins',
            'HitDelivery',
            'DomainDirectoryImpl',
            'PageHostImpl',
            'ErrorBoundary',
            'HostAuthorizationImpl',
            'QueryParamsImpl'
        ]) {
            expect(all, part).not.to.include(part);
        }
        // Each constructed once: singletons.
        expect(new Set(all).size, all.join(', ')).to.equal(all.length);
    });
});
