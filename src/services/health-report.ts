import type { SiteType } from '../config/domains';

/**
 * What one sampled page tells the error-reporting service about the container's health: counts
 * and codes only. Never a cookie value, a visitor or customer id, a path beyond the page type, a
 * query string, page text, or an error's message beyond its code. At most 2 KB as JSON. The
 * health page of the demo and `npm run health` read these (one aggregation module).
 */
export interface HealthReport {
    /** The format of this report. */
    readonly v: 1;
    /** The build that ran: its version and build time (BuildInfo). */
    readonly build: string;
    readonly env: 'production' | 'staging' | 'development';
    /** The page's host, one of the property's (docs/property.md). */
    readonly host: string;
    readonly site: SiteType;
    /** What kind of page, from the property's tables: `home`, a funnel step's name, `not-found`, or `other`. */
    readonly page: string;
    /** The browser engine and its major version, never the User-Agent. */
    readonly engine: { readonly name: 'chromium' | 'firefox' | 'webkit' | 'other'; readonly major: number };
    /** The consent the page ran with: the banner's regime (`eu`, `us`, ... from notice_behavior), `tcf` on TCF hosts. */
    readonly consent: string;
    /** The container's own cost on the page, from its own marks and the long animation frames with its scripts in them. */
    readonly cost: {
        /** ms from the container's start to its page view leaving; absent where none left. */
        readonly toPageView?: number;
        /** ms from the container's start to the page's window-loaded rules having run. */
        readonly toSettled?: number;
        /** Long animation frames (over 50 ms) with the container's scripts in them, and the container's ms in them. */
        readonly longFrames: number;
        readonly longFrameMs: number;
        /** Transferred bytes of the lazy files the page loaded, by file. */
        readonly lazyBytes: Readonly<Record<string, number>>;
    };
    /** Per rule id: runs fired, failed (with the codes of the docs/requirements.md §8 messages of the failures), timed out. */
    readonly rules: Readonly<Record<string, RuleHealth>>;
    /** Per external tag id: `loaded`, `waiting` (for consent), `failed:<reason code>`. */
    readonly tags: Readonly<Record<string, string>>;
    /** The consent banner's script: `loaded`, `failed`, `timeout`. */
    readonly banner: string;
    /** The personalization call, on personalized sites: `ok`, `timeout`, `failed`. */
    readonly personalization?: string;
    /** Hits the outbox kept on the page, sent late (from an earlier page), and dropped, by reason code. */
    readonly outbox: { readonly kept: number; readonly late: number; readonly dropped: Readonly<Record<string, number>> };
    /** Data-layer schema violations, by event name. */
    readonly schema: Readonly<Record<string, number>>;
}

export interface RuleHealth {
    readonly fired: number;
    readonly failed?: number;
    /** The message codes of the failures (e.g. `rule-error`, `rule-timeout`, `module-export`). */
    readonly codes?: readonly string[];
    readonly timedOut?: number;
}
