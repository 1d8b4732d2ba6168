import { QaInspectorImpl } from '../extensions/qa/qa-inspector-impl';
import type { LazyExports } from '../services/lazy-features';

/** The classes of the inspector file, by name: the QA module's provider constructs them. */
export const INSPECTOR_EXPORTS: LazyExports = { QaInspectorImpl };
