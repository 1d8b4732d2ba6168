import { expect } from 'chai';
import * as sinon from 'sinon';
import { AnalyticsTracker } from '../../../../src/extensions/analytics/analytics-tracker';
import { installTracker, pageCodeLink, PageCodeSources, queryParameter, TrackerUtil } from '../../../../src/extensions/analytics/page-code-tools';
import { BrowserWindow } from '../../../../src/services/browser-window';
import { CookieService } from '../../../../src/services/cookie-service';
import { ReportSuiteResolver } from '../../../../src/services/report-suite-resolver';
import { TrackingServer } from '../../../../src/services/tracking-server';
import { VisitorService } from '../../../../src/services/visitor-service';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

/** The page-code side of the tracker: `s.Util`, the link of `s.tl()`, and `s` on the page. */
describe('Page-code tools of the tracker', () => {
    describe('queryParameter', () => {
        it('finds a name as written, decodes + and escapes, and stops at the fragment', () => {
            const url = 'https://www.alderway.com/?cid=spring+sale%2025&CID=upper&empty=&q=a#cid=fragment';
            expect(queryParameter('cid', url)).to.equal('spring sale 25');
            expect(queryParameter('CID', url)).to.equal('upper');
            expect(queryParameter('empty', url)).to.equal('');
            expect(queryParameter('ci', url), 'a prefix of a name is not the name').to.equal('');
            expect(queryParameter('q', url)).to.equal('a');
        });

        it('answers "" without a name or a query', () => {
            expect(queryParameter('', 'https://www.alderway.com/?=x')).to.equal('');
            expect(queryParameter('cid', 'https://www.alderway.com/cid=x')).to.equal('');
        });

        it('splits on the given delimiter, & when it is empty', () => {
            expect(queryParameter('b', 'https://x.example/?a=1;b=2', ';')).to.equal('2');
            expect(queryParameter('b', 'https://x.example/?a=1&b=2', '')).to.equal('2');
        });

        it('keeps a malformed escape as it stands', () => {
            expect(queryParameter('q', 'https://x.example/?q=100%+off')).to.equal('100%+off');
        });
    });

    describe('pageCodeLink', () => {
        let window: BrowserWindow;

        // The page of this test: links are elements of its window.
        beforeEach(() => {
            resetTestPage();
            window = testDom.window as unknown as BrowserWindow;
        });

        it('is a page view without a link type, or without a name and a URL', () => {
            expect(pageCodeLink({ linkName: 'n' }, window).link).to.equal(undefined);
            expect(pageCodeLink({ linkType: 'o' }, window).link).to.equal(undefined);
            expect(pageCodeLink({ linkType: '', linkName: 'n' }, window).link).to.equal(undefined);
        });

        it('takes d and e in any case, and o for any other type', () => {
            expect(pageCodeLink({ linkType: 'D', linkName: 'n' }, window).link).to.deep.equal({ type: 'd', name: 'n', url: undefined });
            expect(pageCodeLink({ linkType: 'e', linkName: 'n' }, window).link!.type).to.equal('e');
            expect(pageCodeLink({ linkType: 'x', linkName: 'n' }, window).link!.type).to.equal('o');
        });

        it('takes linkURL, else the link element\'s href, without the query unless linkLeaveQueryString', () => {
            const anchor = testDom.window.document.createElement('a');
            anchor.href = 'https://www.alderway.com/file.pdf?token=1';
            expect(pageCodeLink({ linkType: 'd', linkObject: anchor }, window)).to.deep.equal({
                link: { type: 'd', name: undefined, url: 'https://www.alderway.com/file.pdf' }, href: 'https://www.alderway.com/file.pdf?token=1'
            });
            expect(pageCodeLink({ linkType: 'd', linkObject: anchor, linkLeaveQueryString: true }, window).link!.url).to.equal('https://www.alderway.com/file.pdf?token=1');
            expect(pageCodeLink({ linkType: 'e', linkObject: anchor, linkURL: 'https://partner.example/?a=1' }, window).link!.url).to.equal('https://partner.example/');
            expect(pageCodeLink({ linkType: 'e', linkObject: { href: 'https://not.an.element/' }, linkName: 'n' }, window).href, 'only DOM elements count').to.equal(undefined);
        });
    });

    describe('installTracker', () => {
        let sources: PageCodeSources;
        let unsupported: string[];
        let window: Record<string, unknown>;

        function install(): AnalyticsTracker {
            return installTracker('s', { track: () => undefined, unsupported: call => unsupported.push(call), bufferRequests: () => undefined }, sources);
        }

        beforeEach(() => {
            resetTestPage('https://www.alderway.com/page?cid=from-browser');
            window = testDom.window as unknown as Record<string, unknown>;
            unsupported = [];
            sources = {
                window: testDom.window as unknown as BrowserWindow,
                cookies: createTestContainer().get<CookieService>(CookieService),
                suites: { account: 'mmgglobalprod' } as ReportSuiteResolver,
                trackingServer: { plain: 'metrics.alderway.com', secure: 'smetrics.alderway.com' } as TrackingServer,
                visitor: { instance: undefined } as VisitorService
            };
        });

        afterEach(() => sinon.restore());

        it('keeps what page code set on a plain s, and answers s_gi with the tracker', () => {
            window.s = { eVar1: 'early' };
            const tracker = install();
            expect(window.s).to.equal(tracker);
            expect(tracker).to.include({ eVar1: 'early', charSet: 'UTF-8', currencyCode: 'USD', account: 'mmgglobalprod', version: '2.27.0' });
            expect(tracker).to.include({ trackingServer: 'metrics.alderway.com', trackingServerSecure: 'smetrics.alderway.com' });
            expect((window.s_gi as () => unknown)()).to.equal(tracker);
            expect(Object.keys(tracker), 'the settings are not variables').not.to.include.members(['Util', 'account', 'version', 'Media']);
            expect(install(), 'installed once').to.equal(tracker);
        });

        it('refuses an s that is not a plain object, and a global it cannot write', () => {
            window.s = new (class Library { })();
            expect(() => install()).to.throw('Unable to create AppMeasurement tracker.');
            Object.defineProperty(window, 's', { value: undefined, writable: false, configurable: true });
            expect(() => install()).to.throw('Cannot find the global variable name: "s".');
        });

        it('leaves a page\'s own s_gi alone, and tells page code that Media is not supported', () => {
            const own = () => 'own';
            window.s_gi = own;
            const tracker = install() as unknown as { Media: Record<string, () => void> };
            expect(window.s_gi).to.equal(own);
            tracker.Media.open();
            tracker.Media.autoTrack();
            expect(unsupported).to.deep.equal(['Media.open', 'Media.autoTrack']);
        });

        describe('Util', () => {
            function util(): TrackerUtil {
                return (install() as unknown as { Util: TrackerUtil }).Util;
            }

            it('reads query parameters from the given URL, else s.pageURL, else the browser\'s', () => {
                const tools = util();
                expect(tools.getQueryParam('cid', 'https://x.example/?cid=given')).to.equal('given');
                expect(tools.getQueryParam('cid')).to.equal('from-browser');
                (window.s as AnalyticsTracker).pageURL = 'https://www.alderway.com/?cid=from-s';
                expect(tools.getQueryParam('cid', '')).to.equal('from-s');
            });

            it('says -1 for the IE version, or the document mode where there is one', () => {
                const tools = util();
                expect(tools.getIeVersion()).to.equal(-1);
                Object.defineProperty(testDom.window.document, 'documentMode', { value: 11, configurable: true });
                expect(tools.getIeVersion()).to.equal(11);
            });

            it('reads and writes cookies; a session cookie without a date, none for a date passed', () => {
                const clock = sinon.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00Z'), toFake: ['Date'] });
                const tools = util();
                expect(tools.cookieRead('missing')).to.equal('');
                expect(tools.cookieWrite('pref', 'a b')).to.equal(true);
                expect(tools.cookieRead('pref')).to.equal('a b');
                expect(tools.cookieWrite('', 'x')).to.equal(false);
                expect(tools.cookieWrite('pref', 'x', new Date(clock.now))).to.equal(true);
                expect(tools.cookieRead('pref'), 'expiring now removes it').to.equal('');
            });
        });
    });
});
