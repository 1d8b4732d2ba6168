import { HealthSettings } from '../../../src/config/health';
import { readHealthReport } from '../../health/health-report-check';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { HealthReportStore } from '../health-report-store';
import type { Reply } from '../reply';

/** Where the bundles of every environment send their reports (src/config/health.ts). */
const REPORT_URLS = Object.values(HealthSettings.environments).flatMap(({ reportUrl }) => (reportUrl ? [new URL(reportUrl)] : []));

/** Any page may post, without credentials: the answer needs no more (sendBeacon does not read it). */
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' };

/**
 * The tag-monitoring service's health reports: `POST` of one report as text/plain JSON (a
 * sendBeacon, so no preflight and no cookies). A report is kept for the health page and answered
 * 204; a body that is not one (not JSON, over 2 KB, another format, a field the format does not
 * have) is answered 400 with the reason, and not kept. The request log has both.
 */
export class HealthReportEndpoint implements Endpoint {
    readonly kind = 'health' as const;

    constructor(protected readonly store: HealthReportStore) {}

    matches(request: DemoRequest): boolean {
        return request.method === 'POST' && REPORT_URLS.some(url => request.host === url.hostname && request.path === url.pathname);
    }

    handle(request: DemoRequest, reply: Reply): void {
        const read = readHealthReport(request.body);
        if ('error' in read) {
            return reply.send(400, `Not a health report: ${read.error}`, 'text/plain;charset=utf-8', CORS);
        }
        this.store.add(read.report);
        reply.send(204, '', 'text/plain', CORS);
    }
}
