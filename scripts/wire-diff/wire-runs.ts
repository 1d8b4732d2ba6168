import { readFileSync } from 'node:fs';
import type { WireRun } from './wire-records';

/** The file a shard's run is saved to, in the output folder. */
export function shardFileName(shard: { readonly index: number; readonly count: number }): string {
    return `shard-${shard.index}-of-${shard.count}.json`;
}

/** A saved run, checked to be one. */
export function loadRun(file: string): WireRun {
    let run: WireRun;
    try {
        run = JSON.parse(readFileSync(file, 'utf8')) as WireRun;
    } catch (error) {
        throw new Error(`${file} is not a saved run of the wire diff: ${(error as Error).message}`);
    }
    if (run?.format !== 1 || !Array.isArray(run.asked) || !run.journeys) {
        throw new Error(`${file} is not a saved run of the wire diff (format 1).`);
    }
    return run;
}

const named = (build: WireRun['baseline']) => `${build.ref} (${build.commit})`;

/**
 * The shards of one run joined into one: the same two builds, every shard of the split once, each
 * journey in one shard only. The journeys come back in the order the catalogue had them, and the
 * wall time is the longest shard's, as shards run side by side on machines of their own.
 */
export function mergeRuns(runs: readonly WireRun[]): WireRun {
    const [first] = runs;
    if (!first) {
        throw new Error('No shard to merge.');
    }
    for (const run of runs) {
        if (named(run.baseline) !== named(first.baseline) || named(run.current) !== named(first.current)) {
            throw new Error(
                `The shards compare different builds: ${named(first.baseline)} → ${named(first.current)} and ${named(run.baseline)} → ${named(run.current)}.`
            );
        }
        if (!run.shard) {
            throw new Error('A run that took all its journeys is no shard: merge the runs of --shard i/n.');
        }
    }
    const count = first.shard!.count;
    const byIndex = new Map<number, WireRun>();
    for (const run of runs) {
        if (run.shard!.count !== count) {
            throw new Error(`The shards split the journeys differently: into ${count} and into ${run.shard!.count}.`);
        }
        if (run.shard!.index < 1 || run.shard!.index > count) {
            throw new Error(`A shard numbered ${run.shard!.index}/${count} is none of the ${count} shards.`);
        }
        if (byIndex.has(run.shard!.index)) {
            throw new Error(`Shard ${run.shard!.index}/${count} is given twice.`);
        }
        byIndex.set(run.shard!.index, run);
    }
    const missing = Array.from({ length: count }, (_value, index) => index + 1).filter(index => !byIndex.has(index));
    if (missing.length > 0) {
        throw new Error(
            `Shard${missing.length > 1 ? 's' : ''} ${missing.map(index => `${index}/${count}`).join(', ')} missing: the report would leave out their journeys.`
        );
    }
    const shards = [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, run]) => run);
    // Shard i took journeys i-1, i-1+n, i-1+2n, ... of the catalogue: dealt back, they are in its order.
    const asked: string[] = [];
    for (let round = 0; shards.some(run => run.asked.length > round); round++) {
        shards.forEach(run => run.asked[round] !== undefined && asked.push(run.asked[round]));
    }
    return {
        format: 1,
        baseline: first.baseline,
        current: first.current,
        asked,
        journeys: {
            baseline: shards.flatMap(run => run.journeys.baseline),
            current: shards.flatMap(run => run.journeys.current)
        },
        wallMs: Math.max(...shards.map(run => run.wallMs))
    };
}
