import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { DemoRequest } from '../demo-request';
import { Endpoint } from '../endpoint';
import { Reply } from '../reply';

/** The container bundles and their source maps, on every host under /tag/ as the sites embed them. */
export class BundleEndpoint implements Endpoint {

    readonly kind = 'bundle' as const;

    constructor(protected readonly distDir: string) { }

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && /^\/tag\/container(-staging|-development)?(\.min)?(\.[a-z-]+)?\.js(\.map)?$/.test(request.path);
    }

    async handle(request: DemoRequest, reply: Reply): Promise<void> {
        const file = path.join(this.distDir, path.basename(request.path));
        try {
            const content = await readFile(file);
            reply.send(200, content, request.path.endsWith('.map') ? 'application/json' : 'application/javascript;charset=utf-8');
        } catch {
            reply.text(`${path.basename(file)} is not built yet: run npm run build.`, 404);
        }
    }
}
