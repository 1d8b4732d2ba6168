import type { LazyExports } from '../services/lazy-features';
import { Outbox } from '../extensions/analytics/outbox';

/**
 * The classes of the outbox file, by name. A plain class: the beacon transport builds it with
 * `new` and hands it what it uses (beacon-transport-impl.ts); it builds its store itself.
 */
export const OUTBOX_EXPORTS: LazyExports = { Outbox } as unknown as LazyExports;
