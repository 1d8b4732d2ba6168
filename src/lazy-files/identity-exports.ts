import { VisitorIdCalls } from '../extensions/visitor/visitor-id-calls';
import type { LazyExports } from '../services/lazy-features';

/** The classes of the identity file, by name: a Visitor instance's parts build them with `lazyClass` (visitor-instance-parts.ts). */
export const IDENTITY_EXPORTS: LazyExports = { VisitorIdCalls };
