import { SITE_TYPES } from '../../src/config/domains';
import { HealthSettings } from '../../src/config/health';
import type { HealthReport } from '../../src/services/health-report';

/** A report as read, or why the text is not one. */
export type ReadReport = { readonly report: HealthReport } | { readonly error: string };

/**
 * A name, code or state the format allows (a rule id, `failed:timeout`, `reservation:1 step`, a
 * build id): letters, digits, spaces and `_ . : + -`, at most 80 characters. No `/ ? # = @ & %`, so
 * no path, query, address or encoded value can pass for one.
 */
const TOKEN = /^[A-Za-z0-9][\w .:+-]{0,79}$/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
const ENVIRONMENTS: readonly string[] = Object.keys(HealthSettings.environments);
const ENGINES: readonly string[] = ['chromium', 'firefox', 'webkit', 'other'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The keys of `value` the format does not have, for a message. */
function extraKeys(value: Json, allowed: readonly string[]): string[] {
    return Object.keys(value).filter(key => !allowed.includes(key));
}

/** A map of tokens to values of one kind; the first problem, or undefined. */
function checkRecord(value: unknown, field: string, check: (entry: unknown) => boolean): string | undefined {
    if (!isObject(value)) {
        return `${field} is not an object`;
    }
    const wrong = Object.entries(value).find(([key, entry]) => !isToken(key) || !check(entry));
    return wrong ? `${field}.${wrong[0]} is not allowed` : undefined;
}

function checkRule(value: unknown): boolean {
    return (
        isObject(value) &&
        extraKeys(value, ['fired', 'failed', 'codes', 'timedOut']).length === 0 &&
        isCount(value.fired) &&
        (value.failed === undefined || isCount(value.failed)) &&
        (value.timedOut === undefined || isCount(value.timedOut)) &&
        (value.codes === undefined || (Array.isArray(value.codes) && value.codes.every(isToken)))
    );
}

/** The first way `value` is not a HealthReport of this format, or undefined when it is one. */
function problemOf(value: unknown): string | undefined {
    if (!isObject(value)) {
        return 'not a JSON object';
    }
    if (value.v !== HealthSettings.formatVersion) {
        return `v is not ${HealthSettings.formatVersion}`;
    }
    const extra = extraKeys(value, [
        'v',
        'build',
        'env',
        'host',
        'site',
        'page',
        'engine',
        'consent',
        'cost',
        'rules',
        'tags',
        'banner',
        'personalization',
        'outbox',
        'schema'
    ]);
    if (extra.length > 0) {
        return `fields the format does not have: ${extra.join(', ')}`;
    }
    const { build, env, host, site, page, engine, consent, cost, banner, personalization, outbox } = value;
    const scalars: Array<[string, boolean]> = [
        ['build', isToken(build)],
        ['env', typeof env === 'string' && ENVIRONMENTS.includes(env)],
        ['host', typeof host === 'string' && host.length <= 253 && HOST.test(host)],
        ['site', typeof site === 'string' && (SITE_TYPES as readonly string[]).includes(site)],
        ['page', isToken(page)],
        [
            'engine',
            isObject(engine) &&
                extraKeys(engine, ['name', 'major']).length === 0 &&
                ENGINES.includes(engine.name as string) &&
                isCount(engine.major)
        ],
        ['consent', isToken(consent)],
        ['banner', isToken(banner)],
        ['personalization', personalization === undefined || isToken(personalization)]
    ];
    const wrong = scalars.find(([, ok]) => !ok);
    if (wrong) {
        return `${wrong[0]} is missing or not allowed`;
    }
    if (
        !isObject(cost) ||
        extraKeys(cost, ['toPageView', 'toSettled', 'longFrames', 'longFrameMs', 'lazyBytes']).length > 0 ||
        !(cost.toPageView === undefined || isCount(cost.toPageView)) ||
        !(cost.toSettled === undefined || isCount(cost.toSettled)) ||
        !isCount(cost.longFrames) ||
        !isCount(cost.longFrameMs)
    ) {
        return 'cost is missing or not allowed';
    }
    if (!isObject(outbox) || extraKeys(outbox, ['kept', 'late', 'dropped']).length > 0 || !isCount(outbox.kept) || !isCount(outbox.late)) {
        return 'outbox is missing or not allowed';
    }
    return (
        checkRecord(cost.lazyBytes, 'cost.lazyBytes', isCount) ??
        checkRecord(value.rules, 'rules', checkRule) ??
        checkRecord(value.tags, 'tags', isToken) ??
        checkRecord(outbox.dropped, 'outbox.dropped', isCount) ??
        checkRecord(value.schema, 'schema', isCount)
    );
}

/**
 * Reads one report as the service receives it: at most HealthSettings.maxBytes of UTF-8 JSON, of
 * this format, with no field the format does not have and every name a plain token. What does not
 * pass is refused whole: the service keeps nothing it was not meant to get.
 */
export function readHealthReport(text: string): ReadReport {
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > HealthSettings.maxBytes) {
        return { error: `${bytes} bytes, over ${HealthSettings.maxBytes}` };
    }
    let value: unknown;
    try {
        value = JSON.parse(text);
    } catch {
        return { error: 'not JSON' };
    }
    const problem = problemOf(value);
    return problem === undefined ? { report: value as HealthReport } : { error: problem };
}

/** The reports of newline-delimited JSON, as a log pipeline exports them; blank lines are skipped, others refused by line. */
export function readHealthReports(ndjson: string): {
    readonly reports: HealthReport[];
    readonly refused: Array<{ readonly line: number; readonly error: string }>;
} {
    const reports: HealthReport[] = [];
    const refused: Array<{ line: number; error: string }> = [];
    ndjson.split('\n').forEach((text, index) => {
        if (text.trim() === '') {
            return;
        }
        const read = readHealthReport(text.replace(/\r$/, ''));
        if ('report' in read) {
            reports.push(read.report);
        } else {
            refused.push({ line: index + 1, error: read.error });
        }
    });
    return { reports, refused };
}
