import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/** How a site that deploys each build under its own file names serves them: cached for good. */
export const IMMUTABLE_CACHING = 'public, max-age=31536000, immutable';

/**
 * The container bundles and their source maps, on every host under /tag/ as the sites embed them.
 * Not cached by default, so a test sees a fresh build; the `bundleCache: immutable` setting
 * serves them as a site does, for the bench's cached visit.
 */
export class BundleEndpoint implements Endpoint {
    readonly kind = 'bundle' as const;

    constructor(
        protected readonly distDir: string,
        protected readonly settings: ReadonlyMap<string, string> = new Map()
    ) {}

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && /^\/tag\/container(-staging|-development)?(\.min)?(\.[a-z-]+)?\.js(\.map)?$/.test(request.path);
    }

    async handle(request: DemoRequest, reply: Reply): Promise<void> {
        const file = path.join(this.distDir, path.basename(request.path));
        try {
            const content = await readFile(file);
            const caching: Record<string, string> =
                this.settings.get('bundleCache') === 'immutable' ? { 'Cache-Control': IMMUTABLE_CACHING } : {};
            reply.send(200, content, request.path.endsWith('.map') ? 'application/json' : 'application/javascript;charset=utf-8', caching);
        } catch {
            reply.text(`${path.basename(file)} is not built yet: run npm run build.`, 404);
        }
    }
}
