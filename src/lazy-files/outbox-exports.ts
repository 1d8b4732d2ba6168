import { HeldRequestStore } from '../extensions/analytics/held-request-store';
import { Outbox } from '../extensions/analytics/outbox';

/**
 * The classes of the outbox file, by name: the hits kept for later and the requests page code
 * holds. Plain classes: the transport's outbox link builds the outbox with `new` and hands it
 * what it uses (outbox-link.ts); the analytics module's provider builds the store of held
 * requests (`s.bufferRequests()`).
 */
export const OUTBOX_EXPORTS = { Outbox, HeldRequestStore };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        outbox: typeof OUTBOX_EXPORTS;
    }
}
