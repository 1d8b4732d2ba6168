import type { AnalyticsTracker } from '../../../../src/extensions/analytics/analytics-tracker';
import { RuleMonitor } from '../../../../src/runtime/rule-monitor';
import { RegistrableDomain } from '../../../../src/services/registrable-domain';
import { testDom } from '../../setup';
import { MID, NOW_S, ORG, TODAY, VisitorTestPage } from '../visitor/visitor-test-page';

/** A returning visitor's ids, as a page of the visit before left them: no /id call is needed. */
export const RETURNING_VISITOR: Readonly<Record<string, string>> = {
    notice_behavior: 'implied,us',
    [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(
        `1176715910|MCIDTS|${TODAY}|MCMID|${MID}|MCAAMLH-${NOW_S + 3000}|9|MCAAMB-${NOW_S + 3000}|BLOB|MCOPTOUT-${NOW_S + 2000}s|NONE|MCAID|NONE|vVersion|5.4.0`
    ),
    [`AMCVS_${encodeURIComponent(ORG)}`]: '1'
};

export type Transport = 'image' | 'sendBeacon' | 'post';

/** One request that left the page for the collection server. */
export interface SentBeacon {
    readonly transport: Transport;
    /** Scheme, host and path: `https://smetrics.alderway.com/b/ss/<account>/1/JS-2.27.0/s...`. */
    readonly base: string;
    /** `AQB=1&...&AQE=1`, from the URL or, for a POST, the body. */
    readonly query: string;
}

/** A beacon as tests read it: how it left the page, and its values decoded. */
export interface DecodedBeacon {
    readonly transport: Transport;
    readonly values: Record<string, string>;
}

/** A page to open: the constructor's arguments, the body's markup, and how long its page view is given. */
export interface PageToOpen {
    readonly url?: string;
    readonly cookies?: Record<string, string>;
    readonly globals?: Record<string, unknown>;
    /** The body, put in before the container starts (see `withMarkup`). */
    readonly html?: string;
    /** Whether the page keeps the visitor on it whatever they click (see `withMarkup`). */
    readonly singlePageApp?: boolean;
    readonly settleMs?: number;
    /** What the test watches from the container's start, before the page view (`watchRuleOutcomes`, `watchFailedConditions`). */
    readonly watch?: (page: AnalyticsTestPage) => void;
}

/**
 * A page of the property with the whole container on it, the visitor's ids known, and the
 * network edges replaced: `Image` (the beacon GET), `navigator.sendBeacon` and XHR (the POST).
 * The clock is sinon's; images "load" `imageLatency` ms after their src is set.
 */
export class AnalyticsTestPage extends VisitorTestPage {
    readonly sent: SentBeacon[] = [];
    imageLatency = 20;
    /** Images never finish: the server hangs. */
    imagesHang = false;
    /** sendBeacon refuses to queue (returns false), as browsers do over their quota. */
    sendBeaconRefuses = false;
    /** The clicks that reached the page's own handlers, after the container's (a page with markup, `withMarkup`). */
    pageClicks = 0;
    /** How many more calls of sendBeacon throw (`sendBeaconThrows`). */
    protected sendBeaconThrowsLeft = 0;

    constructor(
        url = 'https://www.alderway.com/',
        cookies: Record<string, string> = RETURNING_VISITOR,
        globals: Record<string, unknown> = {}
    ) {
        super(url, cookies);
        Object.assign(testDom.window, globals);
        this.installNetworkEdge();
    }

    /**
     * Opens a page with `html` in its body, starts the container and lets the page view go, then
     * forgets it: tests of clicks and page code see only the beacons they cause. The console is the
     * caller's to capture (`captureConsole()`), so a test that reads it keeps it in view.
     */
    static async openAfterPageView({
        url,
        cookies,
        globals,
        html = '',
        singlePageApp,
        settleMs = 50,
        watch
    }: PageToOpen = {}): Promise<AnalyticsTestPage> {
        const page = new AnalyticsTestPage(url, cookies, globals).withMarkup(html, { singlePageApp }).start();
        watch?.(page);
        return page.afterPageView(settleMs);
    }

    /**
     * Puts `html` in the body, as the page's markup is there before the container runs (call before
     * `start()`), and keeps the visitor on the page whatever they click, as a single-page app does:
     * jsdom cannot navigate, yet rules still see a link or a submit as leaving the page. A page whose
     * own handlers decide what a click does (an accordion) passes `singlePageApp: false`.
     */
    withMarkup(html: string, { singlePageApp = true }: { singlePageApp?: boolean } = {}): this {
        testDom.window.document.body.innerHTML = html;
        testDom.window.document.addEventListener('click', event => {
            this.pageClicks++;
            if (singlePageApp) {
                event.preventDefault();
            }
        });
        return this;
    }

    /** Lets the page view go (`settleMs` on the clock) and forgets it, so a test sees only the beacons it causes. */
    async afterPageView(settleMs = 50): Promise<this> {
        await this.clock.tickAsync(settleMs);
        this.sent.length = 0;
        return this;
    }

    /**
     * The visitor clicks `target` (a selector, or the element), and the clock stands still: for tests
     * that time what follows the click themselves.
     */
    dispatchClick(target: string | Element): void {
        const element = typeof target === 'string' ? testDom.window.document.querySelector(target) : target;
        if (!element) {
            // Only a selector can find nothing.
            throw new Error(`Nothing on the page to click: ${target as string}`);
        }
        element.dispatchEvent(new testDom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    }

    /** The visitor clicks `target`, then `settleMs` pass: time for the rules to run and their beacons to leave. */
    async click(target: string | Element, settleMs = 50): Promise<void> {
        this.dispatchClick(target);
        await this.clock.tickAsync(settleMs);
    }

    /**
     * From now on (call after `start()`), the id of each rule whose conditions stop it, in order:
     * how a test sees that a rule heard its trigger and chose to do nothing.
     */
    watchFailedConditions(): string[] {
        const failed: string[] = [];
        this.container.get<RuleMonitor>(RuleMonitor).subscribe({ ruleConditionFailed: ({ rule }) => failed.push(rule.id) });
        return failed;
    }

    /**
     * From now on (call after `start()`), `completed <rule id>` for each rule that ran to the end and
     * `failed <rule id>` for each whose action threw: how a test sees a failure kept inside the rule.
     */
    watchRuleOutcomes(): string[] {
        const outcomes: string[] = [];
        this.container.get<RuleMonitor>(RuleMonitor).subscribe({
            ruleCompleted: ({ rule }) => outcomes.push(`completed ${rule.id}`),
            ruleActionFailed: ({ rule }) => outcomes.push(`failed ${rule.id}`)
        });
        return outcomes;
    }

    /** The browser's sendBeacon throws the next `times` calls (a blocker or a broken polyfill replaced it), then works again. */
    sendBeaconThrows(times = Infinity): void {
        this.sendBeaconThrowsLeft = times;
    }

    /** The tracker object page code sees as `s` (AppMeasurement's global). */
    tracker(): AnalyticsTracker {
        return (testDom.window as unknown as { s: AnalyticsTracker }).s;
    }

    /**
     * The visitor makes a choice on the consent banner: the banner writes its cookie on the registrable
     * domain, then its frame posts `submit_preferences` (dispatched here: jsdom would deliver
     * postMessage on a real timer).
     */
    visitorChooses(preferences: string): void {
        const domain = RegistrableDomain.of(new URL(this.url).hostname);
        testDom.window.document.cookie = `notice_gdpr_prefs=${preferences}; path=/; domain=${domain}`;
        testDom.window.dispatchEvent(
            new testDom.window.MessageEvent('message', {
                data: JSON.stringify({ source: 'preference_manager', message: 'submit_preferences' })
            })
        );
    }

    /**
     * Holds the browser's DOMContentLoaded and load, as on a page still being parsed (call before
     * `start()`): page bottom is then the page's own `_satellite.pageBottom()` (see `pageBottom`).
     */
    holdPageBottom(): void {
        Object.defineProperty(testDom.window.document, 'readyState', { value: 'loading', configurable: true });
        const hold = (event: Event) => event.stopImmediatePropagation();
        testDom.window.addEventListener('DOMContentLoaded', hold, true);
        testDom.window.addEventListener('load', hold, true);
    }

    /** The page says its content is in: `_satellite.pageBottom()`, as page templates call it. */
    pageBottom(): void {
        (testDom.window as unknown as { _satellite: { pageBottom(): void } })._satellite.pageBottom();
    }

    /**
     * The consent provider's script arrives (jsdom fetches no scripts): it has written its cookies,
     * given here, and its <script> element fires load.
     */
    bannerArrives(cookies: Record<string, string> = {}): void {
        const domain = new URL(this.url).hostname.split('.').slice(-2).join('.');
        for (const [name, value] of Object.entries(cookies)) {
            testDom.window.document.cookie = `${name}=${value}; path=/; domain=${domain}`;
        }
        const script = testDom.window.document.querySelector('script[src*="consent.trustarc.com"]');
        if (!script) {
            throw new Error('The container did not ask for the consent banner.');
        }
        script.dispatchEvent(new testDom.window.Event('load'));
    }

    /** Beacons by transport and query, with the random cache buster of the path checked and removed. */
    beacons(): Array<{ transport: Transport; path: string; query: string }> {
        return this.sent.map(beacon => {
            const match = /^(https?:\/\/[^/]+\/b\/ss\/[^/]+\/1\/JS-2\.27\.0\/)s\d{2,14}$/.exec(beacon.base);
            if (!match) {
                throw new Error(`Not a beacon URL: ${beacon.base}`);
            }
            return { transport: beacon.transport, path: match[1], query: beacon.query };
        });
    }

    /** Every beacon sent so far, with how it left and its values decoded. */
    decodedBeacons(): DecodedBeacon[] {
        return this.beacons().map(beacon => ({ transport: beacon.transport, values: AnalyticsTestPage.decode(beacon.query) }));
    }

    /** A beacon's query as name → decoded value (context data keeps its raw block). */
    static decode(query: string): Record<string, string> {
        return Object.fromEntries(
            query.split('&').map(pair => {
                const index = pair.indexOf('=');
                return index < 0 ? [pair, ''] : [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))];
            })
        );
    }

    protected installNetworkEdge(): void {
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the fake Image's methods have their own `this`
        const page = this;
        const window = testDom.window as unknown as Record<string, unknown>;
        class FakeImage {
            alt = '';
            onload: (() => void) | null = null;
            onerror: (() => void) | null = null;
            set src(url: string) {
                if (url === '') {
                    // The transport gives up an image that got no answer in time: no request.
                    return;
                }
                const index = url.indexOf('?');
                page.sent.push({ transport: 'image', base: url.slice(0, index), query: url.slice(index + 1) });
                if (!page.imagesHang) {
                    setTimeout(() => this.onload?.(), page.imageLatency);
                }
            }
        }
        window.Image = FakeImage;
        Object.defineProperty(testDom.window.navigator, 'sendBeacon', {
            configurable: true,
            value: (url: string) => {
                if (page.sendBeaconThrowsLeft > 0) {
                    page.sendBeaconThrowsLeft--;
                    throw new TypeError('sendBeacon is blocked.');
                }
                if (page.sendBeaconRefuses) {
                    return false;
                }
                const index = url.indexOf('?');
                page.sent.push({ transport: 'sendBeacon', base: url.slice(0, index), query: url.slice(index + 1) });
                return true;
            }
        });
        const xhr = window.XMLHttpRequest as { onCreate?: (request: unknown) => void };
        const record = xhr.onCreate;
        xhr.onCreate = request => {
            record?.(request);
            const fake = request as { send: (body?: string) => void; url: string; method: string };
            const send = fake.send.bind(fake);
            fake.send = (body?: string) => {
                if (fake.method === 'POST' && fake.url.includes('/b/ss/')) {
                    page.sent.push({ transport: 'post', base: fake.url, query: body ?? '' });
                }
                send(body);
            };
        };
    }
}
