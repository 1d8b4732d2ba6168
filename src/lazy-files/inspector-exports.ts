import { QaInspectorImpl } from '../extensions/qa/qa-inspector-impl';

/** The classes of the inspector file, by name: the QA module's provider constructs them. */
export const INSPECTOR_EXPORTS = { QaInspectorImpl };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        inspector: typeof INSPECTOR_EXPORTS;
    }
}
