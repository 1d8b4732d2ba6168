import type { DemoRequest } from '../demo-request';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/** `/b/ss/{report suites}/{hit source}/{library version}/s{cache buster}`, as every transport sends it. */
const BEACON_PATH = /^\/b\/ss\/[^/]+\/[^/]+\/[^/]+\/s\d+$/;

/**
 * The analytics collection server, on whatever tracking host the container is configured with.
 * Beacons come as an image GET, as an XHR POST with the query moved into a url-encoded body, or
 * through sendBeacon (a POST with the data in the URL). Every one gets the transparent GIF; the
 * server log already keeps the query and the decoded form, which is what tests and QA look at.
 */
export class AnalyticsEndpoint implements Endpoint {
    readonly kind = 'analytics' as const;

    matches(request: DemoRequest): boolean {
        return (request.method === 'GET' || request.method === 'POST') && BEACON_PATH.test(request.path);
    }

    handle(_request: DemoRequest, reply: Reply): void {
        // The credentialed CORS headers (from reply.gif) let the XHR POST read its answer.
        reply.gif();
    }

    invalid(_request: DemoRequest, reply: Reply): void {
        reply.brokenGif();
    }
}
