import type { Country, DomainRow } from '../src/config/domains';
import { SITE_TYPES, SUBDOMAIN_ROLES } from '../src/config/domains';
import type { ExternalTagTrigger } from '../src/config/external-tag-triggers';
import type { ExternalTagRow } from '../src/config/external-tags';
import type { Property } from '../src/config/property';
import type { PropertyExceptions } from '../src/config/property-exceptions';
import { MARKET_PUBLIC_SUFFIXES } from '../src/config/public-suffixes';
import type { VariableMapRow } from '../src/config/variable-map';
import { PropertyConventions } from '../src/services/property-conventions';
import { RegistrableDomain } from '../src/services/registrable-domain';

/**
 * What the build derives from the property and stamps into the bundles (webpack's DefinePlugin;
 * scripts/build-time-globals.ts does the same for code that runs the sources in Node), so the
 * bundles carry constants instead of the tables.
 */
export class BuildTimeConstants {
    /**
     * What the bundle needs of the suite and consent tables: the rows that break the naming
     * conventions, and the property's domains that have no banner.
     */
    static propertyExceptionsOf(property: Property): PropertyExceptions {
        const suites: Record<string, string> = {};
        for (const row of property.reportSuites) {
            if (row.suite !== PropertyConventions.suite(row.brand, row.country, row.siteType)) {
                suites[`${row.brand}|${row.country}|${row.siteType}`] = row.suite;
            }
        }
        const consent: Record<string, [string, Country, boolean] | null> = {};
        for (const host of property.domains) {
            const domain = RegistrableDomain.of(host.host)!;
            const script = property.consentScripts.find(row => row.domain === domain);
            if (!script) {
                consent[domain] = null;
            } else if (
                script.tcf ||
                script.country !== host.country ||
                script.scriptId !== PropertyConventions.consentScriptId(domain, host.country)
            ) {
                consent[domain] = [script.scriptId, script.country, script.tcf];
            }
        }
        return { suites, consent };
    }

    /**
     * `VARIABLE.<key>` → its variable: the bundles carry `"eVar54"` where the code says
     * `VARIABLE.faqQuestion`, and neither the keys nor the map.
     */
    static variableConstantsOf(rows: readonly VariableMapRow[]): Record<string, string> {
        return Object.fromEntries(rows.map(row => [`VARIABLE.${row.key}`, JSON.stringify(row.variable)]));
    }

    /** The page view's values that data elements fill: variable → data element. */
    static pageViewElementsOf(rows: readonly VariableMapRow[]): Record<string, string> {
        return Object.fromEntries(rows.filter(row => row.source.kind === 'data element').map(row => [row.variable, row.source.name]));
    }

    /**
     * What the external-tags rule subscribes to: the window's load (page-bottom and DOM-ready come
     * before it, and the loader is in the after-load file anyway), and each named event once.
     */
    static externalTagTriggersOf(rows: readonly ExternalTagRow[]): ExternalTagTrigger[] {
        const events = rows.flatMap(row => (typeof row.loadsAt === 'string' ? [] : [row.loadsAt.event]));
        return [{ type: 'window-loaded' }, ...[...new Set(events)].map(identifier => ({ type: 'direct-call' as const, identifier }))];
    }

    /** The multi-label public suffixes the property's hosts are under: all the bundles need of the list. */
    static publicSuffixesOf(domains: readonly DomainRow[]): string[] {
        return MARKET_PUBLIC_SUFFIXES.filter(suffix => domains.some(row => row.host.endsWith(`.${suffix}`)));
    }

    /**
     * The property's hosts written small for the bundles, as src/config/domain-table.ts describes:
     * a group per registrable domain, brand and country, in the table's order.
     */
    static domainTableOf(domains: readonly DomainRow[]): string {
        const digit = (list: readonly string[], value: string) => {
            const place = list.indexOf(value);
            if (place < 0 || place > 9) {
                throw new Error(`The domain table cannot number "${value}": it takes 10 site types or roles at most.`);
            }
            return String(place);
        };
        const groups = new Map<string, string[]>();
        for (const row of domains) {
            const domain = RegistrableDomain.of(row.host)!;
            const key = `${domain}:${row.brand}:${row.country}`;
            const label = row.host.slice(0, -domain.length - 1);
            if (!label) {
                throw new Error(`The domain table needs a label before the domain: ${row.host}.`);
            }
            groups.set(key, [
                ...(groups.get(key) ?? []),
                `${label}${digit(SITE_TYPES, row.siteType)}${digit(SUBDOMAIN_ROLES, row.role)}${row.preProduction ? '!' : ''}`
            ]);
        }
        return [...groups].map(([key, hosts]) => `${key}:${hosts.join(' ')}`).join('|');
    }
}
