/**
 * The debug flag. It is kept in localStorage (docs/requirements.md §9.6) under the key the replaced rule engine
 * used, so the switch QA people already know keeps working.
 */
export const DebugMode = Symbol('DebugMode');
export interface DebugMode {
    readonly enabled: boolean;
    setEnabled(enabled: boolean): void;
    /** Calls the listener whenever the flag changes; returns a function that unsubscribes. */
    onDidChange(listener: (enabled: boolean) => void): () => void;
}

export const DEBUG_STORAGE_KEY = 'com.adobe.reactor.debug';
