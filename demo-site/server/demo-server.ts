import * as http from 'node:http';
import * as https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import * as path from 'node:path';
import type { CapturedRequest } from './captured-request';
import type { DemoRequest } from './demo-request';
import type { Endpoint } from './endpoint';
import { createEndpoints } from './endpoints';
import { FaultRegistry } from './fault-registry';
import { HealthReportStore } from './health-report-store';
import { Reply } from './reply';
import { RequestLog } from './request-log';
import { createSelfSignedCertificate } from './tls-certificate';

export interface DemoServerOptions {
    /** HTTP port; 0 picks a free one. Default: PORT or 8080. */
    readonly port?: number;
    /** HTTPS port; 0 picks a free one. Default: TLS_PORT or port + 1. */
    readonly tlsPort?: number;
    /** Where the container bundles are. */
    readonly distDir?: string;
    /** Where the demo site's bundle is. */
    readonly demoDir?: string;
    /** Interface to listen on. */
    readonly listenHost?: string;
    /** The wire diff's report the wire-diff page draws. Default: wire-diff/report.json at the project root, where the wire diff writes it. */
    readonly wireDiffReport?: string;
}

const LOCAL_ALIAS = '.localhost';
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The demo site and the endpoint emulator in one Node server: it serves the pages for any Host
 * header and answers like the company's tracking, identity, consent, schema and personalization
 * services, keeping every request it received.
 */
export class DemoServer {
    readonly log = new RequestLog();
    readonly faults = new FaultRegistry();
    /** The health reports the emulated tag-monitoring service kept. */
    readonly healthReports = new HealthReportStore();
    /** Switches the QA user or a test sets (consent region, ...). */
    readonly settings = new Map<string, string>();

    protected readonly endpoints: Endpoint[];
    protected readonly servers: Array<http.Server | https.Server> = [];
    protected readonly sockets = new Set<Socket>();
    /** The https certificate made at start (PEM), for a browser that trusts it by its key (the bench's cached visit). */
    certificate: string | undefined;
    /**
     * The wire diff's report file that GET /__qa/wire-diff/report.json serves, read at each
     * request: a test sets it to a report of its own while the server runs, and sets it back.
     */
    wireDiffReport: string;

    constructor(protected readonly options: DemoServerOptions = {}) {
        const distDir = options.distDir ?? path.resolve(__dirname, '../../dist');
        this.wireDiffReport = options.wireDiffReport ?? path.resolve(__dirname, '../../wire-diff/report.json');
        this.endpoints = createEndpoints({
            log: this.log,
            faults: this.faults,
            healthReports: this.healthReports,
            settings: this.settings,
            wireDiffReport: () => this.wireDiffReport,
            distDir,
            demoDir: options.demoDir ?? path.join(distDir, 'demo')
        });
    }

    async start(): Promise<{ port: number; tlsPort: number }> {
        const port = this.options.port ?? Number(process.env.PORT ?? 8080);
        const tlsPort = this.options.tlsPort ?? Number(process.env.TLS_PORT ?? (port === 0 ? 0 : port + 1));
        const listenHost = this.options.listenHost ?? '127.0.0.1';
        const plain = http.createServer((req, res) => void this.onRequest(req, res, 'http'));
        const pems = await createSelfSignedCertificate();
        this.certificate = pems.cert;
        const secure = https.createServer(pems, (req, res) => void this.onRequest(req, res, 'https'));
        const actualPort = await this.listen(plain, port, listenHost);
        const actualTlsPort = await this.listen(secure, tlsPort, listenHost);
        return { port: actualPort, tlsPort: actualTlsPort };
    }

    async stop(): Promise<void> {
        for (const socket of this.sockets) {
            socket.destroy();
        }
        await Promise.all(this.servers.map(server => new Promise<void>(resolve => server.close(() => resolve()))));
        this.servers.length = 0;
    }

    protected listen(server: http.Server | https.Server, port: number, host: string): Promise<number> {
        this.servers.push(server);
        server.on('connection', (socket: Socket) => {
            this.sockets.add(socket);
            socket.on('close', () => this.sockets.delete(socket));
        });
        return new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
        });
    }

    protected async onRequest(req: http.IncomingMessage, res: http.ServerResponse, protocol: 'http' | 'https'): Promise<void> {
        try {
            const request = await this.read(req, protocol);
            const reply = new Reply(res, req.headers.origin);
            if (request.method === 'OPTIONS') {
                return reply.send(204, '', 'text/plain', reply.cors());
            }
            const endpoint = this.endpoints.find(candidate => candidate.matches(request));
            // `qaApi: off` stands for a real site: no emulator, no request stream, only what the page itself has.
            if (!endpoint || (endpoint.kind === 'qa' && this.settings.get('qaApi') === 'off')) {
                return reply.notFound();
            }
            if (endpoint.kind !== 'qa') {
                this.log.add(this.capture(request, endpoint.kind));
            }
            await this.answer(endpoint, request, reply);
        } catch (error) {
            if (!res.headersSent) {
                res.writeHead(500, { 'Content-Type': 'text/plain' });
            }
            res.end(`Emulator error: ${(error as Error).message}`);
        }
    }

    /** Applies the fault switched on for the endpoint's kind, if any, around its normal answer. */
    protected async answer(endpoint: Endpoint, request: DemoRequest, reply: Reply): Promise<void> {
        const fault = endpoint.kind === 'qa' ? undefined : this.faults.get(endpoint.kind);
        switch (fault?.mode) {
            case 'no-answer':
                return; // The socket stays open until the client gives up or the server stops.
            case 'error':
                return reply.text('Emulated failure', fault.status ?? 500);
            case 'invalid':
                return endpoint.invalid
                    ? endpoint.invalid(request, reply)
                    : reply.send(200, '{"this is": not valid', 'application/json', reply.cors());
            case 'slow':
                await new Promise(resolve => setTimeout(resolve, fault.delayMs ?? 3000));
                break;
        }
        await endpoint.handle(request, reply);
    }

    protected async read(req: http.IncomingMessage, protocol: 'http' | 'https'): Promise<DemoRequest> {
        const browserHost = (req.headers.host ?? 'localhost').replace(/:\d+$/, '').toLowerCase();
        const host = browserHost.endsWith(LOCAL_ALIAS) ? browserHost.slice(0, -LOCAL_ALIAS.length) : browserHost;
        const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of req) {
            size += (chunk as Buffer).length;
            if (size <= MAX_BODY_BYTES) {
                chunks.push(chunk as Buffer);
            }
        }
        return {
            method: req.method ?? 'GET',
            protocol,
            browserHost,
            host,
            path: url.pathname,
            url,
            query: url.searchParams,
            headers: req.headers,
            cookies: parseCookies(req.headers.cookie),
            body: Buffer.concat(chunks).toString('utf8')
        };
    }

    protected capture(request: DemoRequest, kind: CapturedRequest['kind']): Omit<CapturedRequest, 'id'> {
        const query: Record<string, string | string[]> = {};
        for (const [key, value] of request.query) {
            const existing = query[key];
            query[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
        }
        const referer = request.headers.referer;
        return {
            time: new Date().toISOString(),
            kind,
            method: request.method,
            protocol: request.protocol,
            host: request.host,
            path: request.path,
            query,
            search: request.url.search.replace(/^\?/, ''),
            body: request.body || undefined,
            form: isForm(request) ? decodeForm(request.body) : undefined,
            page: kind === 'page' ? `${request.protocol}://${request.host}${request.path}` : pageOf(beaconPageUrl(request) ?? referer),
            userAgent: request.headers['user-agent'],
            contentType: request.headers['content-type'],
            cookies: request.cookies,
            transport:
                request.headers['sec-fetch-dest'] === 'empty' && request.headers['sec-purpose'] === undefined
                    ? String(request.headers['sec-fetch-mode'] ?? '')
                    : String(request.headers['sec-fetch-dest'] ?? '')
        };
    }
}

/**
 * Beacons say which page sent them (`g`). The Referer of a cross-origin request carries only the
 * origin, so for beacons `g` is the better witness.
 */
function beaconPageUrl(request: DemoRequest): string | undefined {
    if (!request.path.startsWith('/b/ss/')) {
        return undefined;
    }
    return request.query.get('g') ?? new URLSearchParams(request.body).get('g') ?? undefined;
}

function isForm(request: DemoRequest): boolean {
    return (
        request.method === 'POST' &&
        /x-www-form-urlencoded|text\/plain/.test(String(request.headers['content-type'] ?? '')) &&
        /(^|&)[^=&]+=/.test(request.body)
    );
}

/** A url-encoded body (POST beacons) decoded like a query; repeated keys become arrays. */
function decodeForm(body: string): Record<string, string | string[]> {
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(body)) {
        const existing = form[key];
        form[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
    return form;
}

function parseCookies(header: string | undefined): Record<string, string> {
    const cookies: Record<string, string> = {};
    for (const part of (header ?? '').split(';')) {
        const separator = part.indexOf('=');
        if (separator > 0) {
            cookies[part.slice(0, separator).trim()] = part.slice(separator + 1).trim();
        }
    }
    return cookies;
}

/** The requesting page as `protocol://real-host/path`, without the QA alias and the query. */
function pageOf(referer: string | undefined): string | undefined {
    if (!referer) {
        return undefined;
    }
    try {
        const url = new URL(referer);
        const host = url.hostname.endsWith(LOCAL_ALIAS) ? url.hostname.slice(0, -LOCAL_ALIAS.length) : url.hostname;
        return `${url.protocol}//${host}${url.pathname}`;
    } catch {
        return undefined;
    }
}
