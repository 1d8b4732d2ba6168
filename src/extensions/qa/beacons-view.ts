import type { QaRequestEntry } from '../../services/qa-journal';
import type { DecodedBeacon } from './beacon-decoder';
import { BeaconDecoder } from './beacon-decoder';
import { h } from './dom';
import type { HistoryHit } from './qa-history';
import { HISTORY_LIMIT } from './qa-history';
import type { ViewContext } from './view-context';
import { matches, pageTime, table } from './view-context';

/** A beacon as a tab-separated table: what "copy as table" puts on the clipboard, for a spreadsheet. */
export function beaconTable(beacon: DecodedBeacon): string {
    const rows = [
        ['variable', 'name', 'value'],
        ...beacon.events.map(event => ['events', event.name || event.event, `${event.event}${event.value ? `=${event.value}` : ''}`]),
        ...[...beacon.variables, ...beacon.contextData].map(row => [row.variable, row.name, row.value])
    ];
    return rows.map(row => row.map(cell => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
}

function urlOf(hit: HistoryHit): string {
    return hit.body ? `${hit.url}?${hit.body}` : hit.url;
}

function beaconSection(context: ViewContext, hit: HistoryHit, index: number): HTMLElement | undefined {
    const document = context.document;
    const beacon = BeaconDecoder.decode(hit.url, hit.body);
    const rows = [...beacon.variables, ...beacon.contextData];
    const text = [
        beacon.type,
        ...beacon.events.map(event => `${event.event} ${event.name}`),
        ...rows.map(row => `${row.variable} ${row.name} ${row.value}`)
    ].join(' ');
    if (!matches(context, text)) {
        return undefined;
    }
    const earlier = hit.pageStart !== context.pageStart;
    return h(
        document,
        'section',
        { class: 'qa-beacon', 'data-beacon-type': beacon.type, 'data-earlier': earlier },
        h(
            document,
            'h4',
            {},
            `${beacon.type} → ${beacon.suites.join(', ')} `,
            h(
                document,
                'small',
                {},
                `${hit.transport} · ${beacon.host} · ${earlier ? `earlier page ${hit.page}` : pageTime(context, hit.time)}`
            )
        ),
        h(
            document,
            'p',
            { class: 'qa-actions' },
            h(
                document,
                'button',
                { type: 'button', 'data-copy': 'url', 'data-index': index, onclick: () => context.copy(urlOf(hit), 'the beacon URL') },
                'Copy URL'
            ),
            h(
                document,
                'button',
                {
                    type: 'button',
                    'data-copy': 'table',
                    'data-index': index,
                    onclick: () => context.copy(beaconTable(beacon), 'the beacon as a table')
                },
                'Copy as table'
            )
        ),
        beacon.events.length > 0 &&
            h(
                document,
                'p',
                { class: 'qa-events' },
                ...beacon.events.map(event =>
                    h(
                        document,
                        'span',
                        { class: 'qa-event', title: event.event },
                        `${event.name || event.event}${event.value ? `=${event.value}` : ''} `,
                        h(document, 'code', {}, event.event)
                    )
                )
            ),
        table(
            { ...context, filter: '' },
            ['variable', 'name', 'value'],
            rows.map(row => ({
                cells: [h(document, 'code', {}, row.variable), row.name, h(document, 'span', { class: 'qa-value' }, row.value)],
                attributes: { 'data-variable': row.variable }
            })),
            ''
        )
    );
}

/**
 * The analytics hits of the tab, newest first: this page's and the earlier pages' (exit and
 * unload beacons included), decoded into the solution design reference's names.
 */
export function beaconsView(context: ViewContext): Node {
    const document = context.document;
    // This page's hits come from the journal; the history adds those of the pages before it.
    const own = context.entries
        .filter((entry): entry is QaRequestEntry => entry.kind === 'request' && BeaconDecoder.isBeacon(entry.url))
        .map(entry => ({
            time: entry.time,
            page: entry.page,
            transport: entry.transport,
            url: entry.url,
            body: entry.body,
            pageStart: context.pageStart
        }));
    const hits = [...context.history.filter(hit => hit.pageStart !== context.pageStart), ...own].reverse();
    const sections = hits
        .map((hit, index) => beaconSection(context, hit, index))
        .filter((section): section is HTMLElement => section !== undefined);
    const summary = `${own.length} from this page, ${hits.length - own.length} from earlier pages of this tab (the last ${HISTORY_LIMIT} are kept).`;
    return h(
        document,
        'div',
        {},
        h(document, 'p', { class: 'qa-summary' }, own.length === 0 ? 'No beacon from this page yet. ' : '', summary),
        sections.length > 0
            ? h(document, 'div', {}, ...sections)
            : table(context, [], [], hits.length ? `No beacon matches "${context.filter}".` : 'No beacon in this tab yet.')
    );
}
