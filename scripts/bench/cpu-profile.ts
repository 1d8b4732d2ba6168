import type { CDPSession } from 'playwright-core';
import type { CodeFrame } from './source-parts';

interface ProfileNode {
    readonly id: number;
    readonly callFrame: CodeFrame;
    readonly children?: readonly number[];
}

export interface Profile {
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

    /** Per sample: how long it stood for (µs, until the next one) and the functions on its stack, outermost first. */
    protected readonly samples: Array<{ duration: number; frames: readonly CodeFrame[] }> = [];

    constructor(profile: Profile) {
        const nodes = new Map(profile.nodes.map(node => [node.id, node]));
        const parents = new Map<number, number>();
        for (const node of profile.nodes) {
            for (const child of node.children ?? []) {
                parents.set(child, node.id);
            }
        }
        const stacks = new Map<number, CodeFrame[]>();
        const framesOf = (id: number): CodeFrame[] => {
            let frames = stacks.get(id);
            if (!frames) {
                const node = nodes.get(id);
                const parent = parents.get(id);
                // Native code and V8's own nodes ("(program)", "(garbage collector)") have no script.
                frames = node ? [...(parent === undefined ? [] : framesOf(parent)), ...(node.callFrame.url ? [node.callFrame] : [])] : [];
                stacks.set(id, frames);
            }
            return frames;
        };
        const deltas = profile.timeDeltas ?? [];
        (profile.samples ?? []).forEach((id, index) => this.samples.push({ duration: deltas[index + 1] ?? 0, frames: framesOf(id) }));
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
        const micros = this.samples.filter(sample => sample.frames.some(frame => accepts(frame.url))).reduce((sum, sample) => sum + sample.duration, 0);
        return toMs(micros);
    }

    /**
     * The time of `timeWith(accepts)` split by part: each sample counts for the innermost function
     * of an accepted script on its stack, so native work a function asks for (a cookie read, an
     * appendChild and its style work) counts for that function. The parts add up to `timeWith`.
     */
    timeByPart(accepts: (url: string) => boolean, partOf: (frame: CodeFrame) => string): Record<string, number> {
        const micros = new Map<string, number>();
        for (const sample of this.samples) {
            const frame = [...sample.frames].reverse().find(candidate => accepts(candidate.url));
            if (frame) {
                const part = partOf(frame);
                micros.set(part, (micros.get(part) ?? 0) + sample.duration);
            }
        }
        return Object.fromEntries([...micros].map(([part, time]) => [part, toMs(time)]));
    }
}

function toMs(micros: number): number {
    return Math.round(micros / 100) / 10;
}
