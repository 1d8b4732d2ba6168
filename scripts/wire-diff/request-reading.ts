import { EXTERNAL_TAGS } from '../../src/config/external-tags';
import type { WireRequest } from './wire-differences';
import type { SentRequest } from './wire-records';

/** A beacon's query parameter as the analytics team names the variable (docs/analytics-and-page-code.md). */
const BEACON_NAMES: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
    // Before the eVars: v0 is the campaign.
    [/^v0$/, () => 'campaign'],
    [/^v(\d+)$/, match => `eVar${match[1]}`],
    [/^c(\d+)$/, match => `prop${match[1]}`],
    [/^l([1-3])$/, match => `list${match[1]}`],
    [/^h([1-5])$/, match => `hier${match[1]}`],
    [/^pe$/, () => 'linkType'],
    [/^pev1$/, () => 'linkURL'],
    [/^pev2$/, () => 'linkName'],
    [/^pev3$/, () => 'linkMedia'],
    [/^g$/, () => 'pageURL'],
    [/^r$/, () => 'referrer'],
    [/^ch$/, () => 'channel']
];

/** `v30` → `eVar30`, `c4` → `prop4`, `pe` → `linkType`; other parameters keep their wire names. */
export function beaconFieldName(parameter: string): string {
    for (const [pattern, name] of BEACON_NAMES) {
        const match = pattern.exec(parameter);
        if (match) {
            return name(match);
        }
    }
    return parameter;
}

function decode(text: string): string {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
        return text;
    }
}

/** Pairs of a query or form body, in order, decoded. */
function pairs(text: string): Array<[string, string]> {
    return text
        .split('&')
        .filter(Boolean)
        .map(pair => {
            const at = pair.indexOf('=');
            return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
        });
}

/** Adds a field; a name sent twice keeps both, the second as `name#2`. */
function put(fields: Record<string, string>, name: string, value: string): void {
    let key = name;
    for (let count = 2; Object.hasOwn(fields, key); count++) {
        key = `${name}#${count}`;
    }
    fields[key] = value;
}

/**
 * A beacon's variables, in order: context data's nested blocks (`c.` … `a.` … `.a` … `.c`)
 * flattened to `contextData.a.key`, the other blocks (`cid.`, `d.`, `h.`) alike under their prefix.
 */
function beaconFields(query: string): Record<string, string> {
    const fields: Record<string, string> = {};
    const open: string[] = [];
    const blocks: Record<string, string> = { c: 'contextData', cid: 'customerIds', d: 'audienceManager', h: 'clientHints' };
    for (const [name, value] of pairs(query)) {
        if (name.endsWith('.') && value === '') {
            const segment = name.slice(0, -1);
            open.push(open.length === 0 ? (blocks[segment] ?? segment) : segment);
        } else if (name.startsWith('.') && value === '') {
            open.pop();
        } else if (open.length > 0) {
            put(fields, [...open, name].join('.'), value);
        } else if (!['AQB', 'AQE', 'ndh', 'pf'].includes(name)) {
            put(fields, beaconFieldName(name), value);
        }
    }
    return fields;
}

/** A JSON body's leaves by their dotted path (`context.address.url`, `items.0.name`). */
function jsonFields(body: string | undefined): Record<string, string> {
    const fields: Record<string, string> = {};
    if (!body) {
        return fields;
    }
    let value: unknown;
    try {
        value = JSON.parse(body);
    } catch {
        fields.body = body;
        return fields;
    }
    const walk = (node: unknown, at: string) => {
        if (node !== null && typeof node === 'object') {
            const entries = Array.isArray(node) ? node.map((item, index) => [String(index), item] as const) : Object.entries(node);
            if (entries.length === 0) {
                fields[at] = Array.isArray(node) ? '[]' : '{}';
            }
            entries.forEach(([key, item]) => walk(item, at ? `${at}.${key}` : key));
        } else {
            fields[at] = String(node);
        }
    };
    walk(value, '');
    return fields;
}

function queryFields(search: string, prefix = ''): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [name, value] of pairs(search)) {
        put(fields, `${prefix}${name}`, value);
    }
    return fields;
}

/** What a beacon is: a page view, or its link type (`pe`). */
function beaconKind(fields: Readonly<Record<string, string>>): string {
    const type = fields.linkType;
    if (!type) {
        return 'page view';
    }
    const names: Record<string, string> = { lnk_o: 'custom link', lnk_d: 'download link', lnk_e: 'exit link' };
    return `${names[type] ?? `link ${type}`}`;
}

/**
 * A request read field by field, not yet normalised: what it is, and every value it carries under
 * the name a person reading the reports knows it by.
 */
export function readRequest(request: SentRequest): Omit<WireRequest, 'fields'> & { readonly fields: Record<string, string> } {
    const url = `${request.protocol}://${request.host}${request.path}${request.search ? `?${request.search}` : ''}`;
    const base = { kind: request.kind, method: request.method, host: request.host, path: request.path, sent: { url, body: request.body } };
    switch (request.kind) {
        case 'analytics': {
            const form = request.method === 'POST' && request.body && !request.body.trimStart().startsWith('{') ? request.body : '';
            const fields = beaconFields([request.search, form].filter(Boolean).join('&'));
            // `/b/ss/{report suites}/{hit source}/{version}/{cache-buster}`: the suites are a field of their own.
            const segments = request.path.split('/');
            const suites = decode(segments[3] ?? '');
            const path = segments.map((segment, index) => (index === 3 ? '{reportSuites}' : segment)).join('/');
            return { ...base, path, what: beaconKind(fields), fields: { reportSuites: suites, ...fields } };
        }
        case 'visitor-id':
            return {
                ...base,
                what: request.host.endsWith('demdex.net') ? '/id (audience manager)' : '/id (tracking server)',
                fields: queryFields(request.search)
            };
        case 'opt-out-status':
            return { ...base, what: '/optOutStatus', fields: queryFields(request.search) };
        case 'id-sync':
            return { ...base, what: `id sync ${request.host}${request.path}`, fields: queryFields(request.search) };
        case 'personalization':
            return {
                ...base,
                what: `delivery ${request.path}`,
                fields: { ...queryFields(request.search, 'query.'), ...jsonFields(request.body) }
            };
        case 'tag': {
            const row = EXTERNAL_TAGS.find(candidate => candidate.url === `https://${request.host}${request.path}`);
            return { ...base, what: `tag ${row?.id ?? `${request.host}${request.path}`}`, fields: queryFields(request.search) };
        }
        case 'consent':
            return { ...base, what: 'banner script', fields: queryFields(request.search) };
        case 'schema':
            return { ...base, what: `schema ${request.path.split('/').pop() ?? ''}`, fields: queryFields(request.search) };
        case 'dl-violation':
            return { ...base, what: 'schema violation report', fields: jsonFields(request.body) };
        case 'health':
            return { ...base, what: 'health report', fields: jsonFields(request.body) };
        default:
            return { ...base, what: `${request.kind} ${request.host}${request.path}`, fields: queryFields(request.search) };
    }
}
