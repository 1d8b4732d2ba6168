import { DOMAIN_TABLE } from '../config/domain-table';
import type { Brand, Country, DomainRow } from '../config/domains';
import { DOMAINS, SITE_TYPES, SUBDOMAIN_ROLES } from '../config/domains';

/** A host of a group: its label, its site type's and role's places, and `!` when pre-production. */
const HOST = /^(.+)(\d)(\d)(!?)$/;

/**
 * The property's hosts as the bundle carries them (config/domain-table.ts): read once, on first
 * use. Where no build stamped the small table (scripts that run the sources), the table itself.
 */
export class DomainTable {
    protected static read: readonly DomainRow[] | undefined;

    static rows(): readonly DomainRow[] {
        return (DomainTable.read ??= DOMAIN_TABLE === undefined ? DOMAINS : DomainTable.decode(DOMAIN_TABLE));
    }

    /** The rows of a table written as config/domain-table.ts describes. */
    static decode(table: string): DomainRow[] {
        return table.split('|').flatMap(group => {
            const [domain, brand, country, hosts] = group.split(':');
            return hosts.split(' ').map(entry => {
                const [, label, siteType, role, preProduction] = HOST.exec(entry)!;
                return {
                    host: `${label}.${domain}`,
                    brand: brand as Brand,
                    country: country as Country,
                    siteType: SITE_TYPES[+siteType],
                    role: SUBDOMAIN_ROLES[+role],
                    preProduction: preProduction === '!'
                };
            });
        });
    }
}
