import { expect } from 'chai';
import * as sinon from 'sinon';
import { SchemaSettings } from '../../../../src/config/data-layer';
import { ViolationReports } from '../../../../src/extensions/data-layer/violation-reports';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import type { ConsentService } from '../../../../src/services/consent-service';
import type { HttpClient } from '../../../../src/services/http-client';
import type { Logger } from '../../../../src/services/logger';

const INVALID = {
    status: 'invalid',
    violations: [
        { message: 'Missing required property', path: 'eventInfo.jobId' },
        { message: 'Invalid type', path: '' }
    ]
} as const;

describe('ViolationReports', () => {
    let posts: Array<{ url: string; body: Record<string, unknown>; contentType: string; options: unknown }>;
    let warnings: string[];
    let consent: { hasConsent: boolean };
    let answer: Promise<unknown>;
    let reports: ViolationReports;

    beforeEach(() => {
        sinon.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12) });
        posts = [];
        warnings = [];
        consent = { hasConsent: true };
        answer = Promise.resolve({ status: 204 });
        // The network is the edge: the HTTP client records what would go.
        const http = {
            post: (url: string, body: string, contentType: string, _timeout: number, options: unknown) => {
                posts.push({ url, body: JSON.parse(body) as Record<string, unknown>, contentType, options });
                return answer;
            }
        } as unknown as HttpClient;
        const logger = { warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')) } as unknown as Logger;
        const window = { location: { origin: 'https://careers.alderway.com', pathname: '/jobs/J-1042' } } as unknown as BrowserWindow;
        reports = new ViolationReports({ window, http, consent: consent as ConsentService, logger });
    });

    afterEach(() => sinon.restore());

    it('says each violation in the console at once, with its path where it has one', () => {
        reports.record('job-view', INVALID);
        expect(warnings).to.deep.equal([
            'Data-layer event "job-view" does not match its schema: Missing required property: eventInfo.jobId; Invalid type'
        ]);
        expect(posts).to.deep.equal([]);
    });

    it("sends the round's violations in one request without cookies: the page without its query, the time, each event", () => {
        reports.record('job-view', INVALID);
        reports.record('job-share', { status: 'valid' });
        reports.record('job-apply', { status: 'invalid', violations: [{ message: 'Unknown property', path: 'x' }] });
        reports.send();
        expect(posts).to.have.length(1);
        expect(posts[0].url).to.equal(SchemaSettings.violationReportUrl);
        expect(posts[0].options).to.deep.equal({ withCredentials: false });
        expect(posts[0].body).to.deep.equal({
            page: 'https://careers.alderway.com/jobs/J-1042',
            time: '2026-11-27T12:00:00.000Z',
            events: [
                { event: 'job-view', violations: INVALID.violations },
                { event: 'job-apply', violations: [{ message: 'Unknown property', path: 'x' }] }
            ]
        });
        reports.send();
        expect(posts, 'nothing is sent twice, and an empty round sends nothing').to.have.length(1);
    });

    it('sends nothing without consent, and does not keep the round for later', () => {
        consent.hasConsent = false;
        reports.record('job-view', INVALID);
        reports.send();
        consent.hasConsent = true;
        reports.send();
        expect(posts).to.deep.equal([]);
    });

    it('says so once in the console when a report did not go, and the page goes on', async () => {
        answer = Promise.reject(new Error('offline'));
        reports.record('job-view', INVALID);
        expect(() => reports.send()).not.to.throw();
        await Promise.resolve();
        await Promise.resolve();
        expect(warnings.filter(warning => warning.startsWith('The data-layer violation report did not go.'))).to.have.length(1);
    });
});
