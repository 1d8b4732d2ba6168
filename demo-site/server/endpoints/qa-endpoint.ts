import { readFile } from 'node:fs/promises';
import type { RequestKind } from '../captured-request';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { FaultMode } from '../fault-registry';
import { HEALTH_PAGE_CSP, renderHealthPage } from '../health-page';
import { HEALTH_REPORTS_KEPT } from '../health-report-store';
import type { Reply } from '../reply';
import type { RequestFilter } from '../request-log';
import { renderWireDiffPage, WIRE_DIFF_COMMAND, WIRE_DIFF_PAGE_CSP } from '../wire-diff-page';
import type { EmulatorContext } from './index';

export const FAULT_MODES: readonly FaultMode[] = ['slow', 'error', 'invalid', 'no-answer'];

/**
 * The emulator's own API, on every host: the one list of its routes. The endpoint answers exactly
 * these, and docs/demo-bench.md names each (test/unit/docs/docs-lists.spec.ts).
 */
export const QA_ROUTES = {
    'GET /__qa/requests':
        'every request the emulated services received (time, host, path, decoded query and body), filtered by QA_REQUEST_FILTERS',
    'DELETE /__qa/requests': 'forgets them',
    'GET /__qa/stream': 'the same list, then every new request, as server-sent events (same filters)',
    'GET /__qa/faults': 'the faults set now',
    'POST /__qa/faults': 'makes every request of a kind misbehave: `{ "kind": "visitor-id", "mode": "no-answer" }`',
    'DELETE /__qa/faults': 'clears the faults, or those of one kind with `?kind=`',
    'GET /__qa/settings': 'the switches set now',
    'POST /__qa/settings': 'sets switches (`{ "consentRegion": "eu" }`, `{ "tagFault:ad-pixel": "not-found" }`); null removes one',
    'GET /__qa/health': "the health page: the container's health reports by build, two builds compared (docs/health.md)",
    'GET /__qa/health/reports': `the health reports the emulated tag-monitoring service kept (the last ${HEALTH_REPORTS_KEPT.toLocaleString('en-US')}), oldest first, as a JSON array; \`?format=ndjson\` one a line`,
    'DELETE /__qa/health/reports': 'forgets them',
    'GET /__qa/wire-diff': 'the wire-diff page: what two builds send differently, change by change, the two requests side by side',
    'GET /__qa/wire-diff/report.json': `the wire diff's report the page draws (wire-diff/report.json); 404 when there is none: \`${WIRE_DIFF_COMMAND}\` writes it`
} as const;
export type QaRoute = keyof typeof QA_ROUTES;

/** The query parameters that filter `GET /__qa/requests` and `GET /__qa/stream`. */
export const QA_REQUEST_FILTERS = {
    kind: 'the kind of request (analytics, visitor-id, schema, personalization, consent, ...); repeated or comma-separated',
    page: 'the page that sent it',
    host: 'the host it went to',
    after: 'only requests whose id is greater (ids count up from 1)',
    since: 'only requests received at or after that ISO time'
} as const;

export class QaEndpoint implements Endpoint {
    readonly kind = 'qa' as const;

    protected readonly routes: Readonly<Record<QaRoute, (request: DemoRequest, reply: Reply) => void | Promise<void>>> = {
        'GET /__qa/requests': (request, reply) => reply.json(this.context.log.list(this.filterOf(request.query))),
        'DELETE /__qa/requests': (_request, reply) => {
            this.context.log.clear();
            reply.json({ cleared: true });
        },
        'GET /__qa/stream': (request, reply) => this.stream(request, reply),
        'GET /__qa/faults': (_request, reply) => reply.json(this.context.faults.all()),
        'POST /__qa/faults': (request, reply) => this.setFault(request, reply),
        'DELETE /__qa/faults': (request, reply) => {
            this.context.faults.clear((request.query.get('kind') ?? undefined) as RequestKind | undefined);
            reply.json(this.context.faults.all());
        },
        'GET /__qa/settings': (_request, reply) => reply.json(Object.fromEntries(this.context.settings)),
        'POST /__qa/settings': (request, reply) => this.setSettings(request, reply),
        'GET /__qa/health': (_request, reply) =>
            reply.send(200, renderHealthPage(), 'text/html;charset=utf-8', { 'Content-Security-Policy': HEALTH_PAGE_CSP }),
        'GET /__qa/health/reports': (request, reply) => this.healthReports(request, reply),
        'DELETE /__qa/health/reports': (_request, reply) => {
            this.context.healthReports.clear();
            reply.json({ cleared: true });
        },
        'GET /__qa/wire-diff': (_request, reply) =>
            reply.send(200, renderWireDiffPage(), 'text/html;charset=utf-8', { 'Content-Security-Policy': WIRE_DIFF_PAGE_CSP }),
        'GET /__qa/wire-diff/report.json': (_request, reply) => this.wireDiffReport(reply)
    };

    constructor(protected readonly context: Pick<EmulatorContext, 'log' | 'faults' | 'settings' | 'healthReports' | 'wireDiffReport'>) {}

    matches(request: DemoRequest): boolean {
        return request.path.startsWith('/__qa/');
    }

    handle(request: DemoRequest, reply: Reply): void | Promise<void> {
        const route = `${request.method} ${request.path}`;
        if (!Object.hasOwn(this.routes, route)) {
            return reply.notFound();
        }
        return this.routes[route as QaRoute](request, reply);
    }

    protected filterOf(query: URLSearchParams): RequestFilter {
        const kinds = query
            .getAll('kind')
            .flatMap(kind => kind.split(','))
            .filter(Boolean) as RequestKind[];
        const after = query.get('after');
        // Every filter of QA_REQUEST_FILTERS, and only those, is read here.
        return {
            kind: kinds.length ? kinds : undefined,
            page: query.get('page') ?? undefined,
            host: query.get('host') ?? undefined,
            after: after === null ? undefined : Number(after),
            since: query.get('since') ?? undefined
        } satisfies RequestFilter & Record<keyof typeof QA_REQUEST_FILTERS, unknown>;
    }

    protected setFault(request: DemoRequest, reply: Reply): void {
        const body = this.parse(request.body);
        if (!body || typeof body.kind !== 'string' || !FAULT_MODES.includes(body.mode as FaultMode)) {
            return reply.json({ error: `Expected {"kind": "<request kind>", "mode": one of ${FAULT_MODES.join(', ')}}` }, 400);
        }
        this.context.faults.set(body.kind as RequestKind, {
            mode: body.mode as FaultMode,
            delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
            status: typeof body.status === 'number' ? body.status : undefined
        });
        reply.json(this.context.faults.all());
    }

    protected setSettings(request: DemoRequest, reply: Reply): void {
        const body = this.parse(request.body);
        if (!body) {
            return reply.json({ error: 'Expected a JSON object of settings' }, 400);
        }
        for (const [key, value] of Object.entries(body)) {
            if (value === null) {
                this.context.settings.delete(key);
            } else {
                // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a setting is text, whatever JSON the client sent it as
                this.context.settings.set(key, String(value));
            }
        }
        reply.json(Object.fromEntries(this.context.settings));
    }

    /** As a JSON array, or as newline-delimited JSON (`?format=ndjson`), the form `npm run health` reads. */
    protected healthReports(request: DemoRequest, reply: Reply): void {
        const reports = this.context.healthReports.list();
        if (request.query.get('format') === 'ndjson') {
            return reply.send(
                200,
                reports.map(report => `${JSON.stringify(report)}\n`).join(''),
                'application/x-ndjson;charset=utf-8',
                reply.cors()
            );
        }
        reply.json(reports);
    }

    /** The file as the wire diff wrote it, not parsed here: the page checks its format. None yet: 404, and how to make one. */
    protected async wireDiffReport(reply: Reply): Promise<void> {
        const file = this.context.wireDiffReport();
        let report: Buffer;
        try {
            report = await readFile(file);
        } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
                throw error;
            }
            return reply.json({ error: `No wire-diff report at ${file}: \`${WIRE_DIFF_COMMAND}\` writes one.` }, 404);
        }
        reply.send(200, report, 'application/json;charset=utf-8', reply.cors());
    }

    protected stream(request: DemoRequest, reply: Reply): void {
        const response = reply.response;
        response.writeHead(200, {
            'Content-Type': 'text/event-stream',
            'Cache-Control': 'no-store',
            Connection: 'keep-alive',
            ...reply.cors()
        });
        const filter = this.filterOf(request.query);
        for (const entry of this.context.log.list(filter)) {
            response.write(`data: ${JSON.stringify(entry)}\n\n`);
        }
        const unsubscribe = this.context.log.subscribe(entry => {
            if (this.context.log.list({ ...filter, after: entry.id - 1 }).some(match => match.id === entry.id)) {
                response.write(`data: ${JSON.stringify(entry)}\n\n`);
            }
        });
        response.on('close', unsubscribe);
    }

    protected parse(body: string): Record<string, unknown> | undefined {
        try {
            const value: unknown = JSON.parse(body);
            return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
        } catch {
            return undefined;
        }
    }
}
