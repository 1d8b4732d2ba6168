import type { ServerResponse } from 'node:http';

/** The 43-byte transparent GIF the analytics and id-sync servers answer with. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Small helpers over a ServerResponse; every answer disables caching so tests see fresh bundles. */
export class Reply {
    constructor(
        readonly response: ServerResponse,
        protected readonly origin: string | undefined
    ) {}

    send(status: number, body: string | Buffer, contentType: string, headers: Record<string, string | string[]> = {}): void {
        if (this.response.headersSent) {
            return;
        }
        this.response.writeHead(status, {
            'Content-Type': contentType,
            'Cache-Control': 'no-store',
            ...headers
        });
        this.response.end(body);
    }

    json(value: unknown, status = 200, headers: Record<string, string | string[]> = {}): void {
        this.send(status, JSON.stringify(value), 'application/json;charset=utf-8', { ...this.cors(), ...headers });
    }

    gif(headers: Record<string, string | string[]> = {}): void {
        this.send(200, TRANSPARENT_GIF, 'image/gif', { ...this.cors(), ...headers });
    }

    /** The `invalid` fault of an image service: a GIF's 200 and content type, and a body that is no image. */
    brokenGif(): void {
        this.send(200, 'Service temporarily unavailable', 'image/gif', this.cors());
    }

    text(body: string, status = 200, contentType = 'text/plain;charset=utf-8'): void {
        this.send(status, body, contentType, this.cors());
    }

    notFound(): void {
        this.text('Not found', 404);
    }

    /** Credentialed CORS, as the identity and analytics servers answer XHR with credentials. */
    cors(): Record<string, string> {
        if (!this.origin) {
            return {};
        }
        return {
            'Access-Control-Allow-Origin': this.origin,
            'Access-Control-Allow-Credentials': 'true',
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Allow-Methods': 'GET, POST, OPTIONS'
        };
    }
}
