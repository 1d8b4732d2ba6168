import type { BrowserWindow } from '../../services/browser-window';
import type { HealthMeasures } from './health-report-builder';

export interface HealthMeterOptions {
    readonly window: BrowserWindow;
    /** The bundle's URL (EmbedScript): its lazy files are named after it, and so are the scripts of ours in a long frame. */
    readonly scriptUrl: string | undefined;
}

/** A long animation frame as Chromium reports it: the scripts that ran in it, by URL and ms. */
interface LongFrame {
    readonly scripts?: ReadonlyArray<{ readonly sourceURL?: string; readonly duration?: number }>;
}

/**
 * What the container cost the page beside the journal: the long animation frames (over 50 ms)
 * with the container's scripts in them and its ms there (Chromium's long-animation-frame entries,
 * where the browser has them; the buffered ones since the page started come too), and the bytes
 * of each lazy file the page loaded, from resource timing. Built after load, with the report.
 */
export class HealthMeter {
    protected frames = 0;
    protected ms = 0;
    protected readonly observer: PerformanceObserver | undefined;
    /** `…/container.min.`: the bundle and each of its files start so. */
    protected readonly prefix: string | undefined;

    constructor(protected readonly options: HealthMeterOptions) {
        this.prefix = options.scriptUrl?.replace(/[?#].*$/, '').replace(/js$/, '');
        const Observer = options.window.PerformanceObserver;
        if (this.prefix && Observer?.supportedEntryTypes?.includes('long-animation-frame')) {
            this.observer = new Observer(list => this.count(list.getEntries()));
            this.observer.observe({ type: 'long-animation-frame', buffered: true });
        }
    }

    measure(): Omit<HealthMeasures, 'started'> {
        // The frames the observer has not been told of yet: the page is being left, no later task comes.
        this.count(this.observer?.takeRecords() ?? []);
        return { longFrames: this.frames, longFrameMs: this.ms, lazyBytes: this.lazyBytes() };
    }

    protected count(entries: readonly PerformanceEntry[]): void {
        for (const frame of entries as readonly LongFrame[]) {
            const ours = (frame.scripts ?? []).filter(script => this.isOurs(script.sourceURL));
            if (ours.length > 0) {
                this.frames++;
                this.ms += ours.reduce((sum, script) => sum + (script.duration ?? 0), 0);
            }
        }
    }

    /** Bytes per lazy file: transferred, or the file's size where the cache served it. */
    protected lazyBytes(): Record<string, number> {
        const bytes: Record<string, number> = {};
        const prefix = this.prefix;
        for (const entry of prefix ? (this.options.window.performance.getEntriesByType('resource') as PerformanceResourceTiming[]) : []) {
            const file = /^([a-z][a-z-]*)\.js$/.exec(entry.name.replace(/[?#].*$/, '').slice(prefix!.length))?.[1];
            if (file && entry.name.startsWith(prefix!)) {
                bytes[file] = (bytes[file] ?? 0) + (entry.transferSize || entry.encodedBodySize);
            }
        }
        return bytes;
    }

    protected isOurs(url: string | undefined): boolean {
        return !!url && !!this.prefix && url.startsWith(this.prefix);
    }
}
