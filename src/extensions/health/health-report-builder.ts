import { SchemaSettings } from '../../config/data-layer';
import { HealthSettings } from '../../config/health';
import type { HealthReport, RuleHealth } from '../../services/health-report';
import type { HeardRule } from '../../services/heard-rule';
import { heardRule, isInvalid } from '../../services/heard-rule';
import type { QaEntry } from '../../services/qa-journal';
import { HealthCodes, loadFailureCode, ruleFailureCode } from './health-codes';

/** What the page is, as the report may say it: nothing a visitor could be known by. */
export type HealthPageFacts = Pick<HealthReport, 'build' | 'env' | 'host' | 'site' | 'page' | 'engine' | 'consent'>;

/** What the health monitor measured on the page beside the journal. */
export interface HealthMeasures {
    /** When the container started (Date.now()), the mark its cost is counted from. */
    readonly started: number;
    readonly longFrames: number;
    readonly longFrameMs: number;
    readonly lazyBytes: Readonly<Record<string, number>>;
}

const RULE_OUTCOMES = ['ruleCompleted', 'ruleConditionFailed', 'ruleActionFailed'];

/**
 * Builds the page's health report from what the QA journal kept and the monitor measured: counts
 * and codes only. Rule, tag and event names are the property's own (a data-layer event the
 * property has no schema for counts as `other`, since page code names it); nothing is copied from
 * a URL, a message or the page.
 */
export class HealthReportBuilder {
    constructor(protected readonly facts: HealthPageFacts) {}

    build(entries: readonly QaEntry[], measures: HealthMeasures): HealthReport {
        const rules = entries.flatMap(entry => (entry.kind === 'rule' ? [heardRule(entry)] : []));
        const report: HealthReport = {
            v: HealthSettings.formatVersion,
            ...this.facts,
            cost: {
                toPageView: this.pageViewTime(entries, measures.started),
                toSettled: this.settledTime(rules, measures.started),
                longFrames: measures.longFrames,
                longFrameMs: Math.round(measures.longFrameMs),
                lazyBytes: measures.lazyBytes
            },
            rules: this.rules(rules),
            tags: this.tags(entries),
            banner: this.banner(entries, rules),
            personalization: this.personalization(entries),
            outbox: this.outbox(entries),
            schema: this.schema(rules)
        };
        return HealthReportBuilder.withinSize(report);
    }

    /** A report over the size drops the rules that did nothing but fire, then every tag that loaded, then every list. */
    static withinSize(report: HealthReport): HealthReport {
        const fits = (candidate: HealthReport) => new TextEncoder().encode(JSON.stringify(candidate)).length <= HealthSettings.maxBytes;
        if (fits(report)) {
            return report;
        }
        const rules = Object.fromEntries(Object.entries(report.rules).filter(([, rule]) => rule.failed || rule.timedOut));
        const lighter = { ...report, rules };
        if (fits(lighter)) {
            return lighter;
        }
        const lightest = { ...lighter, tags: Object.fromEntries(Object.entries(report.tags).filter(([, status]) => status !== 'loaded')) };
        // The service refuses a larger report: the page's facts and cost at least get there.
        return fits(lightest) ? lightest : { ...lightest, rules: {}, tags: {}, schema: {} };
    }

    /** ms from the start to the first page view that left the page. */
    protected pageViewTime(entries: readonly QaEntry[], started: number): number | undefined {
        const view = entries.find(
            entry =>
                entry.kind === 'request' && /\/b\/ss\//.test(entry.url) && !/[?&]pe=/.test(entry.url) && !/(^|&)pe=/.test(entry.body ?? '')
        );
        return view && Math.max(0, Math.round(view.time - started));
    }

    /** ms from the start until every rule the window-loaded trigger ran had ended. */
    protected settledTime(rules: readonly HeardRule[], started: number): number | undefined {
        const loaded = rules.find(entry => entry.hook === 'triggerFired' && entry.type === 'window-loaded');
        if (!loaded) {
            return undefined;
        }
        let settled = loaded.time;
        for (const id of loaded.rules ?? []) {
            const outcome = rules.find(entry => entry.time >= loaded.time && entry.rule === id && RULE_OUTCOMES.includes(entry.hook));
            if (!outcome) {
                return undefined;
            }
            settled = Math.max(settled, outcome.time);
        }
        return Math.max(0, Math.round(settled - started));
    }

    protected rules(heard: readonly HeardRule[]): Record<string, RuleHealth> {
        const rules: Record<string, { fired: number; failed: number; timedOut: number; codes: Set<string> }> = {};
        for (const entry of heard) {
            if (!entry.rule) {
                continue;
            }
            const rule = (rules[entry.rule] ??= { fired: 0, failed: 0, timedOut: 0, codes: new Set() });
            if (entry.hook === 'ruleTriggered') {
                rule.fired++;
            } else if (entry.failed && (entry.hook === 'ruleActionFailed' || entry.hook === 'ruleConditionFailed')) {
                const code = ruleFailureCode(entry.error);
                rule.codes.add(code);
                if (code === HealthCodes.ruleTimeout) {
                    rule.timedOut++;
                } else {
                    rule.failed++;
                }
            }
        }
        return Object.fromEntries(
            Object.entries(rules).map(([id, { fired, failed, timedOut, codes }]) => [
                id,
                {
                    fired,
                    ...(failed ? { failed } : {}),
                    ...(timedOut ? { timedOut } : {}),
                    ...(codes.size ? { codes: [...codes] } : {})
                }
            ])
        );
    }

    /** Each tag's latest status: `loaded`, `waiting`, `loading`, `failed:<code>`; one that never applied is left out. */
    protected tags(entries: readonly QaEntry[]): Record<string, string> {
        const tags: Record<string, string> = {};
        for (const entry of entries) {
            if (entry.kind !== 'tag') {
                continue;
            }
            const status =
                entry.status === 'failed'
                    ? `failed:${loadFailureCode(entry.detail)}`
                    : entry.status === 'waiting for consent'
                      ? 'waiting'
                      : entry.status === 'loaded' || entry.status === 'loading'
                        ? entry.status
                        : undefined;
            if (status) {
                tags[entry.id] = status;
            } else {
                delete tags[entry.id];
            }
        }
        return tags;
    }

    protected banner(entries: readonly QaEntry[], rules: readonly HeardRule[]): string {
        if (rules.some(entry => entry.hook === 'triggerFired' && entry.type === 'consent-loaded')) {
            return 'loaded';
        }
        const failure = entries.find(entry => entry.kind === 'log' && /^The consent banner \S+ did not load: /.test(entry.text));
        return failure?.kind === 'log' ? (loadFailureCode(failure.text) === HealthCodes.timeout ? 'timeout' : 'failed') : 'none';
    }

    protected personalization(entries: readonly QaEntry[]): string | undefined {
        let outcome: string | undefined;
        for (const entry of entries) {
            if (entry.kind === 'personalization' && entry.type === 'at-request-succeeded') {
                outcome = 'ok';
            } else if (entry.kind === 'personalization' && entry.type === 'at-request-failed') {
                outcome = /longer than you wanted/.test(entry.message ?? '') ? 'timeout' : 'failed';
            }
        }
        return outcome;
    }

    /** What the outbox kept of this page, sent late of former pages, and dropped, by reason. */
    protected outbox(entries: readonly QaEntry[]): HealthReport['outbox'] {
        let kept = 0;
        let late = 0;
        const dropped: Record<string, number> = {};
        for (const entry of entries) {
            if (entry.kind === 'outbox' && entry.event === 'kept') {
                kept++;
            } else if (entry.kind === 'outbox' && entry.event === 'late') {
                late++;
            } else if (entry.kind === 'outbox') {
                const reason = entry.reason ?? 'other';
                dropped[reason] = (dropped[reason] ?? 0) + 1;
            }
        }
        return { kept, late, dropped };
    }

    /** Schema violations by event name: the property's event names (those it builds schemas in for), and `other` for a name page code made up. */
    protected schema(rules: readonly HeardRule[]): Record<string, number> {
        const counts: Record<string, number> = {};
        for (const { hook, dataLayer } of rules) {
            if (hook === 'triggerFired' && dataLayer && isInvalid(dataLayer.validation)) {
                const name = SchemaSettings.builtInSchemas.includes(dataLayer.name) ? dataLayer.name : 'other';
                counts[name] = (counts[name] ?? 0) + 1;
            }
        }
        return counts;
    }
}
