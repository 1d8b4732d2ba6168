/**
 * The QA inspector: a panel on the page that shows what the container did and sent, for the
 * analytics team's QA on real pages. It lives in the `inspector` lazy file, which only pages with
 * QA on (see QaJournal) load.
 */
export interface QaInspector {
    show(): void;
}

/** `() => Promise<QaInspector>`: loads the inspector file the first time. */
export const QaInspectorProvider = Symbol('QaInspectorProvider');
