import { VisitorIdCalls } from './extensions/visitor/visitor-id-calls';
import type { LazyExports } from './services/lazy-features';

/** The classes of the identity file, by name: the bundle's providers construct them (visitor-instance-module.ts). */
export const IDENTITY_EXPORTS: LazyExports = { VisitorIdCalls };
