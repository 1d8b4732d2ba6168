import type { DemoRequest } from '../demo-request';
import { AudienceManager } from '../emulation/audience-manager';
import { renderDestinationPublishingPage } from '../emulation/destination-publishing-page';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/**
 * Id syncing: the audience manager's destination-publishing iframe (`/dest5.html` on any
 * `*.demdex.net` host) and the sync partner's pixels it and the page fire (any path on the
 * partner host), which answer the transparent GIF.
 */
export class IdSyncEndpoint implements Endpoint {
    readonly kind = 'id-sync' as const;

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && (this.isIframePage(request) || request.host === AudienceManager.partnerHost);
    }

    handle(request: DemoRequest, reply: Reply): void {
        if (this.isIframePage(request)) {
            reply.send(200, renderDestinationPublishingPage(), 'text/html;charset=utf-8');
        } else {
            reply.gif();
        }
    }

    /** The iframe page without its script (it never answers the parent), or a pixel that is no image. */
    invalid(request: DemoRequest, reply: Reply): void {
        if (this.isIframePage(request)) {
            reply.send(200, '<!doctype html><title>Maintenance</title><p>Back soon.</p>', 'text/html;charset=utf-8');
        } else {
            reply.brokenGif();
        }
    }

    protected isIframePage(request: DemoRequest): boolean {
        return request.path === '/dest5.html' && AudienceManager.isHost(request.host);
    }
}
