import { BrowserContext } from 'playwright-core';
import { BenchTarget } from './bench-target';
import { LoadMeasure } from './load-summary';
import { benchContext } from './long-frames';
import { loadPage } from './page-load';

/**
 * `fresh`: each load in a new browser profile (a first visit: no cookies, no cache).
 * `returning`: one profile that visited the page once before, so the visitor's ids and consent
 * are in its cookies and the bundle in its cache.
 */
export type Visitor = 'fresh' | 'returning';

/**
 * The measured loads of one page by one kind of visitor in one browser, one at a time: a series
 * can be run on its own, or two of them (two builds) interleaved load by load, so that whatever
 * else the machine does at a moment weighs on both builds alike.
 */
export class VisitSeries {

    protected context: BrowserContext | undefined;

    constructor(protected readonly target: BenchTarget, readonly url: string, readonly visitor: Visitor) { }

    /** The next measured load. */
    async next(): Promise<LoadMeasure> {
        if (this.visitor === 'fresh' || !this.context) {
            await this.context?.close();
            this.context = await benchContext(this.target.browser);
            if (this.visitor === 'returning') {
                await loadPage(this.context, this.url);
            }
        }
        return loadPage(this.context, this.url, this.target.parts);
    }

    /**
     * One unmeasured load in a profile of its own. When two builds are compared, the current
     * build's browser has just loaded the page without the container and the baseline's has
     * loaded nothing: this gives both a warm process before the first measured load.
     */
    async warmUp(): Promise<void> {
        const context = await benchContext(this.target.browser);
        try {
            await loadPage(context, this.url);
        } finally {
            await context.close();
        }
    }

    /**
     * The constructions of one unmeasured load of the page's staging build (QA off): the production
     * bundle binds no activation hook, the staging bundle is the same code minified and counts them.
     */
    async constructions(): Promise<Pick<LoadMeasure, 'classesBeforeLoad' | 'classesTotal'>> {
        const url = `${this.url}${this.url.includes('?') ? '&' : '?'}tagEnv=staging&qa=0`;
        const context = await benchContext(this.target.browser);
        try {
            if (this.visitor === 'returning') {
                await loadPage(context, url);
            }
            const { classesBeforeLoad, classesTotal } = await loadPage(context, url);
            return { classesBeforeLoad, classesTotal };
        } finally {
            await context.close();
        }
    }

    async close(): Promise<void> {
        await this.context?.close();
        this.context = undefined;
    }
}

/** Where a series' run counter goes (BenchProgress.run). */
export type RunCounter = (run: number, runs: number, build?: string) => void;

/** `loads` loads of one series. */
export async function runSeries(series: VisitSeries, loads: number, counter: RunCounter): Promise<LoadMeasure[]> {
    const measures: LoadMeasure[] = [];
    try {
        for (let run = 0; run < loads; run++) {
            counter(run + 1, loads);
            measures.push(await series.next());
        }
    } finally {
        await series.close();
    }
    return measures;
}

/**
 * `loads` loads of each of two series, alternating (baseline, current, baseline, current, ...):
 * the same page and visitor on two builds, so a slow spell of the shared machine lands on both.
 */
export async function runInterleaved(
    pair: { readonly baseline: VisitSeries; readonly current: VisitSeries },
    loads: number,
    counter: RunCounter
): Promise<{ baseline: LoadMeasure[]; current: LoadMeasure[] }> {
    const measures = { baseline: [] as LoadMeasure[], current: [] as LoadMeasure[] };
    try {
        await pair.baseline.warmUp();
        await pair.current.warmUp();
        for (let run = 0; run < loads; run++) {
            for (const build of ['baseline', 'current'] as const) {
                counter(run + 1, loads, build);
                measures[build].push(await pair[build].next());
            }
        }
    } finally {
        await Promise.all([pair.baseline.close(), pair.current.close()]);
    }
    return measures;
}
