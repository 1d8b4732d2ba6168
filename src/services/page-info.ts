/**
 * Read-only facts about the page that data elements use: page globals, referrer, hash, title and
 * texts of elements. Reading them here keeps data elements plain functions of their inputs.
 */
export const PageInfo = Symbol('PageInfo');
export interface PageInfo {
    /** A global the page set (dot paths allowed), or undefined. */
    global(name: string): unknown;
    readonly referrer: string;
    /** The URL hash without '#' and without a query part: `#faq?tab=2` → `faq`. */
    readonly hash: string;
    readonly title: string;
    readonly path: string;
    /** Whitespace-cleaned text of the first element matching the selector. */
    textOf(selector: string): string | undefined;
    /** Whitespace-cleaned, non-empty texts of every element matching the selector. */
    textsOf(selector: string): string[];
    /**
     * Runs `callback` in idle time once the window has loaded (at most 2000 ms after), so work that
     * can wait never competes with the page's own start.
     */
    afterLoad(callback: () => void): void;
}
