import { CDPSession } from 'playwright-core';

interface ProfileNode {
    readonly id: number;
    readonly callFrame: { readonly url: string };
    readonly children?: readonly number[];
}

interface Profile {
    readonly nodes: readonly ProfileNode[];
    readonly samples?: readonly number[];
    readonly timeDeltas?: readonly number[];
}

/**
 * V8's sampling profiler on a page's main thread (the DevTools protocol's Profiler domain), read for
 * how long code of given scripts was on the stack: the honest "main-thread script time" of a
 * script, microtasks and callbacks included, without instrumenting it. It keeps sampling across
 * the page's navigation, and stopping it costs a tenth of a trace.
 */
export class CpuProfile {

    /** Per sample: how long it stood for (µs, until the next one) and the script URLs on its stack. */
    protected readonly samples: Array<{ duration: number; urls: readonly string[] }> = [];

    protected constructor(profile: Profile) {
        const nodes = new Map(profile.nodes.map(node => [node.id, node]));
        const parents = new Map<number, number>();
        for (const node of profile.nodes) {
            for (const child of node.children ?? []) {
                parents.set(child, node.id);
            }
        }
        const stacks = new Map<number, string[]>();
        const urlsOf = (id: number): string[] => {
            let urls = stacks.get(id);
            if (!urls) {
                const node = nodes.get(id);
                const parent = parents.get(id);
                urls = node ? [...(parent === undefined ? [] : urlsOf(parent)), ...(node.callFrame.url ? [node.callFrame.url] : [])] : [];
                stacks.set(id, urls);
            }
            return urls;
        };
        const deltas = profile.timeDeltas ?? [];
        (profile.samples ?? []).forEach((id, index) => this.samples.push({ duration: deltas[index + 1] ?? 0, urls: urlsOf(id) }));
    }

    /** Starts sampling every 200 µs; the returned function stops and reads the profile. */
    static async start(cdp: CDPSession): Promise<() => Promise<CpuProfile>> {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        return async () => new CpuProfile((await cdp.send('Profiler.stop')).profile as Profile);
    }

    /** Milliseconds of samples with a script the predicate accepts on the stack. */
    timeWith(accepts: (url: string) => boolean): number {
        const micros = this.samples.filter(sample => sample.urls.some(accepts)).reduce((sum, sample) => sum + sample.duration, 0);
        return Math.round(micros / 100) / 10;
    }
}
