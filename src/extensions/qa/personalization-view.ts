import type { QaPersonalizationEntry, QaRequestEntry } from '../../services/qa-journal';
import { h } from './dom';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

const DELIVERY_CALL = /\.tt\.omtrdc\.net\//;

/** What a delivery call asked for: the mboxes, or the notifications it acknowledged. */
function askedBy(body: string | undefined): string {
    try {
        const request = JSON.parse(body ?? '{}') as {
            execute?: { pageLoad?: unknown; mboxes?: Array<{ name?: string }> };
            notifications?: Array<{ type?: string }>;
            experienceCloud?: { analytics?: { supplementalDataId?: string } };
        };
        const asked = request.notifications
            ? `notifications: ${request.notifications.map(notification => notification.type).join(', ')}`
            : [request.execute?.pageLoad ? 'page load' : '', ...(request.execute?.mboxes ?? []).map(mbox => mbox.name ?? '')]
                  .filter(Boolean)
                  .join(', ');
        const sdid = request.experienceCloud?.analytics?.supplementalDataId;
        return sdid ? `${asked} · sdid ${sdid}` : asked;
    } catch {
        return 'not JSON';
    }
}

/** The personalization client on this page: its calls and its events, from request to rendering. */
export function personalizationView(context: ViewContext): Node {
    const document = context.document;
    const calls: Row[] = context.entries
        .filter((entry): entry is QaRequestEntry => entry.kind === 'request' && DELIVERY_CALL.test(entry.url))
        .map(entry => ({ cells: [pageTime(context, entry.time), new URL(entry.url).host, askedBy(entry.body)] }));
    const events: Row[] = context.entries
        .filter((entry): entry is QaPersonalizationEntry => entry.kind === 'personalization')
        .map(entry => ({
            cells: [pageTime(context, entry.time), entry.type, entry.mbox ?? '', entry.message ?? ''],
            attributes: { 'data-event': entry.type }
        }));
    return h(
        document,
        'div',
        {},
        h(document, 'h4', {}, 'Calls'),
        table(
            context,
            ['time', 'host', 'asked'],
            calls,
            'No personalization call on this page (not a personalized site, or no consent for it yet).'
        ),
        h(document, 'h4', {}, 'Events'),
        table(context, ['time', 'event', 'mbox', 'message'], events, 'No personalization event on this page.')
    );
}
