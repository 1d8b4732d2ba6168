import type { QaTagEntry } from '../../services/qa-journal';
import { h } from './dom';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

/**
 * The page's external tags, each with its latest status from the journal: loaded, loading,
 * waiting for consent (and which), not applicable, not due yet, or failed (and why).
 */
export function tagsView(context: ViewContext): Node {
    const latest = new Map<string, QaTagEntry>();
    for (const entry of context.entries) {
        if (entry.kind === 'tag') {
            latest.set(entry.id, entry);
        }
    }
    const rows: Row[] = [...latest.values()].map(entry => ({
        cells: [h(context.document, 'code', {}, entry.id), entry.status, entry.detail ?? '', pageTime(context, entry.time)],
        attributes: { 'data-tag': entry.id, 'data-status': entry.status }
    }));
    return table(
        context,
        ['tag', 'status', 'why', 'since'],
        rows,
        'No tag decided yet: the tags are looked at once the window has loaded.'
    );
}
