import { expect } from 'chai';
import * as sinon from 'sinon';
import type { AnalyticsTracker } from '../../../../src/extensions/analytics/analytics-tracker';
import type { TrackerUtil } from '../../../../src/extensions/analytics/page-code-tools';
import type { TrackerInstallerOptions } from '../../../../src/extensions/analytics/tracker-installer';
import { TrackerInstaller } from '../../../../src/extensions/analytics/tracker-installer';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import { CookieService } from '../../../../src/services/cookie-service';
import type { ReportSuiteResolver } from '../../../../src/services/report-suite-resolver';
import type { VisitorService } from '../../../../src/services/visitor-service';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

describe('TrackerInstaller (s on the page, and what page code reads on it)', () => {
    let sources: TrackerInstallerOptions;
    let unsupported: string[];
    let window: Record<string, unknown>;

    function install(): AnalyticsTracker {
        return new TrackerInstaller(sources).install('s', {
            pageCodeHit: () => undefined,
            unsupportedCall: call => unsupported.push(call),
            holdRequests: () => undefined
        });
    }

    beforeEach(() => {
        resetTestPage('https://www.alderway.com/page?cid=from-browser');
        window = testDom.window;
        unsupported = [];
        sources = {
            window: testDom.window as unknown as BrowserWindow,
            cookies: createTestContainer().get<CookieService>(CookieService),
            suites: { account: 'mmgglobalprod' } as ReportSuiteResolver,
            trackingServer: { plain: 'metrics.alderway.com', secure: 'smetrics.alderway.com' },
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
        window.s = new (class Library {})();
        expect(() => install()).to.throw('Unable to create AppMeasurement tracker.');
        Object.defineProperty(window, 's', { value: undefined, writable: false, configurable: true });
        expect(() => install()).to.throw('Cannot find the global variable name: "s".');
    });

    it("leaves a page's own s_gi alone, and tells page code that Media is not supported", () => {
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

        it("reads query parameters from the given URL, else s.pageURL, else the browser's", () => {
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
