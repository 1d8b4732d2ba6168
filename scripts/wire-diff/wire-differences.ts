import type { RequestKind } from '../../demo-site/server/captured-request';
import type { BuildName, JourneyFacts } from './wire-records';

/**
 * A request read field by field and normalised: what the comparison compares. The HTML report
 * shows two of these side by side.
 */
export interface WireRequest {
    readonly kind: RequestKind;
    /** What it is, in the report's words: `page view`, `link lnk_o`, `/id (tracking server)`, `tag chat-widget`, ... */
    readonly what: string;
    readonly method: string;
    readonly host: string;
    /** The path, its volatile segments normalised (a beacon's cache-buster). */
    readonly path: string;
    /**
     * Every value it carries by name, in the order sent, volatile values replaced by what they are
     * (`‹hit time›`): a beacon's variables under the names the analytics team knows (`eVar30`,
     * `prop4`, `events`, `contextData.a.b`, `reportSuites`), a call's query, a JSON body's leaves.
     */
    readonly fields: Readonly<Record<string, string>>;
    /** The request as it left, not normalised: for a person to read. Never compared. */
    readonly sent: { readonly url: string; readonly body?: string };
}

/** A field whose value differs; an absent side means the request did not carry it. */
export interface FieldChange {
    readonly field: string;
    readonly before?: string;
    readonly after?: string;
}

/** One request of one step that differs between the builds. */
export interface RequestDifference {
    readonly step: string;
    readonly what: string;
    /** `changed`: both builds sent it, with other values; `appeared`/`disappeared`: one build did not send it. */
    readonly type: 'changed' | 'appeared' | 'disappeared';
    readonly fields: readonly FieldChange[];
    readonly before?: WireRequest;
    readonly after?: WireRequest;
}

export type JourneyStatus = 'unchanged' | 'changed' | 'broken';

/** One journey compared: the same on both builds, changed (and how), or not taken to its end on a build. */
export interface JourneyDifference extends JourneyFacts {
    readonly status: JourneyStatus;
    readonly differences: readonly RequestDifference[];
    /** Broken: why, on the build(s) where it could not be taken. */
    readonly errors?: { readonly baseline?: string; readonly current?: string };
}

/** How the report sorts changes: what the analytics team must see first comes first. */
export type ChangeCategory = 'report suite' | 'appeared' | 'disappeared' | 'variable';

/** Each category's heading, in the report's order: the terminal's report and the HTML page alike. */
export const CATEGORY_HEADINGS: Readonly<Record<ChangeCategory, string>> = {
    'report suite': 'Beacons that go to other report suites',
    appeared: 'Requests that appear',
    disappeared: 'Requests that disappear',
    variable: 'Values that change'
};

/** Where one change happened: a step of a journey, with both builds' requests. */
export interface ChangeOccurrence {
    readonly journey: string;
    readonly step: string;
    readonly before?: WireRequest;
    readonly after?: WireRequest;
}

/** One change, with every journey it happens on: a row of the report. */
export interface ChangeGroup {
    readonly category: ChangeCategory;
    /** The change and where, in one line: "eVar30 on the 10 reservation-step pages of the 14 rental hosts: `a` → `b`". */
    readonly title: string;
    readonly what: string;
    /** A changed variable, by the name the analytics team knows. */
    readonly field?: string;
    readonly before?: string;
    readonly after?: string;
    /** The journeys it happens on, said as pages and hosts: "the 10 reservation-step pages of the 14 rental hosts". */
    readonly where: string;
    readonly occurrences: readonly ChangeOccurrence[];
}

/** What a change does to the reports: the report's data, for the terminal and the HTML page alike. */
export interface WireDiffReport {
    readonly format: 1;
    readonly baseline: BuildName;
    readonly current: BuildName;
    /** ISO time the report was made. */
    readonly createdAt: string;
    readonly wallMs: number;
    readonly summary: { readonly journeys: number; readonly unchanged: number; readonly changed: number; readonly broken: number };
    /** Every change, the report suites first, then requests that appear or disappear, then variables. */
    readonly groups: readonly ChangeGroup[];
    readonly broken: ReadonlyArray<{ readonly journey: string; readonly baseline?: string; readonly current?: string }>;
    readonly journeys: ReadonlyArray<JourneyFacts & { readonly status: JourneyStatus }>;
}
