import { expect } from 'chai';
import { readHealthReport } from '../../../../demo-site/health/health-report-check';
import type { HealthMeasures, HealthPageFacts } from '../../../../src/extensions/health/health-report-builder';
import { HealthReportBuilder } from '../../../../src/extensions/health/health-report-builder';
import type { QaEntry } from '../../../../src/services/qa-journal';

const FACTS: HealthPageFacts = {
    build: '1.0.0+2026-11-28T08:00:00.000Z',
    env: 'production',
    host: 'careers.alderway.com',
    site: 'careers',
    page: 'other',
    engine: { name: 'firefox', major: 153 },
    consent: 'us'
};
const STARTED = 1_000_000;
const MEASURES: HealthMeasures = { started: STARTED, longFrames: 1, longFrameMs: 61.4, lazyBytes: { 'after-load': 12115 } };

interface Heard {
    readonly error?: unknown;
    readonly type?: string;
    readonly rules?: readonly string[];
    readonly dataLayer?: { readonly name: string; readonly validation: unknown };
}

/** A rule entry as the journal keeps it: the monitor hook's argument as heard (runtime/rule-monitor.ts). */
const rule = (time: number, hook: string, ruleId?: string, { error, type, rules, dataLayer }: Heard = {}): QaEntry => ({
    kind: 'rule',
    time: STARTED + time,
    hook,
    info:
        hook === 'triggerFired'
            ? {
                  type,
                  rules: rules ?? [],
                  event: dataLayer ? { $type: type, name: dataLayer.name, validation: dataLayer.validation } : { $type: type }
              }
            : {
                  rule: { id: ruleId, order: 50 },
                  event: { $type: 'page-bottom' },
                  ...(error === undefined ? {} : { error: typeof error === 'string' ? new Error(error) : error })
              }
});

describe('HealthReportBuilder', () => {
    const builder = new HealthReportBuilder(FACTS);

    it("counts each rule's runs, its failures by code, and its timeouts apart", () => {
        const report = builder.build(
            [
                rule(10, 'ruleTriggered', 'job-apply'),
                rule(11, 'ruleActionFailed', 'job-apply', { error: 'Failed to execute the action of rule "job-apply". boom' }),
                rule(20, 'ruleTriggered', 'job-apply'),
                rule(2020, 'ruleActionFailed', 'job-apply', {
                    error: 'A timeout occurred because the action took longer than 2 seconds to complete.'
                }),
                rule(30, 'ruleTriggered', 'page-view'),
                rule(31, 'ruleCompleted', 'page-view'),
                rule(40, 'ruleTriggered', 'faq-question'),
                rule(41, 'ruleConditionFailed', 'faq-question')
            ],
            MEASURES
        );
        expect(report.rules).to.deep.equal({
            'job-apply': { fired: 2, failed: 1, timedOut: 1, codes: ['rule-error', 'rule-timeout'] },
            'page-view': { fired: 1 },
            'faq-question': { fired: 1 }
        });
    });

    it("measures the page view and the settled page from the container's start, and carries the monitor's measures", () => {
        const report = builder.build(
            [
                {
                    kind: 'request',
                    time: STARTED + 120,
                    transport: 'image',
                    method: 'GET',
                    url: 'https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1?pe=lnk_o&pev2=a',
                    page: 'x'
                },
                {
                    kind: 'request',
                    time: STARTED + 340,
                    transport: 'image',
                    method: 'GET',
                    url: 'https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s2?AQB=1&pageName=home',
                    page: 'x'
                },
                rule(500, 'triggerFired', undefined, { type: 'window-loaded', rules: ['a', 'b'] }),
                rule(510, 'ruleCompleted', 'a'),
                rule(650, 'ruleConditionFailed', 'b')
            ],
            MEASURES
        );
        expect(report.cost).to.deep.equal({
            toPageView: 340,
            toSettled: 650,
            longFrames: 1,
            longFrameMs: 61,
            lazyBytes: { 'after-load': 12115 }
        });
    });

    it('leaves a page view that never left and a page not yet settled unmeasured', () => {
        const report = builder.build([rule(500, 'triggerFired', undefined, { type: 'window-loaded', rules: ['a'] })], MEASURES);
        expect(report.cost.toPageView).to.equal(undefined);
        expect(report.cost.toSettled).to.equal(undefined);
    });

    it("says each tag's latest status, failures by code, and leaves out tags that never applied", () => {
        const tag = (id: string, status: string, detail?: string): QaEntry => ({
            kind: 'tag',
            time: STARTED,
            id,
            status: status as never,
            detail
        });
        expect(
            builder.build(
                [
                    tag('chat-widget', 'waiting for consent', 'functional'),
                    tag('chat-widget', 'loading'),
                    tag('chat-widget', 'loaded'),
                    tag('ad-pixel', 'failed', 'Loading the script https://assets.adobedtm.com/x.js took longer than 30000 ms.'),
                    tag('site-health', 'failed', 'Failed to find a valid digest in the integrity attribute'),
                    tag('careers-survey', 'failed', 'Bailing out. Cannot find the variable name: "careersSurvey".'),
                    tag('loyalty-badge', 'not applicable'),
                    tag('other', 'waiting for consent')
                ],
                MEASURES
            ).tags
        ).to.deep.equal({
            'chat-widget': 'loaded',
            'ad-pixel': 'failed:timeout',
            'site-health': 'failed:integrity',
            'careers-survey': 'failed:missing-global',
            other: 'waiting'
        });
    });

    it("tells the banner loaded, timed out, failed or absent, and the personalization call's outcome", () => {
        expect(builder.build([rule(5, 'triggerFired', undefined, { type: 'consent-loaded' })], MEASURES).banner).to.equal('loaded');
        const log = (text: string): QaEntry => ({ kind: 'log', time: STARTED, level: 'warn', text });
        expect(
            builder.build(
                [
                    log(
                        'The consent banner alderway_us did not load: Loading the script https://consent.trustarc.com/notice took longer than 30000 ms.'
                    )
                ],
                MEASURES
            ).banner
        ).to.equal('timeout');
        expect(builder.build([log('The consent banner alderway_us did not load: Failed to load the script.')], MEASURES).banner).to.equal(
            'failed'
        );
        expect(builder.build([], MEASURES).banner).to.equal('none');
        const at = (type: string, message?: string): QaEntry => ({ kind: 'personalization', time: STARTED, type, message });
        expect(
            builder.build([at('at-request-start'), at('at-request-failed', 'The call took longer than you wanted!')], MEASURES)
                .personalization
        ).to.equal('timeout');
        expect(builder.build([at('at-request-failed', 'Network error')], MEASURES).personalization).to.equal('failed');
        expect(builder.build([at('at-request-succeeded')], MEASURES).personalization).to.equal('ok');
        expect(builder.build([], MEASURES).personalization).to.equal(undefined);
    });

    it("counts schema violations by the property's event names, and any name page code made up as other", () => {
        const pushed = (name: string, status: string): QaEntry =>
            rule(1, 'triggerFired', undefined, { type: 'data-layer-event', dataLayer: { name, validation: { status } } });
        expect(
            builder.build(
                [
                    pushed('job-apply', 'invalid'),
                    pushed('job-apply', 'invalid'),
                    pushed('job-view', 'valid'),
                    pushed('jane.doe@example.com', 'invalid')
                ],
                MEASURES
            ).schema
        ).to.deep.equal({ 'job-apply': 2, other: 1 });
    });

    it("copies nothing of a URL, a message or the page, and the service's check accepts the report", () => {
        const secret = ['jane.doe@example.com', '4411223344', 'L-778899', 's3cr3t'];
        const report = builder.build(
            [
                {
                    kind: 'request',
                    time: STARTED + 1,
                    transport: 'image',
                    method: 'GET',
                    url: `https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s2?g=https%3A%2F%2Fcareers.alderway.com%2Fjobs%2FL-778899%3Femail%3D${secret[0]}`,
                    page: `https://careers.alderway.com/jobs/L-778899?email=${secret[0]}`
                },
                rule(2, 'ruleTriggered', 'job-apply'),
                rule(3, 'ruleActionFailed', 'job-apply', {
                    error: `Failed to execute the action of rule "job-apply". ${secret[1]} ${secret[3]}`
                }),
                { kind: 'log', time: STARTED, level: 'error', text: `Loyalty member ${secret[2]} has email ${secret[0]}` }
            ],
            MEASURES
        );
        const json = JSON.stringify(report);
        for (const value of secret) {
            expect(json, value).not.to.contain(value);
        }
        expect(readHealthReport(json)).to.deep.equal({ report: JSON.parse(json) as unknown });
    });

    it('keeps a report within 2 KB: first without the rules that only fired, then without the tags that loaded', () => {
        const entries: QaEntry[] = [];
        for (let index = 0; index < 60; index++) {
            entries.push(rule(index, 'ruleTriggered', `rule-number-${index}`), {
                kind: 'tag',
                time: STARTED,
                id: `external-tag-number-${index}`,
                status: 'loaded'
            });
        }
        entries.push(rule(99, 'ruleActionFailed', 'rule-number-7', { error: 'boom' }));
        const report = builder.build(entries, MEASURES);
        expect(new TextEncoder().encode(JSON.stringify(report)).length).to.be.at.most(2048);
        expect(report.rules).to.deep.equal({ 'rule-number-7': { fired: 1, failed: 1, codes: ['rule-error'] } });
        expect(report.tags).to.deep.equal({});
        const failing = builder.build(
            entries.map(entry =>
                entry.kind === 'tag' ? { ...entry, status: 'failed' as const, detail: 'took longer than 30000 ms' } : entry
            ),
            MEASURES
        );
        expect(new TextEncoder().encode(JSON.stringify(failing)).length, 'even with every tag failed').to.be.at.most(2048);
        expect(failing.host).to.equal('careers.alderway.com');
    });
});
