import type { Country, SiteType } from './domains';

/**
 * The suite and consent-script names the property follows (`mmg<brand><country><site code>`,
 * `<domain label>_<country>`; PropertyConventions applies them), and, stamped at build time, the
 * rows of report-suites.ts and consent-scripts.ts that do not follow them. The bundle carries the
 * conventions and the exceptions, not the tables: every page pays for the tables.
 */
export interface PropertyExceptions {
    /** `brand|country|site type` → its suite, where it is not the conventional one. */
    readonly suites: Readonly<Record<string, string>>;
    /**
     * Registrable domain → `[script id, banner country, IAB TCF]`, where that is not
     * `[<label>_<host country>, host country, no TCF]`; null for a property domain without a banner.
     */
    readonly consent: Readonly<Record<string, readonly [string, Country, boolean] | null>>;
}

/** The site part of a conventional suite id: `mmgalderwayusrental`, `mmgalderwayusshare`. */
export const SITE_SUITE_CODES: Readonly<Record<SiteType, string>> = {
    rental: 'rental',
    careers: 'careers',
    'car share': 'share',
    trucks: 'trucks',
    fleets: 'fleet',
    'car sales': 'sales',
    promotions: 'promo',
    loyalty: 'loyalty'
};

/** The prefix of every conventional suite id. */
export const SUITE_PREFIX = 'mmg';

/** Stamped at build time (webpack DefinePlugin; scripts/build-time-globals.ts in Node). */
declare const __PROPERTY_EXCEPTIONS__: PropertyExceptions | undefined;

export const PROPERTY_EXCEPTIONS: PropertyExceptions =
    typeof __PROPERTY_EXCEPTIONS__ !== 'undefined' ? __PROPERTY_EXCEPTIONS__ : { suites: {}, consent: {} };
