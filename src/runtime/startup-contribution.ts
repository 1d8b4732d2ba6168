/** A start-up step as the QA inspector lists it: its name, and where it runs among the others. */
export interface StartupStep {
    readonly id: string;
    /** Lower runs first. */
    readonly order: number;
}

/**
 * A service that starts itself as the container starts: consent state, the visitor-ID service,
 * personalization, the analytics tracker. The container runtime runs every contribution, in
 * `startupStep.order`, before the rule engine starts, so no rule runs before they did; a step
 * that fails is logged and the next one runs. These are steps, not rules: they have no trigger,
 * no condition, and they run once.
 */
export const StartupContribution = Symbol('StartupContribution');
export interface StartupContribution {
    readonly startupStep: StartupStep;
    /**
     * What must be in place before the page can first paint, run in the task that evaluated the
     * bundle, before any step yields: a step's own `start` comes in a later task where the browser
     * can yield, and by then the parser may have drawn the body (a loaded machine shows it).
     */
    beforeFirstPaint?(): void;
    start(): void;
}
