/**
 * Whether this page sends a health report (docs/health.md): drawn once per page, the first time
 * anyone asks, against the environment's `sampleRate` (config/health.ts), with no cookie or
 * storage, so two reports of one visitor cannot be joined. On a drawn page the QA journal keeps
 * what the container does, from the first rule on, for the report.
 */
export const HealthSample = Symbol('HealthSample');
export interface HealthSample {
    readonly sampled: boolean;
    /** When the draw was made (Date.now(), at the container's start): the mark the report's costs count from. */
    readonly started: number;
}
