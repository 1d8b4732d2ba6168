import type { BenchTab } from '../engines/engine-tab';
import type { BenchPage } from './bench';

/** Reads the page with `read`, run in it: a page of the Chromium bench or a tab of the engines'. */
export function readPage<R>(page: BenchPage | BenchTab, read: () => R): Promise<R> {
    return 'page' in page ? page.page.evaluate(read) : page.evaluate(read);
}

/**
 * What the demo pages' hiding probe saw (the `pageProbe` setting `hiding`,
 * demo-site/server/bench-page-scripts.ts): when the pre-hiding style came and went (page ms), and
 * what the page showed then.
 */
export interface Hiding {
    readonly added?: number;
    readonly removed?: number;
    readonly bodyAtHiding?: number;
    readonly shownText?: string;
}

export function hidingOf(page: BenchPage | BenchTab): Promise<Hiding> {
    return readPage(page, () => (window as unknown as { __hiding: Hiding }).__hiding);
}
