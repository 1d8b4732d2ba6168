import type { Brand, Country, SiteType, SubdomainRole } from '../../../src/config/domains';

export type PageKind =
    | 'rental-home'
    | 'tour'
    | 'reserve-car'
    | 'specials'
    | 'reservation-step'
    | 'legacy-step'
    | 'faq'
    | 'brand-site-home'
    | 'careers-search'
    | 'job-results'
    | 'job'
    | 'loyalty-index'
    | 'loyalty-dashboard'
    | 'loyalty-pre-registration'
    | 'status-match'
    | 'onramp-welcome'
    | 'onramp-vehicle'
    | 'privacy-home'
    | 'cookie-policy'
    | 'email-unsubscribe'
    | 'email-preferences'
    | 'promotion-index'
    | 'promotion'
    | 'not-found';

/** The site a demo page belongs to, from the property's domain table. */
export interface DemoSite {
    readonly host: string;
    readonly brand: Brand;
    readonly brandName: string;
    readonly country: Country;
    readonly siteType: SiteType;
    readonly role: SubdomainRole;
    /** Whether the host is in the property at all (a copycat host is not). */
    readonly known: boolean;
}

/**
 * One demo page as tracking sees it: what the real site's template puts in the page before the
 * container loads (title, page globals, data-layer items) and what the React page renders.
 */
export interface DemoPage {
    readonly kind: PageKind;
    readonly site: DemoSite;
    readonly path: string;
    readonly title: string;
    readonly status: 200 | 404;
    readonly lang: string;
    /** Page globals (docs/requirements.md §3.1), set in an inline script before the container. */
    readonly globals: Readonly<Record<string, string | number | boolean>>;
    /** Items pushed to `window.adobeDataLayer` before the container. */
    readonly dataLayer: readonly object[];
    /** What the page kind needs to render: the funnel step, the job id, the promotion language. */
    readonly params: Readonly<Record<string, string | number>>;
}

/** A link of a site's navigation. */
export interface DemoLink {
    readonly label: string;
    readonly path: string;
}
