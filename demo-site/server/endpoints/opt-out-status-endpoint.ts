import type { DemoRequest } from '../demo-request';
import { AudienceManager } from '../emulation/audience-manager';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/**
 * The audience manager's read-only `/optOutStatus`: the visitor's opt-out list and how long it may
 * be cached. It sets no cookie. The `visitorOptOut` setting opts the visitor out.
 */
export class OptOutStatusEndpoint implements Endpoint {
    readonly kind = 'opt-out-status' as const;

    constructor(protected readonly settings: ReadonlyMap<string, string>) {}

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && request.path === '/optOutStatus' && AudienceManager.isHost(request.host);
    }

    handle(_request: DemoRequest, reply: Reply): void {
        reply.json({ d_optout: AudienceManager.optOut(this.settings), d_ottl: AudienceManager.optOutTtl });
    }
}
