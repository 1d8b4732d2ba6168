import type { QaRequestEntry } from '../../services/qa-journal';
import { h, shown } from './dom';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

/** Requests of the visitor-ID service: /id, opt-out status, id syncs. */
const IDENTITY_CALL = /\/(id|optOutStatus)\?|demdex\.net\//;

interface PageVisitor {
    // Function properties, not methods: the view reads each and calls it with the instance as this.
    getMarketingCloudVisitorID?: () => string;
    getAnalyticsVisitorID?: () => string;
    getAudienceManagerLocationHint?: () => unknown;
    getAudienceManagerBlob?: () => string;
    getCustomerIDs?: () => unknown;
    isOptedOut?: () => unknown;
}

/** The visitor's ids as the Visitor instance holds them, its cookies, its opt-in and its calls. */
export function visitorView(context: ViewContext): Node {
    const document = context.document;
    const instance = context.visitor.instance as PageVisitor | undefined;
    const ask = (read: (() => unknown) | undefined) => {
        try {
            return read ? shown(read.call(instance)) : '—';
        } catch (error) {
            return `(${(error as Error).message})`;
        }
    };
    const ids: Row[] = instance
        ? [
              ['MID (ECID)', ask(instance.getMarketingCloudVisitorID)],
              ['analytics id', ask(instance.getAnalyticsVisitorID)],
              ['location hint', ask(instance.getAudienceManagerLocationHint)],
              ['blob', ask(instance.getAudienceManagerBlob)],
              ['customer ids', ask(instance.getCustomerIDs)],
              ['opted out', ask(instance.isOptedOut)]
          ].map(([name, value]) => ({ cells: [name, h(document, 'span', { class: 'qa-value' }, value)] }))
        : [];
    const cookies: Row[] = Object.entries(context.cookies.getAll())
        .filter(([name]) => /^(AMCVS?_|adobeujs-optin|s_ecid|demdex)/.test(name))
        .map(([name, value]) => ({ cells: [h(document, 'code', {}, name), h(document, 'span', { class: 'qa-value' }, value)] }));
    const optIn = (context.window as unknown as { adobe?: { optIn?: { permissions?: unknown; isComplete?: unknown } } }).adobe?.optIn;
    const calls: Row[] = context.entries
        .filter((entry): entry is QaRequestEntry => entry.kind === 'request' && IDENTITY_CALL.test(entry.url))
        .map(entry => ({
            cells: [pageTime(context, entry.time), entry.transport, h(document, 'code', {}, entry.url)],
            attributes: { 'data-call': new URL(entry.url).pathname }
        }));
    return h(
        document,
        'div',
        {},
        instance
            ? table(context, ['id', 'value'], ids, '')
            : h(document, 'p', { class: 'qa-summary' }, 'No Visitor instance on this page (an excluded path).'),
        h(document, 'h4', {}, 'Opt-in'),
        h(document, 'p', { class: 'qa-value' }, optIn ? shown(optIn.permissions) : 'no adobe.optIn on this page'),
        h(document, 'h4', {}, 'Cookies'),
        table(context, ['cookie', 'value'], cookies, 'No visitor cookie.'),
        h(document, 'h4', {}, 'Calls'),
        table(context, ['time', 'how', 'URL'], calls, 'No identity call from this page.')
    );
}
