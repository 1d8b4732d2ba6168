import type { BrowserContext } from 'playwright-core';
import type { BenchTarget } from './bench-target';
import type { Contention } from './contention';
import type { LoadMeasure } from './load-summary';
import { benchContext } from './long-frames';
import { loadPage } from './page-load';

/**
 * `fresh`: each load in a new browser profile (a first visit: no cookies, no cache).
 * `returning`: one profile that visited the page once before, so the visitor's ids and consent
 * are in its cookies; the files come over the network again (the demo's certificate keeps
 * Chromium from caching them in that browser).
 * `cached`: one browser profile of its own on disk that loaded the page twice before the measured
 * loads, its files served as a site serves them (cached for good): cookies as for `returning`, the
 * files from the HTTP cache, and V8's code cache for them (Chromium writes it at the second load
 * and uses it from the third on): every page after a visit's first, and every return.
 */
export type Visitor = 'fresh' | 'returning' | 'cached';

/**
 * The measured loads of one page by one kind of visitor in one browser, one at a time: a series
 * can be run on its own, or two of them (two builds) interleaved load by load, so that whatever
 * else the machine does at a moment weighs on both builds alike.
 */
export class VisitSeries {

    protected context: BrowserContext | undefined;
    protected profile: { close(): Promise<void> } | undefined;

    constructor(protected readonly target: BenchTarget, readonly url: string, readonly visitor: Visitor) { }

    /** The next measured load. */
    async next(): Promise<LoadMeasure> {
        if (this.visitor === 'cached') {
            if (!this.context) {
                const cached = await this.target.cachedProfile();
                this.profile = cached;
                this.context = cached.profile.context;
                // The first load fills the HTTP cache, the second has V8 write its code cache.
                await loadPage(this.context, this.url);
                await loadPage(this.context, this.url);
            }
        } else if (this.visitor === 'fresh' || !this.context) {
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
     * loaded nothing: this gives both a warm process before the first measured load. A cached
     * series' own two unmeasured loads warm its browser.
     */
    async warmUp(): Promise<void> {
        if (this.visitor === 'cached') {
            return;
        }
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
            if (this.visitor !== 'fresh') {
                await loadPage(context, url);
            }
            const { classesBeforeLoad, classesTotal } = await loadPage(context, url);
            return { classesBeforeLoad, classesTotal };
        } finally {
            await context.close();
        }
    }

    async close(): Promise<void> {
        const profile = this.profile;
        const context = this.context;
        this.profile = undefined;
        this.context = undefined;
        await (profile ? profile.close() : context?.close());
    }
}

/** Where a series' run counter goes (BenchProgress.run); `build` names the build and the contention when there is a choice. */
export type RunCounter = (run: number, runs: number, build?: string) => void;

export type Build = 'baseline' | 'current';

/** One build's loads of one cell: quiet, and with the busy processes running (none without --contend). */
export interface CellLoads {
    readonly quiet: LoadMeasure[];
    readonly contended: LoadMeasure[];
}

/**
 * `loads` loads of each build's series of one cell, alternating (baseline, current, baseline,
 * current, ...) so a slow spell of the shared machine lands on both; with `contention`, each run
 * then loads every build once more while the busy processes run.
 */
export async function runCell(
    series: Partial<Record<Build, VisitSeries>>,
    loads: number,
    counter: RunCounter,
    contention?: Contention
): Promise<Partial<Record<Build, CellLoads>>> {
    const builds = (['baseline', 'current'] as const).filter(build => series[build] !== undefined);
    const measures: Partial<Record<Build, CellLoads>> = {};
    const label = (build: Build, contended: boolean) => [builds.length > 1 ? build : '', contended ? 'contended' : ''].filter(Boolean).join(', ') || undefined;
    try {
        if (builds.length > 1) {
            for (const build of builds) {
                await series[build]!.warmUp();
            }
        }
        for (const build of builds) {
            measures[build] = { quiet: [], contended: [] };
        }
        for (let run = 0; run < loads; run++) {
            for (const build of builds) {
                counter(run + 1, loads, label(build, false));
                measures[build]!.quiet.push(await series[build]!.next());
            }
            if (contention) {
                await contention.during(async () => {
                    for (const build of builds) {
                        counter(run + 1, loads, label(build, true));
                        measures[build]!.contended.push(await series[build]!.next());
                    }
                });
            }
        }
    } finally {
        await Promise.all(builds.map(build => series[build]!.close()));
    }
    return measures;
}
