/**
 * Starts the container on the page: checks the host, installs `_satellite`, registers the data
 * elements and starts the rule engine. Returns false when the host is not authorized (nothing ran).
 */
export const ContainerRuntime = Symbol('ContainerRuntime');
export interface ContainerRuntime {
    start(): boolean;
}
