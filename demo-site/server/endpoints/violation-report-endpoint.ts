import { SchemaSettings } from '../../../src/config/data-layer';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

const REPORT_URL = new URL(SchemaSettings.violationReportUrl!);

/**
 * The tag-monitoring service that collects data-layer schema violations: `POST` of a JSON report
 * (sent as text/plain, without cookies, so no preflight). It keeps nothing but the request log,
 * which the inspector and the tests read; reports are answered 204 with CORS for any page.
 */
export class ViolationReportEndpoint implements Endpoint {
    readonly kind = 'dl-violation' as const;

    matches(request: DemoRequest): boolean {
        return (
            request.host === REPORT_URL.hostname &&
            request.path === REPORT_URL.pathname &&
            (request.method === 'POST' || request.method === 'OPTIONS')
        );
    }

    handle(request: DemoRequest, reply: Reply): void {
        reply.send(204, '', 'text/plain', {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Content-Type'
        });
    }
}
