/**
 * The debug flag. It is kept in localStorage (docs/requirements.md §9.6) under the key the replaced rule engine
 * used, so the switch QA people already know keeps working, and mirrored in a cookie of the host
 * (DEBUG_COOKIE) that the page reads instead: the page's cookies are read anyway.
 */
export const DebugMode = Symbol('DebugMode');
export interface DebugMode {
    readonly enabled: boolean;
    setEnabled(enabled: boolean): void;
    /** Calls the listener whenever the flag changes; returns a function that unsubscribes. */
    onDidChange(listener: (enabled: boolean) => void): () => void;
}

export const DEBUG_STORAGE_KEY = 'com.adobe.reactor.debug';
/** Set (to 1) only while debug mode is on. */
export const DEBUG_COOKIE = 'tc_debug';
