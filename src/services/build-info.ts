/** What was built: stamped into each bundle by webpack. */
export const BuildInfo = Symbol('BuildInfo');
export interface BuildInfo {
    /** The package version of the container. */
    readonly version: string;
    /** ISO date and time of the build. */
    readonly buildDate: string;
    /** The environment the bundle was built for. */
    readonly environment: BuildEnvironment;
    readonly minified: boolean;
}

export type BuildEnvironment = 'production' | 'staging' | 'development';
