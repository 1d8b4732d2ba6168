import { DATA_ELEMENT_SOURCES } from '../../config/data-element-sources';
import { h, shown } from './dom';
import type { Row, ViewContext } from './view-context';
import { table } from './view-context';

const SOURCES = new Map(DATA_ELEMENT_SOURCES.map(row => [row.name, `${row.source}: ${row.detail}`]));

/** How long a data element keeps its value, in the inspector's words. */
function storageOf(context: ViewContext, name: string): string {
    const definition = context.dataElements.definitionOf(name);
    const kept = {
        pageview: 'kept for the page view',
        session: 'kept for the session (sessionStorage)',
        visitor: 'kept for the visitor (localStorage)'
    };
    const notes = [
        definition?.storageDuration ? kept[definition.storageDuration] : 'none: read on each use',
        definition?.defaultValue !== undefined ? `default ${shown(definition.defaultValue)}` : undefined,
        definition?.forceLowerCase ? 'lower-cased' : undefined,
        definition?.cleanText ? 'clean text' : undefined
    ];
    return notes.filter(Boolean).join(', ');
}

/** Every data element of the page: name, its value now, where it comes from, how it is kept. */
export function dataElementsView(context: ViewContext): Node {
    const document = context.document;
    const rows: Row[] = context.dataElements.names().map(name => {
        const value = context.dataElements.getValue(name);
        return {
            cells: [
                h(document, 'code', {}, name),
                h(document, 'span', { class: value === undefined ? 'qa-empty' : 'qa-value' }, shown(value)),
                SOURCES.get(name) ?? '',
                storageOf(context, name)
            ],
            attributes: { 'data-element': name }
        };
    });
    return h(
        document,
        'div',
        {},
        h(
            document,
            'p',
            { class: 'qa-summary' },
            `${rows.length} data elements; values as they are now (`,
            h(document, 'code', {}, '_satellite.getVar(name)'),
            ').'
        ),
        table(context, ['name', 'value', 'source', 'storage'], rows, 'No data element.')
    );
}
