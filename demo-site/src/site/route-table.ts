import type { DomainRow } from '../../../src/config/domains';
import { BRANDS, DOMAINS } from '../../../src/config/domains';
import type { DemoLink, DemoPage, DemoSite, PageKind } from './demo-page';
import { JOBS, LEGACY_STEPS, LOYALTY_MEMBER, PROMOTIONS, RESERVATION_STEPS } from './fixtures';

interface Route {
    readonly kind: PageKind;
    readonly label: string;
    /** Addresses of the page type on a site (path and query), one or more: what a test visits to see it. */
    readonly examples: readonly string[];
    /** Matches the path; returns the page's params, or undefined. */
    readonly match: (path: string, query: URLSearchParams) => Record<string, string | number> | undefined;
    readonly globals?: (params: Record<string, string | number>, query: URLSearchParams) => Record<string, string | number | boolean>;
    readonly dataLayer?: (params: Record<string, string | number>, site: DemoSite) => object[];
    readonly title?: (params: Record<string, string | number>) => string;
    readonly lang?: (params: Record<string, string | number>) => string;
}

const exact =
    (...paths: string[]) =>
    (path: string) =>
        paths.includes(path) ? {} : undefined;

const funnel = (prefix: string, steps: typeof RESERVATION_STEPS) => (path: string) => {
    const index = steps.findIndex(step => path === `${prefix}${step.file}.html`);
    return index < 0 ? undefined : { step: index + 1, file: steps[index].file };
};

const RENTAL_ROUTES: readonly Route[] = [
    { kind: 'rental-home', label: 'home', examples: ['/'], match: exact('/') },
    { kind: 'reserve-car', label: 'reserve car', examples: ['/reserve-car.html'], match: exact('/reserve-car.html') },
    {
        kind: 'specials',
        label: 'specials',
        examples: ['/specials.html'],
        match: exact('/specials.html'),
        globals: () => ({ couponCode: 'SPRING25' })
    },
    {
        kind: 'reservation-step',
        label: 'reservation',
        match: funnel('/car-rental/reservation/', RESERVATION_STEPS),
        examples: [RESERVATION_STEPS[0], RESERVATION_STEPS[RESERVATION_STEPS.length - 1]].map(
            step => `/car-rental/reservation/${step.file}.html`
        ),
        title: params => RESERVATION_STEPS[Number(params.step) - 1].label,
        globals: (params): Record<string, boolean> => (Number(params.step) === 1 ? { funnelStart: true } : {}),
        dataLayer: params => [
            { event: 'reservation-step', reservation: { step: params.step, pickUpLocation: 'Denver International Airport (DEN)' } }
        ]
    },
    {
        kind: 'legacy-step',
        label: 'legacy reservation',
        match: funnel('/car-rental/', LEGACY_STEPS),
        examples: [`/car-rental/${LEGACY_STEPS[0].file}.html`],
        title: params => LEGACY_STEPS[Number(params.step) - 1].label,
        globals: (params): Record<string, boolean> => (Number(params.step) === 1 ? { funnelStart: true } : {})
    },
    { kind: 'faq', label: 'faq', examples: ['/faq.html'], match: exact('/faq.html') },
    // The CMS's error page: served at its own path, with a title that does not say "page not found".
    {
        kind: 'not-found',
        label: 'error 404',
        examples: ['/en/errors/404.html'],
        match: exact('/en/errors/404.html'),
        title: () => "Sorry, we can't find that"
    }
];

const SITE_ROUTES: Readonly<Record<string, readonly Route[]>> = {
    rental: RENTAL_ROUTES,
    tour: [{ kind: 'tour', label: 'virtual tour', examples: ['/'], match: exact('/') }, ...RENTAL_ROUTES.slice(1)],
    onramp: [
        { kind: 'onramp-welcome', label: 'welcome', examples: ['/Welcome/'], match: exact('/', '/Welcome/') },
        { kind: 'onramp-vehicle', label: 'vehicle details', examples: ['/Welcome/Car/'], match: exact('/Welcome/Car/') }
    ],
    privacy: [
        { kind: 'privacy-home', label: 'privacy', examples: ['/'], match: exact('/') },
        { kind: 'cookie-policy', label: 'cookie policy', examples: ['/cookie-policy'], match: exact('/cookie-policy') }
    ],
    'email landing': [
        { kind: 'email-unsubscribe', label: 'unsubscribe', examples: ['/unsubscribe'], match: exact('/', '/unsubscribe') },
        { kind: 'email-preferences', label: 'email preferences', examples: ['/email-preferences'], match: exact('/email-preferences') }
    ],
    careers: [
        { kind: 'careers-search', label: 'job search', examples: ['/'], match: exact('/') },
        { kind: 'job-results', label: 'job results', examples: ['/jobs'], match: exact('/jobs') },
        {
            kind: 'job',
            label: 'job',
            examples: [`/jobs/${JOBS[0].id}`],
            match: path => {
                const job = JOBS.find(candidate => path === `/jobs/${candidate.id}`);
                return job && { jobId: job.id };
            },
            title: params => JOBS.find(job => job.id === params.jobId)!.title,
            // The job page's template puts the job description in the first data-layer item.
            dataLayer: params => {
                const job = JOBS.find(candidate => candidate.id === params.jobId)!;
                return [
                    { job: { id: job.id, title: job.title, location: job.location, description: job.description } },
                    { event: 'job-view', job: { id: job.id, title: job.title, location: job.location } }
                ];
            }
        }
    ],
    loyalty: [
        { kind: 'loyalty-index', label: 'index', examples: ['/'], match: exact('/', '/index.html') },
        {
            kind: 'loyalty-dashboard',
            label: 'dashboard',
            examples: ['/dashboard', '/dashboard?welcome=1'],
            match: exact('/dashboard'),
            globals: (_params, query) => ({
                loyaltyId: LOYALTY_MEMBER.id,
                loyaltyNumber: LOYALTY_MEMBER.number,
                loyaltyEmail: LOYALTY_MEMBER.email,
                loyaltyCity: LOYALTY_MEMBER.city,
                loyaltyPostalCode: LOYALTY_MEMBER.postalCode,
                loyaltyStateProvince: LOYALTY_MEMBER.stateProvince,
                loyaltyCountry: LOYALTY_MEMBER.country,
                newRegistrant: query.get('welcome') === '1' ? 'Y' : 'N'
            })
        },
        { kind: 'loyalty-pre-registration', label: 'pre-registration', examples: ['/pre-registration'], match: exact('/pre-registration') },
        { kind: 'status-match', label: 'status match', examples: ['/status-match'], match: exact('/status-match', '/promo/status-match') }
    ],
    promotions: [
        { kind: 'promotion-index', label: 'promotions', examples: ['/'], match: exact('/') },
        {
            kind: 'promotion',
            label: 'promotion',
            examples: ['en_ca', 'fr_ca'].map(lang => `/credentials/${PROMOTIONS[0].id}?lang=${lang}`),
            match: (path, query) => {
                const promotion = PROMOTIONS.find(candidate => path === `/credentials/${candidate.id}`);
                const lang = (query.get('lang') ?? 'en_ca').toLowerCase();
                return promotion && { promotionId: promotion.id, lang };
            },
            title: params =>
                PROMOTIONS.find(promotion => promotion.id === params.promotionId)!.title[
                    String(params.lang).startsWith('fr') ? 'fr' : 'en'
                ],
            lang: params => String(params.lang).replace('_', '-')
        }
    ],
    'brand site': [
        { kind: 'brand-site-home', label: 'home', examples: ['/'], match: exact('/') },
        { kind: 'faq', label: 'faq', examples: ['/faq.html'], match: exact('/faq.html') }
    ]
};

function routesOf(site: DemoSite): readonly Route[] {
    switch (site.role) {
        case 'tour':
        case 'onramp':
        case 'privacy':
        case 'email landing':
            return SITE_ROUTES[site.role];
    }
    if (site.siteType === 'rental') {
        return SITE_ROUTES.rental;
    }
    return SITE_ROUTES[site.siteType] ?? SITE_ROUTES['brand site'];
}

export function siteOf(host: string): DemoSite {
    const row: DomainRow | undefined = DOMAINS.find(candidate => candidate.host === host);
    if (!row) {
        return { host, brand: 'alderway', brandName: BRANDS.alderway, country: 'us', siteType: 'rental', role: 'www', known: false };
    }
    return siteOfRow(row);
}

/** The site of a row of the domain table (or of a row a test adds). */
export function siteOfRow(row: DomainRow): DemoSite {
    return {
        host: row.host,
        brand: row.brand,
        brandName: BRANDS[row.brand],
        country: row.country,
        siteType: row.siteType,
        role: row.role,
        known: true
    };
}

/** The demo page for a URL of the property. Unknown paths are the 404 page. */
export function resolveDemoPage(host: string, rawPath: string, query: URLSearchParams, row?: DomainRow): DemoPage {
    const site = row ? siteOfRow(row) : siteOf(host);
    const path = rawPath.length > 1 && rawPath.endsWith('/') && !rawPath.startsWith('/Welcome') ? rawPath.slice(0, -1) : rawPath;
    for (const route of routesOf(site)) {
        const params = route.match(path, query);
        if (params) {
            return page(site, path, route, params, query, 200);
        }
    }
    const notFound: Route = { kind: 'not-found', label: 'page not found', examples: [], match: () => ({}), title: () => 'Page not found' };
    return page(site, path, notFound, {}, query, 404);
}

/** Every page type of a site, at each of its example addresses: what the route matrix visits. */
export function pageTypesOf(site: DemoSite): Array<{ readonly kind: PageKind; readonly label: string; readonly address: string }> {
    return routesOf(site).flatMap(route => route.examples.map(address => ({ kind: route.kind, label: route.label, address })));
}

/** The main pages of a site, for its navigation and for the QA index. */
export function siteLinks(site: DemoSite): DemoLink[] {
    const links: DemoLink[] = [];
    for (const route of routesOf(site)) {
        switch (route.kind) {
            case 'reservation-step':
                links.push({ label: 'Reserve (new funnel)', path: `/car-rental/reservation/${RESERVATION_STEPS[0].file}.html` });
                break;
            case 'legacy-step':
                links.push({ label: 'Reserve (legacy funnel)', path: `/car-rental/${LEGACY_STEPS[0].file}.html` });
                break;
            case 'job':
                links.push({ label: JOBS[0].title, path: `/jobs/${JOBS[0].id}` });
                break;
            case 'promotion':
                links.push({ label: 'Promotion (English)', path: `/credentials/${PROMOTIONS[0].id}?lang=en_ca` });
                links.push({ label: 'Promotion (French)', path: `/credentials/${PROMOTIONS[0].id}?lang=fr_ca` });
                break;
            case 'not-found':
                break;
            default:
                links.push({ label: capitalise(route.label), path: route.match('/', new URLSearchParams()) ? '/' : pathOf(route) });
        }
    }
    return links;
}

function pathOf(route: Route): string {
    const candidates = [
        '/reserve-car.html',
        '/specials.html',
        '/faq.html',
        '/Welcome/Car/',
        '/cookie-policy',
        '/unsubscribe',
        '/email-preferences',
        '/jobs',
        '/dashboard',
        '/pre-registration',
        '/status-match',
        '/index.html'
    ];
    return candidates.find(candidate => route.match(candidate, new URLSearchParams())) ?? '/';
}

function page(
    site: DemoSite,
    path: string,
    route: Route,
    params: Record<string, string | number>,
    query: URLSearchParams,
    status: 200 | 404
): DemoPage {
    const label =
        route.kind === 'reservation-step' || route.kind === 'legacy-step'
            ? `${route.label}:${params.step} ${String(params.file).toLowerCase()}`
            : route.label;
    const section = site.role === 'privacy' || site.role === 'email landing' || site.role === 'onramp' ? site.role : site.siteType;
    const title = route.title ? route.title(params) : capitalise(route.label);
    const pageName = `${site.brand}:${site.country}:${section}:${label}`;
    const lang = route.lang ? route.lang(params) : langOf(site);
    // The template's own page view comes last: the first item stays what the page type puts first
    // (the job on a job page, whose description the container reads from it).
    const pageView = {
        event: 'page-view',
        page: { name: pageName, type: route.kind, language: lang.toLowerCase().replace('-', '_'), country: site.country }
    };
    return {
        kind: route.kind,
        site,
        path,
        title: `${title} | ${site.brandName}`,
        status,
        lang,
        globals: { pageName, ...(route.globals?.(params, query) ?? {}) },
        dataLayer: [...(route.dataLayer?.(params, site) ?? []), pageView],
        params
    };
}

function langOf(site: DemoSite): string {
    return { us: 'en-US', ca: 'en-CA', uk: 'en-GB', ie: 'en-IE', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' }[site.country];
}

function capitalise(text: string): string {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
