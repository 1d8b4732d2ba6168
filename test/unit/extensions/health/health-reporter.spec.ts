import { expect } from 'chai';
import { readHealthReport } from '../../../../demo-site/health/health-report-check';
import { LOYALTY_MEMBER } from '../../../../demo-site/src/site/fixtures';
import { DOMAINS } from '../../../../src/config/domains';
import type { HealthReporterOptions } from '../../../../src/extensions/health/health-reporter';
import { HealthReporter } from '../../../../src/extensions/health/health-reporter';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import type { ConsentScriptDirectory } from '../../../../src/services/consent-script-directory';
import type { ConsentService } from '../../../../src/services/consent-service';
import type { DomainDirectory } from '../../../../src/services/domain-directory';
import type { QaEntry } from '../../../../src/services/qa-journal';

const STARTED = 2_000_000;
const LOYALTY_HOST = DOMAINS.find(row => row.siteType === 'loyalty')!;
const EMAIL = 'jane.doe@example.com';
const PATH_ID = 'R-55512345';

interface Page {
    readonly window: BrowserWindow;
    readonly beacons: Array<{ url: string; body: string }>;
}

/** A loyalty member's dashboard, with the member's data in the page's globals, its path, its query and its title. */
function loyaltyPage(sendBeacon: (url: string, body: string) => boolean = () => true): Page {
    const beacons: Page['beacons'] = [];
    const window = {
        location: {
            pathname: `/dashboard/${PATH_ID}`,
            search: `?email=${EMAIL}`,
            href: `https://${LOYALTY_HOST.host}/dashboard/${PATH_ID}?email=${EMAIL}`
        },
        document: { title: `Welcome back, ${LOYALTY_MEMBER.email}`, cookie: `loyalty_id=${LOYALTY_MEMBER.id}` },
        navigator: {
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
            sendBeacon: (url: string, body: string) => {
                beacons.push({ url, body });
                return sendBeacon(url, body);
            }
        },
        performance: { getEntriesByType: () => [] },
        loyaltyId: LOYALTY_MEMBER.id,
        loyaltyNumber: LOYALTY_MEMBER.number,
        loyaltyEmail: LOYALTY_MEMBER.email,
        loyaltyCity: LOYALTY_MEMBER.city,
        loyaltyPostalCode: LOYALTY_MEMBER.postalCode
    } as unknown as BrowserWindow;
    return { window, beacons };
}

function reporter(
    page: Page,
    entries: readonly QaEntry[],
    gate: { allowed: boolean; pageViewSent: boolean } = { allowed: true, pageViewSent: true }
): HealthReporter {
    const options: HealthReporterOptions = {
        window: page.window,
        journal: { entries },
        tracker: gate,
        facts: {
            window: page.window,
            buildInfo: { version: '1.5.0', buildDate: '2026-05-11T09:00:00.000Z', environment: 'production', minified: true },
            domains: { current: LOYALTY_HOST } as DomainDirectory,
            consent: { geolocation: 'us' } as ConsentService,
            consentScripts: { current: undefined } as ConsentScriptDirectory
        },
        meter: { window: page.window, scriptUrl: `https://${LOYALTY_HOST.host}/tag/container.min.js` },
        reportUrl: 'https://tag-monitor.mmgtags.com/v1/health',
        started: STARTED
    };
    return new HealthReporter(options);
}

/** Everything a member's page could hand the container: in requests, rule errors, logs, tags, personalization and the data layer. */
function entriesFullOfPersonalData(failingRules: number): QaEntry[] {
    const url = `https://${LOYALTY_HOST.host}/dashboard/${PATH_ID}?email=${EMAIL}`;
    const entries: QaEntry[] = [
        {
            kind: 'request',
            time: STARTED + 40,
            transport: 'image',
            method: 'GET',
            page: url,
            url: `https://smetrics.alderway.com/b/ss/x/1/JS-2.27.0/s1?g=${encodeURIComponent(url)}&v12=${LOYALTY_MEMBER.id}&v13=${LOYALTY_MEMBER.number}`
        },
        {
            kind: 'log',
            time: STARTED,
            level: 'error',
            text: `Member ${LOYALTY_MEMBER.id} (${LOYALTY_MEMBER.email}) at ${LOYALTY_MEMBER.postalCode} ${LOYALTY_MEMBER.city}`
        },
        {
            kind: 'tag',
            time: STARTED,
            id: 'loyalty-badge',
            status: 'failed',
            detail: `https://badge.example/${EMAIL}.js took longer than 30000 ms`
        },
        {
            kind: 'personalization',
            time: STARTED,
            type: 'at-request-failed',
            mbox: `member-${LOYALTY_MEMBER.id}`,
            message: `No offer for ${EMAIL}`
        },
        {
            kind: 'rule',
            time: STARTED + 1,
            hook: 'triggerFired',
            info: {
                type: 'data-layer-event',
                rules: [],
                event: { $type: 'data-layer-event', name: EMAIL, validation: { status: 'invalid' } }
            }
        },
        { kind: 'outbox', time: STARTED, event: 'kept' }
    ];
    for (let index = 0; index < failingRules; index++) {
        const rule = { id: `loyalty-rule-number-${index}`, order: 50 };
        entries.push(
            { kind: 'rule', time: STARTED + 2, hook: 'ruleTriggered', info: { rule, event: { $type: 'page-bottom' } } },
            {
                kind: 'rule',
                time: STARTED + 3,
                hook: 'ruleActionFailed',
                info: { rule, event: { $type: 'page-bottom' }, error: new Error(`Cannot read ${EMAIL} of member ${LOYALTY_MEMBER.number}`) }
            }
        );
    }
    return entries;
}

describe('HealthReporter', () => {
    it('sends one report of a page full of personal data with none of it: no global, path, query, title, cookie or message', () => {
        const page = loyaltyPage();
        expect(reporter(page, entriesFullOfPersonalData(3)).send()).to.equal(true);
        expect(page.beacons).to.have.length(1);
        const [{ url, body }] = page.beacons;
        expect(url).to.equal('https://tag-monitor.mmgtags.com/v1/health');
        const personal = [
            EMAIL,
            PATH_ID,
            'dashboard',
            'email',
            ...Object.values(LOYALTY_MEMBER)
                .map(String)
                .filter(value => value.length > 2),
            'Welcome back',
            'HeadlessChrome',
            '537.36',
            'X11'
        ];
        for (const value of personal) {
            expect(body, value).not.to.contain(value);
        }
        const report = JSON.parse(body) as Record<string, unknown>;
        expect(report).to.deep.include({
            host: LOYALTY_HOST.host,
            site: 'loyalty',
            page: 'other',
            engine: { name: 'chromium', major: 131 },
            consent: 'us',
            personalization: 'failed'
        });
        expect(report.schema).to.deep.equal({ other: 1 });
        expect(readHealthReport(body)).to.deep.equal({ report });
    });

    it("keeps the report within 2 KB with 200 rules failing, and the service's check accepts it", () => {
        const page = loyaltyPage();
        expect(reporter(page, entriesFullOfPersonalData(200)).send()).to.equal(true);
        const [{ body }] = page.beacons;
        expect(new TextEncoder().encode(body).length).to.be.at.most(2048);
        expect(body).not.to.contain(EMAIL);
        expect(readHealthReport(body)).to.have.property('report');
    });

    it('sends nothing where consent does not allow tracking now, or the page view did not leave', () => {
        for (const gate of [
            { allowed: false, pageViewSent: true },
            { allowed: true, pageViewSent: false }
        ]) {
            const page = loyaltyPage();
            expect(reporter(page, [], gate).send(), JSON.stringify(gate)).to.equal(false);
            expect(page.beacons).to.deep.equal([]);
        }
    });

    it('sends once per page, and drops a report the browser refuses or that throws, without a word', () => {
        const refused = loyaltyPage(() => false);
        const subject = reporter(refused, []);
        expect(subject.send()).to.equal(false);
        expect(subject.send(), 'never tried again').to.equal(false);
        expect(refused.beacons).to.have.length(1);
        const throwing = loyaltyPage(() => {
            throw new TypeError('Illegal invocation');
        });
        expect(reporter(throwing, []).send()).to.equal(false);
        const page = loyaltyPage();
        const once = reporter(page, []);
        expect([once.send(), once.send()]).to.deep.equal([true, false]);
    });
});
