import type { CDPSession, Page } from 'playwright-core';

/**
 * Where one load's container files came from: the network or the HTTP cache, and whether V8
 * compiled them or took them from its code cache. The proof that a cached visit is one.
 */
export interface FileCacheFacts {
    /** The container's files the page fetched (its resource timing entries). */
    readonly files: number;
    /** Of those, the ones the HTTP cache answered: `transferSize` 0 with a body. */
    readonly fromHttpCache: number;
    /** The container's scripts V8 compiled in the load (`v8.compile` trace events). */
    readonly compiled: number;
    /** Of those, the ones whose compilation consumed a code cache (`consumedCacheSize`, not rejected). */
    readonly fromCodeCache: number;
}

/** A Chromium trace event, with the fields of `v8.compile`'s data the facts read. */
export interface TraceEvent {
    readonly name: string;
    readonly args?: { readonly data?: { readonly url?: string; readonly consumedCacheSize?: number; readonly cacheRejected?: boolean; readonly [field: string]: unknown } };
}

/**
 * V8's events of one page load, traced through the page's DevTools session: the `v8` category
 * only, which holds `v8.compile` (one per script compiled, with what it took from the code cache)
 * and little else, so the trace weighs on the load as little as it can.
 */
export class CompileTrace {

    protected readonly events: TraceEvent[] = [];
    protected readonly onData = (data: { value: ReadonlyArray<Record<string, unknown>> }) => { this.events.push(...data.value as unknown as TraceEvent[]); };

    protected constructor(protected readonly cdp: CDPSession) { }

    static async start(cdp: CDPSession): Promise<CompileTrace> {
        const trace = new CompileTrace(cdp);
        cdp.on('Tracing.dataCollected', trace.onData);
        await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['v8'], excludedCategories: ['*'] } });
        return trace;
    }

    /** Ends the trace; the compilations of scripts whose URL `source` matches. */
    async stop(source: RegExp): Promise<Pick<FileCacheFacts, 'compiled' | 'fromCodeCache'>> {
        const complete = new Promise<void>(resolve => this.cdp.once('Tracing.tracingComplete', () => resolve()));
        await this.cdp.send('Tracing.end');
        await complete;
        this.cdp.off('Tracing.dataCollected', this.onData);
        return compileFacts(this.events, source);
    }
}

/** The `v8.compile` events of scripts whose URL `source` matches, and how many of them used a code cache. */
export function compileFacts(events: readonly TraceEvent[], source: RegExp): Pick<FileCacheFacts, 'compiled' | 'fromCodeCache'> {
    const compiles = events.filter(event => event.name === 'v8.compile' && source.test(event.args?.data?.url ?? ''));
    return {
        compiled: compiles.length,
        fromCodeCache: compiles.filter(event => (event.args!.data!.consumedCacheSize ?? 0) > 0 && !event.args!.data!.cacheRejected).length
    };
}

/** The page's resource timing entries of files whose URL `source` matches, and how many the HTTP cache answered. */
export async function httpCacheFacts(page: Page, source: RegExp): Promise<Pick<FileCacheFacts, 'files' | 'fromHttpCache'>> {
    const entries = await page.evaluate(pattern => performance.getEntriesByType('resource')
        .filter(entry => new RegExp(pattern).test(entry.name))
        .map(entry => ({ transferSize: (entry as PerformanceResourceTiming).transferSize, decodedBodySize: (entry as PerformanceResourceTiming).decodedBodySize })),
    source.source);
    return { files: entries.length, fromHttpCache: entries.filter(entry => entry.transferSize === 0 && entry.decodedBodySize > 0).length };
}
