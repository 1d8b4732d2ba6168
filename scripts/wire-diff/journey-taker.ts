import type { BuildUnderTest } from './build-under-test';
import type { Journey } from './journey';
import { JourneyLane } from './journey-lane';
import type { JourneyRecord } from './wire-records';

type Side = 'baseline' | 'current';

/**
 * Takes every journey on both builds, `width` tabs at a time in all, the builds' turns alternating
 * so both advance together; `onDone` hears each journey taken. Each worker keeps a tab of each
 * build (JourneyLane) for the journeys it takes; a tab whose journey failed is replaced.
 */
export async function takeJourneys(
    journeys: readonly Journey[],
    builds: Readonly<Record<Side, BuildUnderTest>>,
    width: number,
    onDone?: (done: number, total: number) => void
): Promise<Record<Side, JourneyRecord[]>> {
    const tasks = journeys.flatMap((journey, index) => (['baseline', 'current'] as const).map(side => ({ journey, index, side })));
    const results: Record<Side, JourneyRecord[]> = {
        baseline: new Array<JourneyRecord>(journeys.length),
        current: new Array<JourneyRecord>(journeys.length)
    };
    let next = 0;
    let done = 0;
    const worker = async () => {
        const lanes: Partial<Record<Side, JourneyLane>> = {};
        try {
            for (let task = tasks[next++]; task; task = tasks[next++]) {
                const lane = (lanes[task.side] ??= await JourneyLane.open(builds[task.side]));
                const record = await lane.take(task.journey, `tc-wire/${task.side}-${task.index}`);
                results[task.side][task.index] = record;
                if (record.error !== undefined || !lane.healthy) {
                    // What a failed journey left in its tab goes with the tab.
                    await lane.close();
                    delete lanes[task.side];
                }
                onDone?.(++done, tasks.length);
            }
        } finally {
            await Promise.all(Object.values(lanes).map(lane => lane.close()));
        }
    };
    await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
    return results;
}
