import { createHash } from 'node:crypto';
import type { DemoPage, PageKind } from '../../demo-site/src/site/demo-page';
import { ONRAMP_VEHICLE } from '../../demo-site/src/site/fixtures';
import { pageTypesOf, resolveDemoPage, siteOfRow } from '../../demo-site/src/site/route-table';
import type { DomainRow } from '../../src/config/domains';
import { DOMAINS } from '../../src/config/domains';
import { FUNNEL_STEPS } from '../../src/config/funnel-steps';
import { GLOBAL_DEVELOPMENT_SUITE, GLOBAL_PRODUCTION_SUITE, REPORT_SUITES } from '../../src/config/report-suites';
import { VARIABLE_MAP } from '../../src/config/variable-map';

/** A click the matrix makes where the page has the element, and what its beacon must carry. */
export interface ClickCheck {
    readonly name: string;
    readonly selector: string;
    /** Parameters the click's beacon carries (`events` lists events that must be among its events). */
    readonly expected: Readonly<Record<string, string>>;
    /** The click must send nothing (the closing click of an FAQ question). */
    readonly silent?: boolean;
}

/** One visit of the route matrix: a page type of a host, and what its page view must carry. */
/** The bundle a visit runs: production's, or staging's as QA picks it (`?tagEnv=staging`, kept for the visit in a cookie). */
export type TagEnvironment = 'production' | 'staging';

/** The demo server's cookie that keeps a visit on the bundle `?tagEnv=` picked (demo-site/server/endpoints/page-endpoint.ts). */
export const TAG_ENV_COOKIE = 'qa_tag_env';

export interface RouteVisit {
    readonly host: string;
    readonly kind: PageKind;
    readonly url: string;
    /** Wire parameters of the page-view beacon, with their values; `events` lists required events. */
    readonly pageView: Readonly<Record<string, string>>;
    readonly clicks: readonly ClickCheck[];
}

const SUITES = new Map(REPORT_SUITES.map(row => [`${row.brand}|${row.country}|${row.siteType}`, row.suite]));

/** The beacon parameter of a variable of the map: eVar7 → v7, prop7 → c7; events go in `events`. */
function paramOf(variable: string): string {
    return variable.replace(/^eVar(\d+)$/, 'v$1').replace(/^prop(\d+)$/, 'c$1');
}

/** The variable of the map that a data element or a rule fills, by its key. */
function variableOf(key: string): string {
    const row = VARIABLE_MAP.find(candidate => candidate.key === key);
    if (!row) {
        throw new Error(`No variable-map row ${key}`);
    }
    return row.variable;
}

/** A parameter that must be there, whatever its value (`ANY`), such as a click's text. */
export const ANY = '*';

/**
 * Sets a key's value in the expected parameters: an event joins `events`; `true` for a variable
 * means it must be there with any value.
 */
function expect(values: Record<string, string>, key: string, value: string | number | boolean | undefined): void {
    if (value === undefined || value === '') {
        return;
    }
    const variable = variableOf(key);
    if (variable.startsWith('event')) {
        values.events = values.events ? `${values.events},${variable}` : variable;
    } else {
        values[paramOf(variable)] = value === true ? ANY : String(value);
    }
}

/** The values of docs/requirements.md §3.3 a page type's data elements and rules put on its page view, from the page's own definition. */
function pageViewOf(row: DomainRow, page: DemoPage, url: URL, bundle: TagEnvironment): Record<string, string> {
    const child = SUITES.get(`${row.brand}|${row.country}|${row.siteType}`);
    const values: Record<string, string> = {
        pageName: String(page.globals.pageName),
        server: row.host,
        // The staging bundle, like a pre-production host, reports to the development suite alone.
        account: row.preProduction || bundle === 'staging' ? GLOBAL_DEVELOPMENT_SUITE : `${GLOBAL_PRODUCTION_SUITE},${child}`
    };
    expect(values, 'childSuite', child);
    expect(values, 'environment', bundle);
    expect(values, 'gdprConsent', 'true');
    expect(values, 'approvedDomain', row.preProduction ? '2' : '1');
    const globals = page.globals;
    expect(values, 'couponCode', globals.couponCode);
    expect(values, 'funnelStart', globals.funnelStart === true ? true : undefined);
    for (const key of [
        'loyaltyId',
        'loyaltyNumber',
        'loyaltyCity',
        'loyaltyPostalCode',
        'loyaltyStateProvince',
        'loyaltyCountry',
        'newRegistrant'
    ] as const) {
        expect(values, key, globals[key]);
    }
    if (typeof globals.loyaltyEmail === 'string') {
        expect(values, 'loyaltyEmail', createHash('sha256').update(globals.loyaltyEmail.trim().toLowerCase()).digest('hex'));
    }
    expect(values, 'checkoutFunnel', FUNNEL_STEPS[page.path]);
    if (row.siteType === 'careers') {
        // The first data-layer item, as the careers templates put the job there (lower-cased JSON).
        expect(values, 'jobDescription', JSON.stringify(page.dataLayer[0]).toLowerCase());
        expect(values, 'jobView', page.kind === 'job' ? true : undefined);
    }
    if (page.kind === 'promotion') {
        expect(values, 'promotionLanguage', url.searchParams.get('lang')?.toLowerCase());
    }
    if (page.kind === 'onramp-vehicle') {
        expect(values, 'vehicleMake', ONRAMP_VEHICLE.make);
        expect(values, 'vehicleModel', ONRAMP_VEHICLE.model);
        expect(values, 'vehicleSeries', ONRAMP_VEHICLE.series);
        expect(values, 'vehicleVin', ONRAMP_VEHICLE.vin);
    }
    if (page.kind === 'not-found') {
        values.pageType = 'errorPage';
    }
    return values;
}

/** A click check: the element, and the variables its beacon must carry (events listed in `events`). */
function click(name: string, selector: string, keys: Readonly<Record<string, string | true>>, silent = false): ClickCheck {
    const expected: Record<string, string> = {};
    for (const [key, value] of Object.entries(keys)) {
        expect(expected, key, value === true ? true : value);
    }
    return { name, selector, expected, silent };
}

/**
 * The clicks of docs/requirements.md §4, §9.5 a page type has on the demo site, each with its event number (or
 * variable) from the variable map. Only those whose element is on the page are made.
 */
function clicksOf(page: DemoPage): ClickCheck[] {
    const clicks = [
        click('FAQ question opened', '.faq-question', { faqOpen: true }),
        click('FAQ question closed', '.faq-question', {}, true),
        click('data-track element', '[data-track]:not(a[href^="http"])', { dataTrack: true }),
        click('loyalty login', '.loyalty-login', { loyaltyLogin: true }),
        click('loyalty register', '.loyalty-register', { loyaltyRegistration: true }),
        click('onramp bottom navigation', '.onramp-nav-item', { onrampNavigation: true }),
        click('onramp footer link', '.onramp-footer-link', { onrampNavigation: true }),
        click('job search submit', '#job-search-submit', { jobSearch: true }),
        click('careers apply', '#apply-button', { careersApply: true }),
        click('email unsubscribe', '#unsubscribe-button', { emailUnsubscribe: true }),
        click('email preferences saved', '#save-preferences', { emailPreferences: true })
    ];
    if (page.kind === 'reservation-step' && page.params.step === 1) {
        // An incomplete first step: the submit click shows error paragraphs, and the rule reports them.
        clicks.push(click('form error on submit', '#continue', { formError: true }));
    }
    // Every page's footer carries the privacy link; it leaves the page, so it comes last.
    clicks.push(click('privacy link', '#privacy-link', { privacyLink: true }));
    return clicks;
}

/**
 * Every visit of the route matrix: each host of the property, each page type its site type has on
 * the demo site, at each of its example addresses. Generated from the domain table and the demo's
 * route table: a host added to `src/config/domains.ts` adds its visits with no other change.
 */
export function routeVisits(domains: readonly DomainRow[] = DOMAINS, bundle: TagEnvironment = 'production'): RouteVisit[] {
    return domains.flatMap(row =>
        pageTypesOf(siteOfRow(row)).map(({ kind, address }) => {
            const url = new URL(`https://${row.host}${address}`);
            const page = resolveDemoPage(row.host, url.pathname, url.searchParams, row);
            return { host: row.host, kind, url: url.href, pageView: pageViewOf(row, page, url, bundle), clicks: clicksOf(page) };
        })
    );
}

/** The consent of a visitor who accepted everything on an earlier page: the page view goes at page bottom. */
export const ACCEPTED_CONSENT: Readonly<Record<string, string>> = { notice_behavior: 'implied,eu', notice_gdpr_prefs: '0,1,2:' };

export function accountOf(url: string): string {
    return decodeURIComponent(new URL(url).pathname.split('/')[3] ?? '');
}
