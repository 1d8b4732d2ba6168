import { ContainerModule } from 'inversify';
import { analyticsModule } from './analytics/analytics-module';
import { consentModule } from './consent/consent-module';
import { coreModule } from './core/core-module';
import { propertyModule } from './property/property-module';
import { visitorModule } from './visitor/visitor-module';

/** The integrations in the bundle, in load order. One ContainerModule each. */
export const extensionModules: readonly ContainerModule[] = [
    coreModule,
    propertyModule,
    consentModule,
    visitorModule,
    analyticsModule
];
