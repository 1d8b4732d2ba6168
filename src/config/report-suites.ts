import type { Brand, Country, SiteType } from './domains';

/**
 * Report suites. Every host reports to the child suite of its brand, country and site type; in
 * production also to the global production suite (a multi-suite account, comma-joined). Staging,
 * development and pre-production hosts report to the global development suite alone.
 */
export interface ReportSuiteRow {
    readonly brand: Brand;
    readonly country: Country;
    readonly siteType: SiteType;
    readonly suite: string;
}

export const GLOBAL_PRODUCTION_SUITE = 'mmgglobalprod';
export const GLOBAL_DEVELOPMENT_SUITE = 'mmgglobaldev';

type Row = [brand: Brand, country: Country, siteType: SiteType, suite: string];

const ROWS: readonly Row[] = [
    ['alderway', 'us', 'rental', 'mmgalderwayusrental'],
    ['alderway', 'us', 'careers', 'mmgalderwayuscareers'],
    ['alderway', 'us', 'loyalty', 'mmgalderwayusloyalty'],
    ['alderway', 'us', 'promotions', 'mmgalderwayuspromo'],
    ['alderway', 'us', 'car share', 'mmgalderwayusshare'],
    ['alderway', 'us', 'trucks', 'mmgalderwayustrucks'],
    ['alderway', 'us', 'fleets', 'mmgalderwayusfleet'],
    ['alderway', 'us', 'car sales', 'mmgalderwayussales'],
    ['alderway', 'ca', 'rental', 'mmgalderwaycarental'],
    ['alderway', 'ca', 'careers', 'mmgalderwaycacareers'],
    ['alderway', 'ca', 'loyalty', 'mmgalderwaycaloyalty'],
    ['alderway', 'ca', 'promotions', 'mmgalderwaycapromo'],
    ['alderway', 'ca', 'trucks', 'mmgalderwaycatrucks'],
    ['alderway', 'ca', 'car sales', 'mmgalderwaycasales'],
    ['alderway', 'uk', 'rental', 'mmgalderwayukrental'],
    ['alderway', 'uk', 'careers', 'mmgalderwayukcareers'],
    ['alderway', 'uk', 'loyalty', 'mmgalderwayukloyalty'],
    ['alderway', 'uk', 'car share', 'mmgalderwayukshare'],
    ['alderway', 'uk', 'fleets', 'mmgalderwayukfleet'],
    ['alderway', 'ie', 'rental', 'mmgalderwayierental'],
    ['alderway', 'ie', 'careers', 'mmgalderwayiecareers'],
    ['alderway', 'de', 'rental', 'mmgalderwayderental'],
    ['alderway', 'de', 'careers', 'mmgalderwaydecareers'],
    ['alderway', 'de', 'fleets', 'mmgalderwaydefleet'],
    ['alderway', 'fr', 'rental', 'mmgalderwayfrrental'],
    ['alderway', 'fr', 'careers', 'mmgalderwayfrcareers'],
    ['alderway', 'es', 'rental', 'mmgalderwayesrental'],
    ['alderway', 'es', 'careers', 'mmgalderwayescareers'],
    ['rovanta', 'us', 'rental', 'mmgrovantausrental'],
    ['rovanta', 'us', 'careers', 'mmgrovantauscareers'],
    ['rovanta', 'us', 'loyalty', 'mmgrovantausloyalty'],
    ['rovanta', 'us', 'trucks', 'mmgrovantaustrucks'],
    ['rovanta', 'ca', 'rental', 'mmgrovantacarental'],
    ['rovanta', 'ca', 'promotions', 'mmgrovantacapromo'],
    ['rovanta', 'uk', 'rental', 'mmgrovantaukrental'],
    ['rovanta', 'uk', 'careers', 'mmgrovantaukcareers'],
    ['rovanta', 'uk', 'promotions', 'mmgrovantaukpromo'],
    ['rovanta', 'ie', 'rental', 'mmgrovantaierental'],
    ['rovanta', 'de', 'rental', 'mmgrovantaderental'],
    ['rovanta', 'de', 'car share', 'mmgrovantadeshare'],
    ['rovanta', 'fr', 'rental', 'mmgrovantafrrental'],
    ['rovanta', 'es', 'rental', 'mmgrovantaesrental'],
    ['rovanta', 'es', 'car share', 'mmgrovantaesshare'],
    ['kestrel', 'uk', 'rental', 'mmgkestrelukrental'],
    ['kestrel', 'uk', 'careers', 'mmgkestrelukcareers'],
    ['kestrel', 'uk', 'loyalty', 'mmgkestrelukloyalty'],
    ['kestrel', 'ie', 'rental', 'mmgkestrelierental'],
    ['kestrel', 'us', 'rental', 'mmgkestrelusrental'],
    ['kestrel', 'ca', 'rental', 'mmgkestrelcarental']
];

export const REPORT_SUITES: readonly ReportSuiteRow[] = /* @__PURE__ */ ROWS.map(([brand, country, siteType, suite]) => ({
    brand,
    country,
    siteType,
    suite
}));

/** Adobe report suite ids: lower-case letters, digits, '.', '-', '_'; at most 40 characters. */
export const REPORT_SUITE_ID_PATTERN = '^[a-z0-9][a-z0-9._-]{2,39}$';
