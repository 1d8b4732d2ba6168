import { expect } from 'chai';
import type { AnalyticsTracker } from '../../../src/extensions/analytics/analytics-tracker';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../extensions/analytics/analytics-test-page';
import { MID, ORG } from '../extensions/visitor/visitor-test-page';
import { testDom } from '../setup';

/**
 * Page code written against AppMeasurement 2.x, run on `s`, against what the library's rules
 * (docs/protocols.md §2, and Adobe's documentation of each call) say the beacons and the
 * return values are. `null` in an expected beacon: the parameter is not sent.
 */
type S = AnalyticsTracker & Record<string, any>;

interface Row {
    /** The page code, as a site developer writes it. */
    readonly code: string;
    /** Where the rule comes from. */
    readonly rule: string;
    readonly run: (s: S, page: AnalyticsTestPage) => unknown;
    /** The page's address; the referrer the browser reports. */
    readonly url?: string;
    readonly referrer?: string;
    /** A first visit: the visitor's ids are still being asked for while the code runs. */
    readonly idsPending?: boolean;
    /** The container's own page view of the page is among the beacons checked (first). */
    readonly withPageView?: boolean;
    readonly beacons?: ReadonlyArray<Readonly<Record<string, string | null>>>;
    /** The context-data blocks (`c.` … `.c`) of the beacons, in order; '' for none. */
    readonly contextData?: readonly string[];
    readonly transports?: readonly string[];
    readonly returns?: unknown;
    readonly warns?: readonly string[];
}

const LINK = { pe: 'lnk_o' };
const PAGE_VIEW = { pe: null };

const ROWS: Row[] = [
    // The snapshot at call time: the wait for the ids may only fill in the ids.
    {
        code: "s.eVar41 = 'a'; s.t(); s.clearVars()",
        rule: 'docs/protocols.md §2.8 order of one hit',
        run: s => {
            s.eVar41 = 'a';
            s.t();
            s.clearVars();
        },
        beacons: [{ v41: 'a' }]
    },
    {
        code: "s.pageName = 'one'; s.t(); s.pageName = 'two'; s.t()",
        rule: 'docs/protocols.md §2.8 order of one hit',
        run: s => {
            s.pageName = 'one';
            s.t();
            s.pageName = 'two';
            s.t();
        },
        beacons: [{ pageName: 'one' }, { pageName: 'two' }]
    },
    {
        code: "s.eVar7 = 'x'; s.t(); s.eVar7 = 'y'; s.tl(true, 'o', 'cta'), while the ids are asked for",
        rule: 'docs/protocols.md §2.8 wait queue',
        idsPending: true,
        run: s => {
            s.eVar7 = 'x';
            s.t();
            s.eVar7 = 'y';
            s.tl(true, 'o', 'cta');
        },
        beacons: [
            { v7: 'x', mid: MID, ...PAGE_VIEW },
            { v7: 'y', mid: MID, ...LINK, pev2: 'cta' }
        ]
    },
    {
        code: "s.contextData.step = 'one'; s.t(); s.contextData.step = 'two'; s.t(), while the ids are asked for",
        rule: 'docs/protocols.md §2.8 wait queue',
        idsPending: true,
        run: s => {
            s.contextData.step = 'one';
            s.t();
            s.contextData.step = 'two';
            s.t();
        },
        contextData: ['c.&step=one&.c', 'c.&step=two&.c']
    },
    // clearVars(): Adobe's list (prop1-75, eVar1-250, hier1-5, list1-3, events, products, channel, purchaseID, transactionID, state, zip, campaign).
    {
        code: "s.prop75 = s.eVar250 = s.hier5 = s.list3 = s.events = s.products = s.channel = s.purchaseID = s.transactionID = s.state = s.zip = s.campaign = 'x'; s.clearVars()",
        rule: 'clearVars()',
        run: s => {
            const names = [
                'prop75',
                'eVar250',
                'hier5',
                'list3',
                'events',
                'products',
                'channel',
                'purchaseID',
                'transactionID',
                'state',
                'zip',
                'campaign'
            ];
            names.forEach(name => (s[name] = 'x'));
            s.clearVars();
            return names.filter(name => s[name] !== undefined);
        },
        returns: []
    },
    {
        code: "s.pageName = 'p'; s.server = 'srv'; s.pageType = 'errorPage'; s.contextData.k = 'v'; s.linkTrackVars = 'eVar1'; s.linkTrackEvents = 'event1'; s.clearVars()",
        rule: 'clearVars()',
        run: s => {
            Object.assign(s, { pageName: 'p', server: 'srv', pageType: 'errorPage', linkTrackVars: 'eVar1', linkTrackEvents: 'event1' });
            s.contextData.k = 'v';
            s.clearVars();
            return [s.pageName, s.server, s.pageType, s.contextData, s.linkTrackVars, s.linkTrackEvents];
        },
        returns: ['p', 'srv', 'errorPage', { k: 'v' }, 'eVar1', 'event1']
    },
    {
        code: "s.linkTrackVars = 'eVar1'; s.clearVars(); s.eVar1 = 'one'; s.eVar2 = 'two'; s.tl(true, 'o', 'after')",
        rule: 'docs/protocols.md §2.5, clearVars()',
        run: s => {
            s.linkTrackVars = 'eVar1';
            s.clearVars();
            s.eVar1 = 'one';
            s.eVar2 = 'two';
            s.tl(true, 'o', 'after');
        },
        beacons: [{ ...LINK, v1: 'one', v2: null }]
    },
    // The referrer: the document's on the tracker's first hit; one page code sets on its hit.
    {
        code: 's.t(), on a page reached from a search',
        rule: 'docs/protocols.md §2.2 referrer',
        referrer: 'https://www.search.example/?q=cars',
        withPageView: true,
        run: s => s.t(),
        beacons: [{ r: 'https://www.search.example/?q=cars' }, { r: null }]
    },
    {
        code: "s.referrer = 'https://partner.example/offer'; s.t(); s.t()",
        rule: 'docs/protocols.md §2.2 referrer, docs/protocols.md §2.8 step 14',
        referrer: 'https://www.search.example/',
        run: s => {
            s.referrer = 'https://partner.example/offer';
            s.t();
            s.t();
        },
        beacons: [{ r: 'https://partner.example/offer' }, { r: null }]
    },
    {
        code: 'a page at ?adobe_mc_ref=https%3A%2F%2Fpartner.example%2F',
        rule: 'docs/protocols.md §2.2 referrer',
        withPageView: true,
        url: 'https://www.alderway.com/?adobe_mc_ref=https%3A%2F%2Fpartner.example%2F',
        referrer: 'https://www.search.example/',
        run: () => undefined,
        beacons: [{ r: 'https://partner.example/' }]
    },
    {
        code: 'a page at ?adobe_mc_ref= (empty)',
        rule: 'docs/protocols.md §2.2 referrer',
        withPageView: true,
        url: 'https://www.alderway.com/?adobe_mc_ref=',
        referrer: 'https://www.search.example/',
        run: () => undefined,
        beacons: [{ r: null }]
    },
    // abort, useBeacon: one hit each.
    {
        code: 's.abort = true; s.t(); s.t()',
        rule: 'docs/protocols.md §2.8 abort',
        run: s => {
            s.abort = true;
            s.t();
            s.t();
            return s.abort;
        },
        beacons: [PAGE_VIEW],
        returns: undefined
    },
    {
        code: "s.abort = true; s.tl(true, 'o', 'x'); s.tl(true, 'o', 'y')",
        rule: 'docs/protocols.md §2.8 abort',
        run: s => {
            s.abort = true;
            s.tl(true, 'o', 'x');
            s.tl(true, 'o', 'y');
        },
        beacons: [{ pev2: 'y' }]
    },
    {
        code: 's.useBeacon = true; s.t(); s.t()',
        rule: 'docs/protocols.md §2.3',
        run: s => {
            s.useBeacon = true;
            s.t();
            s.t();
        },
        transports: ['sendBeacon', 'image']
    },
    // Link filtering.
    {
        code: "s.linkTrackVars = 'events,eVar1'; s.linkTrackEvents = 'None'; s.events = 'event1'; s.eVar1 = 'a'; s.tl(true, 'o', 'n')",
        rule: 'docs/protocols.md §2.5',
        run: s => {
            Object.assign(s, { linkTrackVars: 'events,eVar1', linkTrackEvents: 'None', events: 'event1', eVar1: 'a' });
            s.tl(true, 'o', 'n');
        },
        beacons: [{ events: null, v1: 'a' }]
    },
    {
        code: "s.linkTrackVars = 'None'; s.linkTrackEvents = 'event1'; s.events = 'event1,event2=3'; s.eVar1 = 'a'; s.tl(true, 'o', 'n')",
        rule: 'docs/protocols.md §2.5 (observed)',
        run: s => {
            Object.assign(s, { linkTrackVars: 'None', linkTrackEvents: 'event1', events: 'event1,event2=3', eVar1: 'a' });
            s.tl(true, 'o', 'n');
        },
        beacons: [{ events: 'event1', v1: null, pageName: 'home' }]
    },
    {
        code: "s.linkTrackVars = ''; s.eVar3 = 'x'; s.events = 'event4'; s.tl(true, 'o', 'n')",
        rule: 'docs/protocols.md §2.5',
        run: s => {
            Object.assign(s, { linkTrackVars: '', eVar3: 'x', events: 'event4' });
            s.tl(true, 'o', 'n');
        },
        beacons: [{ v3: 'x', events: 'event4' }]
    },
    {
        code: "s.linkTrackVars = 'contextData.keep'; s.contextData = { keep: '1', drop: '2' }; s.tl(true, 'o', 'n')",
        rule: 'docs/protocols.md §2.4, §2.5',
        run: s => {
            s.linkTrackVars = 'contextData.keep';
            s.contextData = { keep: '1', drop: '2' };
            s.tl(true, 'o', 'n');
        },
        contextData: ['c.&keep=1&.c']
    },
    // Overrides stand in for the tracker's variables on one hit, then the tracker is as it was.
    {
        code: "s.contextData = { a: '1' }; s.tl(true, 'o', 'n', { contextData: { b: '2' } })",
        rule: 'docs/protocols.md §2.8 steps 2 and 15',
        run: s => {
            s.contextData = { a: '1' };
            s.tl(true, 'o', 'n', { contextData: { b: '2' } });
            return s.contextData;
        },
        contextData: ['c.&b=2&.c'],
        returns: { a: '1' }
    },
    {
        code: "s.eVar1 = 'page'; s.t({ eVar1: 'override' }); s.t()",
        rule: 'docs/protocols.md §2.8 steps 2 and 15',
        run: s => {
            s.eVar1 = 'page';
            s.t({ eVar1: 'override' });
            s.t();
        },
        beacons: [{ v1: 'override' }, { v1: 'page' }]
    },
    // Context data: falsy values are left out, booleans written as words.
    {
        code: "s.contextData = { no: false, zero: 0, empty: '', yes: true, text: 'false' }; s.t()",
        rule: 'docs/protocols.md §2.4',
        run: s => {
            s.contextData = { no: false, zero: 0, empty: '', yes: true, text: 'false' };
            s.t();
        },
        contextData: ['c.&yes=true&text=false&.c']
    },
    // What makes a link hit.
    { code: "s.tl(true, 'o')", rule: 'docs/protocols.md §2.5', run: s => s.tl(true, 'o'), beacons: [PAGE_VIEW] },
    {
        code: "s.tl(true, 'zz', 'name'); s.tl(true, 'D', 'brochure')",
        rule: 'docs/protocols.md §2.5',
        run: s => {
            s.tl(true, 'zz', 'name');
            s.tl(true, 'D', 'brochure');
        },
        beacons: [LINK, { pe: 'lnk_d', pev2: 'brochure' }]
    },
    {
        code: "s.linkType = 'o'; s.linkName = 'set on s'; s.t(); s.t()",
        rule: 'docs/protocols.md §2.5, §2.8 step 14',
        run: s => {
            s.linkType = 'o';
            s.linkName = 'set on s';
            s.t();
            s.t();
        },
        beacons: [{ ...LINK, pev2: 'set on s' }, PAGE_VIEW]
    },
    {
        code: "s.linkURL = 'https://www.alderway.com/terms.pdf?v=2'; s.tl(true, 'd', 'terms')",
        rule: 'docs/protocols.md §2.5',
        run: s => {
            s.linkURL = 'https://www.alderway.com/terms.pdf?v=2';
            s.tl(true, 'd', 'terms');
        },
        beacons: [{ pe: 'lnk_d', pev1: 'https://www.alderway.com/terms.pdf' }]
    },
    // The page's address: defaulted once, then kept (single-page apps), unless page code sets it.
    {
        code: "history.pushState({}, '', '/next'); s.t(); s.pageURL = 'https://www.alderway.com/set'; s.t()",
        rule: 'docs/protocols.md §2.2 pageURL',
        withPageView: true,
        run: s => {
            testDom.window.history.pushState({}, '', '/next');
            s.t();
            s.pageURL = 'https://www.alderway.com/set';
            s.t();
        },
        beacons: [{ g: 'https://www.alderway.com/' }, { g: 'https://www.alderway.com/' }, { g: 'https://www.alderway.com/set' }]
    },
    // s.Util, with the examples of Adobe's documentation of each function.
    {
        code: "s.Util.getQueryParam('q', 'https://example.com?q=search')",
        rule: 'Util.getQueryParam',
        run: s => s.Util.getQueryParam('q', 'https://example.com?q=search'),
        returns: 'search'
    },
    {
        code: "s.Util.getQueryParam('q2', 'https://example.com?q1=value1;q2=value2;q3=value3', ';')",
        rule: 'Util.getQueryParam',
        run: s => s.Util.getQueryParam('q2', 'https://example.com?q1=value1;q2=value2;q3=value3', ';'),
        returns: 'value2'
    },
    {
        code: "s.Util.getQueryParam('cid'), s.Util.getQueryParam('missing'), on ?cid=spring%2025#top",
        rule: 'Util.getQueryParam',
        url: 'https://www.alderway.com/?cid=spring%2025#top',
        run: s => [s.Util.getQueryParam('cid'), s.Util.getQueryParam('missing')],
        returns: ['spring 25', '']
    },
    {
        code: "s.Util.cookieWrite('example_cookie', 'Example cookie value'); s.Util.cookieRead('example_cookie')",
        rule: 'Util.cookieWrite, Util.cookieRead',
        run: async (s, page) => {
            const written = s.Util.cookieWrite('example_cookie', 'Example cookie value');
            await page.endOfTask();
            const write = page.cookieWrites.find(line => line.startsWith('example_cookie='))!;
            return [written, s.Util.cookieRead('example_cookie'), /expires=/i.test(write), s.Util.cookieRead('no_such_cookie')];
        },
        returns: [true, 'Example cookie value', false, '']
    },
    {
        code: "s.Util.cookieWrite('example_cookie', 'Example 6-month cookie', sixMonthsAhead)",
        rule: 'Util.cookieWrite',
        run: async (s, page) => {
            const date = new Date();
            date.setMonth(date.getMonth() + 6);
            s.Util.cookieWrite('example_cookie', 'Example 6-month cookie', date);
            await page.endOfTask();
            return /expires=/i.test(page.cookieWrites.find(line => line.startsWith('example_cookie='))!);
        },
        returns: true
    },
    { code: 's.Util.getIeVersion()', rule: 'Util.getIeVersion', run: s => s.Util.getIeVersion(), returns: -1 },
    // What page code reads.
    {
        code: 's.account, s.trackingServer, s.trackingServerSecure, s.version',
        rule: 'docs/protocols.md §2.1 URL shape',
        run: s => [s.account, s.trackingServer, s.trackingServerSecure, s.version],
        returns: ['mmgglobalprod,mmgalderwayusrental', 'metrics.alderway.com', 'smetrics.alderway.com', '2.27.0']
    },
    {
        code: 's.visitor === Visitor.getInstance(orgId)',
        rule: 'docs/protocols.md §2.8 Visitor integration',
        run: s => s.visitor === (testDom.window as any).Visitor.getInstance(ORG),
        returns: true
    },
    {
        code: "s_gi('mmgglobalprod') === s",
        rule: 'AppMeasurement global',
        run: s => (testDom.window as any).s_gi('mmgglobalprod') === s,
        returns: true
    },
    {
        code: "s.track(); s.trackLink(true, 'o', 'alias')",
        rule: 'docs/protocols.md §2.5',
        run: s => {
            s.track();
            s.trackLink(true, 'o', 'alias');
        },
        beacons: [PAGE_VIEW, { ...LINK, pev2: 'alias' }]
    },
    // Callbacks page code registers, and a call the container does not do.
    {
        code: "s.registerPreTrackCallback((url, tag) => seen.push(['pre', tag, url])); s.registerPostTrackCallback(...); s.t()",
        rule: 'docs/protocols.md §2.8 steps 12 and 13',
        run: async (s, page) => {
            const seen: string[][] = [];
            s.registerPreTrackCallback(
                (url: string, tag: string) => seen.push(['pre', tag, /\/b\/ss\/.*AQB=1&.*AQE=1$/.test(url) ? 'beacon URL' : url]),
                'A'
            );
            s.registerPostTrackCallback(
                (url: string, tag: string) => seen.push(['post', tag, /\/b\/ss\//.test(url) ? 'beacon URL' : url]),
                'B'
            );
            s.registerPreTrackCallback(() => {
                throw new Error('page code');
            });
            s.t();
            await page.clock.tickAsync(100);
            return seen;
        },
        returns: [
            ['pre', 'A', 'beacon URL'],
            ['post', 'B', 'beacon URL']
        ],
        beacons: [PAGE_VIEW],
        warns: ['\u{1F680} A track callback failed. Error: page code']
    },
    {
        code: "s.trackOffline = true; s.offlineLimit = 1; s.tl(true, 'o', 'one'); s.tl(true, 'o', 'two'), the collector silent",
        rule: 'docs/protocols.md §2.8 other queues',
        run: async (s, page) => {
            page.imagesHang = true;
            Object.assign(s, { trackOffline: true, offlineLimit: 1 });
            s.tl(true, 'o', 'one');
            s.tl(true, 'o', 'two');
            await page.clock.tickAsync(10500);
            const kept = JSON.parse(
                testDom.window.localStorage.getItem('AppMeasurement.requests-mmgglobalprod,mmgalderwayusrental') ?? '[]'
            ) as string[];
            testDom.window.localStorage.clear();
            return kept.map(url => [/pev2=([^&]*)/.exec(url)?.[1], /&ts=\d{10}&/.test(url)]);
        },
        returns: [['two', true]],
        beacons: [
            { ...LINK, pev2: 'one' },
            { ...LINK, pev2: 'two' }
        ],
        // The 10 s the silent collector takes also run out the home page's personalization call.
        warns: [
            '\u{1F680} The personalization call for target-global-mbox failed: The call took longer than you wanted!. The page keeps its default content.',
            '\u{1F680} The outbox of unsent hits is past its bounds (50 hits, 256 KB, 30 minutes): the oldest are dropped.'
        ]
    },
    {
        code: "s.bufferRequests(); s.pageName = 'one'; s.t(); s.tl(true, 'o', 'cta'): nothing leaves, both wait in sessionStorage",
        rule: 'docs/protocols.md §2.8 other queues',
        run: async (s, page) => {
            s.bufferRequests();
            s.pageName = 'one';
            s.t();
            s.tl(true, 'o', 'cta');
            await page.clock.tickAsync(100);
            return [page.sent.length, JSON.parse(testDom.window.sessionStorage.getItem('tag-container.buffered-requests') ?? '[]').length];
        },
        returns: [0, 2],
        beacons: []
    },
    {
        code: "s.bufferRequests(); s.pageName = 'one'; s.t(); s.tl(true, 'o', 'cta'); s.bufferRequests(false): both leave, in order",
        rule: 'docs/protocols.md §2.8 other queues',
        run: s => {
            s.bufferRequests();
            s.pageName = 'one';
            s.t();
            s.tl(true, 'o', 'cta');
            s.bufferRequests(false);
        },
        beacons: [
            { pageName: 'one', ...PAGE_VIEW },
            { pageName: 'one', ...LINK, pev2: 'cta' }
        ]
    },
    {
        code: "s.bufferRequests(); s.eVar41 = 'held'; s.t(); s.bufferRequests(false); s.eVar41 = 'after'; s.t(): the held hit first",
        rule: 'docs/protocols.md §2.8 other queues',
        run: s => {
            s.bufferRequests();
            s.eVar41 = 'held';
            s.t();
            s.bufferRequests(false);
            s.eVar41 = 'after';
            s.t();
        },
        beacons: [{ v41: 'held' }, { v41: 'after' }]
    },
    {
        code: "s.ActivityMap.regionIDAttribute = 'lpos'; s.Media.open('intro', 30, 'player'); s.t()",
        rule: 'modules the sites do not use',
        run: s => {
            s.ActivityMap.regionIDAttribute = 'lpos';
            s.Media.open('intro', 30, 'player');
            s.t();
        },
        beacons: [PAGE_VIEW],
        warns: ['\u{1F680} s.Media.open() is not supported by the tag container; the call did nothing.']
    }
];

/** The raw context-data block of a beacon's query, '' when it has none. */
function contextBlock(query: string): string {
    return /(?:^|&)(c\.&.*?&\.c)(?:&|$)/.exec(query)?.[1] ?? '';
}

describe('Conformance: s (AppMeasurement 2.x page code)', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;

    afterEach(() => page.stop());

    for (const row of ROWS) {
        it(`${row.code}  [${row.rule}]`, async () => {
            const url = row.url ?? 'https://www.alderway.com/';
            page = new AnalyticsTestPage(url, row.idsPending ? { notice_behavior: 'implied,us' } : RETURNING_VISITOR, { pageName: 'home' });
            console = captureConsole();
            if (row.referrer) {
                Object.defineProperty(testDom.window.document, 'referrer', { value: row.referrer });
            }
            page.start();
            // The container's page view is asked for (and, with the ids known, sent) before page code runs.
            await page.clock.tickAsync(row.idsPending ? 10 : 50);
            if (!row.idsPending && !row.withPageView) {
                page.sent.length = 0;
            }
            const returned = await row.run(page.tracker() as S, page);
            if (row.idsPending) {
                expect(page.sent, 'nothing leaves before the ids').to.deep.equal([]);
                // The visitor's id, then the analytics id call the first visit makes (no analytics id: none is sent).
                page.answer(0, { d_mid: MID, id_sync_ttl: 604800, d_blob: 'B', dcs_region: 9, d_ottl: 7200 });
                await page.clock.tickAsync(20);
                page.answer(1, {});
            }
            await page.clock.tickAsync(200);
            // Ids pending: the container's page view went first, and is not the row's.
            const sent = page.beacons().slice(row.idsPending && !row.withPageView ? 1 : 0);
            if (row.beacons) {
                expect(sent.length, 'beacons').to.equal(row.beacons.length);
                row.beacons.forEach((expected, index) => {
                    const values = AnalyticsTestPage.decode(sent[index].query);
                    const actual = Object.fromEntries(Object.keys(expected).map(name => [name, values[name] ?? null]));
                    expect(actual, `beacon ${index + 1}`).to.deep.equal(expected);
                });
            }
            if (row.contextData) {
                expect(sent.map(beacon => contextBlock(beacon.query))).to.deep.equal(row.contextData);
            }
            if (row.transports) {
                expect(sent.map(beacon => beacon.transport)).to.deep.equal(row.transports);
            }
            if ('returns' in row) {
                expect(returned).to.deep.equal(row.returns);
            }
            expect(console.lines('warn'), 'console warnings').to.deep.equal(row.warns ?? []);
            expect(console.lines('error'), 'console errors').to.deep.equal([]);
        });
    }
});
