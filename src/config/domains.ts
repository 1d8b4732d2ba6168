/**
 * The property's hosts. Everything that differs from host to host is data here; lookups are in
 * `DomainDirectory`, and the build checks the table (scripts/property/property-checker.ts).
 */
export type Country = 'us' | 'ca' | 'uk' | 'ie' | 'de' | 'fr' | 'es';
export type SiteType = 'rental' | 'careers' | 'car share' | 'trucks' | 'fleets' | 'car sales' | 'promotions' | 'loyalty';
export type SubdomainRole =
    'www' | 'reservations' | 'legacy' | 'tour' | 'beta' | 'careers' | 'onramp' | 'loyalty' | 'privacy' | 'email landing';
export type Brand = 'alderway' | 'rovanta' | 'kestrel';

export const COUNTRIES: readonly Country[] = ['us', 'ca', 'uk', 'ie', 'de', 'fr', 'es'];
export const SITE_TYPES: readonly SiteType[] = ['rental', 'careers', 'car share', 'trucks', 'fleets', 'car sales', 'promotions', 'loyalty'];
export const SUBDOMAIN_ROLES: readonly SubdomainRole[] = [
    'www',
    'reservations',
    'legacy',
    'tour',
    'beta',
    'careers',
    'onramp',
    'loyalty',
    'privacy',
    'email landing'
];

/** The rental brands of the family; car share, trucks, fleets, car sales, promotions and loyalty sites carry a brand too. */
export const BRANDS: Readonly<Record<Brand, string>> = {
    alderway: 'Alderway Car Rental',
    rovanta: 'Rovanta Rent a Car',
    kestrel: 'Kestrel Car Hire'
};

export interface DomainRow {
    readonly host: string;
    readonly brand: Brand;
    readonly country: Country;
    readonly siteType: SiteType;
    readonly role: SubdomainRole;
    /** Staging, QA and beta hosts: they always report to the development suite. */
    readonly preProduction: boolean;
}

type Row = [host: string, brand: Brand, country: Country, siteType: SiteType, role: SubdomainRole, preProduction?: 'pre-production'];

const ROWS: readonly Row[] = [
    // Alderway Car Rental, United States
    ['www.alderway.com', 'alderway', 'us', 'rental', 'www'],
    ['reservations.alderway.com', 'alderway', 'us', 'rental', 'reservations'],
    ['legacy.alderway.com', 'alderway', 'us', 'rental', 'legacy'],
    ['tour.alderway.com', 'alderway', 'us', 'rental', 'tour'],
    ['onramp.alderway.com', 'alderway', 'us', 'rental', 'onramp'],
    ['privacy.alderway.com', 'alderway', 'us', 'rental', 'privacy'],
    ['email.alderway.com', 'alderway', 'us', 'rental', 'email landing'],
    ['beta.alderway.com', 'alderway', 'us', 'rental', 'beta', 'pre-production'],
    ['stage.alderway.com', 'alderway', 'us', 'rental', 'www', 'pre-production'],
    ['careers.alderway.com', 'alderway', 'us', 'careers', 'careers'],
    ['stage-careers.alderway.com', 'alderway', 'us', 'careers', 'careers', 'pre-production'],
    ['loyalty.alderway.com', 'alderway', 'us', 'loyalty', 'loyalty'],
    ['promo.alderway.com', 'alderway', 'us', 'promotions', 'www'],
    ['www.alderwayshare.com', 'alderway', 'us', 'car share', 'www'],
    ['www.alderwaytrucks.com', 'alderway', 'us', 'trucks', 'www'],
    ['www.alderwayfleet.com', 'alderway', 'us', 'fleets', 'www'],
    ['www.alderwaycarsales.com', 'alderway', 'us', 'car sales', 'www'],
    // Alderway Car Rental, Canada (English and French)
    ['www.alderway.ca', 'alderway', 'ca', 'rental', 'www'],
    ['reservations.alderway.ca', 'alderway', 'ca', 'rental', 'reservations'],
    ['careers.alderway.ca', 'alderway', 'ca', 'careers', 'careers'],
    ['loyalty.alderway.ca', 'alderway', 'ca', 'loyalty', 'loyalty'],
    ['promo.alderway.ca', 'alderway', 'ca', 'promotions', 'www'],
    ['www.alderwaytrucks.ca', 'alderway', 'ca', 'trucks', 'www'],
    ['www.alderwaycarsales.ca', 'alderway', 'ca', 'car sales', 'www'],
    // Alderway Car Rental, Europe
    ['www.alderway.co.uk', 'alderway', 'uk', 'rental', 'www'],
    ['reservations.alderway.co.uk', 'alderway', 'uk', 'rental', 'reservations'],
    ['careers.alderway.co.uk', 'alderway', 'uk', 'careers', 'careers'],
    ['loyalty.alderway.co.uk', 'alderway', 'uk', 'loyalty', 'loyalty'],
    ['www.alderwayshare.co.uk', 'alderway', 'uk', 'car share', 'www'],
    ['www.alderwayfleet.co.uk', 'alderway', 'uk', 'fleets', 'www'],
    ['www.alderway.ie', 'alderway', 'ie', 'rental', 'www'],
    ['careers.alderway.ie', 'alderway', 'ie', 'careers', 'careers'],
    ['www.alderway.de', 'alderway', 'de', 'rental', 'www'],
    ['karriere.alderway.de', 'alderway', 'de', 'careers', 'careers'],
    ['www.alderwayfleet.de', 'alderway', 'de', 'fleets', 'www'],
    ['www.alderway.fr', 'alderway', 'fr', 'rental', 'www'],
    ['carrieres.alderway.fr', 'alderway', 'fr', 'careers', 'careers'],
    ['www.alderway.es', 'alderway', 'es', 'rental', 'www'],
    ['empleo.alderway.es', 'alderway', 'es', 'careers', 'careers'],
    // Rovanta Rent a Car
    ['www.rovanta.com', 'rovanta', 'us', 'rental', 'www'],
    ['reservations.rovanta.com', 'rovanta', 'us', 'rental', 'reservations'],
    ['legacy.rovanta.com', 'rovanta', 'us', 'rental', 'legacy'],
    ['privacy.rovanta.com', 'rovanta', 'us', 'rental', 'privacy'],
    ['email.rovanta.com', 'rovanta', 'us', 'rental', 'email landing'],
    ['beta.rovanta.com', 'rovanta', 'us', 'rental', 'beta', 'pre-production'],
    ['careers.rovanta.com', 'rovanta', 'us', 'careers', 'careers'],
    ['loyalty.rovanta.com', 'rovanta', 'us', 'loyalty', 'loyalty'],
    ['www.rovantatrucks.com', 'rovanta', 'us', 'trucks', 'www'],
    ['www.rovanta.ca', 'rovanta', 'ca', 'rental', 'www'],
    ['promo.rovanta.ca', 'rovanta', 'ca', 'promotions', 'www'],
    ['www.rovanta.co.uk', 'rovanta', 'uk', 'rental', 'www'],
    ['careers.rovanta.co.uk', 'rovanta', 'uk', 'careers', 'careers'],
    ['promo.rovanta.co.uk', 'rovanta', 'uk', 'promotions', 'www'],
    ['www.rovanta.ie', 'rovanta', 'ie', 'rental', 'www'],
    ['www.rovanta.de', 'rovanta', 'de', 'rental', 'www'],
    ['share.rovanta.de', 'rovanta', 'de', 'car share', 'www'],
    ['www.rovanta.fr', 'rovanta', 'fr', 'rental', 'www'],
    ['www.rovanta.es', 'rovanta', 'es', 'rental', 'www'],
    ['share.rovanta.es', 'rovanta', 'es', 'car share', 'www'],
    // Kestrel Car Hire
    ['www.kestrelcarhire.co.uk', 'kestrel', 'uk', 'rental', 'www'],
    ['reservations.kestrelcarhire.co.uk', 'kestrel', 'uk', 'rental', 'reservations'],
    ['onramp.kestrelcarhire.co.uk', 'kestrel', 'uk', 'rental', 'onramp'],
    ['email.kestrelcarhire.co.uk', 'kestrel', 'uk', 'rental', 'email landing'],
    ['uat.kestrelcarhire.co.uk', 'kestrel', 'uk', 'rental', 'beta', 'pre-production'],
    ['careers.kestrelcarhire.co.uk', 'kestrel', 'uk', 'careers', 'careers'],
    ['loyalty.kestrelcarhire.co.uk', 'kestrel', 'uk', 'loyalty', 'loyalty'],
    ['www.kestrelcarhire.ie', 'kestrel', 'ie', 'rental', 'www'],
    ['www.kestrelrental.com', 'kestrel', 'us', 'rental', 'www'],
    ['www.kestrelrental.ca', 'kestrel', 'ca', 'rental', 'www']
];

export const DOMAINS: readonly DomainRow[] = /* @__PURE__ */ ROWS.map(([host, brand, country, siteType, role, preProduction]) => ({
    host,
    brand,
    country,
    siteType,
    role,
    preProduction: preProduction === 'pre-production'
}));
