import { ContainerModule } from 'inversify';
import { coreModule } from './core/core-module';

/** The integrations in the bundle, in load order. One ContainerModule each. */
export const extensionModules: readonly ContainerModule[] = [
    coreModule
];
