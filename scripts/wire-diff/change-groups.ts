import { VARIABLE_MAP } from '../../src/config/variable-map';
import type { ChangeCategory, ChangeGroup, ChangeOccurrence, JourneyDifference, RequestDifference, WireRequest } from './wire-differences';
import { CATEGORY_HEADINGS } from './wire-differences';
import type { JourneyFacts } from './wire-records';

/** The order the report gives the categories in: what a release must never do unseen first. */
const CATEGORY_ORDER = Object.keys(CATEGORY_HEADINGS) as ChangeCategory[];

/** A variable's name with the one the analytics team knows it by: `eVar30 (Checkout funnel step)`. */
export function fieldTitle(field: string): string {
    const row = VARIABLE_MAP.find(candidate => candidate.variable === field);
    return row ? `${field} (${row.name})` : field;
}

/** What distinguishes one request that appeared or disappeared from another of its kind. */
function identity(request: WireRequest): string {
    const parts = [request.what];
    if (request.kind === 'analytics') {
        parts.push(
            ...['linkName', 'events', 'reportSuites'].map(field => request.fields[field]).filter((value): value is string => !!value)
        );
    }
    return parts.join(' · ');
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function counted(values: readonly string[]): string {
    const counts = new Map<string, number>();
    values.forEach(value => counts.set(value, (counts.get(value) ?? 0) + 1));
    return [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([value, count]) => `${value} ${count}`)
        .join(', ');
}

/**
 * The journeys a change happens on, said as pages and hosts: "the 10 reservation-step pages of the
 * 14 rental hosts", "2 pages (home 1, job 1) of 2 hosts (careers 1, rental 1)", or the one journey
 * (the most first, ties by name).
 */
export function whereSaid(journeys: readonly JourneyFacts[]): string {
    if (journeys.length === 1) {
        return journeys[0].id;
    }
    const kinds = [...new Set(journeys.map(journey => journey.page))];
    const hosts = [...new Map(journeys.map(journey => [journey.host, journey])).values()];
    const types = [...new Set(hosts.map(host => host.siteType))];
    const pages =
        kinds.length === 1
            ? `the ${plural(journeys.length, `${kinds[0]} page`)}`
            : `${plural(journeys.length, 'page')} (${counted(journeys.map(journey => journey.page))})`;
    const of =
        types.length === 1
            ? `the ${plural(hosts.length, `${types[0]} host`)}`
            : `${plural(hosts.length, 'host')} (${counted(hosts.map(host => host.siteType))})`;
    return `${pages} of ${of}`;
}

/** A value in the report's words: quoted, or said absent. */
const shown = (value: string | undefined) => (value === undefined ? '(not sent)' : `\`${value}\``);

interface Keyed {
    readonly key: string;
    readonly category: ChangeCategory;
    readonly what: string;
    readonly field?: string;
    readonly before?: string;
    readonly after?: string;
    /** Says the change; `where` follows once the group's journeys are known. */
    readonly say: (where: string) => string;
}

/** The changes one difference makes: one per field that changed, or the request that came or went, or the order. */
function keyed(difference: RequestDifference): Keyed[] {
    const what = difference.what;
    switch (difference.type) {
        case 'appeared':
        case 'disappeared': {
            const request = (difference.after ?? difference.before)!;
            const said = identity(request);
            return [
                {
                    key: `${difference.type}|${said}`,
                    category: difference.type,
                    what,
                    say: where => `${difference.type === 'appeared' ? 'New' : 'No more'}: ${said}, on ${where}`
                }
            ];
        }
        case 'changed':
            return difference.fields.map(change => {
                const suites = change.field === 'reportSuites';
                const title = fieldTitle(change.field);
                return {
                    key: `${suites ? 'report suite' : 'variable'}|${what}|${change.field}|${change.before}|${change.after}`,
                    category: suites ? 'report suite' : 'variable',
                    what,
                    field: change.field,
                    before: change.before,
                    after: change.after,
                    say: where =>
                        suites
                            ? `The ${what} goes to other report suites on ${where}: ${shown(change.before)} → ${shown(change.after)}`
                            : `${title} of the ${what} on ${where}: ${shown(change.before)} → ${shown(change.after)}`
                };
            });
    }
}

/**
 * Every change, grouped by what changed rather than by page: one group per field and values (or
 * request that came or went, or order), with every journey and step it happens on.
 */
export function groupChanges(journeys: readonly JourneyDifference[]): ChangeGroup[] {
    const groups = new Map<string, { keyed: Keyed; occurrences: ChangeOccurrence[]; journeys: Map<string, JourneyFacts> }>();
    for (const journey of journeys) {
        for (const difference of journey.differences) {
            for (const change of keyed(difference)) {
                const group = groups.get(change.key) ?? {
                    keyed: change,
                    occurrences: [] as ChangeOccurrence[],
                    journeys: new Map<string, JourneyFacts>()
                };
                groups.set(change.key, group);
                group.occurrences.push({
                    journey: journey.id,
                    step: difference.step,
                    ...(difference.before ? { before: difference.before } : {}),
                    ...(difference.after ? { after: difference.after } : {})
                });
                group.journeys.set(journey.id, journey);
            }
        }
    }
    return [...groups.values()]
        .map(({ keyed: change, occurrences, journeys: seen }) => {
            const where = whereSaid([...seen.values()]);
            return {
                category: change.category,
                title: change.say(where),
                what: change.what,
                ...(change.field !== undefined ? { field: change.field } : {}),
                ...(change.before !== undefined ? { before: change.before } : {}),
                ...(change.after !== undefined ? { after: change.after } : {}),
                where,
                occurrences
            };
        })
        .sort(
            (a, b) =>
                CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
                b.occurrences.length - a.occurrences.length ||
                a.title.localeCompare(b.title)
        );
}
