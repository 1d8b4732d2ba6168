import type { QaRequestEntry } from '../../services/qa-journal';
import { h, shown } from './dom';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

/** The consent provider's cookies, and the IAB TCF string where the CMP writes one. */
const CONSENT_COOKIES = [
    'notice_behavior',
    'notice_gdpr_prefs',
    'notice_preferences',
    'cmapi_cookie_privacy',
    'cmapi_gtm_bl',
    'euconsent-v2'
];
const BANNER_SCRIPT = /consent\.trustarc\.com|\/notice\?/;

/** What the banner recorded, what the container makes of it, and the banner's script. */
export function consentView(context: ViewContext): Node {
    const document = context.document;
    const values: Row[] = [
        ['GDPR consent (tracking allowed)', context.consent.hasConsent],
        ['geolocation', context.consent.geolocation],
        ['categories', context.consent.groups],
        ['banner loaded', context.consent.loaded]
    ].map(([name, value]) => ({
        cells: [
            String(name),
            h(
                document,
                'span',
                { class: 'qa-value', id: name === 'GDPR consent (tracking allowed)' ? 'qa-gdpr-consent' : undefined },
                shown(value)
            )
        ]
    }));
    const cookies: Row[] = CONSENT_COOKIES.map(name => ({
        cells: [h(document, 'code', {}, name), h(document, 'span', { class: 'qa-value' }, context.cookies.get(name) ?? '—')]
    }));
    const scripts: Row[] = context.entries
        .filter((entry): entry is QaRequestEntry => entry.kind === 'request' && BANNER_SCRIPT.test(entry.url))
        .map(entry => ({ cells: [pageTime(context, entry.time), h(document, 'code', {}, entry.url)] }));
    // QA starts over as a first-time visitor: the banner's cookies go, on the page's host and its registrable domain.
    const forget = () => {
        // One write per cookie per task: each removal goes out before the next one of the same name.
        for (const domain of [undefined, '']) {
            CONSENT_COOKIES.forEach(name => context.cookies.remove(name, { domain }));
            context.cookies.flush();
        }
        context.consent.refresh();
        context.refresh();
    };
    return h(
        document,
        'div',
        {},
        table(context, ['setting', 'value'], values, ''),
        h(document, 'h4', {}, 'Cookies'),
        table(context, ['cookie', 'value'], cookies, ''),
        h(document, 'h4', {}, 'Banner script'),
        table(context, ['time', 'URL'], scripts, 'No banner script requested on this page.'),
        h(
            document,
            'p',
            { class: 'qa-actions' },
            h(document, 'button', { type: 'button', id: 'qa-forget-consent', onclick: forget }, 'Forget my consent')
        )
    );
}
