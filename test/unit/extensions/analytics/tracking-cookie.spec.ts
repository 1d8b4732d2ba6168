import { expect } from 'chai';
import { TrackerService } from '../../../../src/services/tracker-service';
import type { ConsoleCapture } from '../../console-capture';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { AnalyticsTestPage } from './analytics-test-page';

const WARNING = 'EU compliance was not acknowledged by the user.';

/**
 * docs/requirements.md §5.5: the tracker sends only while the `mmg_tracking` cookie says exactly 'true'; any other
 * value, or none, means no consent. The consent extension writes the cookie; here the test
 * rewrites it after the page view, as another tab's banner choice would.
 */
describe('TrackerService and the mmg_tracking cookie', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;
    let tracker: TrackerService;

    function setTrackingCookie(value: string | undefined): void {
        const expiry = value === undefined ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
        testDom.window.document.cookie = `mmg_tracking=${value ?? ''}; path=/; domain=alderway.com${expiry}`;
    }

    beforeEach(async () => {
        page = await AnalyticsTestPage.openAfterPageView();
        console = captureConsole();
        tracker = page.container.get<TrackerService>(TrackerService);
    });

    afterEach(() => page.stop());

    it('sends while the cookie says true (the consent extension wrote it for this US visitor)', async () => {
        expect(page.cookie('mmg_tracking')).to.equal('true');
        expect(tracker.allowed).to.equal(true);
        const sent = tracker.trackLink({ type: 'o', name: 'allowed' });
        await page.clock.tickAsync(100);
        expect(await sent).to.equal(true);
        expect(page.decodedBeacons().map(beacon => beacon.values.pev2)).to.deep.equal(['allowed']);
    });

    for (const [state, value] of [
        ['missing', undefined],
        ['"false"', 'false'],
        ['"yes"', 'yes'],
        ['"TRUE"', 'TRUE'],
        ['empty', '']
    ] as const) {
        it(`sends nothing when the cookie is ${state}`, async () => {
            setTrackingCookie(value);
            expect(page.cookie('mmg_tracking')).to.equal(value === '' ? '' : value);
            expect(tracker.allowed).to.equal(false);
            expect(await tracker.trackLink({ type: 'o', name: 'not allowed' })).to.equal(false);
            page.tracker().tl(true, 'o', 'from page code');
            await page.clock.tickAsync(100);
            expect(page.sent).to.deep.equal([]);
        });
    }

    it(`warns "${WARNING}" once, however many hits are refused`, async () => {
        setTrackingCookie('false');
        for (const name of ['one', 'two', 'three']) {
            await tracker.trackLink({ type: 'o', name });
        }
        page.tracker().t();
        await page.clock.tickAsync(100);
        expect(page.sent).to.deep.equal([]);
        expect(console.lines('warn').filter(line => line.includes(WARNING))).to.have.length(1);
    });

    it('sends again once the cookie says true again', async () => {
        setTrackingCookie('false');
        await tracker.trackLink({ type: 'o', name: 'refused' });
        setTrackingCookie('true');
        void tracker.trackLink({ type: 'o', name: 'sent' });
        await page.clock.tickAsync(100);
        expect(page.decodedBeacons().map(beacon => beacon.values.pev2)).to.deep.equal(['sent']);
    });
});
