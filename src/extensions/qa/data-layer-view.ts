import { DataLayerSettings } from '../../config/data-layer';
import { h, shown } from './dom';
import type { RuleEntryView } from './rule-entries';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

interface Validation {
    readonly status?: string;
    readonly violations?: ReadonlyArray<{ readonly message: string; readonly path?: string }>;
    readonly reason?: string;
}

function describe(validation: Validation | undefined): string {
    switch (validation?.status) {
        case undefined:
            return 'not validated';
        case 'invalid':
            return (validation?.violations ?? [])
                .map(violation => (violation.path ? `${violation.message}: ${violation.path}` : violation.message))
                .join('; ');
        case 'not validated':
            return `not validated (${validation?.reason ?? 'no reason given'})`;
        default:
            return String(validation?.status);
    }
}

/** The data layer's items, and each event the container handed to its rules with its validation. */
export function dataLayerView(context: ViewContext): Node {
    const document = context.document;
    const events: Row[] = context.entries
        .filter((entry): entry is RuleEntryView => entry.kind === 'rule' && entry.hook === 'triggerFired' && entry.dataLayer !== undefined)
        .map(entry => {
            const validation = entry.dataLayer!.validation as Validation | undefined;
            return {
                cells: [pageTime(context, entry.time), entry.dataLayer!.name, describe(validation), entry.rules?.join(', ') || 'no rule'],
                attributes: { class: `qa-validation-${(validation?.status ?? 'none').replace(/\s+/g, '-')}` }
            };
        });
    const layer = (context.window as unknown as Record<string, unknown>)[DataLayerSettings.globalName];
    const items: Row[] = (Array.isArray(layer) ? layer : []).map((item, index) => {
        const event = (item as { event?: unknown } | null)?.event;
        return {
            cells: [
                String(index),
                typeof event === 'string' ? event : typeof item === 'function' ? 'function' : 'data',
                h(document, 'pre', {}, shown(item))
            ]
        };
    });
    return h(
        document,
        'div',
        {},
        h(document, 'h4', {}, 'Events and validation'),
        table(
            context,
            ['time', 'event', 'validation', 'rules'],
            events,
            'No data-layer event handed on yet (the data layer starts after the window loads).'
        ),
        h(document, 'h4', {}, `Items of window.${DataLayerSettings.globalName}`),
        table(context, ['#', 'event', 'item'], items, 'The data layer is empty.')
    );
}
