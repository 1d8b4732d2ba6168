import { AnalyticsCookies, AnalyticsSettings } from '../../config/analytics';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { PageActivityMeter } from '../../services/page-activity-meter';
import type { PageEvents } from '../../services/page-events';
import { wellFormed } from './well-formed';

/** What the meter takes from the bundle: the page, its events, and the cookies it writes. */
export interface PageActivityOptions {
    readonly window: BrowserWindow;
    readonly events: PageEvents;
    readonly cookies: CookieService;
}

/**
 * What the next page view reports about this page: the time it was visible (a timer that ticks
 * every second while the page is visible and saves every 5 ticks) and how far it was scrolled
 * (s_ppv: `page,initial%,highest%,final%,highest pixels,folds,highest folds seen`). Scrolling
 * only reads the layout, once a frame at most; the cookies are written at the first measurement,
 * then at most once a tick and when the page is hidden, never per scroll frame. The timer stops
 * while the page is hidden. Loaded after the window loaded, in the after-load chunk; the seconds
 * before that count from the navigation. The bundle builds it once the file is in (analytics-module.ts).
 */
export class PageActivity implements PageActivityMeter {
    protected seconds = 0;
    protected timer: ReturnType<typeof setInterval> | undefined;
    protected started = false;
    protected pageName = '';
    /** Pixels seen (scroll position plus viewport) at the first measurement, and at most. */
    protected initialPixels: number | undefined;
    protected highestPixels = 0;
    protected highestFolds = 0;
    protected measuring = false;
    /** The scroll measures changed since they were last written. */
    protected unsaved = false;
    protected scroll: { height: number; seen: number; percent: number; folds: number } | undefined;

    constructor(protected readonly options: PageActivityOptions) {}

    start(pageName: string): void {
        if (this.started) {
            return;
        }
        this.started = true;
        this.pageName = pageName;
        this.seconds = Math.floor((this.options.window.performance?.now() ?? 0) / 1000);
        const visibility = () => (this.options.events.hidden ? this.pause() : this.resume());
        this.options.events.on('visibilitychange', visibility);
        this.options.events.on('scroll', () => this.scheduleMeasure());
        this.options.events.on('load', () => this.scheduleMeasure());
        visibility();
        this.scheduleMeasure();
    }

    protected resume(): void {
        this.timer ??= setInterval(() => {
            if (++this.seconds % AnalyticsSettings.pageTimerSaveEvery === 0) {
                this.options.cookies.set(AnalyticsCookies.timeOnPage, String(this.seconds));
            }
            this.saveScroll();
        }, AnalyticsSettings.pageTimerTick);
    }

    protected pause(): void {
        clearInterval(this.timer);
        this.timer = undefined;
        this.options.cookies.set(AnalyticsCookies.timeOnPage, String(this.seconds));
        this.saveScroll();
    }

    protected scheduleMeasure(): void {
        if (this.measuring) {
            return;
        }
        this.measuring = true;
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the window as this
        const frame = this.options.window.requestAnimationFrame ?? ((callback: () => void) => setTimeout(callback, 16));
        frame.call(this.options.window, () => {
            this.measuring = false;
            this.measure();
        });
    }

    protected measure(): void {
        const { document, innerHeight } = this.options.window;
        const height =
            Math.max(
                document.body?.scrollHeight ?? 0,
                document.body?.offsetHeight ?? 0,
                document.documentElement.scrollHeight,
                document.documentElement.offsetHeight,
                document.documentElement.clientHeight
            ) || 1;
        const viewport = innerHeight || 1;
        const seen = (this.options.window.scrollY || 0) + innerHeight;
        const first = this.initialPixels === undefined;
        this.initialPixels ??= seen;
        this.highestPixels = Math.max(this.highestPixels, seen);
        this.highestFolds = Math.max(this.highestFolds, Math.floor(seen / viewport));
        this.scroll = { height, seen, percent: this.percentOf(seen, height), folds: Math.floor(height / viewport) };
        this.unsaved = true;
        if (first) {
            this.options.cookies.set(AnalyticsCookies.initialPixels, String(seen));
            this.saveScroll();
        }
    }

    /** Percents come from pixels and the current height: a page that grows rescales them. */
    protected percentOf(pixels: number, height: number): number {
        return Math.min(Math.round((pixels / height) * 100), 100);
    }

    protected saveScroll(): void {
        const scroll = this.scroll;
        if (!this.unsaved || !scroll) {
            return;
        }
        this.unsaved = false;
        // A name cut through an emoji would make encodeURIComponent throw.
        this.options.cookies.set(
            AnalyticsCookies.percentViewed,
            [
                encodeURIComponent(wellFormed(this.pageName)),
                this.percentOf(this.initialPixels!, scroll.height),
                this.percentOf(this.highestPixels, scroll.height),
                scroll.percent,
                this.highestPixels,
                scroll.folds,
                this.highestFolds
            ].join(',')
        );
        this.options.cookies.set(AnalyticsCookies.pageHeight, String(scroll.height));
    }
}
