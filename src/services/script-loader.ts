export interface ScriptLoadOptions {
    /** Default 30000 ms. */
    readonly timeoutMs?: number;
    /**
     * Insert the script only once the page's first frame is painted (the next frame when the page
     * has painted already): a script that can wait a frame does not compete with the first render.
     */
    readonly afterFirstRender?: boolean;
    /**
     * `false`: the window's load event does not wait for the script. While the page is loading it
     * is fetched as a preload, which the load event does not wait for, and runs once it is in; a
     * third party that is slow or never answers then cannot hold back the page's `load`, nor what
     * waits for it. Default `true`, as for any script element.
     */
    readonly delaysLoad?: boolean;
    /** Subresource Integrity: the browser refuses other bytes, and the load fails. Fetched with CORS. */
    readonly integrity?: string;
}

/**
 * Loads third-party scripts into the page. The only code that inserts `<script>` elements.
 * Every load is bounded in time, so a dead CDN never leaves a rule waiting forever.
 */
export const ScriptLoader = Symbol('ScriptLoader');
export interface ScriptLoader {
    /** Loads a script once per URL; rejects on error or after the timeout (default 30000 ms). */
    loadScript(url: string, options?: ScriptLoadOptions): Promise<void>;
    /**
     * Calls `callback` once the scripts loaded with `delaysLoad: false` so far have run or failed,
     * or after `withinMs`: what the window's load would have waited for. At once, in the same task,
     * when there are none.
     */
    afterDetachedScripts(withinMs: number, callback: () => void): void;
    /** Polls for a global (dot paths allowed), 40 tries every 250 ms by default. */
    waitForGlobal<T = unknown>(name: string, tries?: number, intervalMs?: number): Promise<T>;
}

export const ScriptLoaderMessages = {
    bailingOut: (name: string) => `Bailing out. Cannot find the variable name: "${name}".`,
    loadFailed: (url: string) => `Failed to load the script ${url}.`,
    loadTimedOut: (url: string, ms: number) => `Loading the script ${url} took longer than ${ms} ms.`,
    cookiesDenied: (url: string) => `The script ${url} is not loaded: cookies are denied on this page.`
} as const;
