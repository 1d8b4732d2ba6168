import type { Brand, Country, SiteType } from '../config/domains';
import { SITE_SUITE_CODES, SUITE_PREFIX } from '../config/property-exceptions';

/**
 * The naming conventions of the property's report suites and consent-banner script ids. Most rows
 * of the tables follow them, so the bundle derives those and carries only the exceptions.
 */
export class PropertyConventions {
    /** `mmg<brand><country><site code>`, e.g. `mmgalderwayusrental`. */
    static suite(brand: Brand, country: Country, siteType: SiteType): string {
        return `${SUITE_PREFIX}${brand}${country}${SITE_SUITE_CODES[siteType]}`;
    }

    /** `<first label of the registrable domain>_<country>`, e.g. `alderway_uk`. */
    static consentScriptId(registrableDomain: string, country: Country): string {
        return `${registrableDomain.split('.')[0]}_${country}`;
    }
}
