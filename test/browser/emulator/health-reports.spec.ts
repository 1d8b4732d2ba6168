import { expect } from 'chai';
import { HealthSettings } from '../../../src/config/health';
import type { HealthReport } from '../../../src/services/health-report';
import { generateReports } from '../../health/health-report-generator';
import { TWO_RELEASES } from '../../health/two-releases';
import { bench } from '../fixture';
import { callEmulator, openBarePage } from './emulator-client';

const REPORT_URL = HealthSettings.environments.production.reportUrl;
const REPORTS = generateReports(TWO_RELEASES, 21).slice(0, 3);
const post = (body: string) =>
    callEmulator(REPORT_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://www.alderway.com' },
        body
    });
const kept = async (query = '') => {
    const answer = await callEmulator(`https://careers.alderway.ca/__qa/health/reports${query}`);
    expect(answer.status).to.equal(200);
    return answer;
};

describe("Emulator: the tag-monitoring service's health reports", () => {
    it('keeps a report posted as text/plain, answers 204 to any page, and logs the request as kind health', async () => {
        const answer = await post(JSON.stringify(REPORTS[0]));
        expect(answer.status).to.equal(204);
        expect(answer.headers['access-control-allow-origin']).to.equal('*');
        expect(JSON.parse((await kept()).body)).to.deep.equal([REPORTS[0]]);
        const [request] = bench().requests({ kind: 'health' });
        expect(request).to.include({
            host: 'tag-monitor.mmgtags.com',
            path: '/v1/health',
            method: 'POST',
            body: JSON.stringify(REPORTS[0])
        });
    });

    it("accepts every environment's report URL of the config", async () => {
        for (const [env, { reportUrl }] of Object.entries(HealthSettings.environments)) {
            const report = { ...REPORTS[0], env } as HealthReport;
            const answer = await callEmulator(reportUrl, {
                method: 'POST',
                headers: { 'Content-Type': 'text/plain' },
                body: JSON.stringify(report)
            });
            expect(answer.status, env).to.equal(204);
        }
        expect((JSON.parse((await kept()).body) as HealthReport[]).map(report => report.env)).to.deep.equal([
            'production',
            'staging',
            'development'
        ]);
    });

    it('refuses with 400 and keeps nothing of what is not a report: not JSON, over 2 KB, another format, a field the format lacks', async () => {
        const bodies = [
            'page=home&v=1',
            JSON.stringify({ ...REPORTS[0], schema: Object.fromEntries([...Array(150).keys()].map(index => [`event-${index}`, 1])) }),
            JSON.stringify({ ...REPORTS[0], v: 2 }),
            JSON.stringify({ ...REPORTS[0], url: 'https://www.alderway.com/?email=a' })
        ];
        const answers = [];
        for (const body of bodies) {
            answers.push(await post(body));
        }
        expect(
            answers.map(answer => [answer.status, answer.body.replace(/^Not a health report: \d+ bytes/, 'Not a health report: N bytes')])
        ).to.deep.equal([
            [400, 'Not a health report: not JSON'],
            [400, 'Not a health report: N bytes, over 2048'],
            [400, 'Not a health report: v is not 1'],
            [400, 'Not a health report: fields the format does not have: url']
        ]);
        expect(answers.every(answer => answer.headers['access-control-allow-origin'] === '*')).to.equal(true);
        expect(JSON.parse((await kept()).body)).to.deep.equal([]);
        expect(bench().requests({ kind: 'health' })).to.have.length(4);
    });

    it('serves the reports as newline-delimited JSON, oldest first, and forgets them on DELETE', async () => {
        for (const report of REPORTS) {
            expect((await post(JSON.stringify(report))).status).to.equal(204);
        }
        const ndjson = await kept('?format=ndjson');
        expect(ndjson.headers['content-type']).to.match(/^application\/x-ndjson/);
        expect(ndjson.body).to.equal(REPORTS.map(report => `${JSON.stringify(report)}\n`).join(''));
        const cleared = await callEmulator('https://www.alderway.com/__qa/health/reports', { method: 'DELETE' });
        expect(JSON.parse(cleared.body)).to.deep.equal({ cleared: true });
        expect((await kept('?format=ndjson')).body).to.equal('');
    });

    it('receives a report a page sends by sendBeacon, as the container sends it', async () => {
        const page = await openBarePage('https://www.alderway.com/');
        const sent = await page.page.evaluate(
            ({ url, body }) => navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' })),
            { url: REPORT_URL, body: JSON.stringify(REPORTS[1]) }
        );
        expect(sent).to.equal(true);
        const request = await bench().waitForRequest({ kind: 'health' });
        expect(request.transport, 'a sendBeacon POST').to.equal('no-cors');
        expect(request.contentType).to.match(/^text\/plain/);
        expect(request.cookies).to.deep.equal({});
        expect(JSON.parse((await kept()).body)).to.deep.equal([REPORTS[1]]);
    });

    it('has no health page and no reports list while the QA API is off, as on a real site', async () => {
        bench().setQaApi(false);
        expect((await callEmulator('https://www.alderway.com/__qa/health')).status).to.equal(404);
        expect((await callEmulator('https://www.alderway.com/__qa/health/reports')).status).to.equal(404);
    });
});
