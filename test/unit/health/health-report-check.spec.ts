import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { readHealthReport, readHealthReports } from '../../../demo-site/health/health-report-check';
import { HealthSettings } from '../../../src/config/health';
import type { HealthReport } from '../../../src/services/health-report';
import { generateReports, toNdjson } from '../../health/health-report-generator';
import { TWO_RELEASES } from '../../health/two-releases';

const [REPORT] = generateReports(TWO_RELEASES, 5);
const text = (changes: Record<string, unknown>) => JSON.stringify({ ...REPORT, ...changes });
const errorOf = (body: string) => {
    const read = readHealthReport(body);
    return 'error' in read ? read.error : undefined;
};

describe('Reading a health report as the service does', () => {
    it('accepts a report of the format', () => {
        expect(readHealthReport(JSON.stringify(REPORT))).to.deep.equal({ report: REPORT });
    });

    it('refuses what is not JSON, another format, and more than 2 KB', () => {
        expect(errorOf('{"v":1,')).to.equal('not JSON');
        expect(errorOf('[1]')).to.equal('not a JSON object');
        expect(errorOf(text({ v: 2 }))).to.equal('v is not 1');
        expect(errorOf(text({ v: '1' }))).to.equal('v is not 1');
        const padded = text({ page: 'home', schema: Object.fromEntries([...Array(200).keys()].map(index => [`event-${index}`, 1])) });
        expect(new TextEncoder().encode(padded).length).to.be.greaterThan(HealthSettings.maxBytes);
        expect(errorOf(padded)).to.match(/^\d+ bytes, over 2048$/);
    });

    it('counts bytes, not characters: 2 KB of UTF-8', () => {
        // Under 2048 characters, over 2048 bytes: é is two bytes in UTF-8.
        const body = text({ page: 'é'.repeat(HealthSettings.maxBytes - 8 - text({ page: '' }).length) });
        expect(body.length).to.be.below(HealthSettings.maxBytes);
        expect(errorOf(body)).to.match(/^\d+ bytes, over 2048$/);
    });

    it('refuses a field the format does not have, so nothing else can come with a report', () => {
        expect(errorOf(text({ visitorId: '123' }))).to.equal('fields the format does not have: visitorId');
        expect(errorOf(text({ cost: { ...REPORT.cost, url: 'x' } }))).to.equal('cost is missing or not allowed');
        expect(errorOf(text({ engine: { name: 'chromium', major: 131, ua: 'Mozilla' } }))).to.equal('engine is missing or not allowed');
        expect(errorOf(text({ rules: { 'page-view': { fired: 1, message: 'boom' } } }))).to.equal('rules.page-view is not allowed');
    });

    it('refuses a path, a query, an address or a long text where a name or code belongs', () => {
        expect(errorOf(text({ page: '/car-rental/reservation/start.html' }))).to.equal('page is missing or not allowed');
        expect(errorOf(text({ page: 'home?email=a' }))).to.equal('page is missing or not allowed');
        expect(errorOf(text({ host: 'www.alderway.com/jobs' }))).to.equal('host is missing or not allowed');
        expect(errorOf(text({ tags: { 'chat-widget': 'failed:jane@example.com' } }))).to.equal('tags.chat-widget is not allowed');
        expect(errorOf(text({ rules: { 'job-apply': { fired: 1, failed: 1, codes: ['x'.repeat(81)] } } }))).to.equal(
            'rules.job-apply is not allowed'
        );
        expect(errorOf(text({ schema: { 'job apply/1': 1 } }))).to.equal('schema.job apply/1 is not allowed');
    });

    it('refuses an unknown environment, site type or engine, and numbers that are no counts', () => {
        expect(errorOf(text({ env: 'qa' }))).to.equal('env is missing or not allowed');
        expect(errorOf(text({ site: 'boats' }))).to.equal('site is missing or not allowed');
        expect(errorOf(text({ engine: { name: 'trident', major: 7 } }))).to.equal('engine is missing or not allowed');
        expect(errorOf(text({ cost: { ...REPORT.cost, toPageView: -1 } }))).to.equal('cost is missing or not allowed');
        expect(errorOf(text({ outbox: { kept: 0, late: '1', dropped: {} } }))).to.equal('outbox is missing or not allowed');
        expect(errorOf(text({ outbox: { kept: 0, late: 0, dropped: { quota: null } } }))).to.equal('outbox.dropped.quota is not allowed');
        const { banner: _banner, ...withoutBanner } = REPORT as HealthReport & Record<string, unknown>;
        expect(errorOf(JSON.stringify(withoutBanner))).to.equal('banner is missing or not allowed');
    });

    it('reads newline-delimited JSON, skipping blank lines and naming each line it refused', () => {
        const reports = generateReports(TWO_RELEASES, 5).slice(0, 3);
        const lines = `${toNdjson(reports.slice(0, 2))}\nnot json\r\n${JSON.stringify(reports[2])}\r\n${text({ v: 0 })}\n`;
        expect(readHealthReports(lines)).to.deep.equal({
            reports,
            refused: [
                { line: 4, error: 'not JSON' },
                { line: 6, error: 'v is not 1' }
            ]
        });
    });

    it('imports neither the DOM, nor Node, nor React: the page and the command share the module', () => {
        const folder = path.resolve(__dirname, '../../../demo-site/health');
        const imports = readdirSync(folder).flatMap(file =>
            [...readFileSync(path.join(folder, file), 'utf8').matchAll(/from '([^']+)'/g)].map(match => match[1])
        );
        expect(imports.filter(target => !/^\.\/health-|^\.\.\/\.\.\/src\/(config|services\/health-report)/.test(target))).to.deep.equal([]);
        expect(
            readdirSync(folder).flatMap(file =>
                /\b(document|window|process|require)\b/.test(readFileSync(path.join(folder, file), 'utf8')) ? [file] : []
            )
        ).to.deep.equal([]);
    });
});
