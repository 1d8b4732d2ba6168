/**
 * The property's hosts. Everything that differs from host to host is data here; lookups are in
 * `DomainDirectory`, and the build checks the table (scripts/check-property.ts).
 */
export type Country = 'us' | 'ca' | 'uk' | 'ie' | 'de' | 'fr' | 'es';
export type SiteType = 'rental' | 'careers' | 'car share' | 'trucks' | 'fleets' | 'car sales' | 'promotions' | 'loyalty';
export type SubdomainRole = 'www' | 'reservations' | 'legacy' | 'tour' | 'beta' | 'careers' | 'onramp' | 'loyalty' | 'privacy' | 'email landing';

export interface DomainRow {
    readonly host: string;
    readonly brand: string;
    readonly country: Country;
    readonly siteType: SiteType;
    readonly role: SubdomainRole;
    /** Staging, QA and beta hosts: tracked to the development suite whatever the bundle. */
    readonly preProduction: boolean;
}

export const DOMAINS: readonly DomainRow[] = [
    { host: 'www.alderway.com', brand: 'alderway', country: 'us', siteType: 'rental', role: 'www', preProduction: false },
    { host: 'reservations.alderway.com', brand: 'alderway', country: 'us', siteType: 'rental', role: 'reservations', preProduction: false },
    { host: 'www.alderway.co.uk', brand: 'alderway', country: 'uk', siteType: 'rental', role: 'www', preProduction: false },
    { host: 'careers.alderway.ca', brand: 'alderway', country: 'ca', siteType: 'careers', role: 'careers', preProduction: false },
    { host: 'beta.alderway.com', brand: 'alderway', country: 'us', siteType: 'rental', role: 'beta', preProduction: true }
];
