import type { BenchPage } from '../../test/browser/bench-page';
import type { JourneyFacts } from './wire-records';

/** How long a step waits for the page to have done all it will for the step, before it records. */
export type StepEnd =
    /** A page's load: the after-load file ran, the rules ended, nothing is on its way. */
    | 'page'
    /** A visitor's click: the container heard it (its click trigger fired), the rules ended, nothing is on its way. */
    | 'click'
    /** Page code: the rules ended, nothing is on its way. */
    | 'script'
    /** A click on the banner: as a click, and also the beacon the container sends after its recheck delay. */
    | 'consent';

/** What a journey drives: its page, and the steps it records. */
export interface JourneySteps {
    readonly page: BenchPage;
    /**
     * Does `action`, waits until the page has done all it will for it (`end`), and records what the
     * page sent meanwhile as the step `name`.
     */
    step(name: string, action: () => Promise<void>, end: StepEnd): Promise<void>;
}

/** One journey of the wire diff: where it goes and what it does there, the same on both builds. */
export interface Journey extends JourneyFacts {
    take(steps: JourneySteps): Promise<void>;
}
