import { expect } from 'chai';
import { EXTERNAL_TAGS } from '../../../src/config/external-tags';
import { ExternalTagsRule } from '../../../src/rules/external-tags-rule';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

/** The tag scripts the page holds, by id (jsdom fetches none: the elements are the network edge). */
function tagScripts(): string[] {
    return [...testDom.window.document.querySelectorAll('script')]
        .map(script => EXTERNAL_TAGS.find(row => row.url === script.src)?.id)
        .filter((id): id is string => id !== undefined);
}

/** The whole container on a page, as the bundle builds it: the tags' module and rule are among its modules. */
function tagsPage(url: string, cookies: Record<string, string>): AnalyticsTestPage {
    return new AnalyticsTestPage(url, cookies);
}

describe('ExternalTagsRule', () => {
    let page: AnalyticsTestPage | undefined;

    afterEach(() => {
        page?.stop();
        page = undefined;
    });

    it("subscribes to the window's load and the named events of the property's table, each once", () => {
        expect(ExternalTagsRule.trigger).to.deep.equal([{ type: 'window-loaded' }, { type: 'direct-call', identifier: 'careers survey' }]);
    });

    it('on a US rental page loads each applicable tag once, after the page view, and no other', async () => {
        captureConsole();
        page = tagsPage('https://www.alderway.com/', RETURNING_VISITOR);
        const beaconsAtFirstTag: number[] = [];
        new testDom.window.MutationObserver(() => {
            if (tagScripts().length > 0 && beaconsAtFirstTag.length === 0) {
                beaconsAtFirstTag.push(page!.sent.length);
            }
        }).observe(testDom.window.document, { childList: true, subtree: true });
        page.start();
        await page.clock.tickAsync(5000);
        expect(tagScripts().sort()).to.deep.equal(['ad-pixel', 'chat-widget', 'site-health']);
        expect(beaconsAtFirstTag[0], 'beacons sent when the first tag went in').to.be.greaterThan(0);
    });

    it('on an EU page without a choice loads the required tag only', async () => {
        captureConsole();
        page = tagsPage('https://www.alderway.co.uk/', { ...RETURNING_VISITOR, notice_behavior: 'expressed,eu' });
        page.start();
        await page.clock.tickAsync(5000);
        expect(tagScripts()).to.deep.equal(['site-health']);
    });

    it("loads a named rule event's tag when page code tracks the event", async () => {
        captureConsole();
        page = tagsPage('https://careers.alderway.com/', RETURNING_VISITOR);
        page.start();
        await page.clock.tickAsync(5000);
        expect(tagScripts()).to.deep.equal(['site-health']);
        (testDom.window as unknown as { _satellite: { track(name: string): void } })._satellite.track('careers survey');
        await page.clock.tickAsync(3000);
        expect(tagScripts()).to.deep.equal(['site-health', 'careers-survey']);
    });
});
