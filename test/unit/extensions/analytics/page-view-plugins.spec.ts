import { expect } from 'chai';
import * as sinon from 'sinon';
import { analyticsModule } from '../../../../src/extensions/analytics/analytics-module';
import { PageViewPlugins } from '../../../../src/extensions/analytics/page-view-plugins';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import { CookieService } from '../../../../src/services/cookie-service';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';
import { NOW } from '../visitor/visitor-test-page';
import { AnalyticsTestPage, RETURNING_VISITOR } from './analytics-test-page';

const MINUTE = 60000;
const DAY = 24 * 60 * MINUTE;
const HOME = 'alderway:us:rental:home';
const CARS = 'alderway:us:rental:cars';
/** What the home page's PageActivity leaves: 25 % seen at load, scrolled to 75 % of 3072 px in a 768 px window. */
const HOME_SCROLLED = 'alderway%3Aus%3Arental%3Ahome,25,75,75,2304,4,3';

describe('PageViewPlugins', () => {
    describe('on their own', () => {
        let clock: sinon.SinonFakeTimers;
        let plugins: PageViewPlugins;
        let cookies: CookieService;

        beforeEach(() => {
            resetTestPage('https://www.alderway.com/');
            clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
            const container = createTestContainer({ modules: [analyticsModule] });
            cookies = container.get<CookieService>(CookieService);
            plugins = new PageViewPlugins(cookies, testDom.window as unknown as BrowserWindow);
        });

        afterEach(() => {
            sinon.restore();
            resetTestPage();
        });

        describe('previous page value (s_gpv)', () => {
            it('returns nothing on the first page, then the page before, and stores the current page', () => {
                expect(plugins.previousPage(HOME)).to.equal(undefined);
                expect(cookies.get('s_gpv')).to.equal(HOME);
                expect(plugins.previousPage(CARS)).to.equal(HOME);
                expect(cookies.get('s_gpv')).to.equal(CARS);
            });

            it('forgets the previous page 30 minutes after the last page view, each page view restarting the 30 minutes', async () => {
                plugins.previousPage(HOME);
                await clock.tickAsync(20 * MINUTE);
                expect(plugins.previousPage(CARS)).to.equal(HOME);
                await clock.tickAsync(29 * MINUTE);
                expect(plugins.previousPage('alderway:us:rental:deals'), '49 minutes after the first, 29 after the last').to.equal(CARS);
                await clock.tickAsync(31 * MINUTE);
                expect(plugins.previousPage(HOME), '31 minutes after the last page view').to.equal(undefined);
            });
        });

        describe('percent of previous page viewed (s_ppv)', () => {
            it('reports the highest percent of the previous page the s_ppv of that page holds', () => {
                cookies.set('s_ppv', HOME_SCROLLED);
                expect(plugins.percentViewedOf(HOME)).to.equal('75');
            });

            it('reports nothing when s_ppv belongs to another page than the previous one', () => {
                cookies.set('s_ppv', HOME_SCROLLED);
                expect(plugins.percentViewedOf(CARS)).to.equal(undefined);
            });

            it('reports nothing without a previous page, without s_ppv, or with an incomplete s_ppv', () => {
                cookies.set('s_ppv', HOME_SCROLLED);
                expect(plugins.percentViewedOf(undefined)).to.equal(undefined);
                cookies.remove('s_ppv');
                expect(plugins.percentViewedOf(HOME)).to.equal(undefined);
                cookies.set('s_ppv', 'alderway%3Aus%3Arental%3Ahome,25,75');
                expect(plugins.percentViewedOf(HOME)).to.equal(undefined);
            });

            it('matches the previous page against the decoded page name of s_ppv', () => {
                cookies.set('s_ppv', 'alderway%3Aus%3Arental%3Afaq%20%26%20help,100,100,100,768,1,1');
                expect(plugins.percentViewedOf('alderway:us:rental:faq & help')).to.equal('100');
            });

            it('takes a page name with a bare % (not written by PageActivity) as it stands, instead of losing the page view', () => {
                cookies.set('s_gpv', '20% off');
                cookies.set('s_ppv', '20% off,10,50,50,1000,2,1');
                expect(plugins.percentViewedOf('20% off')).to.equal('50');
                expect(plugins.values('home', undefined)).to.include({
                    [VARIABLE.previousPage]: '20% off',
                    [VARIABLE.percentViewed]: '50'
                });
            });

            it('gives the page view the previous page and how far it was scrolled', () => {
                plugins.values(HOME, undefined);
                cookies.set('s_ppv', HOME_SCROLLED);
                const values = plugins.values(CARS, undefined);
                expect(values[VARIABLE.previousPage]).to.equal(HOME);
                expect(values[VARIABLE.percentViewed]).to.equal('75');
            });
        });

        describe('time on previous page (s_top)', () => {
            it('takes the seconds the previous page saved once, and removes the cookie', () => {
                cookies.set('s_top', '42');
                expect(plugins.values(CARS, undefined)[VARIABLE.timeOnPreviousPage]).to.equal('42');
                expect(cookies.get('s_top')).to.equal(undefined);
                expect(plugins.values('alderway:us:rental:deals', undefined)[VARIABLE.timeOnPreviousPage]).to.equal(undefined);
            });
        });

        describe('time parting (America/Chicago)', () => {
            it('gives the Chicago time of the page view in the getTimeParting format', () => {
                expect(plugins.values(HOME, undefined)[VARIABLE.timeParting]).to.equal(
                    'year=2026 | month=November | date=22 | day=Sunday | time=6:00 AM'
                );
            });

            it('writes afternoon hours in the 12-hour clock with PM', () => {
                expect(plugins.timeParting(new Date('2026-11-22T20:05:00Z'))).to.equal(
                    'year=2026 | month=November | date=22 | day=Sunday | time=2:05 PM'
                );
            });

            it('uses central daylight time (UTC-5) in summer', () => {
                expect(plugins.timeParting(new Date('2026-07-04T23:30:00Z'))).to.equal(
                    'year=2026 | month=July | date=4 | day=Saturday | time=6:30 PM'
                );
            });

            it('moves from 1:59 AM to 3:00 AM when daylight saving time starts', () => {
                expect(plugins.timeParting(new Date('2026-03-08T07:59:00Z'))).to.equal(
                    'year=2026 | month=March | date=8 | day=Sunday | time=1:59 AM'
                );
                expect(plugins.timeParting(new Date('2026-03-08T08:00:00Z'))).to.equal(
                    'year=2026 | month=March | date=8 | day=Sunday | time=3:00 AM'
                );
            });

            it('gives the Chicago date, not the UTC date, in the evening', () => {
                expect(plugins.timeParting(new Date('2026-11-23T03:00:00Z'))).to.equal(
                    'year=2026 | month=November | date=22 | day=Sunday | time=9:00 PM'
                );
            });
        });

        describe('new or repeat visitor (s_nr30)', () => {
            it('says New on the first hit and stores the time with New', () => {
                expect(plugins.newRepeat()).to.equal('New');
                expect(cookies.get('s_nr30')).to.equal(`${NOW}-New`);
            });

            it('still says New within 30 minutes of a New hit, for the whole first visit', async () => {
                plugins.newRepeat();
                await clock.tickAsync(10 * MINUTE);
                expect(plugins.newRepeat()).to.equal('New');
                await clock.tickAsync(25 * MINUTE);
                expect(plugins.newRepeat(), '35 minutes after the first hit, 25 after the last').to.equal('New');
                expect(cookies.get('s_nr30')).to.equal(`${NOW + 35 * MINUTE}-New`);
            });

            it('says Repeat more than 30 minutes after the last hit, and keeps saying it', async () => {
                plugins.newRepeat();
                await clock.tickAsync(31 * MINUTE);
                expect(plugins.newRepeat()).to.equal('Repeat');
                expect(cookies.get('s_nr30')).to.equal(`${NOW + 31 * MINUTE}-Repeat`);
                await clock.tickAsync(5 * MINUTE);
                expect(plugins.newRepeat()).to.equal('Repeat');
                expect(cookies.get('s_nr30')).to.equal(`${NOW + 36 * MINUTE}-Repeat`);
            });

            it('remembers the visitor for 30 days after the last hit', async () => {
                plugins.newRepeat();
                await clock.tickAsync(29 * DAY);
                expect(plugins.newRepeat()).to.equal('Repeat');
                await clock.tickAsync(31 * DAY);
                expect(plugins.newRepeat(), '31 days after the last hit the cookie is gone').to.equal('New');
            });
        });

        describe('visit start (s_visit)', () => {
            it('says 1 on the first page of a visit and 0 on the next page within 30 minutes', async () => {
                expect(plugins.visitStart()).to.equal('1');
                await clock.tickAsync(10 * MINUTE);
                expect(plugins.visitStart()).to.equal('0');
            });

            it('says 1 again when the visit cookie expired after 30 minutes without a page view', async () => {
                plugins.visitStart();
                await clock.tickAsync(31 * MINUTE);
                expect(plugins.visitStart()).to.equal('1');
            });

            it('extends the visit by 30 minutes with each page view', async () => {
                plugins.visitStart();
                await clock.tickAsync(20 * MINUTE);
                expect(plugins.visitStart()).to.equal('0');
                await clock.tickAsync(20 * MINUTE);
                expect(plugins.visitStart(), '40 minutes after the first page, 20 after the last').to.equal('0');
            });
        });

        describe('campaign value once (s_gvo)', () => {
            it('gives the campaign the first time and nothing when the same campaign comes again within 30 minutes', async () => {
                expect(plugins.valueOnce('SPRING')).to.equal('SPRING');
                expect(cookies.get('s_gvo')).to.equal('SPRING');
                await clock.tickAsync(20 * MINUTE);
                expect(plugins.valueOnce('SPRING')).to.equal(undefined);
            });

            it('gives the same campaign again 30 minutes after it was sent', async () => {
                plugins.valueOnce('SPRING');
                await clock.tickAsync(20 * MINUTE);
                plugins.valueOnce('SPRING');
                await clock.tickAsync(11 * MINUTE);
                expect(plugins.valueOnce('SPRING'), '31 minutes after it was sent').to.equal('SPRING');
            });

            it('gives a different campaign at once', () => {
                plugins.valueOnce('SPRING');
                expect(plugins.valueOnce('SUMMER')).to.equal('SUMMER');
                expect(plugins.valueOnce('SPRING')).to.equal('SPRING');
                expect(cookies.get('s_gvo')).to.equal('SPRING');
            });

            it('gives nothing for a page without a campaign and keeps the one sent', () => {
                plugins.valueOnce('SPRING');
                expect(plugins.valueOnce(undefined)).to.equal(undefined);
                expect(plugins.valueOnce('')).to.equal(undefined);
                expect(plugins.valueOnce('SPRING')).to.equal(undefined);
            });
        });
    });

    describe('on the page-view beacon', () => {
        let page: AnalyticsTestPage;

        afterEach(() => page.stop());

        /** The page view (the beacon without pe), decoded. */
        function pageView(): Record<string, string> {
            const views = page
                .decodedBeacons()
                .map(beacon => beacon.values)
                .filter(query => query.pe === undefined);
            expect(views, 'one page view').to.have.length(1);
            return views[0];
        }

        /** The cookies the next page of the visit gets, as the browser holds them. */
        function cookiesForNextPage(...names: string[]): Record<string, string> {
            const carried: Record<string, string> = { ...RETURNING_VISITOR };
            for (const cookie of testDom.window.document.cookie.split('; ')) {
                const index = cookie.indexOf('=');
                if (names.includes(cookie.slice(0, index))) {
                    carried[cookie.slice(0, index)] = cookie.slice(index + 1);
                }
            }
            return carried;
        }

        /** The home page with a 3072 px document in a 768 px window (DOM layout edge), 1.5 s after navigation start. */
        function homePage(url: string): AnalyticsTestPage {
            page = new AnalyticsTestPage(url, RETURNING_VISITOR, { pageName: HOME });
            const window = testDom.window;
            Object.defineProperty(window.document.documentElement, 'scrollHeight', { configurable: true, value: 3072 });
            Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
            Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
            sinon.stub(window.performance, 'now').returns(1500);
            return page.start();
        }

        it('sends the campaign code of ?cid=, visit start 1, New and the Chicago time on the first page view, without previous-page values', async () => {
            homePage('https://www.alderway.com/?cid=SPRING');
            await page.clock.tickAsync(100);
            const view = pageView();
            expect(view.pageName).to.equal(HOME);
            expect(view.v0).to.equal('SPRING');
            expect(view.c5).to.equal('1');
            expect(view.v6).to.equal('New');
            expect(view.v5).to.equal('year=2026 | month=November | date=22 | day=Sunday | time=6:00 AM');
            expect(view).not.to.have.any.keys('c2', 'c3', 'c7');
            expect(page.cookie('s_nr30')).to.equal(`${NOW}-New`);
        });

        it('sends the previous page, its percent viewed and its visible seconds on the next page of the visit, but not the same campaign again', async () => {
            homePage('https://www.alderway.com/?cid=SPRING');
            await page.clock.tickAsync(100);
            (testDom.window as unknown as { scrollY: number }).scrollY = 1536;
            testDom.window.dispatchEvent(new testDom.window.Event('scroll'));
            await page.clock.tickAsync(12400);
            // The visitor follows a link: the page becomes hidden, which saves its visible seconds.
            Object.defineProperty(testDom.window.document, 'visibilityState', { configurable: true, value: 'hidden' });
            testDom.window.document.dispatchEvent(new testDom.window.Event('visibilitychange'));
            expect(page.cookie('s_ppv')).to.equal(HOME_SCROLLED);
            const cookies = cookiesForNextPage('s_gpv', 's_ppv', 's_top', 's_visit', 's_nr30', 's_gvo');
            page.stop();

            page = new AnalyticsTestPage('https://www.alderway.com/cars.html?cid=SPRING', cookies, { pageName: CARS });
            page.start();
            await page.clock.tickAsync(100);
            const view = pageView();
            expect(view.pageName).to.equal(CARS);
            expect(view).not.to.have.property('v0');
            expect(view.c2).to.equal(HOME);
            expect(view.c3).to.equal('75');
            expect(view.c7, '1 s before the container started and 12 s visible after').to.equal('13');
            expect(view.c5).to.equal('0');
            expect(view.v6).to.equal('New');
        });

        it('sends a different campaign code on the next page of the visit', async () => {
            homePage('https://www.alderway.com/?cid=SPRING');
            await page.clock.tickAsync(100);
            const cookies = cookiesForNextPage('s_gpv', 's_visit', 's_nr30', 's_gvo');
            page.stop();

            page = new AnalyticsTestPage('https://www.alderway.com/cars.html?cid=SUMMER', cookies, { pageName: CARS });
            page.start();
            await page.clock.tickAsync(100);
            expect(pageView().v0).to.equal('SUMMER');
        });

        it('sends the internal campaign id of the mmg_icid cookie as eVar2', async () => {
            page = new AnalyticsTestPage(
                'https://www.alderway.com/',
                { ...RETURNING_VISITOR, mmg_icid: 'HP-HERO-WINTER' },
                { pageName: HOME }
            ).start();
            await page.clock.tickAsync(100);
            expect(pageView().v2).to.equal('HP-HERO-WINTER');
        });

        it('sends Repeat for a visitor whose last New hit was more than 30 minutes ago', async () => {
            page = new AnalyticsTestPage(
                'https://www.alderway.com/',
                { ...RETURNING_VISITOR, s_nr30: `${NOW - 3 * DAY}-New` },
                { pageName: HOME }
            ).start();
            await page.clock.tickAsync(100);
            const view = pageView();
            expect(view.v6).to.equal('Repeat');
            expect(view.c5).to.equal('1');
            expect(page.cookie('s_nr30')).to.equal(`${NOW}-Repeat`);
        });
    });
});
