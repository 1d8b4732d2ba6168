import { expect } from 'chai';
import * as sinon from 'sinon';
import { analyticsModule } from '../../../../src/extensions/analytics/analytics-module';
import type { PageActivity } from '../../../../src/extensions/analytics/page-activity';
import { AFTER_LOAD_EXPORTS } from '../../../../src/lazy-files/after-load-exports';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import { CookieService } from '../../../../src/services/cookie-service';
import type { LazyProvider } from '../../../../src/services/lazy-features';
import { LazyFeatures } from '../../../../src/services/lazy-features';
import type { PageActivityMeter } from '../../../../src/services/page-activity-meter';
import { PageActivityMeterProvider } from '../../../../src/services/page-activity-meter';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';
import { NOW } from '../visitor/visitor-test-page';

const HOME = 'alderway:us:rental:home';
const ENCODED_HOME = 'alderway%3Aus%3Arental%3Ahome';

describe('PageActivity', () => {
    let clock: sinon.SinonFakeTimers;
    let window: BrowserWindow;
    let cookies: CookieService;
    /** Callbacks waiting for the next animation frame (the browser's frame edge, flushed by the test). */
    let frames: FrameRequestCallback[];
    /** How often the layout was read (document height). */
    let layoutReads: number;
    let activity: PageActivity;

    beforeEach(async () => {
        resetTestPage('https://www.alderway.com/');
        clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
        window = testDom.window as unknown as BrowserWindow;
        const container = createTestContainer({ modules: [analyticsModule] });
        // The after-load file, in-process and at once: this suite starts the meter itself.
        container.rebind(LazyFeatures).toConstantValue({ load: () => Promise.resolve(AFTER_LOAD_EXPORTS) });
        cookies = container.get<CookieService>(CookieService);
        frames = [];
        layoutReads = 0;
        window.requestAnimationFrame = callback => frames.push(callback);
        sinon.stub(window.performance, 'now').returns(0);
        layout({ height: 3000, viewport: 600 });
        activity = (await container.get<LazyProvider<PageActivityMeter>>(PageActivityMeterProvider)()) as PageActivity;
    });

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    /** jsdom has no layout: the page's height and the window's height, as a browser would report them. */
    function layout({ height, viewport }: { height: number; viewport: number }): void {
        Object.defineProperty(window.document.documentElement, 'scrollHeight', {
            configurable: true,
            get: () => {
                layoutReads++;
                return height;
            }
        });
        Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
        Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    }

    function scrollTo(y: number): void {
        (window as { scrollY: number }).scrollY = y;
        window.dispatchEvent(new window.Event('scroll'));
    }

    function flushFrame(): void {
        frames.splice(0).forEach(callback => callback(0));
    }

    /** The next frame measures; the next tick of the 1 s timer writes what changed. */
    function measureAndSave(): void {
        flushFrame();
        clock.tick(1000);
    }

    function setVisibility(state: 'hidden' | 'visible'): void {
        Object.defineProperty(window.document, 'visibilityState', { configurable: true, value: state });
        window.document.dispatchEvent(new window.Event('visibilitychange'));
    }

    describe('page-view timer (s_top)', () => {
        it('saves the visible seconds to s_top every 5 ticks of 1 s', () => {
            activity.start(HOME);
            clock.tick(4000);
            expect(cookies.get('s_top')).to.equal(undefined);
            clock.tick(1000);
            expect(cookies.get('s_top')).to.equal('5');
            clock.tick(4000);
            expect(cookies.get('s_top'), 'not saved between saves').to.equal('5');
            clock.tick(1000);
            expect(cookies.get('s_top')).to.equal('10');
        });

        it('counts the seconds since the navigation started before the timer started', () => {
            (window.performance.now as sinon.SinonStub).returns(3700);
            activity.start(HOME);
            clock.tick(2000);
            expect(cookies.get('s_top'), '3 s before start and 2 s after').to.equal('5');
        });

        it('saves the seconds at once and stops counting when the page becomes hidden', () => {
            activity.start(HOME);
            clock.tick(7000);
            expect(cookies.get('s_top')).to.equal('5');
            setVisibility('hidden');
            expect(cookies.get('s_top')).to.equal('7');
            clock.tick(60000);
            expect(cookies.get('s_top'), 'a minute in a background tab counts nothing').to.equal('7');
        });

        it('resumes counting when the page is visible again', () => {
            activity.start(HOME);
            clock.tick(7000);
            setVisibility('hidden');
            clock.tick(60000);
            setVisibility('visible');
            clock.tick(2000);
            expect(cookies.get('s_top')).to.equal('7');
            clock.tick(1000);
            expect(cookies.get('s_top')).to.equal('10');
        });

        it('does not count while the page is hidden from the start', () => {
            Object.defineProperty(window.document, 'visibilityState', { configurable: true, value: 'hidden' });
            activity.start(HOME);
            clock.tick(30000);
            expect(cookies.get('s_top')).to.equal('0');
            setVisibility('visible');
            clock.tick(5000);
            expect(cookies.get('s_top')).to.equal('5');
        });

        it('runs one timer when started twice', () => {
            activity.start(HOME);
            activity.start(HOME);
            clock.tick(5000);
            expect(cookies.get('s_top')).to.equal('5');
        });
    });

    describe('scroll depth (s_ppv, s_tp, s_ips)', () => {
        it('measures on the first frame after start: page, initial, highest and final percent, pixels, folds and folds seen', () => {
            activity.start(HOME);
            expect(cookies.get('s_ppv'), 'nothing is read before the frame').to.equal(undefined);
            flushFrame();
            expect(cookies.get('s_ppv')).to.equal(`${ENCODED_HOME},20,20,20,600,5,1`);
            expect(cookies.get('s_tp')).to.equal('3000');
            expect(cookies.get('s_ips')).to.equal('600');
        });

        it('raises the highest and final percent as the visitor scrolls down, keeping the initial percent and pixels', () => {
            activity.start(HOME);
            flushFrame();
            scrollTo(1200);
            measureAndSave();
            expect(cookies.get('s_ppv')).to.equal(`${ENCODED_HOME},20,60,60,1800,5,3`);
            scrollTo(2400);
            measureAndSave();
            expect(cookies.get('s_ppv')).to.equal(`${ENCODED_HOME},20,100,100,3000,5,5`);
            expect(cookies.get('s_ips')).to.equal('600');
        });

        it('keeps the highest percent, pixels seen and folds seen when the visitor scrolls back up, with the final percent where the visitor stopped', () => {
            activity.start(HOME);
            flushFrame();
            scrollTo(1200);
            measureAndSave();
            scrollTo(300);
            measureAndSave();
            expect(cookies.get('s_ppv')).to.equal(`${ENCODED_HOME},20,60,30,1800,5,3`);
        });

        it('records the initial pixels of this page, not the ones a previous page of the session left in s_ips', () => {
            cookies.set('s_ips', '768');
            activity.start(HOME);
            flushFrame();
            expect(cookies.get('s_ips')).to.equal('600');
        });

        it('takes the largest of the document and body heights as the page height', () => {
            Object.defineProperty(window.document.body, 'offsetHeight', { configurable: true, value: 4800 });
            Object.defineProperty(window.document.documentElement, 'clientHeight', { configurable: true, value: 600 });
            activity.start(HOME);
            flushFrame();
            expect(cookies.get('s_tp')).to.equal('4800');
            expect(cookies.get('s_ppv')).to.equal(`${ENCODED_HOME},13,13,13,600,8,1`);
        });

        it('writes the cookies at most once a tick while the visitor scrolls, and at once when the page is hidden', () => {
            activity.start(HOME);
            flushFrame();
            scrollTo(1200);
            flushFrame();
            expect(cookies.get('s_ppv'), 'not on the scroll frame').to.equal(`${ENCODED_HOME},20,20,20,600,5,1`);
            clock.tick(1000);
            expect(cookies.get('s_ppv'), 'on the next tick').to.equal(`${ENCODED_HOME},20,60,60,1800,5,3`);
            scrollTo(2400);
            flushFrame();
            setVisibility('hidden');
            expect(cookies.get('s_ppv'), 'when the page is hidden').to.equal(`${ENCODED_HOME},20,100,100,3000,5,5`);
        });

        it('reads the layout once per frame however many scroll events come before it', () => {
            activity.start(HOME);
            flushFrame();
            layoutReads = 0;
            for (const y of [100, 400, 800, 1000, 1200]) {
                scrollTo(y);
            }
            expect(frames, 'one frame requested').to.have.length(1);
            expect(layoutReads, 'scroll events only schedule').to.equal(0);
            measureAndSave();
            expect(layoutReads).to.equal(1);
            expect(cookies.get('s_ppv'), 'measured at the last position').to.equal(`${ENCODED_HOME},20,60,60,1800,5,3`);
            scrollTo(1500);
            expect(frames, 'the next scroll asks for the next frame').to.have.length(1);
        });

        it('measures again when the window finishes loading', () => {
            activity.start(HOME);
            flushFrame();
            layout({ height: 6000, viewport: 600 });
            window.dispatchEvent(new window.Event('load'));
            measureAndSave();
            expect(cookies.get('s_tp')).to.equal('6000');
            const [, , , final, pixels, folds, foldsSeen] = cookies.get('s_ppv')!.split(',');
            expect({ final, pixels, folds, foldsSeen }).to.deep.equal({ final: '10', pixels: '600', folds: '10', foldsSeen: '1' });
        });

        it('rescales the initial and highest percent to the new height when the page grows after the first measurement', () => {
            activity.start(HOME);
            flushFrame();
            layout({ height: 6000, viewport: 600 });
            window.dispatchEvent(new window.Event('load'));
            measureAndSave();
            expect(cookies.get('s_ppv'), '600 px of 6000 px seen at load and at most').to.equal(`${ENCODED_HOME},10,10,10,600,10,1`);
        });

        it('writes the page name URI-encoded', () => {
            activity.start('alderway:us:rental:faq & help, español');
            flushFrame();
            expect(cookies.get('s_ppv')).to.equal('alderway%3Aus%3Arental%3Afaq%20%26%20help%2C%20espa%C3%B1ol,20,20,20,600,5,1');
        });

        it('writes a page name cut through an emoji with the half as U+FFFD, instead of throwing', () => {
            activity.start('deals \ud83d');
            flushFrame();
            expect(cookies.get('s_ppv')).to.equal('deals%20%EF%BF%BD,20,20,20,600,5,1');
        });
    });
});
