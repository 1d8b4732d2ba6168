/** The browser engines the core scenarios run in: the three that the company's visitors use. */
export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** How a person names each engine's browser in a report. */
export const ENGINE_TITLES: Record<EngineName, string> = {
    chromium: 'Chromium (Blink)',
    firefox: 'Firefox ESR (Gecko)',
    webkit: 'WebKitGTK MiniBrowser (WebKit)'
};

/**
 * The engines of this run: `TEST_ENGINES=chromium,firefox,webkit` (any of them, in any order), all
 * three when unset. An unknown name stops the run rather than testing less than asked.
 */
export function selectedEngines(setting = process.env.TEST_ENGINES): EngineName[] {
    if (!setting?.trim()) {
        return [...ENGINE_NAMES];
    }
    const names = setting
        .split(',')
        .map(name => name.trim().toLowerCase())
        .filter(Boolean);
    const unknown = names.filter(name => !(ENGINE_NAMES as readonly string[]).includes(name));
    if (unknown.length > 0) {
        throw new Error(`TEST_ENGINES names ${unknown.join(', ')}: the engines are ${ENGINE_NAMES.join(', ')}.`);
    }
    return [...new Set(names)] as EngineName[];
}

/** A cookie as the page's own document sees it. */
export interface TabCookie {
    readonly name: string;
    readonly value: string;
}

/**
 * One tab of one engine, driven the same way whatever the engine: what a visitor does (open a URL,
 * click, close the tab) and what a test reads (a script's result in the page).
 */
export interface EngineTab {
    /** Opens `url` and resolves once the page's load event has fired. */
    visit(url: string): Promise<void>;
    /**
     * Runs `fn` in the page with `arg` (JSON) and resolves with its result (JSON), awaiting a
     * promise it returns. `fn` must not use anything outside itself: only its source goes over.
     */
    evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
    /** Clicks the first element that matches `selector`, as a visitor's pointer would. */
    click(selector: string): Promise<void>;
    /** Closes the tab as a visitor does: the page hides and unloads. The browser goes on. */
    close(): Promise<void>;
    /**
     * The errors the browser itself reported for the tab's pages since the last call (its own
     * channel, beside the page's script: an error thrown where no page listener sees it), oldest
     * first. An engine whose driver reports none (WebKitGTK's classic WebDriver) returns [].
     */
    takeBrowserErrors(): string[];
}

/** A started browser of one engine, mapped to the demo server. */
export interface EngineBrowser {
    readonly name: EngineName;
    /** The browser's product and version, as it reports them. */
    readonly version: string;
    /**
     * A fresh profile (no cookies, no storage): a visitor whose every request carries the engine's
     * own User-Agent with `runTag` appended, so the emulator can tell one test's requests apart.
     */
    newProfile(runTag: string): Promise<EngineProfile>;
    stop(): Promise<void>;
}

/** The cookies and storage of one visitor; its tabs share them, as a browser's tabs do. */
export interface EngineProfile {
    openTab(): Promise<EngineTab>;
    /** Closes every tab of the profile and forgets it. */
    close(): Promise<void>;
}

/**
 * `fn(arg)` as an expression the page evaluates: every engine gets the function's source and the
 * argument's JSON, and nothing else, so a scenario's page code behaves alike in all three.
 */
export function pageExpression<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): string {
    return `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`;
}
