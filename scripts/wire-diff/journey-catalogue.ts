import { extraJourneys } from './extra-journeys';
import type { Journey } from './journey';
import { routeJourneys } from './route-journeys';

/** What narrows a run: `--hosts`, `--pages`, `--journeys` and `--shard` (docs/wire-diff.md). */
export interface JourneySelection {
    /** Hosts, or registrable domains whose hosts all count (`alderway.co.uk`). */
    readonly hosts?: readonly string[];
    /** Page types of the demo route table (`home`, `job`, `reservation-step`, ...). */
    readonly pages?: readonly string[];
    /** Families (`route`, `funnel`, `consent`, `data layer`, `personalization`, `exit link`), or text of a journey's id. */
    readonly journeys?: readonly string[];
    /** This run's share: every `count`th journey from the `index`th (1-based), so shards are alike in what they take. */
    readonly shard?: { readonly index: number; readonly count: number };
}

/** Every journey of the wire diff: the route matrix's visits, then the journeys it does not take. */
export function allJourneys(): Journey[] {
    const journeys = [...routeJourneys(), ...extraJourneys()];
    const ids = new Set<string>();
    for (const journey of journeys) {
        if (ids.has(journey.id)) {
            throw new Error(`Two journeys are named ${journey.id}: a journey's id pairs its records on both builds.`);
        }
        ids.add(journey.id);
    }
    return journeys;
}

const matchesHost = (host: string, wanted: string) => host === wanted || host.endsWith(`.${wanted}`);

/** The journeys a selection takes, in the catalogue's order. */
export function selectJourneys(journeys: readonly Journey[], selection: JourneySelection): Journey[] {
    const chosen = journeys.filter(
        journey =>
            (!selection.hosts || selection.hosts.some(host => matchesHost(journey.host, host))) &&
            (!selection.pages || selection.pages.includes(journey.page)) &&
            (!selection.journeys || selection.journeys.some(text => journey.family === text || journey.id.includes(text)))
    );
    const shard = selection.shard;
    return shard ? chosen.filter((_journey, index) => index % shard.count === shard.index - 1) : chosen;
}
