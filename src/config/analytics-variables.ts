import type { AnalyticsVariable, VariableKey } from './variable-map';

declare global {
    /**
     * The variable map's keys, each replaced at build time by its analytics variable (webpack's
     * DefinePlugin; the unit tests' set-up defines the object): `{ [VARIABLE.faqOpen]: true }` ships
     * as `{ event20: true }`. Only `VARIABLE.<key>` may be written, never `VARIABLE` alone.
     */
    const VARIABLE: Readonly<Record<VariableKey, AnalyticsVariable>>;
}

/** Stamped at build time from the variable map, like VARIABLE. */
declare const __PAGE_VIEW_ELEMENTS__: Record<string, string> | undefined;

/** The page view's values that data elements fill: analytics variable → data element name. */
export const PAGE_VIEW_ELEMENTS: Readonly<Record<string, string>> =
    typeof __PAGE_VIEW_ELEMENTS__ !== 'undefined' ? __PAGE_VIEW_ELEMENTS__ : {};
