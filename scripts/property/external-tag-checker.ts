import type { DomainRow } from '../../src/config/domains';
import { SITE_TYPES } from '../../src/config/domains';
import type { ExternalTagRow } from '../../src/config/external-tags';
import { TAG_CATEGORIES, TAG_HOSTS, TAG_MOMENTS } from '../../src/config/external-tags';

/** `sha256-`, `sha384-` or `sha512-` and a base64 digest, as the integrity attribute takes it. */
const INTEGRITY_PATTERN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

/**
 * Checks the external tags (src/config/external-tags.ts) before a bundle is built. Each problem
 * names the row, `externalTags[2] (ad-pixel)`, and what is wrong with it: a tag that would load
 * over plain http, from a host nobody reviewed, under a consent category the banner does not
 * have, or under another tag's id never reaches a page.
 */
export class ExternalTagChecker {
    constructor(
        protected readonly domains: readonly DomainRow[],
        protected readonly allowedHosts: readonly string[] = TAG_HOSTS
    ) {}

    check(rows: readonly ExternalTagRow[]): string[] {
        const first = new Map<string, number>();
        return rows.flatMap((row, index) => {
            const label = `externalTags[${index}] (${row?.id})`;
            const problems = this.problemsOf(row).map(problem => `${label}: ${problem}`);
            const earlier = first.get(row?.id);
            if (earlier === undefined) {
                first.set(row?.id, index);
            } else {
                problems.push(`${label}: duplicate id (also externalTags[${earlier}] (${row.id}))`);
            }
            return problems;
        });
    }

    protected problemsOf(row: ExternalTagRow): string[] {
        const problems: string[] = [];
        if (typeof row?.id !== 'string' || !ID_PATTERN.test(row.id)) {
            problems.push(`id must be 2 to 40 lowercase letters, digits and hyphens (got ${JSON.stringify(row?.id)})`);
        }
        problems.push(...this.urlProblems(row?.url));
        if (row?.integrity !== undefined && !INTEGRITY_PATTERN.test(row.integrity)) {
            problems.push(`integrity must be sha256-, sha384- or sha512- and a base64 digest (got ${JSON.stringify(row.integrity)})`);
        }
        if (!TAG_CATEGORIES.includes(row?.category)) {
            problems.push(
                `unknown consent category ${JSON.stringify(row?.category)}: must be one of 0 (required), 1 (functional), 2 (advertising)`
            );
        }
        const loadsAt = row?.loadsAt as unknown;
        const event = typeof loadsAt === 'object' && loadsAt !== null ? (loadsAt as { event?: unknown }).event : undefined;
        if (!TAG_MOMENTS.includes(loadsAt as never) && !(typeof event === 'string' && event.trim() !== '')) {
            problems.push(`loadsAt must be one of ${TAG_MOMENTS.join(', ')} or { event: '<name>' } (got ${JSON.stringify(loadsAt)})`);
        }
        problems.push(...this.scopeProblems(row?.appliesTo));
        if (row?.iabVendorId !== undefined && !(Number.isInteger(row.iabVendorId) && row.iabVendorId > 0)) {
            problems.push(`iabVendorId must be a positive integer (got ${JSON.stringify(row.iabVendorId)})`);
        }
        if (row?.globalName !== undefined && !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(row.globalName)) {
            problems.push(`globalName must be a global's name or dot path (got ${JSON.stringify(row.globalName)})`);
        }
        return problems;
    }

    protected urlProblems(url: unknown): string[] {
        let parsed: URL;
        try {
            parsed = new URL(String(url));
        } catch {
            return [`url is not a URL (got ${JSON.stringify(url)})`];
        }
        if (parsed.protocol !== 'https:') {
            return [`url must be https, not ${parsed.protocol.slice(0, -1)} (got ${JSON.stringify(url)})`];
        }
        if (!this.allowedHosts.includes(parsed.host)) {
            return [`url's host ${parsed.host} is not allowed (allowed: ${this.allowedHosts.join(', ')})`];
        }
        return [];
    }

    protected scopeProblems(scope: ExternalTagRow['appliesTo'] | undefined): string[] {
        const siteTypes = (scope as { siteTypes?: readonly string[] } | undefined)?.siteTypes;
        const hosts = (scope as { hosts?: readonly string[] } | undefined)?.hosts;
        if (Array.isArray(siteTypes) && siteTypes.length > 0) {
            const unknown = siteTypes.filter(type => !SITE_TYPES.includes(type as never));
            return unknown.length ? [`appliesTo names unknown site types: ${unknown.join(', ')}`] : [];
        }
        if (Array.isArray(hosts) && hosts.length > 0) {
            const unknown = hosts.filter(host => !this.domains.some(row => row.host === host));
            return unknown.length ? [`appliesTo names hosts that are not the property's: ${unknown.join(', ')}`] : [];
        }
        return ['appliesTo must list site types or hosts'];
    }
}
