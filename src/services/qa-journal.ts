import type { TagStatus } from './external-tags';
/** A request the container made: a beacon, an XHR, a script, an image or a frame. */
export interface QaRequestEntry {
    readonly kind: 'request';
    readonly time: number;
    /** How it left: `image`, `sendBeacon`, `post` (a beacon as a form), `xhr`, `script`, `iframe`. */
    readonly transport: string;
    readonly method: 'GET' | 'POST';
    readonly url: string;
    readonly body?: string;
    /** The page it left from (beacons of earlier pages are in the inspector's history). */
    readonly page: string;
}

/**
 * What the rule engine's monitor reported, a trigger or a rule's outcome, kept as it was heard:
 * the inspector and health files read it (services/heard-rule.ts), so the bundle pays for no more
 * than keeping it.
 */
export interface QaRuleEntry {
    readonly kind: 'rule';
    readonly time: number;
    /** `triggerFired`, `ruleTriggered`, `ruleCompleted`, `ruleConditionFailed` or `ruleActionFailed`. */
    readonly hook: string;
    /** The hook's argument (runtime/rule-monitor.ts): the trigger's type, event and rules, or the rule, its event and error. */
    readonly info: unknown;
}

/** A warning or an error the container logged. */
export interface QaLogEntry {
    readonly kind: 'log';
    readonly time: number;
    readonly level: 'warn' | 'error';
    readonly text: string;
}

/** A personalization client event (`at-request-start`, `at-content-rendering-succeeded`, ...). */
export interface QaPersonalizationEntry {
    readonly kind: 'personalization';
    readonly time: number;
    readonly type: string;
    readonly mbox?: string;
    readonly message?: string;
}

/** A start-up step the container runtime ran before the rule engine started. */
export interface QaStartupEntry {
    readonly kind: 'startup';
    readonly time: number;
    readonly id: string;
    readonly order: number;
    /** It threw; the console has why. */
    readonly failed: boolean;
}

/** An external tag's status changed (src/config/external-tags.ts): the latest entry of a tag is its status. */
export interface QaTagEntry {
    readonly kind: 'tag';
    readonly time: number;
    readonly id: string;
    readonly status: TagStatus;
    /** What it waits for (the consent it lacks), or why it failed. */
    readonly detail?: string;
}

/**
 * The outbox kept a hit of this page, sent one a former page kept (`late`), or dropped one: a code,
 * never the hit, for the health report's counts.
 */
export interface QaOutboxEntry {
    readonly kind: 'outbox';
    readonly time: number;
    readonly event: 'kept' | 'late' | 'dropped';
    /** Why it was dropped: `age`, `bounds`, `storage` or `consent`. */
    readonly reason?: string;
}

export type QaEntry = QaRequestEntry | QaRuleEntry | QaLogEntry | QaPersonalizationEntry | QaStartupEntry | QaTagEntry | QaOutboxEntry;

/**
 * What the container did on this page, kept for the QA inspector while QA is on: on every page
 * of a non-production bundle, and on production pages once `?qa=1` turned it on for the tab's
 * session (`?qa=0` turns it off); and for the health report on a page drawn for one
 * (HealthSample). Otherwise `record` does nothing and keeps nothing.
 */
export const QaJournal = Symbol('QaJournal');
export interface QaJournal {
    /** It keeps entries: QA is on, or the page was drawn for a health report. */
    readonly active: boolean;
    /** QA is on for the tab: the inspector shows. */
    readonly inspecting: boolean;
    record(entry: QaEntry): void;
    /** Records a request leaving now from this page. */
    request(transport: string, method: 'GET' | 'POST', url: string, body?: string): void;
    /** Every entry so far, oldest first. */
    readonly entries: readonly QaEntry[];
    /** Calls the listener with each new entry; returns the unsubscribe function. */
    subscribe(listener: (entry: QaEntry) => void): () => void;
}

/** sessionStorage key of the QA switch: '1' while QA is on for the tab. */
export const QA_SWITCH_KEY = 'tag-container.qa';

/**
 * Session cookie set with `?qa=1` and removed with `?qa=0`: a production page without `?qa`
 * opens sessionStorage only when the cookie jar, read anyway, says QA was on in this session.
 */
export const QA_SESSION_COOKIE = 'tc_qa';
