import type { CapturedRequest, RequestKind } from '../../demo-site/server/captured-request';

/**
 * What the wire diff compares: every request to the analytics, identity, personalization, consent,
 * tag and health hosts (the demo server's kinds for them). The pages, the container's own files
 * and the demo's assets are not what the reports receive.
 */
export const COMPARED_KINDS: readonly RequestKind[] = [
    'analytics',
    'visitor-id',
    'opt-out-status',
    'id-sync',
    'personalization',
    'schema',
    'dl-violation',
    'consent',
    'tag',
    'health'
];

/**
 * A request as it left the browser and the emulator received it: what the wire diff keeps of a
 * captured request. Raw, never normalised, so a run saved today can be compared again with a
 * table of volatile values changed tomorrow.
 */
export type SentRequest = Pick<CapturedRequest, 'kind' | 'method' | 'protocol' | 'host' | 'path' | 'search' | 'body' | 'contentType'>;

/** What the page sent between two moments a journey names: the page's load, a click, its leaving. */
export interface JourneyStepRecord {
    readonly name: string;
    /** In the order the emulator received them. */
    readonly requests: readonly SentRequest[];
}

/** The families of journeys: the route matrix's visits, and those it does not take. */
export type JourneyFamily = 'route' | 'funnel' | 'consent' | 'data layer' | 'personalization' | 'exit link';

/** Where a journey runs and what it is, for grouping its changes ("the 10 funnel pages of the 14 rental hosts"). */
export interface JourneyFacts {
    /** Unique and stable across runs and builds: the key both builds' records are paired by. */
    readonly id: string;
    readonly family: JourneyFamily;
    /** The host of its first page. */
    readonly host: string;
    readonly brand: string;
    readonly country: string;
    readonly siteType: string;
    /** The page type of its first page (the demo route table's kind: home, job, reservation-step, ...). */
    readonly page: string;
    /** Its first address. */
    readonly url: string;
}

/** One journey taken on one build: what each of its steps sent. */
export interface JourneyRecord extends JourneyFacts {
    readonly steps: readonly JourneyStepRecord[];
    /** Why the journey could not be taken to its end; `steps` holds what was recorded before. */
    readonly error?: string;
}

/** A build as the report names it: the ref asked for, and the commit it was (`+`: with uncommitted changes). */
export interface BuildName {
    readonly ref: string;
    readonly commit: string;
}

/** The journeys of one run (or one shard of it) on both builds: what `--shard` saves and `--merge` joins. */
export interface WireRun {
    readonly format: 1;
    readonly baseline: BuildName;
    readonly current: BuildName;
    /** The share of the journeys this run took (`--shard i/n`); absent when it took them all. */
    readonly shard?: { readonly index: number; readonly count: number };
    /** The journeys asked for, by id, in order: a merge checks that the shards took each once. */
    readonly asked: readonly string[];
    readonly journeys: { readonly baseline: readonly JourneyRecord[]; readonly current: readonly JourneyRecord[] };
    /** How long the journeys took, both builds together. */
    readonly wallMs: number;
}
