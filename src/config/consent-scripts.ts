import type { Country } from './domains';

/**
 * The consent-banner provider's script per registrable domain: every host under the domain loads
 * the banner with this script id. The development build appends '-test' to the id (docs/requirements.md §1.5), so
 * QA consent choices never reach the production consent records.
 */
export interface ConsentScriptRow {
    /** Registrable domain, e.g. `alderway.co.uk`. */
    readonly domain: string;
    readonly scriptId: string;
    /** Decides the banner's language and whether EU opt-in applies. */
    readonly country: Country;
    /**
     * The banner runs in IAB TCF v2.2 mode here: the page's `__tcfapi` decides the visitor-ID
     * service's audience and ECID categories (vendor 565, purposes 1 and 10).
     */
    readonly tcf: boolean;
}

export const CONSENT_TEST_SUFFIX = '-test';

/** Where the provider serves the banner script: `?domain=<script id>` plus fixed parameters. */
export const CONSENT_SCRIPT_HOST = 'consent.trustarc.com';
export const CONSENT_SCRIPT_PATH = '/notice';
export const CONSENT_SCRIPT_PARAMETERS = 'c=teconsent&js=nj&noticeType=bb&gtm=1';

type Row = [domain: string, scriptId: string, country: Country, mode?: 'tcf'];

const ROWS: readonly Row[] = [
    ['alderway.com', 'alderway_us', 'us'],
    ['alderway.ca', 'alderway_ca', 'ca'],
    ['alderway.co.uk', 'alderway_uk', 'uk'],
    ['alderway.ie', 'alderway_ie', 'ie'],
    ['alderway.de', 'alderway_de', 'de', 'tcf'],
    ['alderway.fr', 'alderway_fr', 'fr', 'tcf'],
    ['alderway.es', 'alderway_es', 'es'],
    ['alderwayshare.com', 'alderwayshare_us', 'us'],
    ['alderwayshare.co.uk', 'alderwayshare_uk', 'uk'],
    ['alderwaytrucks.com', 'alderwaytrucks_us', 'us'],
    ['alderwaytrucks.ca', 'alderwaytrucks_ca', 'ca'],
    ['alderwayfleet.com', 'alderwayfleet_us', 'us'],
    ['alderwaycarsales.com', 'alderwaycarsales_us', 'us'],
    ['alderwaycarsales.ca', 'alderwaycarsales_ca', 'ca'],
    ['alderwayfleet.co.uk', 'alderwayfleet_uk', 'uk'],
    ['alderwayfleet.de', 'alderwayfleet_de', 'de'],
    ['rovanta.com', 'rovanta_us', 'us'],
    ['rovanta.ca', 'rovanta_ca', 'ca'],
    ['rovanta.co.uk', 'rovanta_uk', 'uk'],
    ['rovanta.ie', 'rovanta_ie', 'ie'],
    ['rovanta.de', 'rovanta_de', 'de', 'tcf'],
    ['rovanta.fr', 'rovanta_fr', 'fr'],
    ['rovanta.es', 'rovanta_es', 'es'],
    ['rovantatrucks.com', 'rovantatrucks_us', 'us'],
    ['kestrelcarhire.co.uk', 'kestrelcarhire_uk', 'uk'],
    ['kestrelcarhire.ie', 'kestrelcarhire_ie', 'ie'],
    ['kestrelrental.com', 'kestrelrental_us', 'us'],
    ['kestrelrental.ca', 'kestrelrental_ca', 'ca']
];

export const CONSENT_SCRIPTS: readonly ConsentScriptRow[] = /* @__PURE__ */ ROWS.map(([domain, scriptId, country, mode]) => ({
    domain,
    scriptId,
    country,
    tcf: mode === 'tcf'
}));
