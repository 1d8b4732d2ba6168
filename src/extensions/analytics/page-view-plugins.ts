import { AnalyticsCookies, AnalyticsSettings } from '../../config/analytics';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import { CentralTime } from './central-time';

const MINUTE_DAYS = 1 / 1440;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The page-view plug-ins the property used with AppMeasurement, as our own code with their cookie
 * names and meaning (docs/protocols.md §2.7): previous page, percent of the previous page
 * viewed, time on the previous page, time parting, new/repeat, visit start, value once. They run
 * only for a beacon that consent allows, so their cookies are written only then.
 */
export class PageViewPlugins {
    constructor(
        protected readonly cookies: CookieService,
        protected readonly window: BrowserWindow
    ) {}

    /** Values by analytics variable, for the page view of `pageName`. */
    values(pageName: string, campaign: string | undefined): Record<string, string | undefined> {
        const previousPage = this.previousPage(pageName);
        return {
            [VARIABLE.previousPage]: previousPage,
            [VARIABLE.percentViewed]: this.percentViewedOf(previousPage),
            [VARIABLE.timeOnPreviousPage]: this.take(AnalyticsCookies.timeOnPage),
            [VARIABLE.visitStart]: this.visitStart(),
            [VARIABLE.newRepeat]: this.newRepeat(),
            [VARIABLE.timeParting]: this.timeParting(new Date()),
            [VARIABLE.campaign]: this.valueOnce(campaign)
        };
    }

    /** The previous page's name, then this page's, for 30 minutes. */
    previousPage(pageName: string): string | undefined {
        const previous = this.cookies.get(AnalyticsCookies.previousPage);
        this.cookies.set(AnalyticsCookies.previousPage, pageName, { days: AnalyticsSettings.visitMinutes * MINUTE_DAYS });
        return previous;
    }

    /** The highest percent seen of the previous page, from the s_ppv its PageActivity left. */
    percentViewedOf(previousPage: string | undefined): string | undefined {
        const fields = this.cookies.get(AnalyticsCookies.percentViewed)?.split(',');
        if (!previousPage || !fields || fields.length < 7 || PageViewPlugins.decoded(fields[0]) !== previousPage) {
            return undefined;
        }
        return fields[2] || undefined;
    }

    /** `year=2026 | month=November | date=22 | day=Sunday | time=6:00 AM`, in Chicago time. */
    timeParting(now: Date): string {
        const local = new Date(now.getTime() + CentralTime.offsetHours(now) * 3600000);
        const hours = local.getUTCHours();
        return (
            `year=${local.getUTCFullYear()} | month=${MONTHS[local.getUTCMonth()]} | date=${local.getUTCDate()} | day=${DAYS[local.getUTCDay()]}` +
            ` | time=${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
        );
    }

    /** New for the whole first visit (a hit within 30 minutes of a New one), Repeat after. */
    newRepeat(): string {
        const now = Date.now();
        const [time, status] = (this.cookies.get(AnalyticsCookies.newRepeat) ?? '').split('-');
        const value = !status || (status === 'New' && now - Number(time) < AnalyticsSettings.visitMinutes * 60000) ? 'New' : 'Repeat';
        this.cookies.set(AnalyticsCookies.newRepeat, `${now}-${value}`, { days: 30 });
        return value;
    }

    /** '1' on the first page of a visit (no hit in 30 minutes), else '0'. */
    visitStart(): string {
        const first = this.cookies.get(AnalyticsCookies.visitStart) === undefined;
        this.cookies.set(AnalyticsCookies.visitStart, '1', { days: AnalyticsSettings.visitMinutes * MINUTE_DAYS });
        return first ? '1' : '0';
    }

    /** The value unless it was already sent in the last 30 minutes. */
    valueOnce(value: string | undefined): string | undefined {
        if (!value || this.cookies.get(AnalyticsCookies.valueOnce) === value) {
            return undefined;
        }
        this.cookies.set(AnalyticsCookies.valueOnce, value, { days: AnalyticsSettings.visitMinutes * MINUTE_DAYS });
        return value;
    }

    /**
     * The page name as PageActivity escaped it. A name with a bare `%` (`20% off`, as another
     * writer of the cookie left it) is compared as it stands: decodeURIComponent would throw and
     * lose the whole page view.
     */
    protected static decoded(text: string): string {
        try {
            return decodeURIComponent(text);
        } catch {
            return text;
        }
    }

    protected take(name: string): string | undefined {
        const value = this.cookies.get(name);
        if (value !== undefined) {
            this.cookies.remove(name);
        }
        return value || undefined;
    }
}
