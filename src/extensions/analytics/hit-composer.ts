import type { Logger } from '../../services/logger';
import type { ComposedHit, HitInput, HitStep } from './hit-step';

export interface HitComposerOptions {
    /** The hit path's steps and those the modules contribute, in any order: they run by their `order`. */
    readonly steps: readonly HitStep[];
    readonly logger: Logger;
}

/**
 * Composes a hit from a copy of page code's variables, the call's values and the page, in the
 * ordered steps (hit-step.ts). Each step runs on its own: one that throws is logged, and the hit
 * either goes without its part or not at all (a required step). The per-value limits and the
 * request's size are applied where the request is built, with the ids.
 */
export class HitComposer {
    constructor(protected readonly options: HitComposerOptions) {}

    /** The steps in their order. */
    protected readonly steps = [...this.options.steps].sort((a, b) => a.order - b.order);

    /** The hit's values, or undefined when a required step failed (the console says which). */
    compose(input: HitInput): ComposedHit | undefined {
        const hit: ComposedHit = { variables: {}, contextData: {} };
        for (const step of this.steps) {
            try {
                step.run(hit, input);
            } catch (error) {
                this.options.logger.warn(
                    `Composing a hit: the ${step.name} step failed; ${step.required ? 'the hit is not sent' : 'the hit goes without it'}.`,
                    error
                );
                if (step.required) {
                    return undefined;
                }
            }
        }
        return hit;
    }
}
