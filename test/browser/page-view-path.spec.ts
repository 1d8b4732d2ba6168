import { expect } from 'chai';
import { CONSENT_RECHECK_DELAY_MS } from '../../src/services/consent-service';
import type { BenchPage } from './bench';
import { bench } from './fixture';

const CONTAINER_SCRIPT = /\/tag\/container[^/?#]*\.js/;

/** An element the container put into the page, and when. */
interface Insertion {
    readonly what: string;
    readonly at: number;
}

/**
 * Records every element the container's code inserts (appendChild, insertBefore, append, prepend,
 * by the container's own frames on the stack), as `TAG url` with its page time.
 */
const RECORD_INSERTIONS = `(function () {
  var pattern = ${CONTAINER_SCRIPT.toString()};
  var log = window.__containerInsertions = [];
  function mine() { return pattern.test(String(new Error().stack || '')); }
  function note(node) {
    if (node && node.nodeType === 1 && mine()) {
      log.push({ what: node.tagName + ' ' + (node.getAttribute('src') || node.getAttribute('href') || node.id || ''), at: performance.now() });
    }
  }
  [['appendChild', 0], ['insertBefore', 0]].forEach(function (pair) {
    var original = Node.prototype[pair[0]];
    Node.prototype[pair[0]] = function (node) { note(node); return original.apply(this, arguments); };
  });
  ['append', 'prepend'].forEach(function (name) {
    var original = Element.prototype[name];
    Element.prototype[name] = function () { Array.prototype.forEach.call(arguments, note); return original.apply(this, arguments); };
  });
})();`;

/** What a page view may need before it leaves: the consent banner, the ids (identity), personalization (its file and the pre-hiding style), kept hits (outbox). */
const PAGE_VIEW_NEEDS = [
    /^(LINK|SCRIPT) https:\/\/consent\.trustarc\.com\//,
    /^SCRIPT https:\/\/[^/]+\/tag\/container\.min\.(identity|personalization|outbox)\.js/,
    /^STYLE at-body-style$/
];

/**
 * What goes in once the window has loaded, in idle time: the after-load file and the id-sync
 * iframe. A cached visit's page view leaves before; a first visit's waits for the visitor ids
 * (three /id answers), and these may go in while it waits.
 */
const AFTER_WINDOW_LOAD = [/^SCRIPT https:\/\/[^/]+\/tag\/container\.min\.after-load\.js/, /^IFRAME https:\/\/[^/]+\/dest5\.html/];

/** Loads `url` in `page` and waits until all the load makes the page do is done, the page view sent. */
async function load(page: BenchPage, url: string): Promise<{ insertions: Insertion[]; pageView: number; windowLoad: number }> {
    await page.visit(url);
    await page.page.waitForFunction(() => performance.getEntriesByType('resource').some(entry => entry.name.includes('/b/ss/')));
    await page.waitForLazyFile('after-load');
    await page.settled();
    await page.afterPageTimers(CONSENT_RECHECK_DELAY_MS);
    return page.page.evaluate(() => ({
        insertions: (window as unknown as { __containerInsertions: Insertion[] }).__containerInsertions,
        pageView: performance.getEntriesByType('resource').find(entry => entry.name.includes('/b/ss/'))!.startTime,
        windowLoad: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
    }));
}

describe("What the container puts on the page view's path in Chromium", () => {
    for (const { name, url } of [
        { name: 'the rental home', url: 'https://www.alderway.com/' },
        { name: 'a careers job page', url: 'https://careers.alderway.com/jobs/J-1042' }
    ]) {
        it(`${name}, first and cached (third) visit: before the page view, only what it or the consent banner needs; the after-load file and the id syncs only after the window's load`, async () => {
            const context = await bench().newContext();
            await context.addInitScript(RECORD_INSERTIONS);
            for (let visit = 1; visit <= 3; visit++) {
                const page = await bench().newContextPage(context);
                const { insertions, pageView, windowLoad } = await load(page, url);
                const described =
                    `visit ${visit}, window loaded at ${Math.round(windowLoad)} ms, page view at ${Math.round(pageView)} ms:\n` +
                    insertions.map(insertion => `${Math.round(insertion.at)} ms ${insertion.what}`).join('\n');
                if (visit !== 2) {
                    const allowed = visit === 1 ? [...PAGE_VIEW_NEEDS, ...AFTER_WINDOW_LOAD] : PAGE_VIEW_NEEDS;
                    const before = insertions.filter(insertion => insertion.at < pageView).map(insertion => insertion.what);
                    expect(
                        before.filter(what => !allowed.some(need => need.test(what))),
                        described
                    ).to.deep.equal([]);
                    const late = insertions.filter(insertion => AFTER_WINDOW_LOAD.some(pattern => pattern.test(insertion.what)));
                    expect(late.length, described).to.be.at.least(1);
                    expect(
                        late.filter(insertion => insertion.at < windowLoad),
                        described
                    ).to.deep.equal([]);
                }
                await page.page.close();
            }
        });
    }

    it('inserts nothing that forces a style recalculation or a layout as the rental home loads, first and cached (third) visit', async () => {
        const context = await bench().newContext();
        for (let visit = 1; visit <= 3; visit++) {
            const page = await bench().newContextPage(context);
            const traced = visit !== 2;
            if (traced) {
                await bench().browser.startTracing(page.page, {
                    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack']
                });
            }
            await load(page, 'https://www.alderway.com/');
            if (traced) {
                // The control: the page itself forcing a layout is seen by the same trace.
                await page.page.evaluate(() => {
                    document.body.style.paddingBottom = '3px';
                    return document.body.offsetHeight;
                });
                const trace = JSON.parse((await bench().browser.stopTracing()).toString()) as {
                    traceEvents: Array<{
                        name: string;
                        args?: { beginData?: { stackTrace?: Array<{ url: string; functionName: string }> } };
                    }>;
                };
                const forced = trace.traceEvents
                    .filter(
                        event => (event.name === 'Layout' || event.name === 'UpdateLayoutTree') && event.args?.beginData?.stackTrace?.length
                    )
                    .map(event => ({ name: event.name, stack: event.args!.beginData!.stackTrace! }));
                expect(forced.length, "the page's own forced layout is in the trace").to.be.at.least(1);
                // The page-activity meter reads the layout on purpose, once a frame, in a frame
                // callback (the frame's own style and layout come right after): not an insertion.
                const ours = forced.filter(
                    work =>
                        work.stack.some(frame => CONTAINER_SCRIPT.test(frame.url)) &&
                        !work.stack.some(frame => frame.functionName === 'measure' && /\.after-load\.js/.test(frame.url))
                );
                expect(
                    ours.map(
                        work =>
                            `${work.name} ← ${work.stack.map(frame => `${frame.functionName}@${frame.url.replace(/.*\//, '')}`).join(' ← ')}`
                    ),
                    `visit ${visit}`
                ).to.deep.equal([]);
            }
            await page.page.close();
        }
    });
});
