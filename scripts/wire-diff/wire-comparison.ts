import type { RequestKind } from '../../demo-site/server/captured-request';
import { readRequest } from './request-reading';
import { isPlaced, normalised } from './volatile-values';
import type { FieldChange, JourneyDifference, RequestDifference, WireRequest } from './wire-differences';
import type { JourneyRecord, JourneyStepRecord, SentRequest } from './wire-records';

/** A request read and normalised: where it went and how are fields too, `(method)`, `(host)`, `(path)`. */
export function wireRequest(request: SentRequest): WireRequest {
    const read = readRequest(request);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries({ '(method)': read.method, '(host)': read.host, '(path)': read.path, ...read.fields })) {
        fields[name] = normalised(request.kind, name, value);
    }
    return { ...read, path: fields['(path)'], fields };
}

/**
 * The class a request is paired within. Beacons: by what they are and their link name, in the
 * order they left (the container's queue sends them one at a time). Beacons of different classes
 * that one action causes may leave in either order (a link's own exit beacon and a rule's beacon
 * for the same click), so their order is not compared. Other calls: by what they are, as a set,
 * for the browser sends them side by side and they reach the server in either order.
 */
function classOf(request: WireRequest): string {
    return request.kind === 'analytics' ? `${request.what}|${request.fields.linkName ?? ''}` : request.what;
}

/** A request sent twice exactly alike in a step is one hit sent again (an answer came late), never two hits. */
function once(requests: readonly SentRequest[]): SentRequest[] {
    const seen = new Set<string>();
    return requests.filter(request => {
        const key = JSON.stringify([request.method, request.host, request.path, request.search, request.body ?? '']);
        return seen.has(key) ? false : (seen.add(key), true);
    });
}

const signature = (request: WireRequest) => JSON.stringify(Object.entries(request.fields));

export function fieldChanges(before: WireRequest, after: WireRequest): FieldChange[] {
    const names = [...Object.keys(before.fields), ...Object.keys(after.fields).filter(name => !(name in before.fields))];
    return names
        .filter(name => before.fields[name] !== after.fields[name])
        .map(name => ({
            field: name,
            ...(name in before.fields ? { before: before.fields[name] } : {}),
            ...(name in after.fields ? { after: after.fields[name] } : {})
        }));
}

/**
 * The two lists reordered so that equal positions hold the closest pairs (the fewest fields apart),
 * taken greedily; what is left over comes last on its side.
 */
function closestFirst(left: readonly WireRequest[], right: readonly WireRequest[]): [WireRequest[], WireRequest[]] {
    const pairs = left
        .flatMap((a, i) => right.map((b, j) => ({ i, j, distance: fieldChanges(a, b).length })))
        .sort((x, y) => x.distance - y.distance || x.i - y.i || x.j - y.j);
    const usedLeft = new Set<number>();
    const usedRight = new Set<number>();
    const paired: Array<[number, number]> = [];
    for (const { i, j } of pairs) {
        if (!usedLeft.has(i) && !usedRight.has(j)) {
            usedLeft.add(i);
            usedRight.add(j);
            paired.push([i, j]);
        }
    }
    return [
        [...paired.map(([i]) => left[i]), ...left.filter((_request, i) => !usedLeft.has(i))],
        [...paired.map(([, j]) => right[j]), ...right.filter((_request, j) => !usedRight.has(j))]
    ];
}

/**
 * Pairs the requests of one class of one step: beacons in their order; other calls alike with
 * alike first, then the closest in what they carry. What is left over appeared or disappeared.
 */
function pair(step: string, before: readonly WireRequest[], after: readonly WireRequest[]): RequestDifference[] {
    let left = [...before];
    let right = [...after];
    if (!left.concat(right).every(request => request.kind === 'analytics')) {
        const matched = new Set<WireRequest>();
        left = left.filter(request => {
            const twin = right.find(candidate => !matched.has(candidate) && signature(candidate) === signature(request));
            return twin ? (matched.add(twin), false) : true;
        });
        right = right.filter(request => !matched.has(request));
        [left, right] = closestFirst(left, right);
    }
    const differences: RequestDifference[] = [];
    const common = Math.min(left.length, right.length);
    for (let index = 0; index < common; index++) {
        const fields = fieldChanges(left[index], right[index]);
        if (fields.length > 0) {
            differences.push({ step, what: right[index].what, type: 'changed', fields, before: left[index], after: right[index] });
        }
    }
    left.slice(common).forEach(request => differences.push({ step, what: request.what, type: 'disappeared', fields: [], before: request }));
    right.slice(common).forEach(request => differences.push({ step, what: request.what, type: 'appeared', fields: [], after: request }));
    return differences;
}

function byClass(requests: readonly SentRequest[]): Map<string, WireRequest[]> {
    const classes = new Map<string, WireRequest[]>();
    for (const request of requests.map(wireRequest)) {
        classes.set(classOf(request), [...(classes.get(classOf(request)) ?? []), request]);
    }
    return classes;
}

/** The request without the fields whose carrier the page's timing decides (compared by `placedCounts`). */
function unplaced(request: WireRequest): WireRequest {
    return {
        ...request,
        fields: Object.fromEntries(Object.entries(request.fields).filter(([name, value]) => !isPlaced(request.kind, name, value)))
    };
}

/** How many of a step's beacons carry each placed field (`beacons carrying sdid: 2`). */
function placedCounts(requests: readonly WireRequest[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const request of requests) {
        for (const name of Object.keys(request.fields).filter(field => isPlaced(request.kind, field, request.fields[field]))) {
            const key = `beacons carrying ${name}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
        }
    }
    return counts;
}

/**
 * The differences of one step: each class of request paired between the builds; a field whose
 * carrier the timing decides, by how many requests carry it.
 */
export function compareStep(step: string, before: readonly SentRequest[], after: readonly SentRequest[]): RequestDifference[] {
    const left = byClass(before);
    const right = byClass(after);
    const differences = [...new Set([...left.keys(), ...right.keys()])].flatMap(key =>
        pair(step, (left.get(key) ?? []).map(unplaced), (right.get(key) ?? []).map(unplaced))
    );
    const counted = { before: placedCounts([...left.values()].flat()), after: placedCounts([...right.values()].flat()) };
    for (const field of new Set([...counted.before.keys(), ...counted.after.keys()])) {
        const [from, to] = [counted.before.get(field) ?? 0, counted.after.get(field) ?? 0];
        if (from !== to) {
            differences.push({
                step,
                what: field.split(' carrying ')[0],
                type: 'changed',
                fields: [{ field, before: String(from), after: String(to) }]
            });
        }
    }
    return differences;
}

/**
 * Calls compared over the whole journey rather than step by step, for when they leave is the
 * page's to decide and may fall in the step after the one that set them going: the id syncs (the
 * audience manager's frame fires them when its handshake ends), the external tags (loaded in idle
 * time after the page view) and the health report (sent by sendBeacon as the page is left).
 */
export const JOURNEY_KINDS: readonly RequestKind[] = ['id-sync', 'tag', 'health'];

/** The step that holds a journey's JOURNEY_KINDS calls in the comparison. */
export const WHOLE_JOURNEY = 'whole journey';

/**
 * A record's steps, each sent-again request left out, without the JOURNEY_KINDS calls, and those
 * calls as one step of their own: a tag that each page of a funnel loads counts once a page.
 */
function regrouped(steps: readonly JourneyStepRecord[]): JourneyStepRecord[] {
    const single = steps.map(step => ({ name: step.name, requests: once(step.requests) }));
    const whole = single.flatMap(step => step.requests.filter(request => JOURNEY_KINDS.includes(request.kind)));
    return [
        ...single.map(step => ({ name: step.name, requests: step.requests.filter(request => !JOURNEY_KINDS.includes(request.kind)) })),
        { name: WHOLE_JOURNEY, requests: whole }
    ];
}

/** The steps of both records paired by name, in the order they were taken; a step only one build reached pairs with nothing. */
function pairSteps(
    before: readonly JourneyStepRecord[],
    after: readonly JourneyStepRecord[]
): Array<[string, readonly SentRequest[], readonly SentRequest[]]> {
    const names = [
        ...before.map(step => step.name),
        ...after.map(step => step.name).filter(name => !before.some(step => step.name === name))
    ];
    return names.map(name => [
        name,
        before.find(step => step.name === name)?.requests ?? [],
        after.find(step => step.name === name)?.requests ?? []
    ]);
}

/** One journey on both builds: unchanged, changed (every difference), or broken (not taken to its end on a build). */
export function compareJourney(before: JourneyRecord, after: JourneyRecord): JourneyDifference {
    const { steps: _before, error: beforeError, ...facts } = before;
    if (beforeError !== undefined || after.error !== undefined) {
        return {
            ...facts,
            status: 'broken',
            differences: [],
            errors: {
                ...(beforeError !== undefined ? { baseline: beforeError } : {}),
                ...(after.error !== undefined ? { current: after.error } : {})
            }
        };
    }
    const differences = pairSteps(regrouped(before.steps), regrouped(after.steps)).flatMap(([step, left, right]) =>
        compareStep(step, left, right)
    );
    return { ...facts, status: differences.length === 0 ? 'unchanged' : 'changed', differences };
}
