import { RequestKind } from '../captured-request';
import { DemoRequest } from '../demo-request';
import { Endpoint } from '../endpoint';
import { FaultMode, FaultRegistry } from '../fault-registry';
import { Reply } from '../reply';
import { RequestFilter, RequestLog } from '../request-log';

const FAULT_MODES: readonly FaultMode[] = ['slow', 'error', 'invalid', 'no-answer'];

/**
 * The emulator's own API, on every host under /__qa/:
 * - GET /__qa/requests?kind=analytics&page=...&host=...&after=N&since=ISO, DELETE /__qa/requests
 * - GET /__qa/stream: every new request as a server-sent event
 * - GET|POST|DELETE /__qa/faults: `{ "kind": "visitor-id", "mode": "no-answer" }`
 */
export class QaEndpoint implements Endpoint {

    readonly kind = 'qa' as const;

    constructor(protected readonly log: RequestLog, protected readonly faults: FaultRegistry,
        protected readonly settings: Map<string, string>) { }

    matches(request: DemoRequest): boolean {
        return request.path.startsWith('/__qa/');
    }

    handle(request: DemoRequest, reply: Reply): void {
        const route = `${request.method} ${request.path}`;
        switch (route) {
            case 'GET /__qa/requests':
                return reply.json(this.log.list(this.filterOf(request.query)));
            case 'DELETE /__qa/requests':
                this.log.clear();
                return reply.json({ cleared: true });
            case 'GET /__qa/stream':
                return this.stream(request, reply);
            case 'GET /__qa/faults':
                return reply.json(this.faults.all());
            case 'POST /__qa/faults':
                return this.setFault(request, reply);
            case 'DELETE /__qa/faults':
                this.faults.clear((request.query.get('kind') ?? undefined) as RequestKind | undefined);
                return reply.json(this.faults.all());
            case 'GET /__qa/settings':
                return reply.json(Object.fromEntries(this.settings));
            case 'POST /__qa/settings':
                return this.setSettings(request, reply);
            default:
                return reply.notFound();
        }
    }

    protected filterOf(query: URLSearchParams): RequestFilter {
        const kinds = query.getAll('kind').flatMap(kind => kind.split(',')).filter(Boolean) as RequestKind[];
        const after = query.get('after');
        return {
            kind: kinds.length ? kinds : undefined,
            page: query.get('page') ?? undefined,
            host: query.get('host') ?? undefined,
            after: after === null ? undefined : Number(after),
            since: query.get('since') ?? undefined
        };
    }

    protected setFault(request: DemoRequest, reply: Reply): void {
        const body = this.parse(request.body);
        if (!body || typeof body.kind !== 'string' || !FAULT_MODES.includes(body.mode as FaultMode)) {
            return reply.json({ error: `Expected {"kind": "<request kind>", "mode": one of ${FAULT_MODES.join(', ')}}` }, 400);
        }
        this.faults.set(body.kind as RequestKind, {
            mode: body.mode as FaultMode,
            delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
            status: typeof body.status === 'number' ? body.status : undefined
        });
        reply.json(this.faults.all());
    }

    protected setSettings(request: DemoRequest, reply: Reply): void {
        const body = this.parse(request.body);
        if (!body) {
            return reply.json({ error: 'Expected a JSON object of settings' }, 400);
        }
        for (const [key, value] of Object.entries(body)) {
            if (value === null) {
                this.settings.delete(key);
            } else {
                this.settings.set(key, String(value));
            }
        }
        reply.json(Object.fromEntries(this.settings));
    }

    protected stream(request: DemoRequest, reply: Reply): void {
        const response = reply.response;
        response.writeHead(200, {
            'Content-Type': 'text/event-stream',
            'Cache-Control': 'no-store',
            'Connection': 'keep-alive',
            ...reply.cors()
        });
        const filter = this.filterOf(request.query);
        for (const entry of this.log.list(filter)) {
            response.write(`data: ${JSON.stringify(entry)}\n\n`);
        }
        const unsubscribe = this.log.subscribe(entry => {
            if (this.log.list({ ...filter, after: entry.id - 1 }).some(match => match.id === entry.id)) {
                response.write(`data: ${JSON.stringify(entry)}\n\n`);
            }
        });
        response.on('close', unsubscribe);
    }

    protected parse(body: string): Record<string, unknown> | undefined {
        try {
            const value = JSON.parse(body);
            return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
        } catch {
            return undefined;
        }
    }
}
