import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';

/**
 * An HTTP proxy that sends every host to the demo server: plain requests to its http port, CONNECT
 * tunnels for port 443 to its https port. Firefox and WebKit have no switch like Chromium's
 * `--host-resolver-rules`, but both take a proxy, so pages browse `https://careers.alderway.ca/`
 * with no port anywhere, as in production.
 */
export class HostProxy {
    protected readonly server = http.createServer((request, response) => this.forward(request, response));
    protected readonly sockets = new Set<Socket>();
    protected port = 0;

    constructor(protected readonly target: { readonly port: number; readonly tlsPort: number }) {
        this.server.on('connect', (request: http.IncomingMessage, socket: Socket, head: Buffer) => this.tunnel(request, socket, head));
        this.server.on('connection', (socket: Socket) => {
            this.sockets.add(socket);
            socket.on('close', () => this.sockets.delete(socket));
        });
    }

    /** Listens on a free loopback port; resolves with `127.0.0.1:<port>`. */
    async start(): Promise<string> {
        await new Promise<void>((resolve, reject) => {
            this.server.once('error', reject);
            this.server.listen(0, '127.0.0.1', resolve);
        });
        this.port = (this.server.address() as AddressInfo).port;
        return this.address;
    }

    get address(): string {
        return `127.0.0.1:${this.port}`;
    }

    async stop(): Promise<void> {
        for (const socket of this.sockets) {
            socket.destroy();
        }
        await new Promise<void>(resolve => this.server.close(() => resolve()));
    }

    /** A plain-http request in absolute form (`GET http://host/path`): the demo server reads the Host header. */
    protected forward(request: http.IncomingMessage, response: http.ServerResponse): void {
        let path = request.url ?? '/';
        try {
            const url = new URL(path);
            path = url.pathname + url.search;
        } catch {
            // Already in origin form.
        }
        const upstream = http.request(
            { host: '127.0.0.1', port: this.target.port, method: request.method, path, headers: request.headers },
            answer => {
                response.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(response);
            }
        );
        upstream.on('error', () => response.destroy());
        request.pipe(upstream);
    }

    protected tunnel(request: http.IncomingMessage, socket: Socket, head: Buffer): void {
        const port = /:443$/.test(request.url ?? '') ? this.target.tlsPort : this.target.port;
        const upstream = connect(port, '127.0.0.1', () => {
            socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
            upstream.write(head);
            upstream.pipe(socket);
            socket.pipe(upstream);
        });
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
    }
}
