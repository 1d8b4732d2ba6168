import { Outbox } from '../extensions/analytics/outbox';
import { RequestBuffer } from '../extensions/analytics/request-buffer';

/**
 * The classes of the outbox file, by name: the hits kept for later. Plain classes: the beacon
 * transport builds the outbox with `new` and hands it what it uses (beacon-transport-impl.ts); the
 * analytics module's provider builds the buffer of held hits (`s.bufferRequests()`).
 */
export const OUTBOX_EXPORTS = { Outbox, RequestBuffer };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        outbox: typeof OUTBOX_EXPORTS;
    }
}
