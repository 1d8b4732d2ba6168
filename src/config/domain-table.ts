/** Stamped at build time (webpack DefinePlugin; scripts/build-time-globals.ts in Node). */
declare const __DOMAIN_TABLE__: string | undefined;

/**
 * The property's hosts (domains.ts) as the bundles carry them, written small at build time
 * (BuildTimeConstants.domainTableOf): a group per registrable domain, brand and country,
 * `alderway.com:alderway:us:www00 reservations01 beta04!|...`, each host as its label before the
 * domain, its site type's and role's places in SITE_TYPES and SUBDOMAIN_ROLES, and `!` when
 * pre-production. Undefined where no build stamped it: the table itself is read then (DomainTable).
 */
export const DOMAIN_TABLE: string | undefined = typeof __DOMAIN_TABLE__ !== 'undefined' ? __DOMAIN_TABLE__ : undefined;
