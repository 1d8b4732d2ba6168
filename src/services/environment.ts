import type { BuildEnvironment } from './build-info';

/**
 * Where this copy of the container runs (docs/requirements.md §4.1). `name` is 'staging' when the loaded script's
 * file name says staging or development, or when the bundle was not built for production;
 * otherwise 'production'. Staging reports to the development suite.
 */
export const Environment = Symbol('Environment');
export interface Environment {
    /** The build's own environment, as `_satellite.environment.stage` reports it. */
    readonly stage: BuildEnvironment;
    readonly name: 'staging' | 'production';
    readonly isStaging: boolean;
}
