import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

const TYPES: Readonly<Record<string, string>> = {
    '.js': 'application/javascript;charset=utf-8',
    '.map': 'application/json',
    '.css': 'text/css;charset=utf-8',
    '.webm': 'video/webm',
    '.pdf': 'application/pdf',
    '.svg': 'image/svg+xml'
};

/** The demo site's own files under /demo/: the React bundle (built) and static assets. */
export class DemoAssetEndpoint implements Endpoint {
    readonly kind = 'demo-asset' as const;

    constructor(
        protected readonly bundleDir: string,
        protected readonly publicDir: string
    ) {}

    matches(request: DemoRequest): boolean {
        return (
            request.method === 'GET' &&
            (request.path.startsWith('/demo/') || request.path.startsWith('/brochure/') || request.path === '/favicon.ico')
        );
    }

    async handle(request: DemoRequest, reply: Reply): Promise<void> {
        if (request.path === '/favicon.ico') {
            return reply.send(204, '', 'image/x-icon');
        }
        const relative = path.normalize(request.path.replace(/^\/demo\//, '/')).replace(/^([/\\])+/, '');
        if (relative.startsWith('..')) {
            return reply.notFound();
        }
        const candidates = [path.join(this.bundleDir, relative), path.join(this.publicDir, relative)];
        for (const file of candidates) {
            try {
                const content = await readFile(file);
                return reply.send(200, content, TYPES[path.extname(file)] ?? 'application/octet-stream');
            } catch {
                // Try the next place.
            }
        }
        reply.notFound();
    }
}
