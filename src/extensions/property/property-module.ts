import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService } from '../../runtime/bindings';
import { ConsentScriptDirectory } from '../../services/consent-script-directory';
import { DomainDirectory } from '../../services/domain-directory';
import { Environment } from '../../services/environment';
import { PageHost } from '../../services/page-host';
import { ServiceUrl } from '../../services/service-url';
import { Property } from '../../services/property';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { TrackingServer } from '../../services/tracking-server';
import { PropertyImpl } from './property-impl';

/**
 * The property service, its tables' contracts (each answered by the part the service built) and
 * the data elements they give.
 */
export const propertyModule = new ContainerModule(bind => {
    bindService(bind, Property, PropertyImpl);
    bind(PageHost).toDynamicValue(context => context.container.get<Property>(Property).pageHost).inSingletonScope();
    bind(Environment).toDynamicValue(context => context.container.get<Property>(Property).environment).inSingletonScope();
    bind(ServiceUrl).toDynamicValue(context => context.container.get<Property>(Property).serviceUrl).inSingletonScope();
    bind(DomainDirectory).toDynamicValue(context => context.container.get<Property>(Property).domains).inSingletonScope();
    bind(ConsentScriptDirectory).toDynamicValue(context => context.container.get<Property>(Property).consentScripts).inSingletonScope();
    bind(TrackingServer).toDynamicValue(context => context.container.get<Property>(Property).trackingServer).inSingletonScope();
    bind(ReportSuiteResolver).toDynamicValue(context => context.container.get<Property>(Property).reportSuites).inSingletonScope();
    bind(DataElementContribution).toService(PropertyImpl);
});
