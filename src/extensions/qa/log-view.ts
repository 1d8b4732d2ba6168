import type { QaLogEntry } from '../../services/qa-journal';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

/** The warnings and errors the container logged on this page (the console's lines marked 🚀). */
export function logView(context: ViewContext): Node {
    const rows: Row[] = context.entries
        .filter((entry): entry is QaLogEntry => entry.kind === 'log')
        .map(entry => ({
            cells: [pageTime(context, entry.time), entry.level, entry.text],
            attributes: { class: `qa-log-${entry.level}` }
        }));
    return table(context, ['time', 'level', 'message'], rows, 'No warning or error from the container on this page.');
}
