import type { BenchTarget } from '../bench/bench-target';

/** One build under comparison: its demo server and Chromium, and the User-Agent its journeys extend. */
export interface BuildUnderTest {
    readonly name: 'baseline' | 'current';
    readonly target: BenchTarget;
    readonly userAgent: string;
    /** The build has a health file (an older baseline may not): its pages fetch it after the window's load. */
    readonly hasHealthFile: boolean;
}
